/**
 * The preferred date and time. Times come only from the server's availability for the chosen
 * date; the select explains itself until there is something to choose.
 */
import { Field, hintId } from '../../components/Field';
import { formatTime } from './booking-dates';

export type SlotState =
  | { status: 'no-date' }
  | { status: 'loading' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; times: readonly string[] };

interface PreferredAppointmentFieldsProps {
  date: string;
  time: string;
  minDate: string;
  zoneCity: string;
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
      return slots.times.length ? '-- Select a Time --' : 'No slots available for this day.';
  }
}

export function PreferredAppointmentFields({ date, time, minDate, zoneCity, slots, onDateChange, onTimeChange }: PreferredAppointmentFieldsProps) {
  const times = slots.status === 'ready' ? slots.times : [];
  const enabled = times.length > 0;
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">Preferred Appointment</legend>
      <div className="form-grid">
        <Field htmlFor="preferredDate" label="Preferred Date" hint={`Open Monday to Saturday. Times are ${zoneCity} time.`}>
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
          hint={
            slots.status === 'failed' ? (
              <>
                We could not load the available times.{' '}
                <button type="button" className="link-button" onClick={slots.retry}>
                  Try again
                </button>
              </>
            ) : undefined
          }
        >
          <select
            id="preferredTime"
            name="preferredTime"
            required
            disabled={!enabled}
            value={enabled ? time : ''}
            aria-describedby={slots.status === 'failed' ? hintId('preferredTime') : undefined}
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
      </div>
    </fieldset>
  );
}
