/**
 * The overview cards: the financial figures (revenue excluding GST with the GST beside it, as a
 * bookkeeper reads it; paid and outstanding; average job value; quote acceptance) and the
 * appointment figures, each with its documented name.
 */
import type { ReactNode } from 'react';
import type { AdminAnalyticsQuery } from '../../../gql/graphql';
import { AdminIcon, type AdminIconName } from '../ui/AdminIcon';
import { Panel } from '../ui/Panel';
import { count, money, percent, plural } from './analytics-format';

/** How the api counts bookings, here and on the dashboard alike. */
const BOOKING_COUNT_RULE = 'Bookings count on the day they were made (those not cancelled since); cancellations on the day they were cancelled.';

export type Figures = AdminAnalyticsQuery['analytics'];

interface CardProps {
  id: string;
  label: string;
  value: string;
  icon: AdminIconName;
  tone: string;
  children?: ReactNode;
}

/** One figure of an overview: its label, value, icon and a note under it. */
export function Card({ id, label, value, icon, tone, children }: CardProps) {
  return (
    <li className={`figure-card figure-card--${tone}`}>
      <span className="figure-card__icon" aria-hidden="true">
        <AdminIcon name={icon} size={20} />
      </span>
      <span className="figure-card__label" id={`figure-${id}`}>
        {label}
      </span>
      <strong className="figure-card__value" data-testid={`figure-${id}`}>
        {value}
      </strong>
      {children && <span className="figure-card__note">{children}</span>}
    </li>
  );
}

export function FinancialOverview({ figures }: { figures: Figures }) {
  const f = figures.financialAnalytics;
  const q = figures.quoteAnalytics;
  return (
    <Panel className="overview" title="Financial Overview" actions={<span className="overview__basis">Invoices by issue date</span>}>
      <ul className="figure-grid">
        <Card id="revenue" label="Revenue (excl. GST)" value={money(f.revenueExGstCents)} icon="chart" tone="blue">
          GST <span data-testid="figure-gst">{money(f.gstCents)}</span> · {money(f.totalRevenueCents)} incl. GST
        </Card>
        <Card id="paid" label="Paid" value={money(f.paidRevenueCents)} icon="check" tone="green">
          {plural(f.paidInvoices, 'paid invoice', 'paid invoices')}
        </Card>
        <Card id="outstanding" label="Outstanding" value={money(f.outstandingRevenueCents)} icon="clock" tone="orange">
          {plural(f.unpaidInvoices, 'unpaid invoice', 'unpaid invoices')}
        </Card>
        <Card id="invoices" label="Invoices" value={count(f.totalInvoices)} icon="receipt" tone="violet">
          {count(f.paidInvoices)} paid · {count(f.unpaidInvoices)} unpaid
        </Card>
        <Card id="average-job" label="Average job value" value={money(f.averageJobValueCents)} icon="car" tone="teal">
          per invoice, excl. GST
        </Card>
        <Card id="quote-acceptance" label="Quote acceptance rate" value={percent(q.acceptanceRate)} icon="send" tone="blue">
          {count(q.quotesAccepted)} of {plural(q.quotesSent, 'quote', 'quotes')} accepted
          {q.quotesAwaiting ? ` · ${count(q.quotesAwaiting)} awaiting` : ''}
        </Card>
      </ul>
    </Panel>
  );
}

export function AppointmentOverview({ figures }: { figures: Figures }) {
  const a = figures.appointmentAnalytics;
  return (
    <Panel
      className="overview"
      title="Appointment Overview"
      actions={
        <span className="overview__basis" title={BOOKING_COUNT_RULE}>
          Bookings when made, as on the dashboard
        </span>
      }
    >
      <ul className="figure-grid figure-grid--three">
        <Card id="total-booked" label="Total Booked" value={count(a.totalBooked)} icon="calendarCheck" tone="blue">
          made in the period, not cancelled
        </Card>
        <Card id="total-cancelled" label="Total Cancelled" value={count(a.totalCancelled)} icon="calendarX" tone="red">
          cancelled in the period
        </Card>
        <Card id="cancellation-rate" label="Cancellation Rate" value={percent(a.cancellationRate)} icon="ban" tone="orange" />
      </ul>
    </Panel>
  );
}
