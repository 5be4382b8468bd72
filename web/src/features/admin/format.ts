/**
 * Dates and times as the back office shows them, always in the workshop's zone (the server's
 * `siteInfo.timeZone`, set once at admin start) whatever the browser's: dd/MM/yy and dd/MM/yyyy
 * with time. Day headings ('Monday 23 November 2026') come from the api, in one format everywhere
 * (e.g. `createdDateLabel`, `receivedDateLabel`, `preferredDateLabel`).
 */
import { FALLBACK_TIME_ZONE } from '../../shared/use-site-info';

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-AU', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

// One zone for the whole back office: the admin app sets it before any page shows a date.
let workshopZone = FALLBACK_TIME_ZONE;
let parts = partsFormatter(workshopZone);

/** Uses the workshop's zone as the server reports it; an unknown zone name keeps the previous one. */
export function setWorkshopTimeZone(timeZone: string): void {
  if (timeZone === workshopZone) return;
  try {
    parts = partsFormatter(timeZone);
    workshopZone = timeZone;
  } catch (error) {
    console.error(`Unknown time zone "${timeZone}": dates stay in ${workshopZone}.`, error);
  }
}

/** The zone dates are shown in. */
export function workshopTimeZone(): string {
  return workshopZone;
}

interface LocalParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function localParts(instant: string | Date): LocalParts | null {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) return null;
  const p = Object.fromEntries(parts.formatToParts(date).map((x) => [x.type, x.value]));
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute };
}

/** 'HH:mm' → '9:30 AM'. */
export function formatTime(time: string): string {
  const [h, m] = time.split(':').map(Number);
  if (Number.isNaN(h) || Number.isNaN(m)) return time;
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h >= 12 ? 'PM' : 'AM'}`;
}

/** 'yyyy-MM-dd' → 'dd/MM/yy'. */
export function formatShortDate(date: string): string {
  const [y, m, d] = date.split('-');
  return y && m && d ? `${d}/${m}/${y.slice(2)}` : date;
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'. */
export function formatDate(date: string): string {
  const [y, m, d] = date.split('-');
  return y && m && d ? `${d}/${m}/${y}` : date;
}

/** The workshop's calendar date (yyyy-MM-dd) of an instant. */
export function localDateOf(instant: string | Date): string {
  const p = localParts(instant);
  return p ? `${p.year}-${p.month}-${p.day}` : '';
}

/** An instant's wall-clock time in the workshop: '2:05 PM'. */
export function formatInstantTime(instant: string): string {
  const p = localParts(instant);
  return p ? formatTime(`${p.hour}:${p.minute}`) : '';
}

/** An instant as 'dd/MM/yyyy, 2:05 PM' in the workshop's zone. */
export function formatDateTime(instant: string): string {
  const p = localParts(instant);
  return p ? `${p.day}/${p.month}/${p.year}, ${formatTime(`${p.hour}:${p.minute}`)}` : '';
}

/** An instant as 'dd/MM/yy' in the workshop's zone. */
export function formatInstantShortDate(instant: string): string {
  const p = localParts(instant);
  return p ? `${p.day}/${p.month}/${p.year.slice(2)}` : '';
}

/** Today's date (yyyy-MM-dd) in the workshop. */
export function workshopToday(): string {
  return localDateOf(new Date());
}

const KM = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });

/** An odometer reading: '123,456 km'. */
export function formatKm(km: number): string {
  return `${KM.format(km)} km`;
}
