/**
 * The state of the appointment request form: the fields (a reminder's details filled in once), the
 * service chosen or from the link, the message after a submit (an error goes as soon as the customer
 * changes what it was about), the opening-hours checks and the bookAppointment call.
 */
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import type { AlertTone } from '../../components/Alert';
import { BookAppointmentDocument } from '../../gql/public';
import { EMPTY_APPOINTMENT_REQUEST } from '../../shared/appointment-request';
import { useHydrated } from '../../shared/use-hydrated';
import { todayIn, weekdayOf } from './booking-dates';
import type { ConfirmedBooking } from './BookingConfirmation';
import { bookingFailureMessage, CHOOSE_TIME, hoursProblem, type WeekHours } from './booking-messages';
import { withPrefill, type BookingPrefill } from './reminder-prefill';
import { useAvailability, type WeekdayTimes } from './use-availability';

/** The public form also asks for the registration's expiry (optional): it is kept on the vehicle. */
const EMPTY = { ...EMPTY_APPOINTMENT_REQUEST, registrationExpiry: '' };

export type Fields = typeof EMPTY;
export type FieldName = keyof Fields | 'serviceType';
export type TextControl = HTMLInputElement | HTMLTextAreaElement;
/** A message after a submit; an error goes as soon as the customer changes what it was `about` (any field when null). */
export type Notice = { tone: AlertTone; text: string; key: number; about?: readonly FieldName[] | null };

export interface BookingFormOptions {
  businessName: string;
  timeZone: string;
  serviceTypes: readonly string[];
  bookingTimes: WeekdayTimes;
  weekHours: WeekHours;
  requestedService: string | null;
  prefill: BookingPrefill | null;
}

export function useBookingForm({ businessName, timeZone, serviceTypes, bookingTimes, weekHours, requestedService, prefill }: BookingFormOptions) {
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
            registrationExpiry: fields.registrationExpiry || null,
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

  return { fields, setFields, serviceType, setChosenService, notice, confirmed, setConfirmed, submitting, slots, hydrated, today, maxYear, changed, onText, onSubmit };
}
