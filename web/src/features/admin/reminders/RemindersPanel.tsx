/**
 * The 'Reminders' panel of a customer's page and a vehicle's page, told the same way on both: what
 * the page sets about them (the customer's marketing choice, the vehicle's next service date),
 * their next reminder with its day (flagged when it will be skipped), and the last ten decided,
 * sent with their email's delivery or skipped with the reason.
 */
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminReminderSummaryFragment } from '../../../gql/graphql';
import { formatDate, workshopToday } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { DataTable, type Column } from '../ui/DataTable';
import { EmptyState } from '../ui/States';
import { CustomerCell, DecidedCell, VehicleCell } from './ReminderLists';
import { aboutText, KIND_WORDS, KindCell, OutcomeCell, WillSkipBadge, type DueReminder, type ReminderEntry } from './reminder-words';
import '../styles/admin-reminders.css';

interface RemindersPanelProps {
  summary: AdminReminderSummaryFragment;
  /** A customer's page names each reminder's vehicle; a vehicle's page its customer. */
  show: 'vehicle' | 'customer';
  /** What staff set here that decides the reminders, above them. */
  children?: ReactNode;
}

const OTHER: Record<RemindersPanelProps['show'], Column<ReminderEntry>> = {
  vehicle: { header: 'Vehicle', cell: (e) => <VehicleCell rego={e.regoKey} /> },
  customer: { header: 'Customer', cell: (e) => <CustomerCell reminder={e} /> },
};

export function RemindersPanel({ summary, show, children }: RemindersPanelProps) {
  const uid = useId();
  const columns: ReadonlyArray<Column<ReminderEntry>> = [
    { header: 'Decided', kind: 'nowrap', cell: (e) => <DecidedCell entry={e} /> },
    { header: 'Reminder', cell: (e) => <KindCell reminder={e} /> },
    OTHER[show],
    { header: 'Outcome', cell: (e) => <OutcomeCell entry={e} /> },
  ];
  return (
    <section className="panel reminders-panel" aria-labelledby={`${uid}-title`} data-testid="reminders-panel">
      <header className="panel__header">
        <h2 id={`${uid}-title`} className="panel__title">
          <AdminIcon name="bell" size={18} /> Reminders
        </h2>
        <Link to="/admin/reminders" className="text-button">
          All reminders
        </Link>
      </header>
      <div className="reminders-panel__body">
        {children}
        <NextReminder next={summary.next} show={show} />
      </div>
      <h3 className="reminders-panel__subtitle">
        Last reminders (newest first)
      </h3>
      {summary.recent.length === 0 ? (
        <EmptyState icon="bell">No reminders sent or skipped yet.</EmptyState>
      ) : (
        <DataTable className="reminder-table" rows={summary.recent} rowKey={(e) => e.id} columns={columns} rowTestId="recent-reminder" caption="Last reminders, newest first" />
      )}
    </section>
  );
}

/** The next reminder: its kind, the day it goes and what it is about; or none in the next 30 days. */
function NextReminder({ next, show }: { next: DueReminder | null; show: RemindersPanelProps['show'] }) {
  return (
    <div className="reminder-block" data-testid="next-reminder">
      <h3 className="reminder-block__title">Next reminder</h3>
      {next ? (
        <>
          <p className="reminder-block__lead">
            <strong>{KIND_WORDS[next.kind]}</strong>, goes {next.sendOn <= workshopToday() ? 'today' : `on ${formatDate(next.sendOn)}`}
          </p>
          <p className="reminder-block__sub">
            {aboutText(next)}
            {show === 'vehicle' && next.regoKey ? ` · ${next.regoKey}` : ''}
            {show === 'customer' && next.customerName ? ` · to ${next.customerName}` : ''}
            {next.email ? ` · ${next.email}` : ''}
          </p>
          {next.willSkip && <WillSkipBadge reason={next.willSkip} />}
        </>
      ) : (
        <p className="reminder-block__sub">None in the next 30 days.</p>
      )}
    </div>
  );
}
