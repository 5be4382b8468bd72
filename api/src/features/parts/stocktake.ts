/**
 * A stocktake: staff count what is on the shelf (a bin, or any parts) and post the counts; each
 * part's stock on hand becomes what was counted, by a 'counted' move of the difference, in one
 * transaction with one line in the audit trail naming every difference. A count equal to the
 * stock writes nothing.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, Float, ID, InputType, ObjectType } from 'type-graphql';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { MAX_QUANTITY } from '../../shared/money.js';
import { cleanText } from '../../shared/text.js';
import { moveStock, units } from './stock-ledger.js';

/** The most parts one stocktake posts. */
const MAX_COUNTS = 500;

@InputType({ description: 'One part as counted.' })
export class StockCountInput {
  @Field(() => ID)
  partId!: string;

  @Field(() => Float, { description: 'What is on the shelf: 0 or more, at most 2 decimals.' })
  counted!: number;
}

@InputType({ description: 'A stocktake: the bin counted (for the record) and each part’s count.' })
export class StocktakeInput {
  @Field(() => String, { nullable: true, description: 'The bin counted, e.g. "A3"; left out for a count of any parts.' })
  bin?: string | null;

  @Field(() => [StockCountInput], { description: '1 to 500 parts, each once.' })
  counts!: StockCountInput[];
}

@ObjectType({ description: 'A part of a posted stocktake: its stock before, as counted, and the difference posted.' })
export class StocktakeLine {
  @Field(() => ID)
  partId!: string;

  @Field(() => String)
  partNumber!: string;

  @Field(() => Float)
  before!: number;

  @Field(() => Float)
  counted!: number;

  @Field(() => Float, { description: 'counted − before; 0: nothing was written.' })
  difference!: number;
}

@ObjectType({ description: 'A posted stocktake.' })
export class StocktakeResult {
  @Field(() => String)
  message!: string;

  @Field(() => [StocktakeLine])
  lines!: StocktakeLine[];
}

const bad = (message: string, field = 'counts'): never => {
  throw AppError.badInput(message, { [field]: [message] });
};

/** The counts a client sent, checked: 1 to MAX_COUNTS, each part once, each count 0 or more with at most 2 decimals. */
function readCounts(raw: unknown): Array<{ partId: string; counted: number }> {
  if (!Array.isArray(raw) || !raw.length) return bad('Count at least one part.');
  if (raw.length > MAX_COUNTS) bad(`A stocktake posts at most ${MAX_COUNTS} parts at once.`);
  const seen = new Set<string>();
  return raw.map((item: unknown, i) => {
    const field = `counts.${i}`;
    const { partId, counted } = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    if (typeof partId !== 'string' || !isId(partId)) return bad(`Count ${i + 1}: this part does not exist.`, field);
    if (seen.has(partId)) bad(`Count ${i + 1}: the part is counted twice.`, field);
    seen.add(partId);
    const n = typeof counted === 'string' && counted.trim() !== '' ? Number(counted) : counted;
    if (typeof n !== 'number' || !Number.isFinite(n) || n < 0 || n > MAX_QUANTITY) return bad(`Count ${i + 1}: the count must be a number from 0 to ${MAX_QUANTITY}.`, field);
    if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) bad(`Count ${i + 1}: the count must have at most 2 decimals.`, field);
    return { partId, counted: Math.round(n * 100) / 100 };
  });
}

/** Posts a stocktake (see above): answers each part's stock before, as counted, and the difference. */
export async function postStocktake(deps: { changes: ChangeUnit; at: Date }, em: EntityManager, input: StocktakeInput, byName: string): Promise<StocktakeResult> {
  const counts = readCounts(input.counts);
  const bin = typeof input.bin === 'string' ? cleanText(input.bin).trim().slice(0, 30) || null : null;
  const reason = bin ? `Stocktake of bin ${bin}` : 'Stocktake';
  const lines = await deps.changes.run(em, async (tx, effects) => {
    const rows = await tx.execute<Array<{ _id: string; part_number: string; on_hand: number }>>(
      `SELECT _id, part_number, on_hand::float8 AS on_hand FROM part WHERE _id IN (${counts.map(() => '?').join(', ')}) ORDER BY _id FOR UPDATE`,
      counts.map((c) => c.partId),
    );
    const byId = new Map(rows.map((r) => [r._id, r]));
    const lines: StocktakeLine[] = counts.map(({ partId, counted }, i) => {
      const part = byId.get(partId) ?? bad(`Count ${i + 1}: this part does not exist.`, `counts.${i}`);
      const before = Number(part.on_hand);
      return { partId, partNumber: part.part_number, before, counted, difference: Math.round((counted - before) * 100) / 100 };
    });
    for (const line of lines) {
      if (line.difference) await moveStock(tx, { partId: line.partId, kind: 'counted', quantity: line.difference, reason, byName, at: deps.at }, effects);
    }
    const moved = lines.filter((l) => l.difference);
    effects.audit({
      action: 'stock.counted',
      entityType: 'part',
      entityId: moved.length === 1 ? moved[0].partId : null,
      summary: `${reason}: ${lines.length} part${lines.length === 1 ? '' : 's'} counted, ${moved.length} difference${moved.length === 1 ? '' : 's'}${moved.length ? ` (${moved.slice(0, 10).map((l) => `${l.partNumber} ${l.difference > 0 ? '+' : ''}${units(l.difference)}`).join(', ')}${moved.length > 10 ? ', …' : ''})` : ''}`,
      changes: Object.fromEntries(moved.map((l) => [l.partNumber, [units(l.before), units(l.counted)]])),
    });
    return lines;
  });
  const moved = lines.filter((l) => l.difference).length;
  return { message: moved ? `Stocktake posted: ${moved} of ${lines.length} part${lines.length === 1 ? '' : 's'} corrected.` : `Stocktake posted: all ${lines.length} part${lines.length === 1 ? '' : 's'} as recorded.`, lines };
}
