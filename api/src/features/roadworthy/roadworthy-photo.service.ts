/**
 * The photos of a roadworthy inspection's items: staff add them (processed and stored as the
 * digital inspection's are, at most 12 an item), open and delete them; the rejection report prints
 * the failed items' thumbnails. A card's photos are its own: a re-test's carried-over items start
 * with none.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import type { Clock } from '../../shared/time.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import type { DocumentService } from '../documents/document.service.js';
import { MAX_PHOTOS_PER_CHECK, PHOTO_GONE, photoDocument, processUpload, storePhoto, tooManyPhotos } from '../inspections/public.js';
import { cardChanged } from '../jobcards/public.js';
import { RoadworthyInspection } from './roadworthy.entity.js';
import { RoadworthyPhoto } from './roadworthy-photo.entity.js';

interface Deps {
  changes: ChangeUnit;
  clock: Clock;
  documents: DocumentService;
}

/** A stored photo as the inspection shows it. */
export interface StoredRoadworthyPhoto {
  id: string;
  width: number;
  height: number;
  bytes: number;
}

/** The most thumbnails the rejection report prints under one failed item. */
const REPORT_THUMBNAILS = 6;

export const NOT_ROADWORTHY = 'This job card is not a roadworthy inspection: start one first.';
export const noItem = (key: string) => `This inspection has no item "${key}".`;

const photoView = (p: RoadworthyPhoto): StoredRoadworthyPhoto => ({ id: p._id, width: p.width, height: p.height, bytes: p.bytes });

export class RoadworthyPhotoService {
  constructor(private readonly deps: Deps) {}

  /** The card's inspection, or why a photo cannot be added to it (no card: 404; not a roadworthy card: 400). */
  private async inspectionOf(em: EntityManager, jobCardId: string, lock = false): Promise<RoadworthyInspection> {
    const row = isId(jobCardId) ? await em.findOne(RoadworthyInspection, { jobCardId }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {}) : null;
    if (row) return row;
    const [card] = isId(jobCardId) ? await em.getConnection().execute<Array<{ _id: string }>>('select _id from job_card where _id = ?', [jobCardId], 'all', em.getTransactionContext()) : [];
    if (!card) throw AppError.notFound('Job card not found.');
    throw AppError.badInput(NOT_ROADWORTHY);
  }

  /** Adds a photo to item `key`: processed first, outside any transaction, then stored with its thumbnail as documents. */
  async add(em: EntityManager, jobCardId: string, key: string, upload: { bytes: Buffer; contentType?: string | null }): Promise<StoredRoadworthyPhoto> {
    const current = await this.inspectionOf(em.fork(), jobCardId);
    if (!current.items.some((i) => i.key === key)) throw AppError.badInput(noItem(key));
    const processed = await processUpload(upload);
    const photo = await this.deps.changes.run(em, async (tx, effects) => {
      // The inspection's row is locked, so two uploads at once count each other.
      const inspection = await this.inspectionOf(tx, jobCardId, true);
      const item = inspection.items.find((i) => i.key === key);
      if (!item) throw AppError.badInput(noItem(key));
      const count = await tx.count(RoadworthyPhoto, { jobCard: jobCardId, itemKey: key });
      if (count >= MAX_PHOTOS_PER_CHECK) throw AppError.badInput(tooManyPhotos('item'));
      const stored = await storePhoto(tx, this.deps.documents, processed, `roadworthy-${key}`);
      const created = tx.create(RoadworthyPhoto, { jobCard: jobCardId, itemKey: key, ...stored, createdAt: this.deps.clock.now() });
      await tx.flush();
      cardChanged(effects, { _id: jobCardId }, 'updated', { action: 'roadworthy.photo_added', summary: `Roadworthy inspection: photo added to ${item.label}` });
      return created;
    });
    return photoView(photo);
  }

  /** Deletes a photo for good: its image and thumbnail go with it (a trigger). */
  async delete(em: EntityManager, jobCardId: string, photoId: string): Promise<void> {
    await this.deps.changes.run(em, async (tx, effects) => {
      const inspection = await this.inspectionOf(tx, jobCardId, true);
      const photo = isId(photoId) ? await tx.findOne(RoadworthyPhoto, { _id: photoId, jobCard: jobCardId }, { fields: ['itemKey'] }) : null;
      const deleted = photo ? await tx.nativeDelete(RoadworthyPhoto, { _id: photoId, jobCard: jobCardId }) : 0;
      if (!photo || !deleted) throw AppError.notFound(PHOTO_GONE);
      const label = inspection.items.find((i) => i.key === photo.itemKey)?.label ?? photo.itemKey;
      cardChanged(effects, { _id: jobCardId }, 'updated', { action: 'roadworthy.photo_deleted', summary: `Roadworthy inspection: photo of ${label} deleted` });
    });
  }

  /** A photo of the card (the image, or its thumbnail), with its bytes; 404 for any other card's. */
  async photo(em: EntityManager, jobCardId: string, photoId: string, size: 'full' | 'thumb') {
    const photo = isId(photoId) && isId(jobCardId) ? await em.findOne(RoadworthyPhoto, { _id: photoId, jobCard: jobCardId }) : null;
    return photoDocument(em, this.deps.documents, photo, size);
  }

  /** The card's photos by item key, each item's in upload order. */
  async byItem(em: EntityManager, jobCardId: string): Promise<Map<string, StoredRoadworthyPhoto[]>> {
    const photos = await em.find(RoadworthyPhoto, { jobCard: jobCardId }, { orderBy: { createdAt: 'asc', _id: 'asc' } });
    const byKey = new Map<string, StoredRoadworthyPhoto[]>();
    for (const p of photos) byKey.set(p.itemKey, [...(byKey.get(p.itemKey) ?? []), photoView(p)]);
    return byKey;
  }

  /** The thumbnails of these items (at most six each, in upload order), as the rejection report prints them. */
  async thumbnails(em: EntityManager, jobCardId: string, keys: string[]): Promise<Map<string, Array<{ jpeg: Buffer; ratio: number }>>> {
    const photos = keys.length ? await em.find(RoadworthyPhoto, { jobCard: jobCardId, itemKey: { $in: keys } }, { orderBy: { createdAt: 'asc', _id: 'asc' } }) : [];
    const byKey = new Map<string, Array<{ jpeg: Buffer; ratio: number }>>();
    for (const photo of photos) {
      const list = byKey.get(photo.itemKey) ?? [];
      if (list.length >= REPORT_THUMBNAILS) continue;
      const doc = await this.deps.documents.get(em, photo.thumbnailDocumentId);
      list.push({ jpeg: doc.bytes, ratio: photo.width / photo.height });
      byKey.set(photo.itemKey, list);
    }
    return byKey;
  }
}
