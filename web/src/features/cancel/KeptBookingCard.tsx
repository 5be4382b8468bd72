/** The cancel page once the customer kept their booking: the booking as it stands again. */
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/Alert';
import { AppointmentDetails } from '../../components/AppointmentDetails';
import { Icon } from '../../components/Icon';
import type { KeptBooking } from './KeepBooking';

export function KeptBookingCard({ kept }: { kept: KeptBooking }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The button pressed is gone: focus goes to what happened.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="card result-card result-card--done">
      <span className="result-card__icon" aria-hidden="true">
        <Icon name="check" size={56} />
      </span>
      <h1 tabIndex={-1} ref={heading}>
        Your booking is kept
      </h1>
      <Alert tone="success">{kept.message}</Alert>
      <AppointmentDetails appointment={kept.appointment} className="result-card__details" />
      <p className="button-row button-row--center">
        <Link to="/" className="btn btn--ghost">
          Back to home
        </Link>
      </p>
    </div>
  );
}
