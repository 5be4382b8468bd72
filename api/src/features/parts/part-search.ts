/**
 * Finding parts as staff type, over a catalogue of hundreds of thousands: a part matches when its
 * barcode is the text (what a scanner types), its number starts with it (ignoring case, spaces,
 * dashes, dots and slashes), or every word of the text (one of them at least 3 characters) is in
 * its number, description or brand. Parts come by part number (byte order), a page at a time.
 *
 * Each way is its own bounded read, and the page is their merge: the barcode by its unique index;
 * the number's start as a range of the part number index (read in order, a page's worth); the words
 * first in the next PROBE parts in number order (a common word fills the page there), else by their
 * trigram index (a rarer word: few parts to find and order), else, when even those are more than
 * FEW, by reading the number index in order until the page is full. A text of one word with a
 * digit in it is a part number first: when a page of numbers starts with it, that is the page (a
 * scanner's barcode is found by its own index as well). A text of digits only, 8 or more, is a
 * barcode or a number, never words.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { pgArray } from '../../db/raw.js';
import { likePattern } from '../../shared/text.js';
import { partKeyOf } from './parts-read.js';

/** What the number, description and brand of a part are searched in (its trigram index has the same expression). */
const SEARCH_TEXT = `lower(part_key || ' ' || description || ' ' || coalesce(brand, ''))`;
/** Up to this many parts matching the words are ordered as found; more are read in part number order. */
const FEW = 500;
/** How many parts, in number order from the page's start, are checked for the words before their index is asked. */
const PROBE = 2_000;

type Row = Record<string, unknown> & { _id: string; part_key: string };

const prefixPattern = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const byKey = (a: Row, b: Row) => (a.part_key < b.part_key ? -1 : a.part_key > b.part_key ? 1 : a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/** The rows of a page of active parts (of one bin, when `bin` is given) matching `q`, by part number after `after`, `take` at most. */
export async function searchParts(em: EntityManager, q: string, after: [string, string] | null, take: number, bin: string | null = null): Promise<Row[]> {
  const conn = em.getConnection();
  // Every read's own condition is followed by the bin and the page's start (in this order of parameters).
  const page = `${bin !== null ? 'AND lower(bin) = lower(?)' : ''} ${after ? 'AND (part_key, _id) > (?, ?)' : ''}`;
  const pageParams = [...(bin !== null ? [bin] : []), ...(after ? [after[0], after[1]] : [])];
  const ordered = (where: string, params: unknown[]) => conn.execute<Row[]>(`SELECT * FROM part WHERE archived_at IS NULL AND ${where} ${page} ORDER BY part_key, _id LIMIT ?`, [...params, ...pageParams, take]);
  if (!q) return ordered('TRUE', []);

  const reads: Array<Promise<Row[]>> = [conn.execute<Row[]>(`SELECT * FROM part WHERE barcode = ? AND archived_at IS NULL ${page}`, [q, ...pageParams])];
  const key = partKeyOf(q);
  if (key) {
    const starting = ordered('part_key LIKE ?', [prefixPattern(key)]);
    // One word with a digit is a part number: a full page of numbers starting with it answers it.
    if (/^\S*\d\S*$/.test(q) && (await starting).length === take) return starting;
    reads.push(starting);
  }
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.some((w) => w.length >= 3) && !/^\d{8,}$/.test(q)) {
    const where = words.map(() => `${SEARCH_TEXT} LIKE ?`).join(' AND ');
    const params = words.map((w) => likePattern(w));
    reads.push(byWords(where, params));
  }
  async function byWords(where: string, params: unknown[]): Promise<Row[]> {
    const probed = await conn.execute<Row[]>(
      `SELECT * FROM (SELECT * FROM part WHERE archived_at IS NULL ${page} ORDER BY part_key, _id LIMIT ${PROBE}) AS next WHERE ${where} ORDER BY part_key, _id LIMIT ?`,
      [...pageParams, ...params, take],
    );
    if (probed.length === take) return probed;
    const found = await conn.execute<Array<{ _id: string }>>(`SELECT _id FROM part WHERE archived_at IS NULL AND ${where} LIMIT ${FEW + 1}`, params);
    if (found.length > FEW) return ordered(where, params);
    return found.length ? ordered('_id = ANY(?::bpchar[])', [pgArray(found.map((f) => f._id))]) : [];
  }

  const seen = new Set<string>();
  return (await Promise.all(reads))
    .flat()
    .sort(byKey)
    .filter((row) => !seen.has(row._id) && seen.add(row._id))
    .slice(0, take);
}
