/** What a change of a part's stock tells the rest of the system: its stock on hand fell to its reorder point (webhooks). */
import { defineChanges, kind } from '../../platform/changes/announcements.js';

declare module '../../shared/pubsub.js' {
  interface Events {
    /** A stock move took a part's stock on hand to its reorder point or below. */
    'part.stock-low': { id: string };
  }
}

export const partChanges = defineChanges('part', {
  'stock-low': kind<{ id: string }>({ 'part.stock-low': (p) => ({ id: p.id }) }),
});
