/** Recommended work as REST answers it. */
import { json } from '../../shared/json-schema.js';
import type { RecommendedWork } from './recommended-work.entity.js';

export const recommendedWorkSchema = json.named(
  'RecommendedWork',
  json.object({
    _id: json.id(),
    regoKey: json.string(),
    description: json.string(),
    quantity: json.number(),
    unitPriceCents: json.cents('The unit price as quoted, in cents.'),
    quotedCents: json.cents('The line’s quoted price, in cents.'),
    pricesIncludeGst: json.boolean(),
    jobCardId: json.id('The job card whose quote it was on.'),
    quoteId: json.id('The quote it was declined on.'),
    quoteNumber: json.string(),
    declinedAt: json.dateTime(),
    declinedOn: json.date('The day it was declined (workshop calendar).'),
    status: json.oneOf(['open', 'done', 'dismissed']),
    closedAt: json.nullable(json.dateTime()),
    closedBy: json.nullable(json.string()),
    doneOnJobCardId: json.nullable(json.id()),
    photos: json.array(json.object({ id: json.id(), width: json.integer(), height: json.integer(), url: json.string(), thumbnailUrl: json.string() })),
  }),
);

export function recommendedWorkJson(w: RecommendedWork) {
  return {
    _id: w._id,
    regoKey: w.regoKey,
    description: w.description,
    quantity: w.quantity,
    unitPriceCents: w.unitPriceCents,
    quotedCents: w.quotedCents,
    pricesIncludeGst: w.pricesIncludeGst,
    jobCardId: w.jobCardId,
    quoteId: w.quoteId,
    quoteNumber: w.quoteNumber,
    declinedAt: w.declinedAt.toISOString(),
    declinedOn: w.declinedOn,
    status: w.status,
    closedAt: w.closedAt?.toISOString() ?? null,
    closedBy: w.closedBy ?? null,
    doneOnJobCardId: w.doneOnJobCardId ?? null,
    photos: w.photos.map((p) => ({ id: p.id, width: p.width, height: p.height, url: p.url, thumbnailUrl: p.thumbnailUrl })),
  };
}
