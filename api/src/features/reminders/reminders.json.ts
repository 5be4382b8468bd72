/** A reminder decided, as REST answers it. */
import type { ReminderEntry, ReminderSummary } from './reminders.types.js';

export function reminderEntryJson(e: ReminderEntry) {
  return { ...e, createdAt: e.createdAt.toISOString(), deliveredAt: e.deliveredAt?.toISOString() ?? null };
}

export function reminderSummaryJson(summary: ReminderSummary) {
  return { next: summary.next, recent: summary.recent.map(reminderEntryJson) };
}
