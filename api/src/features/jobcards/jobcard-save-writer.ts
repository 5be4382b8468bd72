/**
 * The autosave's writes. Each card's saves are written in the order they were made, one at a time:
 * a save waits for the card's previous one, so a later save never lands before an earlier one
 * (and a batch below holds a card at most once: one UPDATE cannot change a row twice).
 *
 * On a PostgreSQL server, with group commit (as the booking writer does for bookings): the saves
 * that arrive in the same event-loop turn are written, each with its audit record, by ONE
 * statement: one round trip and one commit for all of them, where each autosave of a busy workshop
 * was a statement and a commit of its own. The batch locks its cards in id order, so two batches
 * never deadlock on each other. If a grouped statement fails as a whole, its saves are written
 * again one by one (saveEdit), so only a faulty one fails. The statement sends one array per field
 * and reads them back with `unnest`: its text is the same for any number of saves, so each pooled
 * connection prepares and plans it once. Saves that set the vehicle's fields are not grouped (see
 * saveEdit: the odometer's trigger stays out of the rest), nor are those of embedded PGlite.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { boundQuery, pgArray } from '../../db/raw.js';
import { inOrderPerKey } from '../../shared/turns.js';
import { JobCard } from './jobcard.entity.js';
import type { JobStatus } from './jobcard-status.js';
import { alsoWrittenSql, recordSaves, returnedColumns, saveAllowed, savedColumns, saveEdit, WAS_COLUMNS, type AlsoWritten, type CardEdit, type SaveBy, type SavedCard } from './jobcard-save.js';

const MAX_BATCH = 64;

interface Pending {
  /** The request's entity manager: the saved card is mapped into it. */
  em: EntityManager;
  id: string;
  edit: CardEdit;
  by: SaveBy;
  done: (saved: SavedCard | null) => void;
  fail: (err: unknown) => void;
}

/** [name, array element type, the value of a save]: the statement's inputs, in the order `unnest` names them. */
const INPUTS: ReadonlyArray<[string, string, (p: Pending) => string | number | boolean | null]> = [
  ['id', 'char(24)', (p) => p.id],
  ['final_items', 'jsonb', (p) => (p.edit.finalItems ? JSON.stringify(p.edit.finalItems) : null)],
  ['mechanic_notes', 'text', (p) => p.edit.mechanicNotes],
  ['workshop_notes', 'text', (p) => p.edit.workshopNotes],
  ['status', 'text', (p) => p.edit.status],
  ['customer_email', 'text', (p) => p.edit.customerEmail],
  ['set_phone', 'boolean', (p) => p.edit.customerPhone !== undefined],
  ['customer_phone', 'text', (p) => p.edit.customerPhone ?? null],
  ['revision', 'int', (p) => p.edit.revision],
  ['at', 'timestamptz', (p) => p.by.at.toISOString()],
  ['actor_kind', 'text', (p) => p.by.actor.kind],
  ['actor_id', 'char(24)', (p) => p.by.actor.id],
  ['actor_name', 'text', (p) => p.by.actor.name],
  ['ip', 'text', (p) => p.by.actor.ip],
];

/** Whether a save can join a batch: it leaves the vehicle's fields as they are. */
function groupable(edit: CardEdit): boolean {
  return [edit.vehicleMake, edit.vehicleModel, edit.vehicleYear, edit.odometerKm].every((value) => value === undefined);
}

export class JobCardSaveWriter {
  private queue: Pending[] = [];
  private scheduled = false;
  /** Each card's saves one after another: the next one waits for the last in progress. */
  private readonly inOrder = inOrderPerKey();
  private statement: string | null = null;

  /**
   * `em`: the application's (its connection pool writes the batches); `bound`: a PostgreSQL server,
   * where saves are grouped; `also`: what other features write in the same statement (read once,
   * when the first statement is made).
   */
  constructor(
    private readonly em: EntityManager,
    private readonly options: { bound: boolean; also?: AlsoWritten },
  ) {}

  private readonly also: AlsoWritten = () => (this.alsoCtes ??= this.options.also?.() ?? []);
  private alsoCtes: readonly string[] | null = null;

  /** Saves the edit (see saveEdit): the saved card, mapped into `em`, or null when nothing was saved. */
  save(em: EntityManager, id: string, edit: CardEdit, by: SaveBy): Promise<SavedCard | null> {
    const enqueue = () =>
      new Promise<SavedCard | null>((done, fail) => {
        this.queue.push({ em, id, edit, by, done, fail });
        if (!this.scheduled) {
          this.scheduled = true;
          setImmediate(() => this.flush());
        }
      });
    return this.inOrder(id, enqueue);
  }

  private flush(): void {
    this.scheduled = false;
    const queued = this.queue;
    this.queue = [];
    const grouped: Pending[] = [];
    for (const p of queued) {
      if (this.options.bound && groupable(p.edit)) grouped.push(p);
      else void this.writeAlone(p);
    }
    for (let i = 0; i < grouped.length; i += MAX_BATCH) void this.writeBatch(grouped.slice(i, i + MAX_BATCH));
  }

  private writeAlone(p: Pending): Promise<void> {
    return saveEdit(p.em, p.id, p.edit, this.options.bound, p.by, this.also).then(p.done, p.fail);
  }

  private async writeBatch(batch: Pending[]): Promise<void> {
    let rows: Map<string, Record<string, unknown>>;
    try {
      rows = await this.write(batch);
    } catch {
      // One statement failed for all: each save again on its own, so only a faulty one fails.
      for (const p of batch) await this.writeAlone(p);
      return;
    }
    for (const p of batch) {
      const row = rows.get(p.id);
      if (!row) {
        p.done(null);
        continue;
      }
      try {
        const { has_quotes: hasQuotes, was_status: wasStatus, ...fields } = row;
        p.done({ card: p.em.map(JobCard, fields), hasQuotes: Boolean(hasQuotes), wasStatus: wasStatus as JobStatus });
      } catch (err) {
        p.fail(err);
      }
    }
  }

  /** The saved rows by card id (a card not saved has none). */
  private async write(batch: Pending[]): Promise<Map<string, Record<string, unknown>>> {
    const rows = await boundQuery<Record<string, unknown>>(
      this.em,
      this.sql(),
      INPUTS.map(([, , of]) => pgArray(batch.map(of))),
      'jobcard-autosave-batch',
    );
    return new Map(rows.map((row) => [String(row._id), row]));
  }

  private sql(): string {
    if (this.statement) return this.statement;
    const returned = returnedColumns(this.em);
    const qualified = returned
      .split(', ')
      .map((col) => `job_card.${col}`)
      .join(', ');
    this.statement = `WITH input AS (
    SELECT * FROM unnest(${INPUTS.map(([, cast]) => `?::${cast}[]`).join(', ')}) AS i(${INPUTS.map(([name]) => name).join(', ')})
  ),
  was AS (
    SELECT _id AS was_id, ${WAS_COLUMNS} FROM job_card WHERE _id IN (SELECT id FROM input) ORDER BY _id FOR UPDATE
  ),
  saved AS (
    UPDATE job_card SET
      ${savedColumns((field) => `i.${field}`)},
      revision = job_card.revision + 1
    FROM was JOIN input i ON i.id = was.was_id
    WHERE job_card._id = was.was_id AND ${saveAllowed('i.revision')}
    RETURNING ${qualified}, was.*, i.at AS by_at, i.actor_kind AS by_kind, i.actor_id AS by_id, i.actor_name AS by_name, i.ip AS by_ip
  ),
  ${recordSaves('saved.by_at, saved.by_kind, saved.by_id, saved.by_name, saved.by_ip')}${alsoWrittenSql(this.also)}
  SELECT ${returned}, saved.was_status, EXISTS (SELECT 1 FROM quote WHERE quote.job_card_id = saved._id) AS has_quotes FROM saved`;
    return this.statement;
  }
}
