/**
 * Calendar arithmetic for the booking form, always in the workshop's time zone (never the
 * browser's): today's date and time, the weekday of a yyyy-MM-dd date, and 12-hour time labels.
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** One formatter per zone: making one is the costly part (tens of milliseconds on a slow phone). */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterIn(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function partsIn(timeZone: string, now: Date): Record<string, string> {
  const format = (zone: string) => formatterIn(zone).formatToParts(now);
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = format(timeZone);
  } catch {
    parts = format('Australia/Melbourne'); // an unknown zone name must not break the form
  }
  return Object.fromEntries(parts.map((p) => [p.type, p.value]));
}

/** Today's date (yyyy-MM-dd) in the given IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const p = partsIn(timeZone, now);
  return `${p.year}-${p.month}-${p.day}`;
}

/** The time of day (HH:mm) in the given IANA time zone. */
export function timeIn(timeZone: string, now: Date = new Date()): string {
  const p = partsIn(timeZone, now);
  return `${p.hour}:${p.minute}`;
}

export function isIsoDate(value: string): boolean {
  return ISO_DATE.test(value);
}

/** 0 = Sunday … 6 = Saturday, computed on the calendar date itself (UTC math); NaN when malformed. */
export function weekdayOf(date: string): number {
  const m = ISO_DATE.exec(date);
  if (!m) return Number.NaN;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))).getUTCDay();
}

/** 'HH:mm' → '9:00 AM', '13:30' → '1:30 PM'. */
export function formatTime(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** 'Australia/Melbourne' → 'Melbourne', for short explanations. */
export function cityOf(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');
}
