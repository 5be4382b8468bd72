/** What others may use of roadworthy inspections: the dates a result is good for, and an erased customer's inspections. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { changedRows, type ErasureCounts } from '../../shared/erasure.js';

export { roadworthyUntil } from './roadworthy-rules.js';

/**
 * An erased customer's roadworthy inspections: the items' notes (free text, which may name them)
 * cleared on all their cards, as the cards' own notes are; the photos of the cards not kept go,
 * with their stored images (the database's own rule). Results and certificates stay.
 */
export async function eraseRoadworthyOf(tx: EntityManager, jobCardIds: string[], notKept: string[]): Promise<ErasureCounts> {
  const notes = jobCardIds.length
    ? await changedRows(
        tx,
        `update roadworthy_inspection
            set items = (select coalesce(jsonb_agg(jsonb_set(i.item, '{note}', '""'::jsonb) order by i.n), '[]'::jsonb) from jsonb_array_elements(items) with ordinality as i(item, n))
          where job_card_id = any(?)`,
        [jobCardIds],
      )
    : 0;
  const photos = notKept.length ? await changedRows(tx, 'delete from roadworthy_photo where job_card_id = any(?)', [notKept]) : 0;
  return { 'roadworthy_inspection.deidentified': notes, 'roadworthy_photo.deleted': photos };
}
