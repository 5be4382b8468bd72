/** A canned job as REST answers it: prices in dollars (129.95). */
import { centsToDollars } from '../../shared/money.js';
import { lineKindJson } from '../../shared/priced-document.js';
import type { CannedJob, CannedLine } from './canned-job.entity.js';

/** A line: unitPrice in dollars (null for a labour line priced by its rate when applied), its kind, GST and labour fields as any line's. */
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
