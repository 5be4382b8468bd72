/**
 * The appointment request form: contact, vehicle, service and preferred appointment, the outcome
 * next to the button, and the confirmation in place of the form once booked. The state, the
 * opening-hours checks and the call are useBookingForm's; the fields are BookingDetailsFields and
 * PreferredAppointmentFields.
 */
import { useRef } from 'react';
import { Alert } from '../../components/Alert';
import { cityOf } from './booking-dates';
import { BookingConfirmation } from './BookingConfirmation';
import { BookingDetailsFields } from './BookingDetailsFields';
import { openDaysText, type WeekHours } from './booking-messages';
import { PreferredAppointmentFields } from './PreferredAppointmentFields';
import { showBelowHeader } from './show-below-header';
import type { BookingPrefill } from './reminder-prefill';
import type { WeekdayTimes } from './use-availability';
import { useBookingForm } from './use-booking-form';

interface BookingFormProps {
  businessName: string;
  timeZone: string;
  serviceTypes: readonly string[];
  /** Each weekday's opening times: offered when availability cannot be checked. */
  bookingTimes: WeekdayTimes;
  /** Each weekday's opening hours (the server's): the closed-day and early-closing messages follow them. */
  weekHours?: WeekHours;
  /** From ?service=… (or a reminder's link); used only when it is one of serviceTypes. */
  requestedService: string | null;
  /** A service reminder's details of the customer and the vehicle (?reminder=…), once they have come. */
  prefill?: BookingPrefill | null;
}

export function BookingForm({ businessName, timeZone, serviceTypes, bookingTimes, weekHours = [], requestedService, prefill = null }: BookingFormProps) {
  const form = useBookingForm({ businessName, timeZone, serviceTypes, bookingTimes, weekHours, requestedService, prefill });
  const { fields, setFields, serviceType, notice, confirmed, submitting, slots, hydrated, today, changed } = form;
  // The first field the browser flags on one submit is brought out from under the sticky header.
  const flagged = useRef(false);

  if (confirmed) {
    const bookAnother = () => {
      form.setConfirmed(null);
      requestAnimationFrame(() => document.getElementById('fullName')?.focus());
    };
    return <BookingConfirmation booking={confirmed} onBookAnother={bookAnother} />;
  }

  return (
    <form
      className="booking-form"
      onSubmit={form.onSubmit}
      aria-describedby="booking-form-note"
      onClickCapture={() => (flagged.current = false)}
      onKeyDownCapture={() => (flagged.current = false)}
      onInvalidCapture={(e) => {
        if (flagged.current) return;
        flagged.current = true;
        showBelowHeader(e.target as HTMLElement);
      }}
    >
      {/* Disabled until hydrated: input typed into the server-rendered form would be lost. */}
      <fieldset className="form-shell" disabled={!hydrated}>
      <p id="booking-form-note" className="booking-form__note">
        All fields are required unless marked optional.
      </p>

      <BookingDetailsFields
        fields={fields}
        onText={form.onText}
        serviceTypes={serviceTypes}
        serviceType={serviceType}
        onService={(service) => {
          form.setChosenService(service);
          changed('serviceType');
        }}
        maxYear={form.maxYear}
      />

      <PreferredAppointmentFields
        date={fields.preferredDate}
        time={fields.preferredTime}
        minDate={today}
        zoneCity={cityOf(timeZone)}
        openDays={openDaysText(weekHours)}
        slots={slots}
        onDateChange={(preferredDate) => {
          setFields((f) => ({ ...f, preferredDate, preferredTime: '' }));
          changed('preferredDate');
        }}
        onTimeChange={(preferredTime) => {
          setFields((f) => ({ ...f, preferredTime }));
          changed('preferredTime');
        }}
      />

      <div className="booking-form__actions">
        {notice && (
          <Alert key={notice.key} tone={notice.tone}>
            {notice.text}
          </Alert>
        )}
        <button type="submit" className="btn btn--primary btn--large booking-form__submit" disabled={submitting}>
          {submitting && <span className="spinner" aria-hidden="true" />}
          {submitting ? 'Submitting...' : 'Submit Request'}
        </button>
      </div>
      </fieldset>
    </form>
  );
}
