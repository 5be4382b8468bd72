/**
 * Backups nobody has to think about: one instance makes each scheduled run, an upgrade backs the
 * database up before its migrations, a PostgreSQL server is backed up with its own pg_dump, and the
 * monitoring page's status warns when the newest verified backup is old.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { BackupKind } from '../../src/features/backups/backup.types.js';
import { asAdmin, signIn } from '../admin-session.js';
import { startTestServer, type TestServer } from '../harness.js';
import { createInvoice } from '../invoices/invoices-factory.js';

const servers: TestServer[] = [];
afterAll(async () => {
  for (const t of servers.reverse()) await t.close();
});

async function server(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const t = await startTestServer({ smtp: false, ...options });
  servers.push(t);
  return t;
}

describe('the schedule', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('two instances on one database make one backup per scheduled slot', async () => {
    const a = await server();
    const b = await server({ databaseUrl: a.databaseUrl! });
    const slot = new Date('2026-11-27T15:00:00Z'); // 02:00 in Truganina
    const [first, second] = await Promise.all([a.app.services.backups.scheduled(slot), b.app.services.backups.scheduled(slot)]);
    const made = [first, second].filter(Boolean);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ kind: BackupKind.scheduled, verified: true });
    // The next slot is made again, by whichever instance claims it.
    expect(await b.app.services.backups.scheduled(new Date('2026-11-28T15:00:00Z'))).toMatchObject({ verified: true });
  }, 240_000);

  it('tidies the embedded database after its scheduled backup (PGlite runs no autovacuum): every table vacuumed, with statistics', async () => {
    const t = await server({ embedded: true });
    const admin = asAdmin(t, await signIn(t));
    await createInvoice(admin);
    const sql = t.app.db.orm.em.getConnection();
    // A row changed: its old version is a dead row only a VACUUM clears.
    await sql.execute(`UPDATE invoice SET customer_name = customer_name || ' Jr'`);
    const tables = () =>
      sql.execute<Array<{ name: string; vacuumed: boolean; analyzed: boolean; estimated: boolean }>>(
        `SELECT s.relname AS name, s.last_vacuum IS NOT NULL AS vacuumed, s.last_analyze IS NOT NULL AS analyzed, c.reltuples >= 0 AS estimated
         FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.schemaname = 'public' ORDER BY 1`,
      );
    const before = await tables();
    expect(before.find((r) => r.name === 'invoice')).toMatchObject({ vacuumed: false, analyzed: false, estimated: false });

    expect(await t.app.services.backups.scheduled(new Date('2026-11-27T15:00:00Z'))).toMatchObject({ kind: BackupKind.scheduled, verified: true });
    const after = await tables();
    expect(after.length).toBeGreaterThan(20);
    expect(after.filter((r) => !(r.vacuumed && r.analyzed && r.estimated))).toEqual([]);
  }, 120_000);

  it('warns when there is no verified backup, and when the newest verified one is older than 26 hours', async () => {
    const t = await server({ embedded: true });
    const admin = asAdmin(t, await signIn(t));
    const query = '{ backupStatus { state message lastVerifiedAgeSeconds nextRunAt } }';
    expect((await admin.gql(query)).data.backupStatus).toMatchObject({ state: 'warning', message: 'There is no verified backup yet.', lastVerifiedAgeSeconds: null });
    expect((await admin.rest('POST', '/api/admin/backups')).status).toBe(201);
    const fresh = (await admin.gql(query)).data.backupStatus;
    expect(fresh).toMatchObject({ state: 'ok', message: null });
    expect(fresh.lastVerifiedAgeSeconds).toBeLessThan(60);
    // A day and more later (asked of the service: a token signed now would be expired by then).
    t.clock.set(new Date(Date.now() + 27 * 3600 * 1000 + 60_000).toISOString());
    expect(t.app.services.backups.status()).toMatchObject({ state: 'warning', message: 'The newest verified backup is 27 hours old.' });
  }, 120_000);

  it('answers 409 to a second Back up now while one is being made', async () => {
    const t = await server({ embedded: true });
    const admin = asAdmin(t, await signIn(t));
    const [one, two] = await Promise.all([admin.rest('POST', '/api/admin/backups'), admin.rest('POST', '/api/admin/backups')]);
    expect([one.status, two.status].sort()).toEqual([201, 409]);
    expect([one, two].find((r) => r.status === 409)!.body.message).toBe('A backup is being made right now. Try again when it has finished.');
  }, 120_000);

  it('keeps the newest BACKUP_KEEP backups', async () => {
    const t = await server({ embedded: true, env: { BACKUP_KEEP: '2' } });
    const admin = asAdmin(t, await signIn(t));
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      t.clock.set(new Date(Date.now() + i * 60_000).toISOString());
      names.push((await admin.rest('POST', '/api/admin/backups')).body.filename);
    }
    expect((await admin.rest('GET', '/api/admin/backups')).body.map((b: { filename: string }) => b.filename)).toEqual([names[2], names[1]]);
  }, 180_000);
});

describe('an upgrade', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('backs the database up, verified, before it applies a migration', async () => {
    const t = await server();
    const admin = asAdmin(t, await signIn(t));
    await createInvoice(admin);
    // An older version's database: the newest migration undone.
    await t.app.db.orm.migrator.down();
    const dataDir = path.join(t.app.config.dataDir, 'upgraded');
    const upgraded = await createApp(loadConfig({ PORT: '0', DATABASE_URL: t.databaseUrl!, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { logger: false });
    try {
      const [backup] = upgraded.services.backups.list();
      expect(backup).toMatchObject({ kind: BackupKind.preMigration, verified: true });
      expect(backup.filename).toMatch(/-pre-migration\.sql\.gz$/);
      // The migration ran after it.
      expect(await upgraded.db.orm.migrator.getPending()).toEqual([]);
    } finally {
      await upgraded.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('a PostgreSQL server', () => {
  it.runIf(process.env.TEST_DATABASE_URL)('is backed up with the machine’s pg_dump and verified', async () => {
    const t = await server();
    const admin = asAdmin(t, await signIn(t));
    await createInvoice(admin);
    const res = await admin.rest('POST', '/api/admin/backups');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ verified: true, problems: [], documents: 1 });
    expect((await admin.gql('{ backupStatus { databaseKind available } }')).data.backupStatus).toEqual({ databaseKind: 'postgresql', available: true });
  }, 120_000);
});
