/** The inspection's REST shapes: staff's view with each photo's paths, the list of checks. */
import { json } from '../../shared/json-schema.js';
import type { InspectionCheck } from './inspection.entity.js';
import type { InspectionView } from './inspection.service.js';

/** Where a card's photos are served to staff (with the admin token). */
export const photoBase = (jobCardId: string) => `/api/admin/jobcards/${jobCardId}/inspection/photos`;

/** Staff's view of a card's inspection: the GraphQL item fields, each photo with its paths. */
export const inspectionSchema = json.object({
  started: json.boolean(),
  readOnly: json.boolean(),
  items: json.array(json.object({ photos: json.array(json.object({ id: json.string(), url: json.string(), thumbnailUrl: json.string() })) })),
});

/** The workshop's checks. */
export const checksSchema = json.object({
  checks: json.array(json.object({ key: json.string(), area: json.string(), label: json.string(), hidden: json.boolean(), measurements: json.any('What it measures, if anything.') })),
});

/** Staff's view: each photo with its image and thumbnail paths (opened with the admin token). */
export function inspectionJson(view: InspectionView) {
  const base = photoBase(view.jobCardId);
  return {
    started: view.started,
    readOnly: view.readOnly,
    items: view.items.map((item) => ({
      ...item,
      photos: item.photos.map((p) => ({ ...p, url: `${base}/${p.id}`, thumbnailUrl: `${base}/${p.id}?size=thumb` })),
    })),
  };
}

export const checksJson = (checks: InspectionCheck[]) => ({ checks: checks.map(({ key, area, label, hidden, measurements }) => ({ key, area, label, hidden, measurements })) });
