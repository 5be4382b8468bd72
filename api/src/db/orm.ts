/** Database connection: MikroORM on PostgreSQL, or on embedded PGlite when no DATABASE_URL is set. */
import path from 'node:path';
import type { MessagePort } from 'node:worker_threads';
import { MikroORM } from '@mikro-orm/postgresql';
import { Migrator, type Migration } from '@mikro-orm/migrations';
import type { Constructor } from '@mikro-orm/core';
import type { Config } from '../config.js';
import type { EmbeddedDatabase, EmbeddedDump } from './embedded.js';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.js';
import { releaseConnectionsOfFailedTransactions } from './transaction-leak-fix.js';

export interface Database {
  orm: MikroORM;
  /** The URL the pool connects to (the embedded socket when running embedded). */
  url: string;
  embedded: boolean;
  /** A consistent dump of the embedded database, posted to `to` (EmbeddedDatabase.dump); null on a PostgreSQL server (pg_dump's job). */
  dumpEmbedded: ((to: MessagePort) => Promise<EmbeddedDump>) | null;
  /**
   * Clears the embedded database's dead rows and refreshes its planner statistics (VACUUM
   * (ANALYZE)): PGlite says autovacuum is on but runs no autovacuum, so without this neither would
   * ever happen. Null on a PostgreSQL server, whose autovacuum does it.
   */
  tidyEmbedded: (() => Promise<void>) | null;
  close(): Promise<void>;
}

/**
 * What the database holds: every entity, and every migration (the database layer's history in
 * db/migrations, and each feature's own from its descriptor), as features/index.ts joins them.
 */
export interface DataModel {
  entities: readonly Function[];
  migrations: readonly MigrationClass[];
}

/** A migration class, as a migration file exports it. */
export type MigrationClass = Constructor<Migration>;

export interface OpenOptions {
  url: string | null;
  /** Every entity and migration (features/index.ts). */
  model: DataModel;
  /** Directory for the embedded database; null keeps it in memory. */
  embeddedDir: string | null;
  /**
   * The data directory an in-memory embedded database starts from (PGlite's uncompressed
   * dumpDataDir): the tests' one migrated copy, instead of an initdb and every migration per server.
   */
  embeddedSeed?: Uint8Array | null;
  poolSize: number;
  migrate: boolean;
  /**
   * Called before migrations change a database that already holds the app's tables (an upgrade),
   * e.g. to back it up first; a rejection stops the start with the database unchanged.
   */
  beforeMigrations?: (db: Database) => Promise<void>;
}

// PGlite serialises work; a small pool avoids queueing every request behind one socket.
const EMBEDDED_POOL = 3;

/** Migrations run in the order of their names (each `Migration<yyyyMMddHHmmss>`), wherever they are declared. */
function inOrder(migrations: readonly MigrationClass[]): MigrationClass[] {
  const names = new Set<string>();
  for (const m of migrations) {
    if (names.has(m.name)) throw new Error(`Two migrations are named ${m.name}`);
    names.add(m.name);
  }
  return [...migrations].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export function createOrm(url: string, poolSize: number, model: DataModel): Promise<MikroORM> {
  releaseConnectionsOfFailedTransactions();
  return MikroORM.init({
    clientUrl: url,
    entities: [...model.entities],
    extensions: [Migrator],
    pool: { min: 0, max: poolSize },
    // Explicit property types everywhere; no reflection needed.
    discovery: { warnWhenNoEntities: true },
    migrations: {
      migrationsList: inOrder(model.migrations).map((type) => ({ name: type.name, class: type })),
      path: path.join(import.meta.dirname, 'migrations'),
      tableName: 'mikro_orm_migrations',
      snapshot: false,
      transactional: true,
      allOrNothing: true,
      silent: true,
    },
    // Hand-written in migrations (the blocked-period guard): the schema diff must not drop them.
    schemaGenerator: { ignoreTriggers: true, ignoreRoutines: true },
    allowGlobalContext: false,
    debug: false,
  });
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  let embedded: EmbeddedDatabase | null = null;
  let lock: DataDirLock | null = null;
  let url = options.url;
  let poolSize = options.poolSize;
  if (!url) {
    // PGlite is half a megabyte of code a server on PostgreSQL never needs: load it only here.
    const { startEmbeddedDatabase } = await import('./embedded.js');
    // One process per data directory (the parent of the database's): throws DataDirLockedError.
    lock = options.embeddedDir ? acquireDataDirLock(path.dirname(options.embeddedDir), 'the server') : null;
    embedded = await startEmbeddedDatabase(options.embeddedDir, EMBEDDED_POOL + 2, options.embeddedSeed ?? null).catch((err) => {
      lock?.release();
      throw err;
    });
    url = embedded.url;
    poolSize = EMBEDDED_POOL;
  }
  let orm: MikroORM | null = null;
  try {
    orm = await createOrm(url, poolSize, options.model);
    const ready = orm;
    const db: Database = {
      orm: ready,
      url,
      embedded: embedded !== null,
      dumpEmbedded: embedded ? (to) => embedded.dump(to) : null,
      tidyEmbedded: embedded
        ? async () => {
            await ready.em.getConnection().execute('VACUUM (ANALYZE)');
          }
        : null,
      async close() {
        await ready.close(true);
        await embedded?.close();
        lock?.release();
      },
    };
    if (options.migrate) {
      if (options.beforeMigrations && (await isUpgrade(ready))) await options.beforeMigrations(db);
      await ready.migrator.up();
    }
    return db;
  } catch (err) {
    await orm?.close(true);
    await embedded?.close();
    lock?.release();
    throw err;
  }
}

/** Migrations are pending on a database that already ran some: its data is about to change shape. */
async function isUpgrade(orm: MikroORM): Promise<boolean> {
  const pending = await orm.migrator.getPending();
  if (!pending.length) return false;
  const executed = await orm.migrator.getExecuted();
  return executed.length > 0;
}

export function embeddedDir(config: Config): string {
  return path.join(config.dataDir, 'pglite');
}
