/** How the monitor page writes sizes, durations, percentages and states. */
import type { HealthState } from '../../../gql/graphql';
import { workshopTimeZone } from '../format';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** Bytes in binary units, as the owner's computer shows them: '15.6 GB'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  const exponent = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** exponent;
  return `${value.toFixed(value >= 100 || exponent === 0 ? 0 : 1)} ${UNITS[exponent]}`;
}

export function formatPercent(value: number | null | undefined, digits = 1): string {
  return value === null || value === undefined || !Number.isFinite(value) ? '–' : `${value.toFixed(digits)}%`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A duration in its two largest units: '3 days, 4 hours', '12 minutes', '40 seconds'. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '–';
  if (seconds < 60) return plural(Math.round(seconds), 'second');
  const parts: Array<[number, string]> = [
    [Math.floor(seconds / 86_400), 'day'],
    [Math.floor((seconds % 86_400) / 3600), 'hour'],
    [Math.floor((seconds % 3600) / 60), 'minute'],
  ];
  const first = parts.findIndex(([n]) => n > 0);
  return parts
    .slice(first, first + 2)
    .filter(([n]) => n > 0)
    .map(([n, word]) => plural(n, word))
    .join(', ');
}

/** A duration ahead, roughly: 'about 3 days', 'about 5 hours', 'over a year'. */
export function formatRoughly(seconds: number): string {
  if (seconds >= 365 * 86_400) return 'over a year';
  if (seconds >= 2 * 86_400) return `about ${plural(Math.round(seconds / 86_400), 'day')}`;
  if (seconds >= 2 * 3600) return `about ${plural(Math.round(seconds / 3600), 'hour')}`;
  return `about ${plural(Math.max(1, Math.round(seconds / 60)), 'minute')}`;
}

let clock: Intl.DateTimeFormat | null = null;

/** The time of a sample in the workshop, with seconds: '2:05:13 PM'. */
export function formatClock(instant: string): string {
  if (clock?.resolvedOptions().timeZone !== workshopTimeZone()) {
    clock = new Intl.DateTimeFormat('en-AU', { timeZone: workshopTimeZone(), hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true });
  }
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : clock.format(date).replace(/\s?(am|pm)$/i, (m) => ` ${m.trim().toUpperCase()}`);
}

export const STATE_LABELS: Record<HealthState, string> = {
  ok: 'Normal',
  unknown: 'Measuring',
  warning: 'Warning',
  critical: 'Critical',
};

export const STATE_TONES: Record<HealthState, string> = {
  ok: 'success',
  unknown: 'muted',
  warning: 'warning',
  critical: 'danger',
};
