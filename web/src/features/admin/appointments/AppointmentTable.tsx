/** The active or cancelled appointments as a table (cards on narrow screens); a row opens its details. */
import { formatInstantShortDate, formatShortDate, formatTime, workshopToday } from '../format';
import { EmptyState } from '../ui/States';
import type { AdminAppointment } from './AppointmentsPage';

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
  return (
    <div className="table-wrap">
      <table className="data-table data-table--cards">
        <thead>
          <tr>
            <th scope="col">Date &amp; Time</th>
            <th scope="col">Customer</th>
            <th scope="col">Vehicle</th>
            <th scope="col">Service</th>
            {kind === 'cancelled' && <th scope="col">Cancelled</th>}
          </tr>
        </thead>
        <tbody>
          {appointments.map((a) => {
            const past = kind === 'active' && a.preferredDate < today;
            return (
              <tr key={a.id} className={`is-clickable${past ? ' is-past' : ''}`} onClick={() => onOpen(a.id)}>
                <td data-label="Date & Time" className="nowrap">
                  <span className="cell-main">
                    {weekday(a.preferredDate)} {formatShortDate(a.preferredDate)}
                  </span>
                  <span className="cell-sub">
                    {formatTime(a.preferredTime)}
                    {past && <span className="badge badge--muted">Past</span>}
                  </span>
                </td>
                <td data-label="Customer">
                  <button
                    type="button"
                    className="row-link"
                    aria-haspopup="dialog"
                    onClick={(e) => {
                      e.stopPropagation();
                      onOpen(a.id);
                    }}
                  >
                    {a.fullName}
                  </button>
                  <span className="cell-sub">{a.phone}</span>
                </td>
                <td data-label="Vehicle">
                  <span className="cell-main">
                    {a.vehicleMake} {a.vehicleModel}
                  </span>
                  <span className="cell-sub">
                    {a.vehicleYear}
                    {a.registration ? ` · ${a.registration.toUpperCase()}` : ''}
                  </span>
                </td>
                <td data-label="Service">{a.serviceType}</td>
                {kind === 'cancelled' && (
                  <td data-label="Cancelled" className="nowrap">
                    {a.cancelledAt ? formatInstantShortDate(a.cancelledAt) : '—'}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
