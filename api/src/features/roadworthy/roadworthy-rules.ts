/** The rules of a roadworthy inspection's dates and results, as pure functions. */
import { AppError } from '../../shared/errors.js';
import { addDays, longDate } from '../../shared/time.js';
import { victorianHoliday } from '../../shared/vic-holidays.js';
import type { RoadworthyItem } from './roadworthy.entity.js';

/** A certificate is current for 30 days from the day it is issued. */
const CERTIFICATE_DAYS = 30;
/** A rejected vehicle may be re-tested on its failed items only until the 7th day after the inspection. */
const REINSPECTION_DAYS = 7;

export const currentUntil = (issuedOn: string) => addDays(issuedOn, CERTIFICATE_DAYS);
export const reinspectBy = (inspectedOn: string) => addDays(inspectedOn, REINSPECTION_DAYS);

/** The day a result is good until: a pass's certificate is current, a fail's failed items may be re-inspected. */
export function roadworthyUntil(result: string | null, issuedOn: string | null, inspectedOn: string | null): string | null {
  if (result === 'pass' && issuedOn) return currentUntil(issuedOn);
  if (result === 'fail' && inspectedOn) return reinspectBy(inspectedOn);
  return null;
}

/** The message a re-test after the window gets. */
export const windowEnded = (lastDay: string) => `The 7-day re-inspection window ended on ${longDate(lastDay)}: this is a full inspection again.`;

/**
 * The law's last day is kept even when the workshop is closed then (no extension): closed by its
 * opening hours, or on a Victorian public holiday. The report says so, naming the holiday, so the
 * customer books an earlier day.
 */
export function closedNote(lastDay: string, closedByHours: boolean): string | null {
  const holiday = victorianHoliday(lastDay);
  if (!holiday && !closedByHours) return null;
  return `The workshop is closed on ${longDate(lastDay)}${holiday ? ` (${holiday})` : ''}: the window still ends that day, so please book the re-inspection on an earlier day we are open.`;
}

/** Checks a result against the items: 'pass' needs every item passed and a certificate number; 'fail' an item failed. */
export function checkResult(result: 'pass' | 'fail' | null, items: readonly RoadworthyItem[], certificateNumber: string | null): void {
  if (result === 'pass') {
    const open = items.filter((i) => i.result !== 'pass');
    if (open.length) {
      const names = open.slice(0, 3).map((i) => `"${i.label}"`).join(', ');
      throw AppError.badInput(`A pass needs every item passed: ${names}${open.length > 3 ? ` and ${open.length - 3} more` : ''} ${open.length === 1 ? 'is' : 'are'} not.`, { result: ['Every item must pass.'] });
    }
    if (!certificateNumber) throw AppError.badInput('A pass needs the certificate number.', { certificateNumber: ['Enter the certificate number.'] });
  }
  if (result === 'fail' && !items.some((i) => i.result === 'fail')) {
    throw AppError.badInput('A fail needs at least one failed item.', { result: ['Mark the items that failed.'] });
  }
}
