/** The job card list's filters as a query. */
import { AppError } from '../../shared/errors.js';
import { regoKey } from '../../shared/rego.js';
import { likePattern } from '../../shared/text.js';
import { isJobStatus } from './jobcard-status.js';
import type { JobCardFilter } from './jobcard.inputs.js';

/** The list's filters: customer name (partial, any case), rego (partial, ignoring case and spaces), status. */
export function whereOf(filter: JobCardFilter): Record<string, unknown> {
  const where: Record<string, unknown> = {};
  const name = filter.customerName?.trim();
  if (name) where.customerName = { $ilike: likePattern(name) };
  const rego = filter.carRego ? regoKey(filter.carRego) : '';
  if (rego) where.regoKey = { $like: likePattern(rego) };
  if (filter.status) {
    if (!isJobStatus(filter.status)) throw AppError.badInput(`Unknown status "${filter.status}".`);
    where.status = filter.status;
  }
  return where;
}
