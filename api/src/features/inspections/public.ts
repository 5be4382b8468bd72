/** What inspections offer other features: an erased customer's photos removed from the jobs not kept, and the photo pipeline. */
import type { EntityManager } from '@mikro-orm/postgresql';
import { changedRows, type ErasureCounts } from '../../shared/erasure.js';

/** The photos of these job cards go, with their stored images (the database's own rule). */
export async function erasePhotosOf(tx: EntityManager, jobCardIds: string[]): Promise<ErasureCounts> {
  const n = jobCardIds.length ? await changedRows(tx, 'delete from inspection_photo where job_card_id = any(?)', [jobCardIds]) : 0;
  return { 'inspection_photo.deleted': n };
}

/** A checklist photo from upload to storage (the roadworthy inspection's items take photos the same way). */
export { MAX_PHOTOS_PER_CHECK, PHOTO_GONE, photoDocument, processUpload, storePhoto, tooManyPhotos } from './photo-store.js';

/** The columns of a checklist item's photo, which the roadworthy photos' table has too. */
export { ChecklistPhoto } from './checklist-photo.js';
