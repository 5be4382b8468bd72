/**
 * A job card's time clock as staff see it: one big 'Clock on' / 'Clock off' button for the person
 * the clock is for (oneself; owners and advisers may pick a technician), the running time since they
 * started, and the card's time entries (technician, start, end, minutes) with 'Correct' for owners
 * and advisers. JobCardClock feeds it from the server.
 */
import { useEffect, useId, useState } from 'react';
import type { AdminTimeEntryFragment } from '../../../gql/graphql';
import { formatDateTime, formatInstantShortDate, formatInstantTime, localDateOf } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { Button } from '../ui/Button';
import { LoadingState } from '../ui/States';
import { formatElapsed, formatMinutes } from './clock-times';
import '../styles/admin-clock.css';

interface ClockPerson {
  id: string;
  name: string;
}

export interface ClockPanelProps {
  /** The card's entries, newest first; null while they load. */
  entries: AdminTimeEntryFragment[] | null;
  /** The signed-in member of staff. */
  me: ClockPerson;
  /** Owners and service advisers: they clock for others and correct entries. */
  office: boolean;
  /** Whom an owner or adviser may clock for (besides themselves). */
  technicians: ClockPerson[];
  /** The person the button is for (the signed-in one unless an owner or adviser picked someone). */
  forId: string;
  onFor: (id: string) => void;
  invoiced: boolean;
  busy: boolean;
  onClockOn: () => void;
  onClockOff: () => void;
  onCorrect: (entry: AdminTimeEntryFragment) => void;
}

/** Time since `since`, ticking every second. */
function RunningTime({ since, className }: { since: string; className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <span role="timer" className={className}>
      {formatElapsed(now - Date.parse(since))}
    </span>
  );
}

/** An instant as '06/12/26, 8:02 AM'. */
const shortDateTime = (instant: string) => `${formatInstantShortDate(instant)}, ${formatInstantTime(instant)}`;

/** An entry's span: '06/12/26, 8:02 AM – 9:37 AM' (the end's date too when it is another day). */
function span(entry: AdminTimeEntryFragment): string {
  if (!entry.endedAt) return `${shortDateTime(entry.startedAt)} – now`;
  const end = localDateOf(entry.endedAt) === localDateOf(entry.startedAt) ? formatInstantTime(entry.endedAt) : shortDateTime(entry.endedAt);
  return `${shortDateTime(entry.startedAt)} – ${end}`;
}

export function ClockPanel({ entries, me, office, technicians, forId, onFor, invoiced, busy, onClockOn, onClockOff, onCorrect }: ClockPanelProps) {
  const uid = useId();
  const people = [me, ...technicians.filter((t) => t.id !== me.id)];
  const person = people.find((p) => p.id === forId) ?? me;
  const self = person.id === me.id;
  const open = entries?.find((e) => e.technicianId === person.id && !e.endedAt) ?? null;
  const total = (entries ?? []).reduce((sum, e) => sum + (e.minutes ?? 0), 0);

  return (
    <section className="panel jobcard-section clock-panel" aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className="panel__title">
        <AdminIcon name="clock" size={18} /> Time clock
      </h2>

      {office && technicians.length > 0 && (
        <div className="clock-panel__for">
          <label htmlFor={`${uid}-for`}>Clock for</label>
          <select id={`${uid}-for`} value={person.id} onChange={(e) => onFor(e.target.value)} disabled={busy}>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.id === me.id ? `Me (${p.name})` : p.name}
              </option>
            ))}
          </select>
        </div>
      )}

      <div className={open ? 'clock-panel__now clock-panel__now--running' : 'clock-panel__now'}>
        {open ? (
          <p className="clock-panel__status">
            <span>
              {self ? 'You have been on this job since' : `${person.name} has been on this job since`} {formatInstantTime(open.startedAt)}
            </span>
            <RunningTime since={open.startedAt} className="clock-panel__elapsed" />
          </p>
        ) : (
          <p className="clock-panel__status">
            {invoiced ? 'This job card is invoiced: time can no longer be clocked on to it.' : self ? 'You are not clocked on to this job.' : `${person.name} is not clocked on to this job.`}
          </p>
        )}
        {entries !== null && (open || !invoiced) && (
          <Button
            variant={open ? 'warning' : 'primary'}
            block
            className="clock-panel__button"
            icon="clock"
            iconSize={22}
            busy={busy}
            onClick={open ? onClockOff : onClockOn}
          >
            {open ? (self ? 'Clock off' : `Clock ${person.name} off`) : self ? 'Clock on' : `Clock ${person.name} on`}
          </Button>
        )}
      </div>

      <h3 className="clock-panel__subtitle">{office ? 'Time on this job' : 'Your time on this job'}</h3>
      {entries === null ? (
        <LoadingState label="Loading time…" />
      ) : entries.length === 0 ? (
        <p className="clock-panel__empty">{office ? 'No time clocked on this job yet.' : 'You have no time clocked on this job yet.'}</p>
      ) : (
        <>
          <ul className="clock-entries">
            {entries.map((entry) => (
              <li key={entry.id} className="clock-entry">
                <span className="clock-entry__who">{entry.technicianName}</span>
                <span className="clock-entry__when">{span(entry)}</span>
                <span className="clock-entry__minutes">{entry.minutes != null ? formatMinutes(entry.minutes) : <RunningTime since={entry.startedAt} />}</span>
                {entry.note && <span className="clock-entry__note">{entry.note}</span>}
                {office && (
                  <Button size="small" className="clock-entry__correct" onClick={() => onCorrect(entry)} aria-label={`Correct ${entry.technicianName}’s time from ${formatDateTime(entry.startedAt)}`}>
                    Correct
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <p className="clock-panel__total">
            Total clocked: <strong>{formatMinutes(total)}</strong>
            {entries.some((e) => !e.endedAt) && ' and running'}
          </p>
        </>
      )}
    </section>
  );
}
