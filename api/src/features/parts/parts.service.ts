/**
 * The parts catalogue and its stock: parts found as staff type (number, description, brand or
 * barcode), added and changed (audited), their sell price fixed or made from the cost by the
 * markup matrix, and their stock moved through the ledger (stock-ledger.ts). Suppliers are kept
 * here too: the parts name them, their price files and purchase orders follow them.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { isUniqueViolation } from '../../db/errors.js';
import type { ChangeUnit, Effects } from '../../platform/outbox/public.js';
import { fieldChanges, snapshot } from '../../shared/changes.js';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { readLimit, type Page } from '../../shared/paging.js';
import { currentActor } from '../../shared/actor.js';
import type { LinePart, PricedLine } from '../../shared/priced-document.js';
import type { Clock } from '../../shared/time.js';
import type { AdminClaims } from '../auth/auth.types.js';
import { sellFromCost, type MarkupBand } from '../settings/public.js';
import { Part } from './part.entity.js';
import { searchParts } from './part-search.js';
import { readAdjustment, readPart, readSupplier, type PartFields } from './parts-read.js';
import type { PartInput, StockAdjustInput, SupplierInput } from './parts.inputs.js';
import { fitParts, reservedOf, returnParts } from './job-stock.js';
import { moveStock, units } from './stock-ledger.js';
import { StockMove } from './stock-move.entity.js';
import { postStocktake, type StocktakeInput, type StocktakeResult } from './stocktake.js';
import { Supplier } from './supplier.entity.js';

const PART_NOT_FOUND = 'This part no longer exists.';
const SUPPLIER_NOT_FOUND = 'This supplier does not exist.';
const MAX_SEARCH = 100;
const AUDITED = ['partNumber', 'description', 'brand', 'supplierId', 'costCents', 'fixedSellCents', 'gstFree', 'bin', 'barcode', 'reorderPoint', 'reorderQuantity', 'allowNegative', 'archivedAt'] as const;

export interface PartsDeps {
  clock: Clock;
  changes: ChangeUnit;
  /** The markup matrix in effect (settings). */
  markup: () => Promise<MarkupBand[]>;
}

const byName = (caller: AdminClaims) => caller.name?.trim() || caller.username;

/** A cursor of the parts list: the last part's key and id. */
function encodeCursor(part: Part): string {
  return Buffer.from(JSON.stringify([part.partKey, part._id])).toString('base64url');
}

function decodePartCursor(cursor: unknown): [string, string] | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  try {
    const key = typeof cursor === 'string' && cursor.length <= 200 ? JSON.parse(Buffer.from(cursor, 'base64url').toString()) : null;
    if (Array.isArray(key) && key.length === 2 && typeof key[0] === 'string' && isId(key[1])) return [key[0], key[1]];
  } catch {
    // below
  }
  throw AppError.badInput('The cursor is not valid: use the nextCursor of the previous page.');
}

export class PartsService {
  constructor(private readonly deps: PartsDeps) {}

  /**
   * Active parts by part number, one page at a time; with `q`: those whose barcode is it, whose
   * number starts with it, or whose number, description or brand hold each of its words (part-search.ts).
   */
  async search(em: EntityManager, query: { q?: unknown; bin?: unknown; limit?: unknown; after?: unknown }): Promise<Page<Part>> {
    const limit = Math.min(readLimit(query.limit), MAX_SEARCH);
    const after = decodePartCursor(query.after);
    if (query.q !== undefined && query.q !== null && typeof query.q !== 'string') throw AppError.badInput('q must be text.');
    const q = (query.q ?? '').trim();
    if (q.length > 100) throw AppError.badInput('A search has at most 100 characters.');
    if (query.bin !== undefined && query.bin !== null && typeof query.bin !== 'string') throw AppError.badInput('bin must be text.');
    const bin = query.bin?.trim() || null;
    const rows = await searchParts(em, q, after, limit + 1, bin);
    const parts = await this.priced(em, rows.map((row) => em.map(Part, row)));
    const items = parts.slice(0, limit);
    return { items, nextCursor: parts.length > limit ? encodeCursor(items.at(-1)!) : null };
  }

  async get(em: EntityManager, id: string): Promise<Part> {
    const [part] = await this.priced(em, [await this.find(em, id)]);
    return part;
  }

  async create(em: EntityManager, input: PartInput): Promise<Part> {
    const fields = readPart(input, 'create');
    const now = this.deps.clock.now();
    const { archived: _archived, ...values } = fields;
    try {
      const part = await this.deps.changes.run(em, async (tx, effects) => {
        if (values.supplierId) await this.supplier(tx, values.supplierId);
        const part = Object.assign(new Part(), values, { createdAt: now, updatedAt: now });
        await tx.persist(part).flush();
        effects.audit({ action: 'part.created', entityType: 'part', entityId: part._id, summary: `Part ${part.partNumber} added (${part.description})`, changes: fieldChanges({}, snapshot(part, AUDITED), AUDITED) });
        return part;
      });
      return this.get(em.fork(), part._id);
    } catch (err) {
      throw this.clash(err, fields);
    }
  }

  async update(em: EntityManager, id: string, input: PartInput): Promise<Part> {
    const fields = readPart(input, 'change');
    try {
      await this.deps.changes.run(em, async (tx, effects) => {
        const part = await this.find(tx, id);
        const before = snapshot(part, AUDITED);
        const { archived, ...values } = fields;
        if (values.supplierId) await this.supplier(tx, values.supplierId);
        Object.assign(part, values);
        if (archived !== undefined) part.archivedAt = archived ? (part.archivedAt ?? this.deps.clock.now()) : null;
        const changes = fieldChanges(before, snapshot(part, AUDITED), AUDITED);
        if (!Object.keys(changes).length) return;
        part.updatedAt = this.deps.clock.now();
        await tx.flush();
        effects.audit({ action: 'part.changed', entityType: 'part', entityId: part._id, summary: `Part ${part.partNumber} changed`, changes });
      });
    } catch (err) {
      throw this.clash(err, fields);
    }
    return this.get(em.fork(), id);
  }

  /** Adds or takes stock with a reason (audited): refused when it would go below zero and the part does not allow it. */
  async adjust(em: EntityManager, id: string, input: StockAdjustInput, caller: AdminClaims): Promise<Part> {
    const { quantity, reason } = readAdjustment(input);
    if (!isId(id)) throw AppError.notFound(PART_NOT_FOUND);
    await this.deps.changes.run(em, async (tx, effects) => {
      const after = await moveStock(tx, { partId: id, kind: 'adjusted', quantity, reason, byName: byName(caller), at: this.deps.clock.now() }, effects);
      const [{ part_number: number }] = await tx.execute<Array<{ part_number: string }>>('SELECT part_number FROM part WHERE _id = ?', [id]);
      effects.audit({
        action: 'stock.adjusted',
        entityType: 'part',
        entityId: id,
        summary: `Stock of ${number} adjusted by ${quantity > 0 ? '+' : ''}${units(quantity)} (${reason}): ${units(after)} on hand`,
        changes: { onHand: [units(after - quantity), units(after)] },
      });
    });
    return this.get(em.fork(), id);
  }

  /** Posts a stocktake (stocktake.ts). */
  stocktake(em: EntityManager, input: StocktakeInput, byName: string): Promise<StocktakeResult> {
    return postStocktake({ changes: this.deps.changes, at: this.deps.clock.now() }, em, input, byName);
  }

  /** A part's stock moves, newest first, one page at a time. */
  async moves(em: EntityManager, partId: string, query: { limit?: unknown; after?: unknown }): Promise<Page<StockMove>> {
    await this.find(em, partId);
    const limit = readLimit(query.limit);
    const after = query.after === undefined || query.after === null || query.after === '' ? null : String(query.after);
    if (after !== null && !isId(after)) throw AppError.badInput('The cursor is not valid: use the nextCursor of the previous page.');
    const where: Record<string, unknown> = { partId };
    if (after) {
      const last = await em.findOne(StockMove, { _id: after, partId });
      if (!last) throw AppError.badInput('The cursor is not valid: use the nextCursor of the previous page.');
      where.$or = [{ at: { $lt: last.at } }, { at: last.at, _id: { $lt: last._id } }];
    }
    const moves = await em.find(StockMove, where, { orderBy: { at: 'desc', _id: 'desc' }, limit: limit + 1 });
    const items = moves.slice(0, limit);
    return { items, nextCursor: moves.length > limit ? items.at(-1)!._id : null };
  }

  /** Every supplier, by name. */
  async suppliers(em: EntityManager): Promise<Supplier[]> {
    const all = await em.find(Supplier, {});
    return all.sort((a, b) => a.name.localeCompare(b.name, 'en-AU', { sensitivity: 'base' }));
  }

  async createSupplier(em: EntityManager, input: SupplierInput): Promise<Supplier> {
    const fields = readSupplier(input);
    const now = this.deps.clock.now();
    try {
      return await this.deps.changes.run(em, async (tx, effects) => {
        const supplier = Object.assign(new Supplier(), fields, { createdAt: now, updatedAt: now });
        await tx.persist(supplier).flush();
        effects.audit({ action: 'supplier.created', entityType: 'supplier', entityId: supplier._id, summary: `Supplier ${supplier.name} added` });
        return supplier;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.badInput(`A supplier named “${fields.name}” already exists.`, { name: [`A supplier named “${fields.name}” already exists.`] });
      throw err;
    }
  }

  /** Replaces a supplier's name, email and price file columns (audited: what changed). */
  async updateSupplier(em: EntityManager, id: string, input: SupplierInput): Promise<Supplier> {
    const fields = readSupplier(input);
    try {
      return await this.deps.changes.run(em, async (tx, effects) => {
        const supplier = isId(id) ? await tx.findOne(Supplier, { _id: id }, { refresh: true }) : null;
        if (!supplier) throw AppError.notFound('This supplier does not exist.');
        const keys = ['name', 'email', 'priceFileColumns'] as const;
        const before = snapshot(supplier, keys);
        Object.assign(supplier, fields);
        const changes = fieldChanges(before, snapshot(supplier, keys), keys);
        if (!Object.keys(changes).length) return supplier;
        supplier.updatedAt = this.deps.clock.now();
        await tx.flush();
        effects.audit({ action: 'supplier.changed', entityType: 'supplier', entityId: supplier._id, summary: `Supplier ${supplier.name} changed`, changes });
        return supplier;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw AppError.badInput(`A supplier named “${fields.name}” already exists.`, { name: [`A supplier named “${fields.name}” already exists.`] });
      throw err;
    }
  }

  /** The catalogue's parts of these ids (archived ones too: a line keeps its part), as part lines take them. */
  async forLines(em: EntityManager, ids: readonly string[]): Promise<Map<string, LinePart>> {
    const valid = ids.filter(isId);
    const parts = valid.length ? await this.priced(em, await em.find(Part, { _id: { $in: valid } })) : [];
    return new Map(parts.map((p) => [p._id, { partNumber: p.partNumber, description: p.description, sellCents: p.sellCents, gstFree: p.gstFree }]));
  }

  /** Fits the parts of a job card's invoice, in its transaction (job-stock.ts); a part left low is announced on `effects`. */
  fitJobCard(tx: EntityManager, jobCardId: string, lines: readonly PricedLine[], invoiceNumber: string, effects?: Effects): Promise<void> {
    return fitParts(tx, { jobCardId, lines, reason: `Invoice ${invoiceNumber}`, byName: currentActor().name, at: this.deps.clock.now() }, effects);
  }

  /** Returns what a job card's deleted invoice fitted, in the deleting transaction (job-stock.ts). */
  returnJobCard(tx: EntityManager, jobCardId: string): Promise<void> {
    return returnParts(tx, { jobCardId, reason: 'Invoice deleted', byName: currentActor().name, at: this.deps.clock.now() });
  }

  /** The parts with their sell price now (fixed, or from the cost by the matrix) and what open job cards hold of them. */
  private async priced(em: EntityManager, parts: Part[]): Promise<Part[]> {
    if (!parts.length) return parts;
    const [bands, reserved] = await Promise.all([this.deps.markup(), reservedOf(em, parts.map((p) => p._id))]);
    for (const part of parts) {
      part.sellCents = part.fixedSellCents ?? sellFromCost(part.costCents, bands);
      part.reserved = reserved.get(part._id) ?? 0;
    }
    return parts;
  }

  private async find(em: EntityManager, id: string): Promise<Part> {
    const part = isId(id) ? await em.findOne(Part, { _id: id }, { refresh: true }) : null;
    if (!part) throw AppError.notFound(PART_NOT_FOUND);
    return part;
  }

  private async supplier(em: EntityManager, id: string): Promise<Supplier> {
    const supplier = isId(id) ? await em.findOne(Supplier, { _id: id }) : null;
    if (!supplier) throw AppError.badInput(SUPPLIER_NOT_FOUND, { supplierId: [SUPPLIER_NOT_FOUND] });
    return supplier;
  }

  /** A unique index refusing the part: its number (for its supplier) or its barcode is another part's. */
  private clash(err: unknown, fields: PartFields): unknown {
    if (!isUniqueViolation(err)) return err;
    const constraint = (err as { constraint?: string }).constraint ?? String((err as Error).message);
    if (constraint.includes('barcode')) return AppError.badInput(`Another part has the barcode ${fields.barcode}.`, { barcode: [`Another part has the barcode ${fields.barcode}.`] });
    return AppError.badInput(`Another part of this supplier has the number ${fields.partNumber}.`, { partNumber: [`Another part of this supplier has the number ${fields.partNumber}.`] });
  }
}
