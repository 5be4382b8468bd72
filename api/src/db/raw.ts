/**
 * One SQL statement with server-side bound parameters, on the ORM's pool. MikroORM's `execute`
 * inlines every value into the SQL text; for statements carrying large values, or run very
 * often, binding them is far cheaper for both the api and PostgreSQL. A `name` makes it a
 * prepared statement, parsed and planned once per pooled connection (for hot paths).
 */
import type { EntityManager } from '@mikro-orm/postgresql';

/** `sql` uses `?` placeholders, numbered in order. */
export async function boundQuery<Row = Record<string, unknown>>(
  em: EntityManager,
  sql: string,
  params: readonly unknown[],
  name?: string,
): Promise<Row[]> {
  let n = 0;
  const text = sql.replace(/\?/g, () => `$${++n}`);
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
 * A PostgreSQL array literal of `values`, as one parameter in text form (cast it: `?::int[]`).
 * Set-based writes send one array per column and read the rows back with `unnest`, so a statement
 * has one text (prepared once, planned once) whatever the number of rows it writes.
 */
export function pgArray(values: ReadonlyArray<string | number | boolean | null | undefined>): string {
  return `{${values.map((v) => (v === null || v === undefined ? 'NULL' : `"${String(v).replace(/[\\"]/g, '\\$&')}"`)).join(',')}}`;
}
