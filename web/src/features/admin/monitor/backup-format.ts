/** How the backups card writes a backup's kind, its age and the time until the next one. */
import type { BackupKind } from '../../../gql/graphql';
import { formatTime } from '../format';

export const BACKUP_KIND_LABELS: Record<BackupKind, string> = {
  scheduled: 'Scheduled',
  manual: 'Manual',
  preMigration: 'Before upgrade',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A span of time in its one unit that reads naturally: '12 minutes', '27 hours', '3 days'. */
function span(seconds: number): string {
  if (seconds < 3600) return plural(Math.max(1, Math.floor(seconds / 60)), 'minute');
  if (seconds < 48 * 3600) return plural(Math.floor(seconds / 3600), 'hour');
  return plural(Math.floor(seconds / 86_400), 'day');
}

/** How long ago: 'just now', '12 minutes ago', '27 hours ago', '3 days ago'. */
export function formatAgo(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  return seconds < 60 ? 'just now' : `${span(seconds)} ago`;
}

/** How long until: 'in under a minute', 'in 5 hours'. */
export function formatUntil(seconds: number): string {
  if (!Number.isFinite(seconds)) return '';
  return seconds < 60 ? 'in under a minute' : `in ${span(seconds)}`;
}

/** Seconds between an instant and now (positive for the past). */
export function secondsSince(instant: string, now: number): number {
  return Math.max(0, (now - Date.parse(instant)) / 1000);
}

/** What a backup holds, when the dump counted it: '42 tables, 1,234 rows, 5 documents'. */
export function contentsOf(backup: { tables?: number | null; rows?: number | null; documents?: number | null }): string | null {
  if (backup.tables == null || backup.rows == null) return null;
  const n = (value: number) => value.toLocaleString('en-AU');
  const parts = [`${n(backup.tables)} tables`, `${n(backup.rows)} rows`];
  if (backup.documents != null) parts.push(`${n(backup.documents)} ${backup.documents === 1 ? 'document' : 'documents'}`);
  return parts.join(', ');
}

/** A daily cron expression in words ('0 2 * * *' → 'every day at 2:00 AM'); any other one as it is written. */
export function describeSchedule(cron: string): string {
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron.trim());
  if (!daily) return `cron ${cron}`;
  const minute = Number(daily[1]);
  const hour = Number(daily[2]);
  if (minute > 59 || hour > 23) return `cron ${cron}`;
  return `every day at ${formatTime(`${hour}:${String(minute).padStart(2, '0')}`)}`;
}
