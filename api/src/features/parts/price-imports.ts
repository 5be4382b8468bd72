/**
 * Supplier price files into the catalogue, in two steps staff see: the file is read and checked in
 * the background (slices of rows between turns of the event loop, so the server keeps answering),
 * its good rows kept aside with what each would do (a new part, a changed one, unchanged) and each
 * bad row named by its line; then, when staff apply it, every good row is applied in one
 * transaction: costs, descriptions, brands and barcodes of the supplier's parts it changes, and the
 * parts it adds. A bad row is never applied, in part or whole. A part without a fixed sell price
 * sells by its new cost through the markup matrix from then on.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../../db/raw.js';
import type { FeatureLog } from '../../feature.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import type { Clock } from '../../shared/time.js';
import { columnsOf, csvRecords, isBad, readPriceRow, type BadRow, type PriceRow } from './price-file.js';
import { PriceImport, type PriceImportPreview } from './price-import.entity.js';
import { Supplier } from './supplier.entity.js';

const IMPORT_NOT_FOUND = 'This price file import does not exist.';
/** Rows read between two turns of the event loop, and written to the database in one statement. */
const SLICE = 2_000;
const MAX_PROBLEMS = 100;
const PREVIEW_ROWS = 10;
/** An import still reading or applying after this long was left by a server that stopped. */
const STALE_AFTER_MS = 30 * 60_000;
const STOPPED = 'The server stopped before this price file was done. Nothing of it was applied: upload it again.';

export interface PriceImportsDeps {
  clock: Clock;
  changes: ChangeUnit;
  /** A fresh EntityManager for the work done after the request has been answered. */
  em: () => EntityManager;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export class PriceImports {
  /** The reading and applying in progress on this instance (awaited when the server stops, and by tests). */
  private readonly running = new Set<Promise<void>>();
  /** Where a background failure is reported: the server's logger once it exists. */
  private log: Pick<FeatureLog, 'error' | 'warn'> = console;

  constructor(private readonly deps: PriceImportsDeps) {}

  logTo(log: FeatureLog): void {
    this.log = log;
  }

  /** Starts reading a supplier's CSV price file: answers the import (status 'reading'); GET it for progress. */
  async start(em: EntityManager, supplierId: string, csv: string, byName: string): Promise<PriceImport> {
    const supplier = isId(supplierId) ? await em.findOne(Supplier, { _id: supplierId }) : null;
    if (!supplier) throw AppError.notFound('This supplier does not exist.');
    const columns = supplier.priceFileColumns;
    if (!columns) throw AppError.badInput(`Set ${supplier.name}’s price file columns first: which headers hold the part number and the cost price.`);
    if (!csv.trim()) throw AppError.badInput('The price file is empty.');
    const records = csvRecords(csv);
    const header = records.next();
    if (header.done) throw AppError.badInput('The price file is empty.');
    const { at, missing } = columnsOf(header.value.fields, columns);
    if (missing.length) throw AppError.badInput(`The price file has no column ${missing.join(' or ')}: its header row is ${header.value.fields.map((h) => `“${h.trim()}”`).join(', ')}.`);
    const started = Object.assign(new PriceImport(), { supplierId, status: 'reading', byName: byName.slice(0, 100), createdAt: this.deps.clock.now() });
    await em.insert(started);
    this.background(started._id, () => this.read(started._id, supplierId, records, at));
    return started;
  }

  async get(em: EntityManager, id: string): Promise<PriceImport> {
    const found = isId(id) ? await em.findOne(PriceImport, { _id: id }, { refresh: true }) : null;
    if (!found) throw AppError.notFound(IMPORT_NOT_FOUND);
    return found;
  }

  /** Applies a read file's good rows (status 'ready'; 409 otherwise): answers the import (status 'applying'). */
  async apply(em: EntityManager, id: string, byName: string): Promise<PriceImport> {
    if (!isId(id)) throw AppError.notFound(IMPORT_NOT_FOUND);
    const claimed = await em.execute<Array<{ _id: string }>>(`UPDATE price_import SET status = 'applying' WHERE _id = ? AND status = 'ready' RETURNING _id`, [id]);
    if (!claimed.length) {
      const now = await this.get(em, id);
      throw AppError.conflict(now.status === 'applied' ? 'This price file is applied already.' : `This price file cannot be applied: it is ${now.status}.`);
    }
    this.background(id, () => this.write(id, byName));
    return this.get(em, id);
  }

  /**
   * Marks failed the imports left reading or applying by a server that stopped mid-way (a file of
   * 200,000 rows takes seconds, so one still at it after STALE_AFTER_MS has no server working on it).
   * Applying is one transaction: a stopped one applied nothing.
   */
  async failStale(em: EntityManager = this.deps.em()): Promise<number> {
    const before = new Date(this.deps.clock.now().getTime() - STALE_AFTER_MS);
    const rows = await em.execute<Array<{ _id: string }>>(
      `UPDATE price_import SET status = 'failed', failure = ? WHERE status IN ('reading', 'applying') AND created_at < ? RETURNING _id`,
      [STOPPED, before],
    );
    return rows.length;
  }

  /**
   * At the server's start: fails what a stopped server left, as work the close waits for. A query
   * still waiting for its connection when the pool ends would hold that connection for good
   * (kysely 0.29 drops one handed over after its destroy), and the close would never finish.
   */
  resumeAfterStop(): void {
    const run = this.failStale()
      .then(() => undefined)
      .catch((err: unknown) => this.log.warn({ err }, 'could not fail the price imports a stopped server left'))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Waits for the work in progress (the server's stop, tests). */
  async settled(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }

  private background(id: string, work: () => Promise<void>): void {
    const run = work()
      .catch(async (err: unknown) => {
        this.log.error({ err, importId: id }, 'price file import failed');
        const failure = err instanceof AppError ? err.message : 'The price file could not be imported. Please try again.';
        await this.deps.em().execute(`UPDATE price_import SET status = 'failed', failure = ? WHERE _id = ?`, [failure, id]).catch(() => undefined);
      })
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Reads the rows in slices: the good ones kept aside, the bad ones named; then what each good one would do. */
  private async read(id: string, supplierId: string, records: Generator<{ line: number; fields: string[] }>, at: Parameters<typeof readPriceRow>[2]): Promise<void> {
    const em = this.deps.em();
    const firstLine = new Map<string, number>();
    const barcodeLine = new Map<string, number>();
    const problems: BadRow[] = [];
    let bad = 0;
    let rows = 0;
    for (;;) {
      const good: PriceRow[] = [];
      let done = false;
      for (let n = 0; n < SLICE; n++) {
        const next = records.next();
        if (next.done) {
          done = true;
          break;
        }
        rows++;
        let row: PriceRow | BadRow = readPriceRow(next.value.line, next.value.fields, at);
        if (!isBad(row)) {
          const before = firstLine.get(row.partKey);
          const sameBarcode = row.barcode ? barcodeLine.get(row.barcode) : undefined;
          if (before !== undefined) row = { line: row.line, message: `Line ${row.line}: part number ${row.partNumber} is also on line ${before}; only the first is taken.` };
          else if (sameBarcode !== undefined) row = { line: row.line, message: `Line ${row.line}: the barcode ${row.barcode} of ${row.partNumber} is also on line ${sameBarcode}; only the first is taken.` };
          else {
            firstLine.set(row.partKey, row.line);
            if (row.barcode) barcodeLine.set(row.barcode, row.line);
          }
        }
        if (isBad(row)) {
          bad++;
          if (problems.length < MAX_PROBLEMS) problems.push(row);
        } else good.push(row);
      }
      if (good.length) await keepRows(em, id, good);
      await em.execute('UPDATE price_import SET processed = ?, rows = ? WHERE _id = ?', [rows, rows, id]);
      if (done) break;
      await nextTurn();
    }
    bad += await this.judge(em, id, supplierId, problems);
    const counts = await em.execute<Array<{ outcome: string; n: number }>>('SELECT outcome, count(*)::int AS n FROM price_import_row WHERE import_id = ? GROUP BY outcome', [id]);
    const count = (outcome: string) => counts.find((c) => c.outcome === outcome)?.n ?? 0;
    const preview = await em.execute<PriceImportPreview[]>(
      `SELECT line, part_number AS "partNumber", description, brand, cost_cents AS "costCents", barcode, outcome FROM price_import_row WHERE import_id = ? ORDER BY line LIMIT ${PREVIEW_ROWS}`,
      [id],
    );
    problems.sort((a, b) => a.line - b.line);
    await em.execute(
      `UPDATE price_import SET status = 'ready', rows = ?, processed = ?, new_count = ?, changed_count = ?, unchanged_count = ?, bad_count = ?, problems = ?::jsonb, preview = ?::jsonb WHERE _id = ?`,
      [rows, rows, count('new'), count('changed'), count('unchanged'), bad, JSON.stringify(problems.slice(0, MAX_PROBLEMS)), JSON.stringify(preview), id],
    );
  }

  /**
   * What each kept row would do: change the supplier's part of its number (or leave it as it is),
   * or add a part. A row whose barcode another part of the catalogue has is bad: left out and named
   * (one whose barcode an earlier row has was named as it was read).
   */
  private async judge(em: EntityManager, id: string, supplierId: string, problems: BadRow[]): Promise<number> {
    await em.execute(
      `UPDATE price_import_row r SET part_id = p._id,
              outcome = CASE WHEN p.cost_cents = r.cost_cents AND (r.description IS NULL OR r.description = p.description)
                              AND (r.brand IS NULL OR r.brand IS NOT DISTINCT FROM p.brand) AND (r.barcode IS NULL OR r.barcode IS NOT DISTINCT FROM p.barcode)
                             THEN 'unchanged' ELSE 'changed' END
         FROM part p WHERE r.import_id = ? AND p.supplier_id = ? AND p.part_key = r.part_key`,
      [id, supplierId],
    );
    await em.execute(`UPDATE price_import_row SET outcome = 'new' WHERE import_id = ? AND outcome IS NULL`, [id]);
    const clashes = await em.execute<Array<{ line: number; barcode: string; part_number: string }>>(
      `DELETE FROM price_import_row r USING part p
        WHERE r.import_id = ? AND p.barcode = r.barcode AND p._id IS DISTINCT FROM r.part_id
        RETURNING r.line, r.barcode, r.part_number`,
      [id],
    );
    for (const c of clashes) if (problems.length < MAX_PROBLEMS) problems.push({ line: c.line, message: `Line ${c.line}: the barcode ${c.barcode} of ${c.part_number} belongs to another part.` });
    return clashes.length;
  }

  /** Every kept row applied in one transaction, audited; the kept rows dropped. */
  private async write(id: string, byName: string): Promise<void> {
    const at = this.deps.clock.now();
    await this.deps.changes.run(this.deps.em(), async (tx, effects) => {
      const [job] = await tx.execute<Array<{ supplier_id: string; new_count: number; changed_count: number; name: string }>>(
        'SELECT i.supplier_id, i.new_count, i.changed_count, s.name FROM price_import i JOIN supplier s ON s._id = i.supplier_id WHERE i._id = ?',
        [id],
      );
      await tx.execute(
        `UPDATE part p SET cost_cents = r.cost_cents, description = coalesce(r.description, p.description), brand = coalesce(r.brand, p.brand),
                barcode = coalesce(r.barcode, p.barcode), updated_at = ?
           FROM price_import_row r WHERE r.import_id = ? AND r.outcome = 'changed' AND p._id = r.part_id`,
        [at, id],
      );
      await tx.execute(
        `INSERT INTO part (_id, part_number, part_key, description, brand, supplier_id, cost_cents, barcode, created_at, updated_at)
         SELECT substr(replace(gen_random_uuid()::text, '-', ''), 1, 24), r.part_number, r.part_key, coalesce(r.description, r.part_number), r.brand, ?, r.cost_cents, r.barcode, ?, ?
           FROM price_import_row r WHERE r.import_id = ? AND r.outcome = 'new' ORDER BY r.line`,
        [job.supplier_id, at, at, id],
      );
      await tx.execute('DELETE FROM price_import_row WHERE import_id = ?', [id]);
      await tx.execute(`UPDATE price_import SET status = 'applied', applied_at = ? WHERE _id = ?`, [at, id]);
      effects.audit({
        action: 'price_file.applied',
        entityType: 'supplier',
        entityId: job.supplier_id,
        summary: `Price file of ${job.name} applied by ${byName}: ${job.new_count} parts added, ${job.changed_count} changed`,
      });
    });
    // A supplier's range can double the catalogue at once: the planner's statistics of the parts
    // are brought up to date now, not when autovacuum next looks, so searches keep their plans.
    await this.deps.em().execute('ANALYZE part');
  }
}

/** Good rows kept aside, one statement for a slice. */
async function keepRows(em: EntityManager, id: string, rows: readonly PriceRow[]): Promise<void> {
  const list = (pick: (r: PriceRow) => string | number | null) => pgArray(rows.map(pick));
  await em.execute(
    `INSERT INTO price_import_row (import_id, line, part_number, part_key, description, brand, cost_cents, barcode)
     SELECT ?, * FROM unnest(?::int[], ?::text[], ?::text[], ?::text[], ?::text[], ?::int[], ?::text[])`,
    [id, list((r) => r.line), list((r) => r.partNumber), list((r) => r.partKey), list((r) => r.description), list((r) => r.brand), list((r) => r.costCents), list((r) => r.barcode)],
  );
}
