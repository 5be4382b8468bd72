/** The time clock's kinds of change, and the live event each raises. */

export type TimeClockChangeKind = 'clocked-on' | 'clocked-off' | 'corrected';

/** The live event `timeclock.changed`: whose clock changed, and the job cards whose time it touched. */
export interface TimeClockEvent {
  kind: TimeClockChangeKind;
  technicianId: string;
  jobCardIds: string[];
}

/** Which time entries a list asks for: each filter optional; dates are workshop days (yyyy-MM-dd), inclusive. */
export interface TimeEntryFilter {
  technicianId?: string | null;
  jobCardId?: string | null;
  from?: string | null;
  to?: string | null;
}
