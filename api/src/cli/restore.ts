/**
 * `npm run restore -- <backup file>`: restores a backup into the configured database (the
 * embedded one under DATA_DIR, or the PostgreSQL server of DATABASE_URL), with the server stopped.
 * It refuses a damaged file and a database that already holds data, restores all or nothing,
 * checks every table's rows and every document's SHA-256 against the backup's manifest, then runs
 * the migrations a newer version needs. Restoring into DATABASE_URL is how a workshop moves from
 * the embedded database to a PostgreSQL server.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { compareManifests, summarize, takeManifest } from '../db/backup-manifest.js';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../db/data-dir-lock.js';
import { createOrm, embeddedDir } from '../db/orm.js';
import { model } from '../features/index.js';
import { DamagedBackupError, readBackup } from '../features/backups/backup-file.js';
import { runDump } from '../features/backups/dump-sql.js';
import { sealedAccountSecrets, sealedMailPasswords } from '../features/settings/public.js';
import { ChangeUnit } from '../platform/changes/change-unit.js';
import { OutboxService } from '../platform/outbox/outbox.service.js';
import { createPubSub } from '../shared/pubsub.js';
import { systemClock } from '../shared/time.js';

class Refused extends Error {}

interface Target {
  url: string;
  describe: string;
  close(): Promise<void>;
}

async function openTarget(config: Config): Promise<Target> {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return { url: config.databaseUrl, describe: `the PostgreSQL server at ${url.host}${url.pathname}`, close: async () => undefined };
  }
  let lock: DataDirLock;
  try {
    lock = acquireDataDirLock(config.dataDir, 'npm run restore');
  } catch (err) {
    if (err instanceof DataDirLockedError) throw new Refused(`${err.message}\nStop the server before restoring.`);
    throw err;
  }
  try {
    const { startEmbeddedDatabase } = await import('../db/embedded.js');
    const db = await startEmbeddedDatabase(embeddedDir(config), 4);
    return {
      url: db.url,
      describe: `the embedded database in ${embeddedDir(config)}`,
      async close() {
        await db.close();
        lock.release();
      },
    };
  } catch (err) {
    lock.release();
    throw err;
  }
}

async function restore(file: string, config: Config): Promise<void> {
  if (!existsSync(file)) throw new Refused(`No such file: ${file}`);
  console.log(`Reading ${file} …`);
  let backup;
  try {
    backup = readBackup(file);
  } catch (err) {
    if (err instanceof DamagedBackupError) throw new Refused(`${file}: ${err.message}. Nothing was restored.`);
    throw err;
  }
  // The record written beside it when it was made: the file must still be the one that was verified.
  const record = `${file}.json`;
  if (existsSync(record)) {
    const saved = JSON.parse(readFileSync(record, 'utf8')) as { sha256?: string; verified?: boolean };
    if (saved.sha256 && saved.sha256 !== backup.sha256) throw new Refused(`${file}: its SHA-256 differs from the one recorded when it was made, so it has changed since. Nothing was restored.`);
    if (saved.verified === false) console.warn('Warning: this backup failed its verification when it was made; it is checked again after the restore.');
  }
  if (!backup.manifest) console.warn('Warning: this dump carries no manifest (not made by this app): its rows cannot be checked after the restore.');

  const target = await openTarget(config);
  const client = new pg.Client({ connectionString: target.url });
  try {
    await client.connect();
    const existing = await client.query<{ n: string }>(`SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'`);
    if (Number(existing.rows[0].n) > 0) {
      throw new Refused(`${target.describe} already holds data (${existing.rows[0].n} tables). Restore only into an empty database: nothing was changed.`);
    }
    console.log(`Restoring into ${target.describe} …`);
    const t0 = performance.now();
    const { skipped } = await runDump(backup.sql, { exec: async (batch) => void (await client.query(batch)) });
    for (const statement of skipped) console.log(`Skipped a setting this server does not know: ${statement}`);
    const restored = await takeManifest((sql) => client.query(sql), true);
    if (backup.manifest) {
      const problems = compareManifests(backup.manifest, restored);
      if (problems.length) throw new Error(`The restored database differs from the backup: ${problems.join('; ')}. Drop it and try another backup.`);
    }
    await client.end();
    const counts = summarize(restored);
    const orm = await createOrm(target.url, 2, model);
    let sealedPasswords = 0;
    let sealedSecrets = 0;
    try {
      const pending = await orm.migrator.getPending();
      await orm.migrator.up();
      if (pending.length) console.log(`Applied ${pending.length} migration(s) this version needs: ${pending.map((m) => m.name).join(', ')}.`);
      // The restored trail says where its data came from: the restore is its last record (the
      // System's: the command runs on the server, without a session).
      const pubsub = await createPubSub('memory', target.url);
      const changes = new ChangeUnit({ outbox: new OutboxService(pubsub, false), pubsub, clock: systemClock });
      const name = path.basename(file);
      await changes.run(orm.em.fork() as EntityManager, async (_tx, effects) =>
        effects.audit({
          action: 'backup.restored',
          entityType: 'backup',
          entityId: name.slice(0, 64),
          summary: `Database restored from ${name} (npm run restore): ${counts.tables} tables, ${counts.rows} rows, ${counts.documents} documents`.slice(0, 500),
        }),
      );
      sealedPasswords = await sealedMailPasswords(orm.em.fork() as EntityManager);
      sealedSecrets = await sealedAccountSecrets(orm.em.fork() as EntityManager);
    } finally {
      await orm.close(true);
    }
    console.log(
      `Restored ${counts.tables} tables, ${counts.rows} rows and ${counts.documents} documents in ${((performance.now() - t0) / 1000).toFixed(1)} s` +
        (backup.manifest ? ', every table’s rows and every document’s SHA-256 checked against the backup.' : '.'),
    );
    // Backups never hold the token-signing secret (signing_secret's rows are left out of every dump).
    console.log('The next start makes a new token-signing secret (backups never hold it): every session ends, and staff sign in again.');
    if (sealedPasswords) {
      console.log('Mail passwords saved in Settings are sealed with SETTINGS_KEY or DATA_DIR/secret.key (never in a backup): start with the same key, or enter them again in Settings.');
    }
    if (sealedSecrets) {
      console.log('The Twilio auth token and Stripe secrets saved in Settings are sealed the same way: start with the same key, or enter them again in Settings › Texts and Online payment.');
    }
  } finally {
    await client.end().catch(() => undefined);
    await target.close();
  }
}

const args = process.argv.slice(2).filter((a) => a !== '--');
if (args.length !== 1 || args[0].startsWith('-')) {
  console.error('Usage: npm run restore -- <backup file>   (e.g. data/backups/backup-20261126-020000.sql.gz)\nStop the server first. Restores into DATABASE_URL when set, else into the embedded database under DATA_DIR.');
  process.exit(2);
}
try {
  await restore(path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]), loadConfig());
  process.exit(0);
} catch (err) {
  if (err instanceof ConfigError || err instanceof Refused) console.error(err.message);
  else console.error(`The restore failed: ${(err as Error).message}`);
  process.exit(1);
}
