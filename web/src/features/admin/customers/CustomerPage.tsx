/**
 * /admin/customers/:id: one customer. Their details (name, email, phone, notes; editable), what they
 * have spent, one time line of their appointments, job cards, quotes, invoices and messages (shared
 * with the vehicle history), their vehicles, and merging another customer into this one.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { AdminCustomerDocument, AdminUpdateCustomerDocument, type AdminCustomerQuery, type AdminCustomerRowFragment } from '../../../gql/graphql';
import { describeFailure, type FieldMessages } from '../../../shared/api-errors';
import { formatPhone } from '../../../shared/phone';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { errorMessage } from '../errors';
import { formatDateTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { DataTable, type Column } from '../ui/DataTable';
import { Banner, useNotices } from '../ui/Notices';
import { MoneyCounters, recordCounts, RecordsTimeline } from '../ui/RecordsTimeline';
import { RegoLink } from '../ui/RegoLink';
import { EmptyState, PageHeader, PageLoad } from '../ui/States';
import { MergeCustomerDialog } from './MergeCustomerDialog';
import '../styles/admin-records.css';
import '../styles/admin-customers.css';

type CustomerView = AdminCustomerQuery['customer'];
type Customer = AdminCustomerRowFragment;
type Vehicle = CustomerView['vehicles'][number];

export default function CustomerPage({ businessName }: { businessName: string }) {
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(AdminCustomerDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const view = data?.customer.customer.id === id ? data.customer : undefined;
  useDocumentTitle(view ? `Customer: ${view.customer.name}` : 'Customer', businessName);

  return (
    <div className="admin-page customer-page">
      <Link to="/admin/customers" className="back-link">
        <AdminIcon name="arrowLeft" size={18} /> Back to Customers
      </Link>
      {view ? (
        <CustomerView key={view.customer.id} view={view} />
      ) : (
        <PageLoad title="Customer" error={error} onRetry={() => void refetch().catch(() => undefined)} loadingLabel="Loading customer…" />
      )}
    </div>
  );
}

const VEHICLE_COLUMNS: ReadonlyArray<Column<Vehicle>> = [
  { header: 'Rego', kind: 'nowrap', cell: (vehicle) => <RegoLink rego={vehicle.rego} /> },
  { header: 'Vehicle', cell: (vehicle) => [vehicle.make, vehicle.model, vehicle.year].filter(Boolean).join(' ') || '—' },
  { header: 'Last seen', kind: 'nowrap', cell: (vehicle) => <time dateTime={vehicle.lastSeenAt}>{formatDateTime(vehicle.lastSeenAt)}</time> },
];

function CustomerView({ view }: { view: CustomerView }) {
  const [merging, setMerging] = useState(false);
  const vehiclesTitle = useId();
  const { customer } = view;
  const counts = recordCounts([
    [view.appointments.length, 'appointment', 'appointments'],
    [view.jobCards.length, 'job card', 'job cards'],
    [view.quotes.length, 'quote', 'quotes'],
    [view.invoices.length, 'invoice', 'invoices'],
    [view.messages.length, 'message', 'messages'],
  ]);
  return (
    <>
      <PageHeader
        title={customer.name}
        description={`Customer since ${formatDateTime(customer.createdAt)} · last activity ${formatDateTime(customer.lastActivityAt)}`}
        actions={
          <button type="button" className="abtn abtn--ghost" aria-haspopup="dialog" onClick={() => setMerging(true)}>
            <AdminIcon name="user" size={18} /> Merge another customer into this one…
          </button>
        }
      />

      <CustomerDetails customer={customer} />

      <MoneyCounters totals={view} testIdPrefix="customer" />
      <p className="customer-page__summary">{counts}</p>

      <RecordsTimeline entries={view.timeline} rowTestId="customer-event" empty="No appointments, job cards, quotes, invoices or messages yet." emptyIcon="user" />

      <section className="panel" aria-labelledby={vehiclesTitle}>
        <header className="panel__header">
          <h2 id={vehiclesTitle} className="panel__title">
            <AdminIcon name="car" size={18} /> Vehicles
          </h2>
        </header>
        {view.vehicles.length === 0 ? (
          <EmptyState icon="car">No vehicle recorded for {customer.name}.</EmptyState>
        ) : (
          <DataTable className="customer-vehicles" rows={view.vehicles} rowKey={(vehicle) => vehicle.rego} columns={VEHICLE_COLUMNS} rowTestId="customer-vehicle" />
        )}
      </section>

      {merging && <MergeCustomerDialog customer={customer} onClose={() => setMerging(false)} />}
    </>
  );
}

interface DetailsText {
  name: string;
  email: string;
  phone: string;
  notes: string;
}

const textOf = (customer: Customer): DetailsText => ({
  name: customer.name,
  email: customer.email ?? '',
  phone: customer.phone ? formatPhone(customer.phone) : '',
  notes: customer.notes,
});

/** The contact details, shown or edited (Save / Cancel); the server's message on a refusal, under the field it names. */
function CustomerDetails({ customer }: { customer: Customer }) {
  const uid = useId();
  const notices = useNotices();
  const [editing, setEditing] = useState<DetailsText | null>(null);
  const [problem, setProblem] = useState<{ message: string; fields: FieldMessages } | null>(null);
  const [update, { loading }] = useMutation(AdminUpdateCustomerDocument);
  const editButton = useRef<HTMLButtonElement>(null);

  function stop() {
    setEditing(null);
    setProblem(null);
    // Focus goes back to the button that opened the form.
    window.setTimeout(() => editButton.current?.focus(), 0);
  }

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!editing || loading) return;
    setProblem(null);
    try {
      await update({
        variables: {
          id: customer.id,
          input: { name: editing.name.trim(), email: editing.email.trim() || null, phone: editing.phone.trim() || null, notes: editing.notes },
        },
        refetchQueries: [AdminCustomerDocument],
        awaitRefetchQueries: true,
      });
      notices.success('Customer details saved.');
      stop();
    } catch (failure) {
      const described = describeFailure(failure);
      setProblem({ message: errorMessage(failure), fields: (described.kind === 'rejected' && described.fields) || {} });
    }
  }

  const field = (name: keyof DetailsText, label: string, props: Record<string, unknown> = {}) => {
    const message = problem?.fields[name];
    const problemId = `${uid}-${name}-problem`;
    return (
      <div className={name === 'notes' ? 'afield form-grid-4__full' : 'afield'}>
        <label className="afield__label" htmlFor={`${uid}-${name}`}>
          {label}
        </label>
        {name === 'notes' ? (
          <textarea
            id={`${uid}-${name}`}
            rows={3}
            maxLength={5000}
            value={editing?.notes ?? ''}
            onChange={(e) => setEditing((d) => d && { ...d, notes: e.target.value })}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? problemId : undefined}
          />
        ) : (
          <input
            id={`${uid}-${name}`}
            value={editing?.[name] ?? ''}
            onChange={(e) => setEditing((d) => d && { ...d, [name]: e.target.value })}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? problemId : undefined}
            autoComplete="off"
            {...props}
          />
        )}
        {message && (
          <p className="field-problem" id={problemId}>
            {message}
          </p>
        )}
      </div>
    );
  };

  return (
    <section className="panel customer-details" aria-labelledby={`${uid}-title`}>
      <header className="panel__header">
        <h2 id={`${uid}-title`} className="panel__title">
          <AdminIcon name="user" size={18} /> Contact details
        </h2>
        {!editing && (
          <button type="button" ref={editButton} className="abtn abtn--ghost abtn--small" onClick={() => setEditing(textOf(customer))} aria-label={`Edit the details of ${customer.name}`}>
            Edit
          </button>
        )}
      </header>
      {editing ? (
        <form className="block-form" onSubmit={onSubmit} aria-label={`Edit the details of ${customer.name}`}>
          {problem && (
            <Banner tone="error" lifetime={0}>
              {problem.message}
            </Banner>
          )}
          <div className="form-grid-4">
            {field('name', 'Name', { required: true, maxLength: 200, autoFocus: true })}
            {field('email', 'Email', { type: 'email', maxLength: 254 })}
            {field('phone', 'Phone', { type: 'tel', maxLength: 40 })}
            {field('notes', 'Notes')}
          </div>
          <div className="form-actions">
            <button type="button" className="abtn abtn--ghost" onClick={stop} disabled={loading}>
              Cancel
            </button>
            <button type="submit" className="abtn abtn--primary" disabled={loading}>
              {loading ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="check" size={18} />}
              Save
            </button>
          </div>
        </form>
      ) : (
        <dl className="detail-list">
          {[
            ['Name', customer.name],
            ['Email', customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : '—'],
            ['Phone', customer.phone ? <a href={`tel:${customer.phone}`}>{formatPhone(customer.phone)}</a> : '—'],
          ].map(([label, value]) => (
            <div key={String(label)}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className="detail-list__wide">
            <dt>Notes</dt>
            <dd className="prewrap">{customer.notes || '—'}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
