/**
 * Canned jobs: named templates of lines that owners and service advisers keep and add to a job
 * card in one action; technicians read them (who may call what is the operations' access). Applied
 * lines are appended to the card's items through the job card's own save (its revision check, the
 * Invoiced lock, the audit trail and the live announcement), then edited as any line.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUniqueViolation } from '../../db/errors.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import type { FieldChanges } from '../../shared/changes.js';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { centsToDollars } from '../../shared/money.js';
import type { LineEdge, LineRules, PricedLine } from '../../shared/priced-document.js';
import { normaliseName } from '../../shared/text.js';
import type { Clock } from '../../shared/time.js';
import type { JobCard } from '../jobcards/jobcard.entity.js';
import type { JobCardService } from '../jobcards/jobcard.service.js';
import { decidedQuote, step } from '../jobcards/public.js';
import { CannedJob, type CannedLine } from './canned-job.entity.js';
import { CANNED_LINES, MAX_NAME, type CannedJobInput } from './canned-jobs.inputs.js';

const NOT_FOUND = 'This canned job no longer exists.';
const NO_LINES = 'A canned job needs at least one line.';
/** How many times applying reads the card again when another save came first. */
const APPLY_ATTEMPTS = 5;

const duplicate = (name: string) => AppError.badInput(`A canned job named “${name}” already exists.`, { name: [`A canned job named “${name}” already exists.`] });

export interface CannedJobsDeps {
  clock: Clock;
  changes: ChangeUnit;
  jobcards: JobCardService;
  /** The lines of a request, each labour line's rate and technician checked (documents). */
  readLines: (em: EntityManager, raw: unknown, edge: LineEdge, rules?: LineRules) => Promise<PricedLine[]>;
}

/** A stored line as a job card's edge sends it: the price in dollars (unitPrice), the rest as it is. */
function asSent({ unitPriceCents, ...line }: PricedLine): Record<string, unknown> {
  return { ...line, unitPrice: centsToDollars(unitPriceCents) };
}

export class CannedJobsService {
  constructor(private readonly deps: CannedJobsDeps) {}

  /** Every canned job, by name (ignoring case). */
  async list(em: EntityManager): Promise<CannedJob[]> {
    const jobs = await em.find(CannedJob, {});
    return jobs.sort((a, b) => a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' }) || a.name.localeCompare(b.name));
  }

  async create(em: EntityManager, input: CannedJobInput): Promise<CannedJob> {
    const { name, lines } = await this.read(em, input);
    const now = this.deps.clock.now();
    const job = Object.assign(new CannedJob(), { name, lines, createdAt: now, updatedAt: now });
    try {
      await this.deps.changes.run(em, async (tx, effects) => {
        await tx.insert(CannedJob, { _id: job._id, name, lines, createdAt: now, updatedAt: now });
        effects.audit({ action: 'canned_job.created', entityType: 'canned_job', entityId: job._id, summary: `Canned job “${name}” added (${countOf(lines)})`, changes: { name: [null, name], lines: [null, lines] } });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate(name);
      throw err;
    }
    return job;
  }

  async update(em: EntityManager, id: string, input: CannedJobInput): Promise<CannedJob> {
    const { name, lines } = await this.read(em, input);
    try {
      return await this.deps.changes.run(em, async (tx, effects) => {
        const job = await this.find(tx, id);
        const changes: FieldChanges = {};
        if (job.name !== name) changes.name = [job.name, name];
        if (stable(job.lines) !== stable(lines)) changes.lines = [job.lines, lines];
        if (!Object.keys(changes).length) return job;
        const was = job.name;
        Object.assign(job, { name, lines, updatedAt: this.deps.clock.now() });
        await tx.flush();
        const what = changes.name ? `renamed “${name}”` : 'changed';
        effects.audit({ action: 'canned_job.changed', entityType: 'canned_job', entityId: job._id, summary: `Canned job “${was}” ${what}`, changes });
        return job;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate(name);
      throw err;
    }
  }

  async delete(em: EntityManager, id: string): Promise<string> {
    await this.deps.changes.run(em, async (tx, effects) => {
      const job = await this.find(tx, id);
      await tx.nativeDelete(CannedJob, { _id: job._id });
      effects.audit({ action: 'canned_job.deleted', entityType: 'canned_job', entityId: job._id, summary: `Canned job “${job.name}” deleted`, changes: { name: [job.name, null], lines: [job.lines, null] } });
    });
    return 'Canned job deleted.';
  }

  /**
   * Appends the canned job's lines to the card's items, as an autosave of the card would: refused
   * for an Invoiced card (409); lines added after the customer decided a quote are marked added.
   * When another save of the card came first, the card is read again and the lines appended to it.
   */
  async apply(em: EntityManager, jobCardId: string, cannedJobId: string, caller: Parameters<JobCardService['update']>[3] = null): Promise<JobCard> {
    const job = await this.find(em, cannedJobId);
    const lines = job.lines.map(applied);
    for (let attempt = 1; ; attempt++) {
      const card = await this.deps.jobcards.get(em.fork(), jobCardId);
      step(card, 'edit');
      const decided = decidedQuote(card.quoteList ?? []) !== null;
      const finalItems = [...card.finalItems.map(asSent), ...lines.map((line) => (decided ? { ...line, origin: 'added' } : line))];
      try {
        return await this.deps.jobcards.update(em, card._id, { finalItems, revision: card.revision } as unknown as Parameters<JobCardService['update']>[2], caller);
      } catch (err) {
        if (attempt < APPLY_ATTEMPTS && err instanceof AppError && err.code === 'CONFLICT') continue;
        throw namingCannedLine(err, job.name, card.finalItems.length);
      }
    }
  }

  /**
   * The name (tidied, 1 to 100 characters) and the lines as any document reads them. A labour line
   * sent without a price is kept as priced by its rate (the one named, else the workshop's default):
   * it takes the rate's price of the day it is applied.
   */
  private async read(em: EntityManager, input: CannedJobInput): Promise<{ name: string; lines: CannedLine[] }> {
    const name = normaliseName(input.name ?? '');
    if (!name) throw AppError.badInput('Name is required.', { name: ['Name is required.'] });
    if (name.length > MAX_NAME) throw AppError.badInput(`Name must be at most ${MAX_NAME} characters.`, { name: [`Name must be at most ${MAX_NAME} characters.`] });
    const raw: unknown = input.lines;
    const rated = Array.isArray(raw) ? raw.map(pricedByRate) : [];
    const lines = await this.deps.readLines(em, raw, CANNED_LINES, { empty: NO_LINES });
    return { name, lines: lines.map((line, i): CannedLine => (rated[i] && line.labourRateId ? { ...line, priceFromRate: true } : line)) };
  }

  private async find(em: EntityManager, id: string): Promise<CannedJob> {
    const job = isId(id) ? await em.findOne(CannedJob, { _id: id }) : null;
    if (!job) throw AppError.notFound(NOT_FOUND);
    return job;
  }
}

/** A labour line sent without a price of its own. */
function pricedByRate(line: unknown): boolean {
  if (typeof line !== 'object' || line === null) return false;
  const { kind, hours, unitPrice, estimateCost } = line as Record<string, unknown>;
  const labour = typeof kind === 'string' ? kind.trim().toLowerCase() === 'labour' : kind == null && hours != null;
  return labour && unitPrice == null && estimateCost == null;
}

/** A canned line as a job card's save is sent it: a line priced by its rate goes without a price (the card's reader gives it the rate's). */
function applied({ priceFromRate, ...line }: CannedLine): Record<string, unknown> {
  if (!priceFromRate) return asSent(line);
  const { unitPriceCents: _then, ...unpriced } = line;
  return unpriced;
}

/**
 * A refusal of one of the canned job's own lines (its labour rate or technician gone since it was
 * saved) names the canned job and its line, not the card's line number.
 */
function namingCannedLine(err: unknown, name: string, cardLines: number): unknown {
  const line = err instanceof AppError && err.code === 'BAD_USER_INPUT' ? /^Line (\d+): (.*)$/.exec(err.message) : null;
  if (!line || Number(line[1]) <= cardLines) return err;
  const message = `Canned job “${name}”, line ${Number(line[1]) - cardLines}: ${line[2]} Change it in Canned Jobs.`;
  return AppError.badInput(message, { cannedJobId: [message] });
}

const countOf = (lines: readonly CannedLine[]) => (lines.length === 1 ? '1 line' : `${lines.length} lines`);

/** Lines as comparable text, whatever order their keys come in (the database keeps its own). */
const stable = (lines: readonly CannedLine[]) => JSON.stringify(lines.map((line) => Object.fromEntries(Object.entries(line).sort(([a], [b]) => a.localeCompare(b)))));
