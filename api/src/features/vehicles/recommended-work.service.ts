/**
 * A vehicle's recommended work: what the customer declined on a quote stays on the vehicle until it
 * is done. The quote's decision records it (in its transaction, `recordDeclinedWork`); a job card of
 * the vehicle invoiced with the same work marks it done (`settleDoneWork`, in the invoice's
 * transaction); staff mark it done or dismiss it; the vehicle page, a job card and a booking show
 * what is still open.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { lineAmount, type PricedLine } from '../../shared/money.js';
import { regoKey } from '../../shared/rego.js';
import type { Clock } from '../../shared/time.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { RecommendedWork, RecommendedWorkStatus, type StoredPhoto } from './recommended-work.entity.js';

/** A quote's declined line as the decision records it. */
export interface DeclinedLine {
  /** Its line on the quote (0-based). */
  index: number;
  line: PricedLine;
  photos: StoredPhoto[];
}

/** A decided quote's declined lines, on the vehicle of `regoKey`. */
export interface DeclinedWork {
  regoKey: string;
  jobCardId: string;
  quoteId: string;
  quoteNumber: string;
  pricesIncludeGst: boolean;
  declinedAt: Date;
  /** The workshop's day of `declinedAt`. */
  declinedOn: string;
  lines: DeclinedLine[];
}

/** Work compared by its words: trimmed, spaces collapsed, in any case. */
const workKey = (description: string) => description.trim().replace(/\s+/g, ' ').toLowerCase();

/** Records the declined lines as the vehicle's recommended work, in `tx` (a line recorded before, by its quote and line, stays as it is). */
export async function recordDeclinedWork(tx: EntityManager, work: DeclinedWork): Promise<void> {
  const lines = work.lines.filter((l) => l.line.description.trim());
  if (!work.regoKey || !lines.length) return;
  const values = lines.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?::date, 'open')").join(', ');
  const params = lines.flatMap(({ index, line, photos }) => [
    newRowId(),
    work.regoKey,
    work.jobCardId,
    work.quoteId,
    work.quoteNumber,
    index,
    line.description.trim().slice(0, 500),
    line.quantity,
    line.unitPriceCents,
    lineAmount(line.quantity, line.unitPriceCents),
    work.pricesIncludeGst,
    JSON.stringify(photos),
    work.declinedAt,
    work.declinedOn,
  ]);
  await tx.getConnection().execute(
    `insert into recommended_work (_id, rego_key, job_card_id, quote_id, quote_number, line_index, description, quantity, unit_price_cents, quoted_cents,
                                   prices_include_gst, photo_refs, declined_at, declined_on, status)
     values ${values} on conflict (quote_id, line_index) do nothing`,
    params,
    'run',
    tx.getTransactionContext(),
  );
}

/**
 * The vehicle's open recommended work that an invoice's `lines` do (the same words) is done, in `tx`:
 * by `jobCardId` when a job card was invoiced (its own declined lines excepted), else by an invoice of its own.
 */
export async function settleDoneWork(tx: EntityManager, regoKeyOf: string, lines: readonly PricedLine[], jobCardId: string | null, at: Date): Promise<void> {
  const keys = [...new Set(lines.map((l) => workKey(l.description)).filter(Boolean))];
  if (!regoKeyOf || !keys.length) return;
  const keyList = `{${keys.map((k) => `"${k.replace(/(["\\])/g, '\\$1')}"`).join(',')}}`;
  await tx.getConnection().execute(
    `update recommended_work set status = 'done', closed_at = ?, done_on_job_card_id = ?
     where rego_key = ? and status = 'open' ${jobCardId ? 'and job_card_id <> ?' : ''} and lower(regexp_replace(btrim(description), '\\s+', ' ', 'g')) = any(?::text[])`,
    jobCardId ? [at, jobCardId, regoKeyOf, jobCardId, keyList] : [at, null, regoKeyOf, keyList],
    'run',
    tx.getTransactionContext(),
  );
}

function newRowId(): string {
  return new RecommendedWork()._id;
}

export interface RecommendedWorkDeps {
  changes: ChangeUnit;
  clock: Clock;
}

const NOT_FOUND = 'We have no such recommended work.';

export class RecommendedWorkService {
  constructor(private readonly deps: RecommendedWorkDeps) {}

  /** The vehicle's open recommended work, newest first (none for a rego the workshop has no work for). */
  async openFor(em: EntityManager, rego: string): Promise<RecommendedWork[]> {
    const key = regoKey(typeof rego === 'string' ? rego : '');
    if (!key) return [];
    return em.find(RecommendedWork, { regoKey: key, status: RecommendedWorkStatus.open }, { orderBy: { declinedAt: 'desc', lineIndex: 'asc' } });
  }

  /** Staff mark it done or dismiss it: it leaves the vehicle's list and is offered no more (409 when it was closed already). */
  async close(em: EntityManager, id: string, outcome: 'done' | 'dismissed', by: string): Promise<RecommendedWork> {
    if (outcome !== 'done' && outcome !== 'dismissed') throw AppError.badInput('The outcome must be "done" or "dismissed".', { outcome: ['The outcome must be "done" or "dismissed".'] });
    if (!isId(id)) throw AppError.notFound(NOT_FOUND);
    return this.deps.changes.run(em, async (tx, effects) => {
      const work = await tx.findOne(RecommendedWork, { _id: id });
      if (!work) throw AppError.notFound(NOT_FOUND);
      if (work.status !== RecommendedWorkStatus.open) throw AppError.conflict(`This work was already marked ${work.status}.`);
      work.status = outcome === 'done' ? RecommendedWorkStatus.done : RecommendedWorkStatus.dismissed;
      work.closedAt = this.deps.clock.now();
      work.closedBy = by.slice(0, 100);
      await tx.flush();
      effects.audit({
        action: outcome === 'done' ? 'recommended_work.done' : 'recommended_work.dismissed',
        entityType: 'recommended_work',
        entityId: work._id,
        summary: `Recommended work “${work.description}” on ${work.regoKey} ${outcome === 'done' ? 'marked done' : 'dismissed'}`,
        changes: { status: [RecommendedWorkStatus.open, work.status] },
      });
      return work;
    });
  }
}
