/** A canned job as REST answers it: prices in dollars (129.95). */
import { centsToDollars } from '../../shared/money.js';
import type { CannedJob, CannedLine } from './canned-job.entity.js';

/** A line as it was sent: unitPrice in dollars (null for a labour line priced by its rate when applied), with the rest of what the line carries. */
function lineJson({ unitPriceCents, origin: _origin, priceFromRate, ...line }: CannedLine) {
  return { ...line, unitPrice: priceFromRate ? null : centsToDollars(unitPriceCents) };
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
