/**
 * /admin/vehicles/:rego: everything the workshop has on one vehicle (matched ignoring case and
 * spaces): its appointments, job cards, quotes and invoices in time order, and what it has cost.
 * /admin/vehicles asks for a rego. Every rego staff meet in a list links here.
 */
import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@apollo/client/react';
import { useNavigate, useParams } from 'react-router';
import { AdminVehicleHistoryDocument, type AdminVehicleHistoryQuery } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { errorMessage } from '../errors';
import { AdminIcon } from '../ui/AdminIcon';
import { MoneyCounters, recordCounts, RecordsTimeline } from '../ui/RecordsTimeline';
import { vehiclePath } from '../ui/RegoLink';
import { EmptyState, LoadFailed, LoadingState, PageHeader } from '../ui/States';
import '../styles/admin-records.css';
import '../styles/admin-vehicles.css';

type History = AdminVehicleHistoryQuery['vehicleHistory'];

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

function VehicleHistoryView({ history }: { history: History }) {
  const customers = [...new Set(history.events.map((e) => e.customerName))];
  const counts = recordCounts([
    [history.appointments.length, 'appointment', 'appointments'],
    [history.jobCards.length, 'job card', 'job cards'],
    [history.quotes.length, 'quote', 'quotes'],
    [history.invoices.length, 'invoice', 'invoices'],
  ]);
  return (
    <>
      <MoneyCounters totals={history} testIdPrefix="vehicle" />
      <p className="vehicle-history__summary">
        {counts}
        {customers.length > 0 && (
          <>
            <br />
            {customers.length === 1 ? 'Customer' : 'Customers'}: {customers.join(', ')}
          </>
        )}
      </p>
      <RecordsTimeline entries={history.events} rowTestId="vehicle-event" empty={`No appointments, job cards, quotes or invoices for ${history.rego}.`} />
    </>
  );
}
