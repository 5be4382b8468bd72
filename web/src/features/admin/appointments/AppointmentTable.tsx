/** The active or cancelled appointments as a table (cards on narrow screens); a row opens its details, a booking's job card its card. */
import { Link } from 'react-router';
import { statusTone } from '../jobcards/job-status';
import { formatInstantShortDate, formatShortDate, formatTime, workshopToday } from '../format';
import { DataTable, RowOpenButton, type Column } from '../ui/DataTable';
import { RegoLink } from '../ui/RegoLink';
import { EmptyState } from '../ui/States';
import type { AdminAppointment } from './appointments.types';

interface AppointmentTableProps {
  appointments: readonly AdminAppointment[];
  kind: 'active' | 'cancelled';
  onOpen: (id: string) => void;
}

const WEEKDAY = new Intl.DateTimeFormat('en-AU', { weekday: 'short', timeZone: 'UTC' });

function weekday(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return y && m && d ? WEEKDAY.format(new Date(Date.UTC(y, m - 1, d))) : '';
}

export function AppointmentTable({ appointments, kind, onOpen }: AppointmentTableProps) {
  if (!appointments.length) {
    return <EmptyState icon={kind === 'active' ? 'calendar' : 'calendarX'}>{kind === 'active' ? 'No active appointments.' : 'No cancelled appointments.'}</EmptyState>;
  }
  const today = workshopToday();
  const isPast = (a: AdminAppointment) => kind === 'active' && a.preferredDate < today;
  const columns: Array<Column<AdminAppointment>> = [
    {
      header: 'Date & Time',
      kind: 'nowrap',
      cell: (a) => (
        <>
          <span className="cell-main">
            {weekday(a.preferredDate)} {formatShortDate(a.preferredDate)}
          </span>
          <span className="cell-sub">
            {formatTime(a.preferredTime)}
            {isPast(a) && <span className="badge badge--muted">Past</span>}
          </span>
        </>
      ),
    },
    {
      header: 'Customer',
      cell: (a) => (
        <>
          <RowOpenButton onOpen={() => onOpen(a.id)}>{a.fullName}</RowOpenButton>
          <span className="cell-sub">{a.phone}</span>
        </>
      ),
    },
    {
      header: 'Vehicle',
      cell: (a) => (
        <>
          <span className="cell-main">
            {a.vehicleMake} {a.vehicleModel}
          </span>
          <span className="cell-sub">
            {a.vehicleYear}
            {a.registration && (
              <>
                {' · '}
                <RegoLink rego={a.registration.toUpperCase()} />
              </>
            )}
          </span>
        </>
      ),
    },
    {
      header: 'Service',
      cell: (a) => (
        <>
          <span className="cell-main">{a.serviceType}</span>
          {a.jobCard && (
            <span className="cell-sub">
              <JobCardBadge card={a.jobCard} />
            </span>
          )}
        </>
      ),
    },
  ];
  if (kind === 'cancelled') columns.push({ header: 'Cancelled', kind: 'nowrap', cell: (a) => (a.cancelledAt ? formatInstantShortDate(a.cancelledAt) : '—') });
  return (
    <DataTable
      rows={appointments}
      rowKey={(a) => a.id}
      columns={columns}
      onRowClick={(a) => onOpen(a.id)}
      rowClassName={(a) => (isPast(a) ? 'is-past' : undefined)}
    />
  );
}

/** 'Job card: Pending Diagnosis', a link to the booking's card. */
function JobCardBadge({ card }: { card: NonNullable<AdminAppointment['jobCard']> }) {
  return (
    <Link
      to={`/admin/jobcards/${card.id}`}
      className={`badge ${statusTone(card.status)} jobcard-badge`}
      data-testid="appointment-jobcard"
      onClick={(e) => e.stopPropagation()}
    >
      Job card: {card.statusLabel}
    </Link>
  );
}
