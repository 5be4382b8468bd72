/** The day sheet's link: its path, and the scope a 5-minute document token for it opens. */
import { AppError } from '../../shared/errors.js';
import { isIsoDate } from '../../shared/time.js';

export function readSheetDate(date: unknown): string {
  if (!isIsoDate(date)) throw AppError.badInput('date must be a date written yyyy-MM-dd.');
  return date;
}

export function daySheetScope(date: string): string {
  return `day-sheet:${readSheetDate(date)}`;
}

export function daySheetPath(date: string): string {
  return `/api/admin/diary/day-sheet?date=${readSheetDate(date)}`;
}
