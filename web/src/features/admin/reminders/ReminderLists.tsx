/**
 * The Reminders page's three lists: those due in the next 30 days (soonest first, each flagged when
 * it will be skipped as things stand), and those sent or skipped (newest first, page by page). A
 * customer's name opens their page, a rego its vehicle's; on a phone each row is a card.
 */
import { Link } from 'react-router';
import { formatDate, formatDateTime, workshopToday } from '../format';
import { customerPath } from '../ui/CustomerLink';
import { DataTable, type Column } from '../ui/DataTable';
import { PagedRows } from '../ui/MorePages';
import { RegoLink } from '../ui/RegoLink';
import { EmptyState, LoadFailed, LoadingState } from '../ui/States';
import { errorMessage } from '../errors';
import { DeliveryCell, KindCell, SKIP_WORDS, WillSkipBadge, type DueReminder, type ReminderEntry } from './reminder-words';
import { useReminderPages, type DecidedStatus } from './use-reminder-pages';

type Person = Pick<DueReminder, 'customerId' | 'customerName' | 'email'>;

/** The customer's name (their page) with the address the reminder goes to under it. */
export function CustomerCell({ reminder }: { reminder: Person }) {
  const name = reminder.customerName || 'Unknown customer';
  return (
    <>
      {reminder.customerId ? (
        <Link to={customerPath(reminder.customerId)} className="row-link cell-main">
          {name}
        </Link>
      ) : (
        <span className="cell-main">{name}</span>
      )}
      <span className="cell-sub reminder-email">{reminder.email || 'No email address'}</span>
    </>
  );
}

/** The rego (its vehicle's page) with the make and model under it, when known. */
export function VehicleCell({ rego, vehicle }: { rego: string | null; vehicle?: string | null }) {
  if (!rego) return <>—</>;
  return (
    <>
      <RegoLink rego={rego} />
      {vehicle && <span className="cell-sub">{vehicle}</span>}
    </>
  );
}

/** When a reminder was decided (sent or skipped), in the workshop's time. */
export function DecidedCell({ entry }: { entry: Pick<ReminderEntry, 'createdAt'> }) {
  return <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>;
}

const dueKey = (r: DueReminder) => `${r.kind}-${r.appointmentId ?? r.invoiceNumber ?? r.regoKey ?? r.customerId}-${r.dueOn}`;

function goesText(sendOn: string): string {
  return sendOn <= workshopToday() ? 'Today' : formatDate(sendOn);
}

const DUE_COLUMNS: ReadonlyArray<Column<DueReminder>> = [
  { header: 'Goes', kind: 'nowrap', cell: (r) => <time dateTime={r.sendOn}>{goesText(r.sendOn)}</time> },
  { header: 'Reminder', cell: (r) => <KindCell reminder={r} /> },
  { header: 'Customer', cell: (r) => <CustomerCell reminder={r} /> },
  { header: 'Vehicle', cell: (r) => <VehicleCell rego={r.regoKey} vehicle={r.vehicle} /> },
  {
    header: 'Status',
    cell: (r) =>
      r.willSkip ? (
        <WillSkipBadge reason={r.willSkip} />
      ) : (
        <span className="badge badge--info reminder-badge">{r.byText ? (r.email ? 'Will be sent, by text too' : 'Will be texted') : 'Will be sent'}</span>
      ),
  },
];

/** Reminders that will go in the next 30 days, soonest first. */
export function DueList({ rows, error, onRetry }: { rows: readonly DueReminder[] | undefined; error: unknown; onRetry: () => void }) {
  if (!rows) return error ? <LoadFailed message={errorMessage(error)} onRetry={onRetry} /> : <LoadingState label="Loading reminders…" />;
  if (rows.length === 0) {
    return (
      <section className="panel">
        <EmptyState icon="bell">No reminders due in the next 30 days.</EmptyState>
      </section>
    );
  }
  return (
    <div className="panel">
      <DataTable className="reminder-table" rows={rows} rowKey={dueKey} columns={DUE_COLUMNS} rowTestId="due-reminder" caption="Reminders due in the next 30 days, soonest first" />
    </div>
  );
}

const DECIDED_COLUMNS: ReadonlyArray<Column<ReminderEntry>> = [
  { header: 'Decided', kind: 'nowrap', cell: (e) => <DecidedCell entry={e} /> },
  { header: 'Reminder', cell: (e) => <KindCell reminder={e} /> },
  { header: 'Customer', cell: (e) => <CustomerCell reminder={e} /> },
  { header: 'Vehicle', cell: (e) => <VehicleCell rego={e.regoKey} /> },
];

const SENT_COLUMNS: ReadonlyArray<Column<ReminderEntry>> = [...DECIDED_COLUMNS, { header: 'Delivery', cell: (e) => <DeliveryCell entry={e} /> }];

const SKIPPED_COLUMNS: ReadonlyArray<Column<ReminderEntry>> = [
  ...DECIDED_COLUMNS,
  { header: 'Reason', cell: (e) => (e.skipReason ? SKIP_WORDS[e.skipReason] : 'No reason recorded') },
];

const DECIDED = {
  sent: { columns: SENT_COLUMNS, empty: 'No reminders sent yet.', icon: 'send', testId: 'sent-reminder', caption: 'Reminders sent, newest first' },
  skipped: { columns: SKIPPED_COLUMNS, empty: 'No reminders skipped.', icon: 'ban', testId: 'skipped-reminder', caption: 'Reminders skipped, newest first' },
} as const;

/** Reminders sent (with their email's delivery) or skipped (and why), newest first, page by page. */
export function DecidedList({ status }: { status: DecidedStatus }) {
  const pages = useReminderPages(status);
  const list = DECIDED[status];
  return (
    <PagedRows pages={pages} settling={false} noun={['reminder', 'reminders']} empty={list.empty} emptyIcon={list.icon}>
      {(rows) => (
        <div className="panel">
          <DataTable className="reminder-table" rows={rows} rowKey={(e) => e.id} columns={list.columns} rowTestId={list.testId} caption={list.caption} />
        </div>
      )}
    </PagedRows>
  );
}
