/**
 * One SQL statement with server-side bound parameters, on the ORM's pool. MikroORM's `execute`
 * inlines every value into the SQL text; for statements carrying large values (email bodies)
 * binding them is far cheaper for both the api and PostgreSQL.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';

/** `sql` uses `?` placeholders, numbered in order. */
export async function boundQuery<Row = Record<string, unknown>>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<Row[]> {
  let n = 0;
  const text = sql.replace(/\?/g, () => `$${++n}`);
  const result = await em.getConnection().getClient().executeQuery<Row>(CompiledQuery.raw(text, [...params]));
  return result.rows;
}
