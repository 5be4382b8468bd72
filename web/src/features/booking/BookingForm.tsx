/**
 * The appointment request form: contact, vehicle, service and preferred appointment. Checks the
 * Sunday and Saturday rules on submit, sends bookAppointment and reports the outcome next to the button;
 * an error goes as soon as the customer changes what it was about. A service reminder's details
 * (`prefill`) fill the fields still empty when they arrive; the day and time are the customer's.
 */
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, type AlertTone } from '../../components/Alert';
import { Field } from '../../components/Field';
import { BookAppointmentDocument } from '../../gql/public';
import { useHydrated } from '../../shared/use-hydrated';
import { cityOf, todayIn, weekdayOf } from './booking-dates';
import { BookingConfirmation, type ConfirmedBooking } from './BookingConfirmation';
import { bookingFailureMessage, CHOOSE_TIME, hoursProblem, openDaysText, type WeekHours } from './booking-messages';
import { PreferredAppointmentFields } from './PreferredAppointmentFields';
import { showBelowHeader } from './show-below-header';
import { withPrefill, type BookingPrefill } from './reminder-prefill';
import { useAvailability, type WeekdayTimes } from './use-availability';

const EMPTY = {
  fullName: '',
  email: '',
  phone: '',
  vehicleMake: '',
  vehicleModel: '',
  vehicleYear: '',
  registration: '',
  issueDescription: '',
  preferredDate: '',
  preferredTime: '',
};

type Fields = typeof EMPTY;
type FieldName = keyof Fields | 'serviceType';
type TextControl = HTMLInputElement | HTMLTextAreaElement;
/** A message after a submit; an error goes as soon as the customer changes what it was `about` (any field when null). */
type Notice = { tone: AlertTone; text: string; key: number; about?: readonly FieldName[] | null };

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
  const [fields, setFields] = useState<Fields>(EMPTY);
  // The reminder's details fill the form once, when they arrive (adjusting state during render).
  const [prefilled, setPrefilled] = useState<BookingPrefill | null>(null);
  if (prefill && prefill !== prefilled) {
    setPrefilled(prefill);
    setFields((f) => withPrefill(f, prefill));
  }
  // null until the customer picks one: then the service from the link (if valid) applies.
  const [chosenService, setChosenService] = useState<string | null>(null);
  const [notice, setNoticeState] = useState<Notice | null>(null);
  // The booking just made: shown in place of the form until the customer asks for another.
  const [confirmed, setConfirmed] = useState<ConfirmedBooking | null>(null);
  // The first field the browser flags on one submit is brought out from under the sticky header.
  const flagged = useRef(false);
  const [book, { loading: submitting }] = useMutation(BookAppointmentDocument);
  const { slots, refetch } = useAvailability(fields.preferredDate, { bookingTimes, timeZone });

  const serviceType = chosenService ?? (requestedService && serviceTypes.includes(requestedService) ? requestedService : '');
  // Today is the browser's business: the server's page (rendered at start-up) leaves it open.
  const hydrated = useHydrated();
  const today = hydrated ? todayIn(timeZone) : '';
  const maxYear = today ? Number(today.slice(0, 4)) + 1 : undefined;

  // A chosen time that the server no longer offers is cleared (adjusting state during render).
  if (fields.preferredTime && (slots.status === 'ready' || slots.status === 'unchecked') && !slots.times.includes(fields.preferredTime)) {
    setFields({ ...fields, preferredTime: '' });
  }

  // A fresh key per message remounts the alert, so a repeated message is announced again.
  const setNotice = (next: Omit<Notice, 'key'> | null) => setNoticeState(next && { ...next, key: Date.now() });
  // The customer changed `field`: an error about it is no longer true.
  const changed = (field: FieldName) =>
    setNoticeState((n) => (n?.tone === 'error' && (!n.about || n.about.includes(field)) ? null : n));

  const onText = (e: ChangeEvent<TextControl>) => {
    const { name, value } = e.target;
    setFields((f) => ({ ...f, [name]: value }));
    changed(name as FieldName);
  };

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (submitting) return;
    const { preferredDate: date, preferredTime: time } = fields;
    const problem = hoursProblem(businessName, weekdayOf(date), time, weekHours);
    if (problem) return setNotice({ tone: 'error', text: problem.text, about: problem.aboutTime ? ['preferredDate', 'preferredTime'] : ['preferredDate'] });
    if (!time) return setNotice({ tone: 'error', text: CHOOSE_TIME, about: ['preferredDate', 'preferredTime'] });

    setNotice(null);
    try {
      const { data } = await book({
        variables: {
          input: {
            fullName: fields.fullName.trim(),
            email: fields.email.trim(),
            phone: fields.phone.trim(),
            vehicleMake: fields.vehicleMake.trim(),
            vehicleModel: fields.vehicleModel.trim(),
            vehicleYear: Number(fields.vehicleYear),
            registration: fields.registration.trim() || null,
            serviceType,
            issueDescription: fields.issueDescription.trim(),
            preferredDate: date,
            preferredTime: time,
          },
        },
      });
      // Everything but the service is cleared; with no date, no availability is shown any more.
      setFields(EMPTY);
      setChosenService(serviceType);
      if (data) setConfirmed(data.bookAppointment);
    } catch (error) {
      setNotice({ tone: 'error', text: bookingFailureMessage(error) });
      refetch(); // the time may just have been taken: show what is left
    }
  }

  if (confirmed) {
    const bookAnother = () => {
      setConfirmed(null);
      requestAnimationFrame(() => document.getElementById('fullName')?.focus());
    };
    return <BookingConfirmation booking={confirmed} onBookAnother={bookAnother} />;
  }

  return (
    <form
      className="booking-form"
      onSubmit={onSubmit}
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

      <fieldset className="form-section">
        <legend className="form-section__legend">Your Details</legend>
        <div className="form-grid">
          <Field htmlFor="fullName" label="Full Name" className="form-grid__full">
            <input id="fullName" name="fullName" autoComplete="name" required value={fields.fullName} onChange={onText} />
          </Field>
          <Field htmlFor="email" label="Email">
            <input id="email" name="email" type="email" autoComplete="email" required value={fields.email} onChange={onText} />
          </Field>
          <Field htmlFor="phone" label="Phone">
            <input id="phone" name="phone" type="tel" autoComplete="tel" required value={fields.phone} onChange={onText} />
          </Field>
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__legend">Vehicle Details</legend>
        <div className="form-grid form-grid--vehicle">
          <Field htmlFor="vehicleMake" label="Make">
            <input id="vehicleMake" name="vehicleMake" required placeholder="e.g. Toyota" value={fields.vehicleMake} onChange={onText} />
          </Field>
          <Field htmlFor="vehicleModel" label="Model">
            <input id="vehicleModel" name="vehicleModel" required placeholder="e.g. Corolla" value={fields.vehicleModel} onChange={onText} />
          </Field>
          <Field htmlFor="vehicleYear" label="Year">
            <input
              id="vehicleYear"
              name="vehicleYear"
              type="number"
              inputMode="numeric"
              required
              min={1900}
              max={maxYear}
              step={1}
              placeholder="e.g. 2018"
              value={fields.vehicleYear}
              onChange={onText}
            />
          </Field>
          <Field htmlFor="registration" label="Registration (optional)">
            <input
              id="registration"
              name="registration"
              className="input--uppercase"
              autoComplete="off"
              value={fields.registration}
              onChange={onText}
            />
          </Field>
        </div>
      </fieldset>

      <fieldset className="form-section">
        <legend className="form-section__legend">Service Required</legend>
        <div className="form-grid">
          <Field htmlFor="serviceType" label="Service Type" className="form-grid__full">
            <select
              id="serviceType"
              name="serviceType"
              required
              value={serviceType}
              onChange={(e) => {
                setChosenService(e.target.value);
                changed('serviceType');
              }}
            >
              <option value="">-- Select a Service --</option>
              {serviceTypes.map((service) => (
                <option key={service} value={service}>
                  {service}
                </option>
              ))}
            </select>
          </Field>
          <Field htmlFor="issueDescription" label="Describe the issue" className="form-grid__full">
            <textarea
              id="issueDescription"
              name="issueDescription"
              required
              rows={4}
              placeholder="Tell us what you have noticed, any warning lights, or the work you need."
              value={fields.issueDescription}
              onChange={onText}
            />
          </Field>
        </div>
      </fieldset>

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
