/** The cancel page once the customer kept their booking: the booking as it stands again. */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { Icon } from '../../components/Icon';
import { appointmentCar, appointmentDate, appointmentTime } from '../../shared/appointment-words';
import type { KeptBooking } from './KeepBooking';

export function KeptBookingCard({ kept }: { kept: KeptBooking }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The button pressed is gone: focus goes to what happened.
  useEffect(() => heading.current?.focus(), []);
  const a = kept.appointment;
  const rows: Array<[string, string]> = [
    ['Reference', a.reference],
    ['Date', appointmentDate(a.preferredDate)],
    ['Time', appointmentTime(a.preferredTime)],
    ['Car', appointmentCar(a)],
    ['Service', a.serviceType],
  ];
  return (
    <div className="card result-card result-card--done">
      <span className="result-card__icon" aria-hidden="true">
        <Icon name="check" size={56} />
      </span>
      <h1 tabIndex={-1} ref={heading}>
        Your booking is kept
      </h1>
      <Alert tone="success">{kept.message}</Alert>
      <dl className="result-card__details">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="button-row button-row--center">
        <Link to="/" className="btn btn--ghost">
          Back to home
        </Link>
      </p>
    </div>
  );
}
