/** A reminder decided, as REST answers it. */
import { json } from '../../shared/json-schema.js';
import type { ReminderEntry, ReminderSummary } from './reminders.types.js';

export const reminderEntrySchema = json.graphqlType('ReminderEntry');
export const reminderSummarySchema = json.graphqlType('ReminderSummary');
export const dueReminderSchema = json.graphqlType('DueReminder');

export function reminderEntryJson(e: ReminderEntry) {
  return { ...e, createdAt: e.createdAt.toISOString(), deliveredAt: e.deliveredAt?.toISOString() ?? null };
}

export function reminderSummaryJson(summary: ReminderSummary) {
  return { next: summary.next, recent: summary.recent.map(reminderEntryJson) };
}
