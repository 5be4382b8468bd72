/**
 * The inspection a quote was sent with: recorded on the quote when it is sent (its rated checks and
 * the ids of their photos), then shown on the customer's quote page, whose photo links serve only
 * those photos. A photo staff deleted since is gone for the customer too; one added since never shows.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { QuoteStatus, type Quote, type QuotedCheck } from '../jobcards/quote.entity.js';
import { InspectionPhoto, type InspectionRating } from './inspection.entity.js';
import type { InspectionService, InspectionView } from './inspection.service.js';
import { PHOTO_GONE } from './photo-store.js';
import { quoteInspection, rankedRated, type InspectionCheckView } from './inspection.types.js';

/** A quote as its page reads it. `shown` null: sent before quotes recorded their inspection. */
export interface QuoteOfCard {
  id: string;
  jobCardId: string;
  superseded: boolean;
  shown: QuotedCheck[] | null;
}

/** The entity's part the page needs. */
export function quoteOfCard(quote: Quote): QuoteOfCard {
  return { id: quote._id, jobCardId: quote.jobCard._id, superseded: quote.status === QuoteStatus.superseded, shown: quote.inspectionShown ?? null };
}

/**
 * What a quote records when it is sent: the rated checks (urgent and soon first) with their photos,
 * then any unrated check's photos (its photo links served them then, the page never showed them).
 */
export function checksToRecord(view: InspectionView): QuotedCheck[] {
  const rated = rankedRated(view.items);
  const photographed = view.items.filter((i) => !i.rating && i.photos.length);
  return [...rated, ...photographed].map((item) => ({
    key: item.key,
    area: item.area,
    label: item.label,
    rating: item.rating,
    note: item.note,
    readings: item.measurementFields.map((f) => ({ key: f.key, label: f.label, unit: f.unit, value: item.measurements[f.key] ?? null })),
    photos: item.photos.map((p) => ({ id: p.id, width: p.width, height: p.height })),
  }));
}

/**
 * The checks the quote's page shows. A quote sent before quotes recorded their inspection shows
 * the card's inspection while it is the card's standing quote, and none once it was superseded
 * (what it was sent with is not known, and the card's current one is not what was quoted).
 */
export async function quotedChecks(em: EntityManager, inspections: InspectionService, quote: QuoteOfCard): Promise<InspectionCheckView[]> {
  if (!quote.shown) return quote.superseded ? [] : quoteInspection(await inspections.inspection(em, quote.jobCardId), quote.id);
  const ids = quote.shown.flatMap((c) => c.photos.map((p) => p.id));
  const kept = ids.length ? await em.find(InspectionPhoto, { _id: { $in: ids }, jobCard: quote.jobCardId }, { fields: ['_id'] }) : [];
  const still = new Set(kept.map((p) => p._id));
  const base = `/api/quotes/${quote.id}/photos`;
  return quote.shown.filter((c) => c.rating).map((c) => ({
    key: c.key,
    area: c.area,
    label: c.label,
    rating: c.rating as InspectionRating,
    note: c.note,
    readings: c.readings,
    photos: c.photos.filter((p) => still.has(p.id)).map((p) => ({ ...p, url: `${base}/${p.id}`, thumbnailUrl: `${base}/${p.id}?size=thumb` })),
  }));
}

/** A photo of the quote's page (image or thumbnail): only one the quote was sent with (404 for any other). */
export function quotedPhoto(em: EntityManager, inspections: InspectionService, quote: QuoteOfCard, photoId: string, size: 'full' | 'thumb') {
  const allowed = quote.shown ? quote.shown.some((c) => c.photos.some((p) => p.id === photoId)) : !quote.superseded;
  if (!allowed) throw AppError.notFound(PHOTO_GONE);
  return inspections.photo(em, quote.jobCardId, photoId, size);
}
