/** A canned job as REST answers it: prices in dollars (129.95). */
import { json } from '../../shared/json-schema.js';
import { centsToDollars } from '../../shared/money.js';
import { lineKindJson, lineKindProperties } from '../../shared/priced-document.js';
import type { CannedJob, CannedLine } from './canned-job.entity.js';

/** A line: unitPrice in dollars (null for a labour line priced by its rate when applied), its kind, GST and labour fields as any line's. */
export const cannedJobSchema = json.named(
  'CannedJob',
  json.object({
    _id: json.id(),
    name: json.string(),
    lines: json.array(
      json.object({
        description: json.string(),
        quantity: json.number(),
        unitPrice: json.nullable(json.number({ description: 'Dollars; null for labour priced by its rate when applied.' })),
        ...lineKindProperties,
      }),
    ),
    createdAt: json.dateTime(),
    updatedAt: json.dateTime(),
  }),
);

function lineJson(line: CannedLine) {
  return { description: line.description, quantity: line.quantity, unitPrice: line.priceFromRate ? null : centsToDollars(line.unitPriceCents), ...lineKindJson(line) };
}

export function cannedJobJson(job: CannedJob) {
  return {
    _id: job._id,
    name: job.name,
    lines: job.lines.map(lineJson),
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}
