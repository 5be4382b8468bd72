/**
 * What a change of a time entry tells the rest of the system: the live `timeclock.changed` event,
 * naming the technician and every job card whose time it touched (the job board's "who is on this
 * job", the job card's clock panel).
 */
import { defineChanges, kind } from '../../platform/changes/announcements.js';
import type { TimeClockChangeKind } from './time-clock.types.js';

export interface TimeClockFacts {
  technicianId: string;
  jobCardIds: string[];
}

const clock = (change: TimeClockChangeKind) => kind<TimeClockFacts>({ 'timeclock.changed': (c) => ({ kind: change, technicianId: c.technicianId, jobCardIds: c.jobCardIds }) });

export const timeEntryChanges = defineChanges('time entry', {
  /** A technician clocked on to a job card (and off the one they were on, if any). */
  'clocked-on': clock('clocked-on'),
  'clocked-off': clock('clocked-off'),
  /** An owner or adviser corrected an entry's times or note. */
  corrected: clock('corrected'),
} satisfies Record<TimeClockChangeKind, unknown>);
