/**
 * What a change of a customer tells the rest of the system: the live `customer.changed` event (the
 * customer's screens, the diary, which shows the customer of each booking).
 */
import { defineChanges, kind } from '../../platform/changes/announcements.js';

export const customerChanges = defineChanges('customer', {
  /** Details edited by staff. */
  edited: kind<{ id: string }>({ 'customer.changed': (c) => ({ id: c.id }) }),
  /** `mergedId`'s records are now `id`'s, and `mergedId` is gone. */
  merged: kind<{ id: string; mergedId: string }>({ 'customer.changed': (c) => ({ id: c.id, mergedId: c.mergedId }) }),
  /** No more marketing email, by the customer's own link. */
  unsubscribed: kind<{ id: string }>({ 'customer.changed': (c) => ({ id: c.id }) }),
});
