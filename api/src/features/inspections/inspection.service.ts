/**
 * A job card's digital inspection: its checks with ratings, notes and readings, and their photos.
 * A card copies the workshop's list of checks when it is first inspected (its first rating, note
 * or photo) and keeps that copy whatever the list becomes. Every change locks the card, so an
 * inspection can no longer change once the card is Invoiced, even at the same moment.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { fieldChanges } from '../../shared/changes.js';
import type { Clock } from '../../shared/time.js';
import type { DocumentService } from '../documents/document.service.js';
import type { InspectionCheckFacts } from '../documents/public.js';
import type { JobCardService } from '../jobcards/jobcard.service.js';
import type { JobCard } from '../jobcards/jobcard.entity.js';
import { allows, cardChanged, step } from '../jobcards/public.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { InspectionCheck, InspectionItem, InspectionPhoto, InspectionRating, RATING_ORDER } from './inspection.entity.js';
import { readItemChange, type ItemChange } from './inspection-input.js';
import type { MeasurementField } from './measurement.js';
import { MAX_PHOTOS_PER_CHECK, PHOTO_GONE, photoDocument, processUpload, storePhoto, tooManyPhotos } from './photo-store.js';


export interface InspectionDeps {
  changes: ChangeUnit;
  clock: Clock;
  documents: DocumentService;
  jobcards: JobCardService;
}

export interface PhotoView {
  id: string;
  width: number;
  height: number;
  bytes: number;
  createdAt: Date;
}

export interface InspectionItemView {
  key: string;
  area: string;
  label: string;
  rating: InspectionRating | null;
  note: string;
  measurements: Record<string, number>;
  measurementFields: MeasurementField[];
  photos: PhotoView[];
}

export interface InspectionView {
  jobCardId: string;
  /** False until the first rating, note or photo: the items are then the workshop's current list. */
  started: boolean;
  readOnly: boolean;
  items: InspectionItemView[];
}

const photoView = (p: InspectionPhoto): PhotoView => ({ id: p._id, width: p.width, height: p.height, bytes: p.bytes, createdAt: p.createdAt });

export class InspectionService {
  constructor(private readonly deps: InspectionDeps) {}

  /** The card's inspection: its own copy of the checks once started, else the workshop's list as it is now. */
  async inspection(em: EntityManager, jobCardId: string): Promise<InspectionView> {
    const card = await this.deps.jobcards.get(em, jobCardId);
    const [items, photos] = await Promise.all([
      em.find(InspectionItem, { jobCard: card._id }, { orderBy: { position: 'asc' } }),
      em.find(InspectionPhoto, { jobCard: card._id }, { orderBy: { createdAt: 'asc' } }),
    ]);
    const rows = items.length ? items : (await this.currentChecks(em)).map((c) => ({ ...c, measurementFields: c.measurements, rating: null, note: '', measurements: {} }));
    return {
      jobCardId: card._id,
      started: items.length > 0,
      readOnly: !allows(card.status, 'inspectionEdit'),
      items: rows.map((r) => ({
        key: r.key,
        area: r.area,
        label: r.label,
        rating: r.rating ?? null,
        note: r.note,
        measurements: r.measurements,
        measurementFields: r.measurementFields,
        photos: photos.filter((p) => p.itemKey === r.key).map(photoView),
      })),
    };
  }

  /** Saves one check's rating, note and readings (each left out stays as it is). */
  async saveItem(em: EntityManager, jobCardId: string, key: string, body: unknown): Promise<InspectionItemView> {
    await this.deps.changes.run(em, async (tx, effects) => {
      const card = await this.lockEditable(tx, jobCardId);
      const item = await this.itemOf(tx, card, key);
      const change: ItemChange = readItemChange(body, item.measurementFields);
      const before = { rating: item.rating, note: item.note, measurements: item.measurements };
      if (change.rating !== undefined) item.rating = change.rating;
      if (change.note !== undefined) item.note = change.note;
      if (change.measurements !== undefined) item.measurements = change.measurements;
      item.updatedAt = this.deps.clock.now();
      await tx.flush();
      const changes = fieldChanges(before, { rating: item.rating, note: item.note, measurements: item.measurements }, ['rating', 'note', 'measurements']);
      const saved = Object.keys(changes).length > 0;
      cardChanged(effects, card, 'updated', saved ? { action: 'inspection.item_saved', summary: `Inspection of ${card.customerName} (${card.carRego}): ${item.label}${item.rating ? ` rated ${item.rating}` : ''}`, changes } : null);
    });
    return this.itemView(em, jobCardId, key);
  }

  /**
   * Adds a photo to a check: processed first, outside any transaction (it is the slow part, and a
   * refused upload must change nothing), then stored with its thumbnail as documents.
   */
  async addPhoto(em: EntityManager, jobCardId: string, key: string, upload: { bytes: Buffer; contentType?: string | null }): Promise<PhotoView> {
    await this.deps.jobcards.get(em, jobCardId);
    const processed = await processUpload(upload);
    const photo = await this.deps.changes.run(em, async (tx, effects) => {
      const card = await this.lockEditable(tx, jobCardId);
      const item = await this.itemOf(tx, card, key);
      const count = await tx.count(InspectionPhoto, { jobCard: card._id, itemKey: item.key });
      if (count >= MAX_PHOTOS_PER_CHECK) throw AppError.badInput(tooManyPhotos('check'));
      const stored = await storePhoto(tx, this.deps.documents, processed, `${card.regoKey || 'card'}-${item.key}`);
      const created = tx.create(InspectionPhoto, {
        jobCard: card,
        itemKey: item.key,
        ...stored,
        createdAt: this.deps.clock.now(),
      });
      await tx.flush();
      cardChanged(effects, card, 'updated', { action: 'inspection.photo_added', summary: `Inspection of ${card.customerName} (${card.carRego}): photo added to ${item.label}` });
      return created;
    });
    return photoView(photo);
  }

  /** Deletes a photo for good: its image and thumbnail go with it (a trigger), for staff and the customer alike. */
  async deletePhoto(em: EntityManager, jobCardId: string, photoId: string): Promise<void> {
    await this.deps.changes.run(em, async (tx, effects) => {
      const card = await this.lockEditable(tx, jobCardId);
      const photo = isId(photoId) ? await tx.findOne(InspectionPhoto, { _id: photoId, jobCard: card._id }, { fields: ['itemKey'] }) : null;
      const deleted = photo ? await tx.nativeDelete(InspectionPhoto, { _id: photoId, jobCard: card._id }) : 0;
      if (!photo || !deleted) throw AppError.notFound(PHOTO_GONE);
      cardChanged(effects, card, 'updated', { action: 'inspection.photo_deleted', summary: `Inspection of ${card.customerName} (${card.carRego}): photo of ${photo.itemKey} deleted` });
    });
  }

  /** A photo of the card (the image, or its thumbnail), with its bytes; 404 for any other card's. */
  async photo(em: EntityManager, jobCardId: string, photoId: string, size: 'full' | 'thumb') {
    const photo = isId(photoId) && isId(jobCardId) ? await em.findOne(InspectionPhoto, { _id: photoId, jobCard: jobCardId }) : null;
    return photoDocument(em, this.deps.documents, photo, size);
  }

  /**
   * The rated checks as a quote prints them: urgent, then soon, then good, each in the card's
   * order, with the thumbnails of those that need attention (at most six each).
   */
  async quoteFacts(tx: EntityManager, jobCardId: string): Promise<InspectionCheckFacts[]> {
    const items = (await tx.find(InspectionItem, { jobCard: jobCardId, rating: { $ne: null } }, { orderBy: { position: 'asc' } })).sort(
      (a, b) => RATING_ORDER[a.rating!] - RATING_ORDER[b.rating!],
    );
    const attention = items.filter((i) => i.rating !== InspectionRating.good).map((i) => i.key);
    const photos = attention.length ? await tx.find(InspectionPhoto, { jobCard: jobCardId, itemKey: { $in: attention } }, { orderBy: { createdAt: 'asc' } }) : [];
    const facts: InspectionCheckFacts[] = [];
    for (const item of items) {
      const thumbnails = [];
      for (const photo of photos.filter((p) => p.itemKey === item.key).slice(0, 6)) {
        const doc = await this.deps.documents.get(tx, photo.thumbnailDocumentId);
        thumbnails.push({ jpeg: doc.bytes, ratio: photo.width / photo.height });
      }
      const readings = item.measurementFields
        .filter((f) => item.measurements[f.key] !== undefined)
        .map((f) => `${f.label} ${item.measurements[f.key]}${f.unit ? ` ${f.unit}` : ''}`)
        .join(' · ');
      facts.push({ area: item.area, label: item.label, rating: item.rating!, note: item.note, readings, thumbnails });
    }
    return facts;
  }

  /** The workshop's list of checks that new inspections copy, in order. */
  currentChecks(em: EntityManager): Promise<InspectionCheck[]> {
    return em.find(InspectionCheck, { hidden: false }, { orderBy: { position: 'asc' } });
  }

  private async itemView(em: EntityManager, jobCardId: string, key: string): Promise<InspectionItemView> {
    const view = await this.inspection(em.fork(), jobCardId);
    return view.items.find((i) => i.key === key)!;
  }

  private async lockEditable(tx: EntityManager, jobCardId: string): Promise<JobCard> {
    const card = await this.deps.jobcards.lockCard(tx, jobCardId);
    if (!card) throw AppError.notFound('This job card no longer exists.');
    step(card, 'inspectionEdit');
    return card;
  }

  /** The card's item `key`, copying the workshop's list into the card first when this is its first inspection. */
  private async itemOf(tx: EntityManager, card: JobCard, key: string): Promise<InspectionItem> {
    if (!(await tx.count(InspectionItem, { jobCard: card._id }))) {
      for (const check of await this.currentChecks(tx)) {
        tx.create(InspectionItem, { jobCard: card, key: check.key, area: check.area, label: check.label, measurementFields: check.measurements, position: check.position });
      }
      await tx.flush();
    }
    const item = await tx.findOne(InspectionItem, { jobCard: card._id, key });
    if (!item) throw AppError.notFound('This check is not part of the job card’s inspection.');
    return item;
  }
}
