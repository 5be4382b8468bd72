/**
 * The preferred date and time. Times come from the server's availability for the chosen date, or,
 * when it could not be checked, from the opening hours with a quiet note; the select explains
 * itself until there is something to choose.
 */
import { Field, hintId } from '../../components/Field';
import { FormSection } from './FormSection';
import { formatTime } from './booking-dates';

export type SlotState =
  | { status: 'no-date' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; times: readonly string[] }
  /** Availability could not be checked: the opening times are offered, taken ones included. */
  | { status: 'unchecked'; times: readonly string[]; retry: () => void };

const AVAILABILITY_UNCHECKED = "We couldn't check which times are taken; if your time is gone we'll tell you when you book.";

interface PreferredAppointmentFieldsProps {
  date: string;
  time: string;
  minDate: string;
  zoneCity: string;
  /** The days the workshop opens, said under the date ('Open Monday to Saturday.'). */
  openDays: string;
  slots: SlotState;
  onDateChange: (date: string) => void;
  onTimeChange: (time: string) => void;
}

function placeholderOf(slots: SlotState): string {
  switch (slots.status) {
    case 'no-date':
      return '-- Select Date First --';
    case 'loading':
      return 'Loading available times…';
    case 'failed':
      return 'No slots available for this day.';
    case 'ready':
    case 'unchecked':
      return slots.times.length ? '-- Select a Time --' : 'No slots available for this day.';
  }
}

export function PreferredAppointmentFields({ date, time, minDate, zoneCity, openDays, slots, onDateChange, onTimeChange }: PreferredAppointmentFieldsProps) {
  const times = slots.status === 'ready' || slots.status === 'unchecked' ? slots.times : [];
  const hint =
    slots.status === 'failed' ? (
      <>
        We could not load the available times.{' '}
        <button type="button" className="link-button" onClick={slots.retry}>
          Try again
        </button>
      </>
    ) : slots.status === 'unchecked' ? (
      <>
        {AVAILABILITY_UNCHECKED}{' '}
        <button type="button" className="link-button" onClick={slots.retry}>
          Check again
        </button>
      </>
    ) : undefined;
  const enabled = times.length > 0;
  return (
    <FormSection legend="Preferred Appointment">
      <Field htmlFor="preferredDate" label="Preferred Date" hint={`${openDays} Times are ${zoneCity} time.`}>
        <input
          type="date"
          id="preferredDate"
          name="preferredDate"
          required
          min={minDate || undefined}
          value={date}
          aria-describedby={hintId('preferredDate')}
          onChange={(e) => onDateChange(e.target.value)}
        />
      </Field>
      <Field
        htmlFor="preferredTime"
        label="Preferred Time"
        hint={hint}
      >
        <select
          id="preferredTime"
          name="preferredTime"
          required
          disabled={!enabled}
          value={enabled ? time : ''}
          aria-describedby={hint ? hintId('preferredTime') : undefined}
          aria-busy={slots.status === 'loading' || undefined}
          onChange={(e) => onTimeChange(e.target.value)}
        >
          <option value="">{placeholderOf(slots)}</option>
          {times.map((t) => (
            <option key={t} value={t}>
              {formatTime(t)}
            </option>
          ))}
        </select>
      </Field>
    </FormSection>
  );
}
