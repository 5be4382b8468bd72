/** Public identifiers: 24 lowercase hex characters (96 random bits), never sequential. */
import { randomFillSync } from 'node:crypto';

const ID_PATTERN = /^[0-9a-f]{24}$/;

const ID_BYTES = 12;
/** Random bytes drawn 340 ids at a time: one call to the generator per pool, not per id (a booking makes several). */
const pool = Buffer.alloc(ID_BYTES * 340);
let offset = pool.length;

export function newId(): string {
  if (offset === pool.length) {
    randomFillSync(pool);
    offset = 0;
  }
  offset += ID_BYTES;
  return pool.toString('hex', offset - ID_BYTES, offset);
}

export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
