/**
 * A database migrated up to an earlier version, for a test of the migration after it: on the
 * PostgreSQL server of TEST_DATABASE_URL, else embedded PGlite; dropped after the file.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../src/db/embedded.js';
import { createOrm } from '../src/db/orm.js';
import { model } from '../src/features/index.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface MigratedDatabase {
  /** Applies every later migration. */
  migrateToLatest(): Promise<void>;
  /** True when the entities need a migration that is not written. */
  schemaDiffers(): Promise<boolean>;
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export function useDatabaseMigratedTo(previous: string): MigratedDatabase {
  let orm: MikroORM;
  let server: TestDatabase | null = null;
  let embedded: EmbeddedDatabase | null = null;
  beforeAll(async () => {
    server = await createTestDatabase();
    if (!server.url) embedded = await startEmbeddedDatabase(null, 2);
    orm = await createOrm((server.url ?? embedded?.url)!, 2, model);
    await orm.migrator.up({ to: previous });
  });
  afterAll(async () => {
    await orm?.close(true);
    await embedded?.close();
    await server?.drop();
  });
  return {
    migrateToLatest: async () => void (await orm.migrator.up()),
    schemaDiffers: () => orm.migrator.checkSchema(),
    sql: <T,>(text: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(text, params),
  };
}
