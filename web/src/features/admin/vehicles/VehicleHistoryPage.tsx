/**
 * /admin/vehicles/:rego: the vehicle page (the rego matched ignoring case and spaces). Its details
 * (make, model, year, VIN; editable), its owner, its odometer readings from job cards, its next
 * service date and reminders, and its appointments, job cards, quotes and invoices in time order
 * with what it has cost. A rego the workshop has never seen shows an empty history. /admin/vehicles
 * asks for a rego. Every rego staff meet in a list links here.
 */
import { useId, useState, type FormEvent } from 'react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { AdminUpdateVehicleDocument, AdminVehicleDocument, type AdminVehicleQuery } from '../../../gql/graphql';
import { formatPhone } from '../../../shared/phone';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { errorMessage } from '../errors';
import { formatDate, formatDateTime, formatKm, localDateOf } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { customerPath } from '../ui/CustomerLink';
import { DataTable, type Column } from '../ui/DataTable';
import { DetailsList, DetailsPanel, type DetailsField, type DetailsText } from '../ui/DetailsPanel';
import { MoneyCounters, recordCounts, RecordsTimeline } from '../ui/RecordsTimeline';
import { RemindersPanel } from '../reminders/RemindersPanel';
import { vehiclePath } from '../ui/RegoLink';
import { EmptyState, LoadFailed, LoadingState, PageHeader } from '../ui/States';
import { NextServiceDue } from './NextServiceDue';
import { VehicleNextService } from '../service-schedules/VehicleNextService';
import { RegistrationExpiry } from './RegistrationExpiry';
import { RecommendedWorkPanel } from './RecommendedWorkPanel';
import { Button } from '../ui/Button';
import '../styles/admin-records.css';
import '../styles/admin-vehicles.css';

type VehicleView = AdminVehicleQuery['vehicle'];
type History = VehicleView['history'];
type Vehicle = VehicleView['vehicle'];
type Reading = VehicleView['odometerReadings'][number];

/** The history of a rego the workshop has no vehicle for: it has no records either. */
const emptyHistory = (rego: string): History => ({
  rego,
  totalSpentCents: 0,
  paidCents: 0,
  outstandingCents: 0,
  appointments: [],
  jobCards: [],
  quotes: [],
  invoices: [],
  events: [],
});

const isNotFound = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'NOT_FOUND');

export default function VehicleHistoryPage({ businessName }: { businessName: string }) {
  const { rego = '' } = useParams();
  const key = rego.replace(/\s+/g, '').toUpperCase();
  useDocumentTitle(key ? `Vehicle ${key}` : 'Vehicle History', businessName);
  const { data, error, refetch } = useQuery(AdminVehicleDocument, { variables: { rego: key }, skip: !key, fetchPolicy: 'cache-and-network' });
  const view = key && data?.vehicle.vehicle.regoKey === key ? data.vehicle : undefined;
  const vehicle = view?.vehicle;

  return (
    <div className="admin-page records-page vehicle-history">
      <PageHeader
        title={key ? `Vehicle ${key}` : 'Vehicle History'}
        description={
          vehicle
            ? `${describeVehicle(vehicle) || 'Make and model not recorded'} · first seen ${formatDateTime(vehicle.createdAt)} · last seen ${formatDateTime(vehicle.lastSeenAt)}`
            : 'Appointments, job cards, quotes and invoices of one vehicle, in time order.'
        }
        actions={<RegoSearch current={key} />}
      />
      {!key ? (
        <section className="panel">
          <EmptyState icon="car">Type a rego to see everything the workshop has on that vehicle.</EmptyState>
        </section>
      ) : view ? (
        <>
          <div className="vehicle-overview">
            <VehicleDetails key={view.vehicle.regoKey} view={view} />
            <OdometerReadings readings={view.odometerReadings} />
          </div>
          <RemindersPanel summary={view.reminders} show="customer">
            <NextServiceDue key={view.vehicle.nextServiceDue ?? ''} rego={view.vehicle.regoKey} due={view.vehicle.nextServiceDue ?? null} />
            <RegistrationExpiry key={`rego-${view.vehicle.registrationExpiry ?? ''}`} rego={view.vehicle.regoKey} expiry={view.vehicle.registrationExpiry ?? null} />
          </RemindersPanel>
          <RecommendedWorkPanel rego={view.vehicle.regoKey} place="vehicle" />
          <VehicleNextService rego={view.vehicle.regoKey} />
          <HistoryView history={view.history} />
        </>
      ) : error && isNotFound(error) ? (
        <HistoryView history={emptyHistory(key)} />
      ) : error ? (
        <LoadFailed message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <LoadingState label="Loading vehicle…" />
      )}
    </div>
  );
}

/** 'Toyota Corolla 2015', or '' when none of them is recorded. */
function describeVehicle(vehicle: Pick<Vehicle, 'make' | 'model' | 'year'>): string {
  return [vehicle.make, vehicle.model, vehicle.year].filter(Boolean).join(' ');
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
      <Button type="submit">
        <AdminIcon name="car" size={18} /> Look up
      </Button>
    </form>
  );
}

type DetailsName = 'make' | 'model' | 'year' | 'vin';

const DETAILS_FIELDS: ReadonlyArray<DetailsField<DetailsName>> = [
  { name: 'make', label: 'Make', input: { maxLength: 100 } },
  { name: 'model', label: 'Model', input: { maxLength: 100 } },
  { name: 'year', label: 'Year', input: { type: 'number', inputMode: 'numeric', min: 1900, max: new Date().getFullYear() + 1, step: 1 } },
  { name: 'vin', label: 'VIN', input: { maxLength: 40, className: 'input-upper mono', spellCheck: false } },
];

const textOf = (vehicle: Vehicle): DetailsText<DetailsName> => ({
  make: vehicle.make ?? '',
  model: vehicle.model ?? '',
  year: vehicle.year == null ? '' : String(vehicle.year),
  vin: vehicle.vin ?? '',
});

/** Make, model, year and VIN, shown or corrected; the owner beside them. */
function VehicleDetails({ view }: { view: VehicleView }) {
  const { vehicle, owner } = view;
  const [update] = useMutation(AdminUpdateVehicleDocument);
  async function save(text: DetailsText<DetailsName>) {
    const year = text.year.trim();
    await update({
      variables: {
        rego: vehicle.regoKey,
        input: { make: text.make.trim() || null, model: text.model.trim() || null, year: year ? Number(year) : null, vin: text.vin.trim() || null },
      },
      refetchQueries: [AdminVehicleDocument],
      awaitRefetchQueries: true,
    });
    return `Vehicle ${vehicle.regoKey} saved.`;
  }
  const contact = owner && [owner.phone && formatPhone(owner.phone), owner.email].filter(Boolean).join(' · ');
  return (
    <DetailsPanel title="Vehicle" icon="car" className="vehicle-details" editName={`the vehicle ${vehicle.regoKey}`} fields={DETAILS_FIELDS} start={() => textOf(vehicle)} save={save}>
      <DetailsList
        items={[
          { label: 'Make', value: vehicle.make || '—' },
          { label: 'Model', value: vehicle.model || '—' },
          { label: 'Year', value: vehicle.year ?? '—' },
          { label: 'VIN', value: vehicle.vin || '—', className: 'mono vehicle-vin' },
          { label: 'Roadworthy', wide: true, value: <RoadworthyCertificate certificate={vehicle.roadworthy ?? null} /> },
          {
            label: 'Owner',
            wide: true,
            value: owner ? (
              <>
                <Link to={customerPath(owner.id)} className="vehicle-owner">
                  <AdminIcon name="user" size={16} />
                  {owner.name}
                </Link>
                {contact && <span className="cell-sub">{contact}</span>}
              </>
            ) : (
              'Not known'
            ),
          },
        ]}
      />
    </DetailsPanel>
  );
}

/** Its last roadworthy certificate: current until when, or expired; a link to the inspection's job card. */
function RoadworthyCertificate({ certificate }: { certificate: NonNullable<VehicleView['vehicle']['roadworthy']> | null }) {
  if (!certificate) return <>No certificate on record</>;
  return (
    <>
      <Link to={`/admin/jobcards/${certificate.jobCardId}`} className="vehicle-owner">
        {certificate.certificateNumber}
      </Link>{' '}
      <span className={`badge ${certificate.current ? 'badge--success' : 'badge--muted'}`}>
        {certificate.current ? `Current until ${formatDate(certificate.currentUntil)}` : `Expired ${formatDate(certificate.currentUntil)}`}
      </span>
      <span className="cell-sub">Issued {formatDate(certificate.issuedOn)}</span>
    </>
  );
}

const READING_COLUMNS: ReadonlyArray<Column<Reading>> = [
  { header: 'Odometer', kind: 'num', cell: (reading) => formatKm(reading.km) },
  { header: 'Date', kind: 'nowrap', cell: (reading) => <time dateTime={reading.readAt}>{formatDate(localDateOf(reading.readAt))}</time> },
  {
    header: 'Recorded on',
    cell: (reading) =>
      reading.jobCardId ? (
        <Link to={`/admin/jobcards/${reading.jobCardId}`} className="row-link records-entry">
          <AdminIcon name="clipboard" size={16} />
          Job card
        </Link>
      ) : (
        '—'
      ),
  },
];

/** The odometer readings, oldest first, each from a job card. */
function OdometerReadings({ readings }: { readings: readonly Reading[] }) {
  const titleId = useId();
  return (
    <section className="panel" aria-labelledby={titleId}>
      <header className="panel__header">
        <h2 id={titleId} className="panel__title">
          <AdminIcon name="clock" size={18} /> Odometer (oldest first)
        </h2>
      </header>
      {readings.length === 0 ? (
        <EmptyState icon="clock">No odometer readings yet.</EmptyState>
      ) : (
        <DataTable className="records-table odometer-table" rows={readings} rowKey={(reading) => reading.id} columns={READING_COLUMNS} rowTestId="odometer-reading" />
      )}
    </section>
  );
}

function HistoryView({ history }: { history: History }) {
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
