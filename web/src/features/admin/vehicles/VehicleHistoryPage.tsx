/**
 * /admin/vehicles/:rego: everything the workshop has on one vehicle (matched ignoring case and
 * spaces): its appointments, job cards, quotes and invoices in time order, and what it has cost.
 * /admin/vehicles asks for a rego. Every rego staff meet in a list links here.
 */
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminVehicleHistoryDocument, type AdminVehicleHistoryQuery, type VehicleEventKind } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { errorMessage } from '../errors';
import { formatDateTime } from '../format';
import { AdminIcon, type AdminIconName } from '../ui/AdminIcon';
import { DataTable, type Column } from '../ui/DataTable';
import { vehiclePath } from '../ui/RegoLink';
import { EmptyState, LoadFailed, LoadingState, PageHeader } from '../ui/States';
import '../styles/admin-vehicles.css';

type History = AdminVehicleHistoryQuery['vehicleHistory'];
type VehicleEvent = History['events'][number];

const ICONS: Record<VehicleEventKind, AdminIconName> = {
  appointment: 'calendar',
  jobCard: 'clipboard',
  quote: 'chat',
  invoice: 'receipt',
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
};

const STATUS_TONES: Record<string, string> = {
  cancelled: 'badge--muted',
  declined: 'badge--danger',
  superseded: 'badge--muted',
  sent: 'badge--warning',
  unpaid: 'badge--warning',
  paid: 'badge--success',
  approved: 'badge--success',
  Invoiced: 'badge--success',
};

/** Where an entry of the time line is looked at in full. */
function eventLink(event: VehicleEvent): string {
  switch (event.kind) {
    case 'appointment':
      return '/admin/appointments';
    case 'invoice':
      return `/admin/invoice?number=${encodeURIComponent(event.id)}`;
    default:
      return `/admin/jobcards/${event.jobCardId ?? event.id}`;
  }
}

function plural(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

export default function VehicleHistoryPage({ businessName }: { businessName: string }) {
  const { rego = '' } = useParams();
  const key = rego.replace(/\s+/g, '').toUpperCase();
  useDocumentTitle(key ? `Vehicle ${key}` : 'Vehicle History', businessName);
  const { data, error, refetch } = useQuery(AdminVehicleHistoryDocument, { variables: { rego: key }, skip: !key, fetchPolicy: 'cache-and-network' });
  const history = key ? data?.vehicleHistory : undefined;

  return (
    <div className="admin-page vehicle-history">
      <PageHeader
        title={key ? `Vehicle ${key}` : 'Vehicle History'}
        description="Appointments, job cards, quotes and invoices of one vehicle, in time order."
        actions={<RegoSearch current={key} />}
      />
      {!key ? (
        <section className="panel">
          <EmptyState icon="car">Type a rego to see everything the workshop has on that vehicle.</EmptyState>
        </section>
      ) : history ? (
        <VehicleHistoryView history={history} />
      ) : error ? (
        <LoadFailed message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <LoadingState label="Loading vehicle history…" />
      )}
    </div>
  );
}

function RegoSearch({ current }: { current: string }) {
  const [text, setText] = useState(current);
  const navigate = useNavigate();
  const uid = useId();
  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (text.trim()) navigate(vehiclePath(text));
  }
  return (
    <form className="rego-search" role="search" onSubmit={onSubmit}>
      <label htmlFor={`${uid}-rego`} className="sr-only">
        Rego to look up
      </label>
      <input id={`${uid}-rego`} className="input-upper" type="search" required maxLength={20} placeholder="Rego, e.g. ABC123" value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" className="abtn abtn--ghost">
        <AdminIcon name="car" size={18} /> Look up
      </button>
    </form>
  );
}

const EVENT_COLUMNS: ReadonlyArray<Column<VehicleEvent>> = [
  { header: 'When', kind: 'nowrap', cell: (event) => <time dateTime={event.at}>{formatDateTime(event.at)}</time> },
  {
    header: 'What',
    cell: (event) => (
      <Link to={eventLink(event)} className="row-link vehicle-event">
        <AdminIcon name={ICONS[event.kind]} size={16} />
        {event.title}
      </Link>
    ),
  },
  { header: 'Customer', cell: (event) => event.customerName },
  {
    header: 'Status',
    cell: (event) => <span className={`badge ${STATUS_TONES[event.status] ?? 'badge--info'}`}>{STATUS_LABELS[event.status] ?? event.status}</span>,
  },
  { header: 'Amount', kind: 'num', cell: (event) => (event.totalCents == null ? '—' : formatMoney(event.totalCents)) },
];

function VehicleHistoryView({ history }: { history: History }) {
  const customers = [...new Set(history.events.map((e) => e.customerName))];
  const counts = [
    plural(history.appointments.length, 'appointment', 'appointments'),
    plural(history.jobCards.length, 'job card', 'job cards'),
    plural(history.quotes.length, 'quote', 'quotes'),
    plural(history.invoices.length, 'invoice', 'invoices'),
  ];
  return (
    <>
      <ul className="counter-grid" aria-label="Totals spent">
        <Counter id="spent" label="Total invoiced" icon="receipt" tone="blue" cents={history.totalSpentCents} />
        <Counter id="paid" label="Paid" icon="check" tone="green" cents={history.paidCents} />
        <Counter id="outstanding" label="Outstanding" icon="clock" tone="orange" cents={history.outstandingCents} />
      </ul>
      <p className="vehicle-history__summary">
        {counts.join(' · ')}
        {customers.length > 0 && (
          <>
            <br />
            {customers.length === 1 ? 'Customer' : 'Customers'}: {customers.join(', ')}
          </>
        )}
      </p>

      <section className="panel" aria-labelledby="vehicle-timeline-title">
        <header className="panel__header">
          <h2 id="vehicle-timeline-title" className="panel__title">
            Time line (oldest first)
          </h2>
        </header>
        {history.events.length === 0 ? (
          <EmptyState icon="car">No appointments, job cards, quotes or invoices for {history.rego}.</EmptyState>
        ) : (
          <DataTable className="vehicle-table" rows={history.events} rowKey={(event) => `${event.kind}-${event.id}`} rowTestId="vehicle-event" columns={EVENT_COLUMNS} />
        )}
      </section>
    </>
  );
}

function Counter({ id, label, icon, tone, cents }: { id: string; label: string; icon: AdminIconName; tone: string; cents: number }) {
  return (
    <li className={`counter counter--${tone}`}>
      <span className="counter__icon" aria-hidden="true">
        <AdminIcon name={icon} size={22} />
      </span>
      <span className="counter__label" id={`vehicle-${id}`}>
        {label}
      </span>
      <strong className="counter__value" aria-labelledby={`vehicle-${id}`} data-testid={`vehicle-${id}`}>
        {formatMoney(cents)}
      </strong>
    </li>
  );
}
