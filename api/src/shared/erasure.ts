/**
 * What a customer's erasure tells each feature that holds their records: whose, the words that
 * replace their details, and since when a tax document is still kept. Each owner de-identifies
 * its own rows in the caller's transaction and answers how many rows it changed, by name.
 */
import type { EntityManager } from '@mikro-orm/postgresql';

export interface Erasure {
  customerId: string;
  /** What a removed name reads as. */
  marker: string;
  /** Tax invoices and adjustment notes issued (or voided) since then are kept as issued. */
  keepSince: Date;
  /** The person's name, emails and phone numbers as text may hold them (lower case). */
  needles: string[];
  /** Their phone numbers (E.164). */
  phones: string[];
}

/** Rows changed per kind, e.g. `{ 'appointment.deidentified': 3 }`. */
export type ErasureCounts = Record<string, number>;

/**
 * A statement whose `any(?)` takes a list: the list is sent as one JSON parameter (the driver
 * would otherwise spread it into several).
 */
function withLists(sql: string, params: unknown[]): [string, unknown[]] {
  return [sql.replaceAll('any(?)', 'any(array(select jsonb_array_elements_text(?::jsonb)))'), params.map((p) => (Array.isArray(p) ? JSON.stringify(p) : p))];
}

/** Runs one statement in the caller's transaction; the rows it changed. */
export async function changedRows(tx: EntityManager, sql: string, params: unknown[]): Promise<number> {
  const result = await tx.getConnection().execute<{ affectedRows?: number }>(...withLists(sql, params), 'run', tx.getTransactionContext());
  return result.affectedRows ?? 0;
}

/** Rows of one statement in the caller's transaction. */
export function rowsOf<T>(tx: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  return tx.getConnection().execute<T[]>(...withLists(sql, params), 'all', tx.getTransactionContext());
}

/**
 * One case-blind POSIX regular expression finding any of the person's details in free text: their
 * name and emails as written, their phone numbers in any spacing, national or international.
 * Null when there is nothing to look for.
 */
export function detailsPattern(erasure: Pick<Erasure, 'needles' | 'phones'>): string | null {
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const words = erasure.needles.filter((n) => n.length >= 3 && !/^\+?[0-9 ]+$/.test(n)).map((n) => escape(n).replace(/ +/g, '\\s+'));
  const phones = erasure.phones
    .map((p) => p.replace(/[^0-9]/g, ''))
    .filter((d) => d.length >= 8)
    .map((d) => (d.startsWith('61') ? `(\\+?61|0)[ ()-]*${[...d.slice(2)].join('[ ()-]*')}` : [...d].join('[ ()-]*')));
  const all = [...words, ...phones];
  return all.length ? `(${all.join('|')})` : null;
}
