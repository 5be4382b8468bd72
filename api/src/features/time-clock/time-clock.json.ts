/** A time entry as REST answers it. */
import { json } from '../../shared/json-schema.js';
import type { TimeEntry } from './time-entry.entity.js';

export const timeEntrySchema = json.named(
  'TimeEntry',
  json.object({
    _id: json.id(),
    technicianId: json.string(),
    technicianName: json.string(),
    jobCardId: json.id(),
    startedAt: json.dateTime(),
    endedAt: json.nullable(json.dateTime()),
    minutes: json.nullable(json.number()),
    note: json.nullable(json.string()),
    correctedAt: json.nullable(json.dateTime()),
  }),
);

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
