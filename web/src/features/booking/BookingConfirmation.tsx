/**
 * What the customer sees in place of the form once the booking is in: the thanks,
 * the time held with its date, time, car, service and reference, as the confirmation email says
 * them. No form is left to send twice: 'Book another appointment' brings back an empty one.
 */
import { useEffect, useRef } from 'react';
import { Alert } from '../../components/Alert';
import { AppointmentDetails, type AppointmentFacts } from '../../components/AppointmentDetails';
import { Icon } from '../../components/Icon';
import { BOOKING_SUCCESS } from './booking-messages';

export interface ConfirmedBooking extends AppointmentFacts {
  email: string;
}

interface BookingConfirmationProps {
  booking: ConfirmedBooking;
  onBookAnother: () => void;
}

export function BookingConfirmation({ booking, onBookAnother }: BookingConfirmationProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Keyboard and screen-reader users land on the outcome, which replaced the button they pressed.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, []);

  return (
    <section className="booking-confirmation" aria-labelledby="booking-confirmation-title">
      <h2 id="booking-confirmation-title" className="booking-confirmation__title" tabIndex={-1} ref={heading}>
        <Icon name="check" size={26} />
        Booking request received
      </h2>
      <Alert tone="success" role="status">
        {BOOKING_SUCCESS}
      </Alert>
      <p className="booking-confirmation__held">
        Your time is held for you. We have emailed these details to <strong>{booking.email}</strong>.
      </p>
      <AppointmentDetails appointment={booking} referenceClassName="booking-confirmation__reference" />
      <p className="booking-confirmation__note">
        Quote the reference if you call us. The email has a link to cancel if your plans change.
      </p>
      <button type="button" className="btn btn--ghost booking-confirmation__again" onClick={onBookAnother}>
        <Icon name="calendar" size={18} />
        Book another appointment
      </button>
    </section>
  );
}
