/** A time entry as REST answers it. */
import type { TimeEntry } from './time-entry.entity.js';

export function timeEntryJson(entry: TimeEntry) {
  return {
    _id: entry._id,
    technicianId: entry.technicianId,
    technicianName: entry.technicianName,
    jobCardId: entry.jobCardId,
    startedAt: entry.startedAt.toISOString(),
    endedAt: entry.endedAt ? entry.endedAt.toISOString() : null,
    minutes: entry.minutes ?? null,
    note: entry.note ?? null,
    correctedAt: entry.correctedAt ? entry.correctedAt.toISOString() : null,
  };
}
