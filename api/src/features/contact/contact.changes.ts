/**
 * What a change of a contact query tells the rest of the system: a new one raises
 * `contact.received` (the dashboard's counter and its notice), every other change `contact.changed`.
 */
import { defineChanges, kind } from '../../platform/changes/announcements.js';

export const contactChanges = defineChanges('contact query', {
  received: kind<{ id: string }>({ 'contact.received': (q) => ({ id: q.id }) }),
  replied: kind<{ id: string }>({ 'contact.changed': (q) => ({ id: q.id }) }),
  deleted: kind<{ id: string }>({ 'contact.changed': (q) => ({ id: q.id }) }),
  /** Queries inactive for over 30 days deleted at once: no one query to name. */
  cleanedUp: kind<Record<string, never>>({ 'contact.changed': () => ({ id: null }) }),
});
