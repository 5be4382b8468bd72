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
