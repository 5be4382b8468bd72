/**
 * What the workshop has on a vehicle or a customer, told the same way on both pages: three money
 * counters (invoiced, paid, outstanding) and one time line of appointments, job cards, quotes,
 * invoices and messages, each entry with its icon, status and amount, linking to where it is
 * looked at in full (a message that was answered shows its reply).
 */
import { Link } from 'react-router';
import { formatMoney } from '../../../shared/money';
import { formatDateTime } from '../format';
import { AdminIcon, type AdminIconName } from './AdminIcon';
import { DataTable, type Column } from './DataTable';
import { EmptyState } from './States';
import { Panel } from './Panel';

/** An entry of a time line (a vehicle's has no messages). */
interface TimelineEntry {
  kind: 'appointment' | 'jobCard' | 'quote' | 'invoice' | 'message';
  at: string;
  id: string;
  title: string;
  status: string;
  customerName: string;
  totalCents: number | null;
  jobCardId: string | null;
  /** A message's reply as sent, when it was answered. */
  reply?: string | null;
}

export interface MoneyTotals {
  totalSpentCents: number;
  paidCents: number;
  outstandingCents: number;
}

const ICONS: Record<TimelineEntry['kind'], AdminIconName> = {
  appointment: 'calendar',
  jobCard: 'clipboard',
  quote: 'chat',
  invoice: 'receipt',
  message: 'mail',
};

const STATUS_LABELS: Record<string, string> = {
  booked: 'Booked',
  cancelled: 'Cancelled',
  sent: 'Awaiting customer',
  approved: 'Approved',
  declined: 'Declined',
  superseded: 'Superseded',
  paid: 'Paid',
  unpaid: 'Unpaid',
  new: 'New',
  replied: 'Replied',
};

const STATUS_TONES: Record<string, string> = {
  cancelled: 'badge--muted',
  declined: 'badge--danger',
  superseded: 'badge--muted',
  sent: 'badge--warning',
  unpaid: 'badge--warning',
  new: 'badge--warning',
  paid: 'badge--success',
  approved: 'badge--success',
  replied: 'badge--success',
  Invoiced: 'badge--success',
};

/** A job card, or the card a quote belongs to. */
const cardLink = (entry: TimelineEntry) => `/admin/jobcards/${entry.jobCardId ?? entry.id}`;

/** Where an entry of the time line is looked at in full. */
const LINKS: Record<TimelineEntry['kind'], (entry: TimelineEntry) => string> = {
  appointment: () => '/admin/appointments',
  message: () => '/admin/contact-queries',
  invoice: (entry) => `/admin/invoice?number=${encodeURIComponent(entry.id)}`,
  jobCard: cardLink,
  quote: cardLink,
};

/** '2 appointments · 1 job card · 0 quotes', from [count, singular, plural] triples. */
export function recordCounts(counts: ReadonlyArray<readonly [number, string, string]>): string {
  return counts.map(([n, one, many]) => `${n} ${n === 1 ? one : many}`).join(' · ');
}

/** Invoiced, paid and outstanding; `testIdPrefix` names each figure (`vehicle-spent`, `customer-paid`). */
export function MoneyCounters({ totals, testIdPrefix }: { totals: MoneyTotals; testIdPrefix: string }) {
  return (
    <ul className="counter-grid records-counters" aria-label="Totals spent">
      <Counter id={`${testIdPrefix}-spent`} label="Total invoiced" icon="receipt" tone="blue" cents={totals.totalSpentCents} />
      <Counter id={`${testIdPrefix}-paid`} label="Paid" icon="check" tone="green" cents={totals.paidCents} />
      <Counter id={`${testIdPrefix}-outstanding`} label="Outstanding" icon="clock" tone="orange" cents={totals.outstandingCents} />
    </ul>
  );
}

function Counter({ id, label, icon, tone, cents }: { id: string; label: string; icon: AdminIconName; tone: string; cents: number }) {
  return (
    <li className={`counter counter--${tone}`}>
      <span className="counter__icon" aria-hidden="true">
        <AdminIcon name={icon} size={22} />
      </span>
      <span className="counter__label">
        {label}
      </span>
      <strong className="counter__value" data-testid={id}>
        {formatMoney(cents)}
      </strong>
    </li>
  );
}

const COLUMNS: ReadonlyArray<Column<TimelineEntry>> = [
  { header: 'When', kind: 'nowrap', cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at)}</time> },
  {
    header: 'What',
    cell: (entry) => (
      <>
        <Link to={LINKS[entry.kind](entry)} className="row-link records-entry">
          <AdminIcon name={ICONS[entry.kind]} size={16} />
          {entry.title}
        </Link>
        {entry.reply && (
          <span className="cell-sub records-reply" data-testid="timeline-reply">
            Replied: {entry.reply}
          </span>
        )}
      </>
    ),
  },
  { header: 'Customer', cell: (entry) => entry.customerName },
  {
    header: 'Status',
    cell: (entry) => <span className={`badge ${STATUS_TONES[entry.status] ?? 'badge--info'}`}>{STATUS_LABELS[entry.status] ?? entry.status}</span>,
  },
  { header: 'Amount', kind: 'num', cell: (entry) => (entry.totalCents == null ? '—' : formatMoney(entry.totalCents)) },
];

interface RecordsTimelineProps {
  entries: readonly TimelineEntry[];
  /** Each row's test id (`vehicle-event`, `customer-event`). */
  rowTestId: string;
  /** What an empty time line says. */
  empty: string;
  emptyIcon?: AdminIconName;
}

/** The time line, oldest first, in its panel. */
export function RecordsTimeline({ entries, rowTestId, empty, emptyIcon = 'car' }: RecordsTimelineProps) {
  return (
    <Panel title="Time line (oldest first)">
      {entries.length === 0 ? (
        <EmptyState icon={emptyIcon}>{empty}</EmptyState>
      ) : (
        <DataTable className="records-table" rows={entries} rowKey={(entry) => `${entry.kind}-${entry.id}`} rowTestId={rowTestId} columns={COLUMNS} />
      )}
    </Panel>
  );
}
