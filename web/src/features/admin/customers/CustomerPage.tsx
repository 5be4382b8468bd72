/**
 * /admin/customers/:id: one customer. Their details (name, email, phone, notes; editable), a business
 * customer's details (name, ABN, account terms, purchase orders, credit limit; editable), their
 * reminders and marketing choice, what they have spent, one time line of their appointments, job
 * cards, quotes, invoices and messages (shared with the vehicle history), the conversation with
 * them (texts, emails, contact messages; a reply by text), their vehicles, merging another
 * customer into this one, and for owners their data on request (export, erasure).
 */
import { useId, useState } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link, useParams } from 'react-router';
import { AdminCustomerDocument, AdminUpdateCustomerDocument, type AdminCustomerQuery, type AdminCustomerRowFragment } from '../../../gql/graphql';
import { formatPhone } from '../../../shared/phone';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { formatDateTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { DataTable, type Column } from '../ui/DataTable';
import { DetailsList, DetailsPanel, type DetailsField, type DetailsText } from '../ui/DetailsPanel';
import { MoneyCounters, recordCounts, RecordsTimeline } from '../ui/RecordsTimeline';
import { RemindersPanel } from '../reminders/RemindersPanel';
import { RegoLink } from '../ui/RegoLink';
import { EmptyState, PageHeader, PageLoad } from '../ui/States';
import { HistoryPanel } from '../audit/HistoryPanel';
import { ContactChoice } from './ContactChoice';
import { MarketingChoice } from './MarketingChoice';
import { Conversation } from './Conversation';
import { textableMobile } from '../../../shared/sms-length';
import { MergeCustomerDialog } from './MergeCustomerDialog';
import { BusinessDetails } from './BusinessDetails';
import { ContactPeople } from './ContactPeople';
import { StatementPanel } from './StatementPanel';
import { Button, ButtonLink } from '../ui/Button';
import { useMe } from '../session/use-me';
import { EraseCustomerDialog, ExportDataButton } from './CustomerPrivacy';
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
    <div className="admin-page records-page customer-page">
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
  const [erasing, setErasing] = useState(false);
  const [erased, setErased] = useState(false);
  const owner = useMe().me?.owner ?? false;
  const client = useApolloClient();
  const vehiclesTitle = useId();
  const { customer } = view;
  if (erased) return <ErasedNotice name={customer.name} />;
  const counts = recordCounts([
    [view.appointments.length, 'appointment', 'appointments'],
    [view.jobCards.length, 'job card', 'job cards'],
    [view.quotes.length, 'quote', 'quotes'],
    [view.invoices.length, 'invoice', 'invoices'],
    [view.messages.length, 'message', 'messages'],
  ]);
  // A message that was answered shows its reply on the time line.
  const replies = new Map(view.messages.map((message) => [message.id, message.replyMessage]));
  const timeline = view.timeline.map((entry) => (entry.kind === 'message' ? { ...entry, reply: replies.get(entry.id) } : entry));
  return (
    <>
      <PageHeader
        title={customer.name}
        description={`Customer since ${formatDateTime(customer.createdAt)} · last activity ${formatDateTime(customer.lastActivityAt)}`}
        actions={
          <>
            <Button aria-haspopup="dialog" onClick={() => setMerging(true)}>
              <AdminIcon name="user" size={18} /> Merge another customer into this one…
            </Button>
            {owner && <ExportDataButton customerId={customer.id} />}
            {owner && (
              <Button variant="danger" icon="trash" aria-haspopup="dialog" onClick={() => setErasing(true)}>
                Erase customer…
              </Button>
            )}
          </>
        }
      />

      <CustomerDetails customer={customer} />
      <BusinessDetails customer={customer} />
      <ContactPeople customer={customer} />
      <StatementPanel customerId={customer.id} />

      <RemindersPanel summary={view.reminders} show="vehicle">
        <MarketingChoice customer={customer} />
        <ContactChoice customer={customer} />
      </RemindersPanel>

      <MoneyCounters totals={view} testIdPrefix="customer" />
      <p className="customer-page__summary">{counts}</p>

      <Conversation customerId={customer.id} name={customer.name} mobile={textableMobile(customer.phone)} />

      <RecordsTimeline entries={timeline} rowTestId="customer-event" empty="No appointments, job cards, quotes, invoices or messages yet." emptyIcon="user" />

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

      <HistoryPanel entityType="customer" entityId={customer.id} refreshKey={customer} />

      {merging && <MergeCustomerDialog customer={customer} onClose={() => setMerging(false)} />}
      {erasing && (
        <EraseCustomerDialog
          customer={customer}
          onClose={() => setErasing(false)}
          onErased={() => {
            // The lists and this customer are read again from the server.
            client.cache.evict({ fieldName: 'customers' });
            client.cache.evict({ fieldName: 'customer', args: { id: customer.id } });
            client.cache.gc();
            setErasing(false);
            setErased(true);
          }}
        />
      )}
    </>
  );
}

/** What the page says once the customer is erased. */
function ErasedNotice({ name }: { name: string }) {
  return (
    <section className="panel erased-notice" role="status" aria-live="polite">
      <h1 className="panel__title">Customer erased</h1>
      <p>
        {name}’s personal details were removed from the workshop’s records. Their tax invoices of the last five years are kept, as the law requires, but no longer
        show in lists or searches. The audit trail records the erasure.
      </p>
      <ButtonLink to="/admin/customers" variant="primary">
        Back to Customers
      </ButtonLink>
    </section>
  );
}

type DetailsName = 'name' | 'email' | 'phone' | 'notes';

const textOf = (customer: Customer): DetailsText<DetailsName> => ({
  name: customer.name,
  email: customer.email ?? '',
  phone: customer.phone ? formatPhone(customer.phone) : '',
  notes: customer.notes,
});

const DETAILS_FIELDS: ReadonlyArray<DetailsField<DetailsName>> = [
  { name: 'name', label: 'Name', input: { required: true, maxLength: 200 } },
  { name: 'email', label: 'Email', input: { type: 'email', maxLength: 254 } },
  { name: 'phone', label: 'Phone', input: { type: 'tel', maxLength: 40 } },
  { name: 'notes', label: 'Notes', multiline: true },
];

/** The contact details, shown or edited (Save / Cancel); the server's message on a refusal, under the field it names. */
function CustomerDetails({ customer }: { customer: Customer }) {
  const [update] = useMutation(AdminUpdateCustomerDocument);
  async function save(text: DetailsText<DetailsName>) {
    await update({
      variables: { id: customer.id, input: { name: text.name.trim(), email: text.email.trim() || null, phone: text.phone.trim() || null, notes: text.notes } },
      refetchQueries: [AdminCustomerDocument],
      awaitRefetchQueries: true,
    });
    return 'Customer details saved.';
  }
  return (
    <DetailsPanel title="Contact details" icon="user" className="customer-details" editName={`the details of ${customer.name}`} fields={DETAILS_FIELDS} start={() => textOf(customer)} save={save}>
      <DetailsList
        items={[
          { label: 'Name', value: customer.name },
          { label: 'Email', value: customer.email ? <a href={`mailto:${customer.email}`}>{customer.email}</a> : '—' },
          { label: 'Phone', value: customer.phone ? <a href={`tel:${customer.phone}`}>{formatPhone(customer.phone)}</a> : '—' },
          { label: 'Notes', value: customer.notes || '—', wide: true, className: 'prewrap' },
        ]}
      />
    </DetailsPanel>
  );
}
