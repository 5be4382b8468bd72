/**
 * The time of a booking or a move: the date's half hours, those staff cannot take shown disabled
 * with the reason. A chosen time that someone takes meanwhile (the diary is live) stays chosen,
 * marked, with a line under the field saying so.
 */
import { formatTime } from '../format';
import type { DaySlots } from './use-day-slots';

const REFUSED_WORDS = { over: 'over', blocked: 'blocked', full: 'full', current: 'its time now' } as const;

interface TimeSelectProps {
  id: string;
  value: string;
  slots: DaySlots;
  onChange: (time: string) => void;
  describedBy?: string;
  invalid?: boolean;
}

export function TimeSelect({ id, value, slots, onChange, describedBy, invalid }: TimeSelectProps) {
  const ready = slots.status === 'ready' && !slots.closed;
  const taken = ready && value ? slots.options.find((o) => o.time === value && o.refused && o.refused !== 'current') : undefined;
  const takenId = `${id}-taken`;
  const placeholder =
    slots.status === 'none' ? 'Choose a date first' : slots.status === 'loading' ? 'Loading times…' : slots.status === 'failed' ? 'Times could not be loaded' : slots.closed ? 'Closed on this day' : '-- Select a time --';
  return (
    <>
      <select
        id={id}
        name="preferredTime"
        required
        value={ready ? value : ''}
        disabled={!ready}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={[describedBy, taken && takenId].filter(Boolean).join(' ') || undefined}
        aria-invalid={invalid || taken ? true : undefined}
      >
        <option value="">{placeholder}</option>
        {ready &&
          slots.options.map((o) => (
            <option key={o.time} value={o.time} disabled={o.refused !== null}>
              {formatTime(o.time)}
              {o.refused ? ` (${REFUSED_WORDS[o.refused]})` : ''}
            </option>
          ))}
      </select>
      {taken?.refused && (
        <p id={takenId} className="field-problem" role="alert">
          {formatTime(taken.time)} is no longer free ({REFUSED_WORDS[taken.refused]}): please choose another time.
        </p>
      )}
    </>
  );
}
