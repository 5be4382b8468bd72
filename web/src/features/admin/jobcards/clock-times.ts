/**
 * The time clock's times as staff read and type them: minutes as '1 h 35 min', a running clock as
 * '1:05:09', and the correction dialog's date-and-time fields, always in the workshop's zone.
 */
import { workshopTimeZone } from '../format';

/** Whole minutes in words: '45 min', '2 h', '1 h 35 min'. */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (!h) return `${m} min`;
  return m ? `${h} h ${m} min` : `${h} h`;
}

/** A running clock: 'H:MM:SS' from a span in milliseconds (never below zero). */
export function formatElapsed(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

function wallClock(instant: Date, timeZone: string): { date: string; hour: number; minute: number; second: number } {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour), minute: Number(p.minute), second: Number(p.second) };
}

/** The zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const [y, mo, d] = w.date.split('-').map(Number);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((Date.UTC(y, mo - 1, d, w.hour, w.minute, w.second) - whole) / 60000);
}

/** An instant as a date-and-time field's value in the workshop's zone: 'yyyy-MM-ddTHH:mm'. */
export function localInputValue(instant: string | Date): string {
  const w = wallClock(typeof instant === 'string' ? new Date(instant) : instant, workshopTimeZone());
  return `${w.date}T${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A date-and-time field's value read in the workshop's zone, as an ISO instant; null when it is not a real time. */
export function instantOfLocalInput(value: string): string | null {
  const m = LOCAL_INPUT.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(guess);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  // Two passes settle the offset, the days it changes included.
  const zone = workshopTimeZone();
  let instant = new Date(guess - offsetMinutes(new Date(guess), zone) * 60000);
  instant = new Date(guess - offsetMinutes(instant, zone) * 60000);
  return instant.toISOString();
}

/** What a correction's start and end say is wrong, by field ('startedAt', 'endedAt'); none: they may be sent. */
export function correctionProblems(start: string, end: string, now: Date, open: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  const started = instantOfLocalInput(start);
  const ended = end ? instantOfLocalInput(end) : null;
  if (!start) problems.startedAt = 'Start time is required.';
  else if (!started) problems.startedAt = 'Start time is not a real date and time.';
  else if (Date.parse(started) > now.getTime()) problems.startedAt = 'Start time cannot be in the future.';
  if (!end) {
    if (!open) problems.endedAt = 'End time is required.';
  } else if (!ended) problems.endedAt = 'End time is not a real date and time.';
  else if (Date.parse(ended) > now.getTime()) problems.endedAt = 'End time cannot be in the future.';
  else if (started && Date.parse(ended) <= Date.parse(started)) problems.endedAt = 'End time must be after the start time.';
  return problems;
}
