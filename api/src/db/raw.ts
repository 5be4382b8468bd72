/**
 * One SQL statement with server-side bound parameters, on the ORM's pool. MikroORM's `execute`
 * inlines every value into the SQL text; for statements carrying large values, or run very
 * often, binding them is far cheaper for both the api and PostgreSQL. A `name` makes it a
 * prepared statement, parsed and planned once per pooled connection (for hot paths).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery, type Transaction } from 'kysely';

/** `?` placeholders numbered in order: `$1`, `$2`, ... */
const numbered = (sql: string) => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

/** `sql` uses `?` placeholders, numbered in order. */
export async function boundQuery<Row = Record<string, unknown>>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
  name?: string,
): Promise<Row[]> {
  const text = numbered(sql);
  const pool = await em.getConnection().getNativeClient();
  const result = await pool.query({ name, text, values: [...params] });
  return result.rows as Row[];
}

/**
 * One statement: bound and prepared as `name` when `bound` (a PostgreSQL server), else through
 * the ORM's connection with the values inlined (embedded PGlite, whose pooled connections share
 * one session, so their extended-protocol messages could interleave).
 */
export async function statement<Row = Record<string, unknown>>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
  options: { bound: boolean; name: string },
): Promise<Row[]> {
  if (options.bound) return boundQuery<Row>(em, sql, params, options.name);
  return em.getConnection().execute<Row[]>(sql, [...params], 'all', em.getTransactionContext());
}

/**
 * One statement with bound parameters within `em`'s transaction (on its connection), or on the
 * pool outside one. For a PostgreSQL server only (see `statement` for the embedded database).
 * Inlined by MikroORM, a photo's 750 KB became a 1.5 MB hex literal the api wrote and PostgreSQL
 * parsed: storing a photo and its thumbnail took 24-43 ms, bound 15-20 ms (measured in the api).
 */
export async function boundInTransaction<Row = Record<string, unknown>>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<Row[]> {
  const tx = em.getTransactionContext<Transaction<unknown>>();
  if (!tx) return boundQuery<Row>(em, sql, params);
  const result = await tx.executeQuery<Row>(CompiledQuery.raw(numbered(sql), [...params]));
  return [...result.rows];
}

/**
 * A PostgreSQL array literal of `values`, as one parameter in text form (cast it: `?::int[]`).
 * Set-based writes send one array per column and read the rows back with `unnest`, so a statement
 * has one text (prepared once, planned once) whatever the number of rows it writes.
 */
export function pgArray(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `{${values.map((v) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}
