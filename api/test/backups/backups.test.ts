/**
 * Backups that restore: a workshop's whole database (every table, signed and issued PDFs, the
 * admin account) backed up from the embedded default, verified, then restored with the real
 * `npm run restore` into a fresh embedded database and (with TEST_DATABASE_URL) a PostgreSQL
 * server; the app then starts on the restored database and everything is where it was.
 * A damaged file is reported as not verified and refused by restore.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, type App } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { takeManifest, type BackupManifest } from '../../src/db/backup-manifest.js';
import { verifyBackup } from '../../src/features/backups/backup-file.js';
import { ADMIN, asAdmin, signIn } from '../admin-session.js';
import { createTestDatabase } from '../database.js';
import { appointmentRequest, freeDay, freeSlot } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { createInvoice } from '../invoices/invoices-factory.js';
import { createCard, lines } from '../jobcards/jobcards-factory.js';
import { drawnSignature } from '../png.js';

const API = path.resolve(import.meta.dirname, '../..');
let source: TestServer;
let admin: ReturnType<typeof asAdmin>;
let backupFile: string;
let expected: BackupManifest;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'workshop-backups-'));

/** The real command, as an owner runs it: `npm run restore -- <file>` (tsx, like the root script). */
function restoreCli(file: string, env: Record<string, string>): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.join(API, 'src/cli/restore.ts'), file],
      { cwd: API, env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env }, timeout: 120_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

async function manifestOf(app: App): Promise<BackupManifest> {
  const connection = app.db.orm.em.getConnection();
  return takeManifest(async (sql) => ({ rows: await connection.execute(sql) }), true);
}

/** What a restored database must hold: the source's rows, minus what only lives while a server runs. */
function comparable(manifest: BackupManifest): BackupManifest {
  const { rate_limit: _limits, scheduled_run: _runs, ...tables } = manifest.tables;
  return { tables, documents: manifest.documents };
}

beforeAll(async () => {
  source = await startTestServer({ embedded: true });
  admin = asAdmin(source, await signIn(source));
  // Data in every table: bookings (and their mail), a block, a message, a signed job card with its
  // quote, invoices with their PDFs (one paid), an analytics report.
  for (let i = 0; i < 3; i++) expect((await source.rest('POST', '/api/appointments', appointmentRequest(freeSlot()))).status).toBe(201);
  const day = freeDay();
  expect((await admin.rest('POST', '/api/admin/block-period', { startDate: day, startTime: '09:00', endDate: day, endTime: '12:00', reason: 'Hoist service' })).status).toBe(201);
  expect((await source.rest('POST', '/api/contact', { name: 'Mia Chen', email: 'mia@example.com', message: 'Do you fit tyres?' })).status).toBe(201);
  const card = await createCard(admin, { customerName: 'Signed Customer' });
  expect((await source.rest('POST', `/api/jobcards/sign/${card._id}`, { signatureDataUrl: drawnSignature(), signedName: null })).status).toBe(200);
  expect((await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines, gstIncludedInEstimate: false })).status).toBe(200);
  const paid = await createInvoice(admin);
  await createInvoice(admin, { customerName: 'Nguyễn Văn An' });
  expect((await admin.rest('POST', `/api/admin/invoices/mark-as-paid/${paid.invoiceNumber}`)).status).toBe(200);
  expect((await admin.rest('POST', '/api/admin/analytics/generate-report?timeframe=monthly')).status).toBe(201);

  // The database as the backup holds it: the backup's own record in the audit trail follows it.
  expected = comparable(await manifestOf(source.app));
  const res = await admin.rest('POST', '/api/admin/backups');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body).toMatchObject({ verified: true, filename: expect.stringMatching(/^backup-\d{8}-\d{6}-manual\.sql\.gz$/), sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
  backupFile = path.join(source.app.config.backupDir, res.body.filename);
  const [made] = (await admin.rest('GET', '/api/admin/audit?action=backup.created')).body;
  expect(made).toMatchObject({ actor: { kind: 'staff' }, entityId: res.body.filename, summary: `Backup ${res.body.filename} made and verified` });
}, 180_000);

afterAll(async () => {
  await source?.close();
  rmSync(tmp, { recursive: true, force: true });
});

describe('a backup of the embedded database', () => {
  it('holds every table, with documents, and is listed newest first with its facts', async () => {
    expect(Object.keys(expected.documents).length).toBeGreaterThanOrEqual(4); // signed terms, quote, 2 invoices, report
    for (const table of ['appointment', 'blocked_period', 'contact_query', 'job_card', 'quote', 'invoice', 'document', 'analytics_report', 'admin_user', 'outbox_message']) {
      expect(expected.tables[table], table).toBeGreaterThan(0);
    }
    const list = await admin.rest('GET', '/api/admin/backups');
    expect(list.body[0]).toMatchObject({ filename: path.basename(backupFile), verified: true, size: readFileSync(backupFile).length });
    const status = await admin.gql('{ backupStatus { databaseKind available state lastVerified { filename } message nextRunAt } }');
    expect(status.errors).toBeUndefined();
    expect(status.data.backupStatus).toMatchObject({ databaseKind: 'embedded', available: true, state: 'ok', message: null, lastVerified: { filename: path.basename(backupFile) } });
  });

  it('downloads with a one-backup link, and names outside the folder are refused', async () => {
    const link = await admin.gql('mutation($f: String!) { backupDownloadLink(filename: $f) { url } }', { f: path.basename(backupFile) });
    expect(link.errors).toBeUndefined();
    const res = await fetch(source.url + link.data.backupDownloadLink.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/gzip');
    expect(Buffer.from(await res.arrayBuffer()).equals(readFileSync(backupFile))).toBe(true);
    expect((await admin.rest('GET', '/api/admin/backups/download/..%2F..%2Fpglite.lock')).status).toBe(400);
    expect((await admin.rest('DELETE', '/api/admin/backups/backup-20200101-020000.sql.gz')).status).toBe(404);
  });

  it('is restored by npm run restore into a fresh embedded database, and the app starts on it as it was', async () => {
    const dataDir = path.join(tmp, 'embedded');
    const run = await restoreCli(backupFile, { DATA_DIR: dataDir });
    expect(run.out).toMatch(/Restored \d+ tables, \d+ rows and \d+ documents/);
    expect(run.code, run.out).toBe(0);
    const app = await createApp(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: 'not-the-old-password', LOG_LEVEL: 'silent' }), { logger: false });
    try {
      await checkRestored(app);
    } finally {
      await app.close();
    }
  }, 180_000);

  it.runIf(process.env.TEST_DATABASE_URL)('moves to a PostgreSQL server with the same command', async () => {
    const target = await createTestDatabase();
    try {
      const run = await restoreCli(backupFile, { DATABASE_URL: target.url!, DATA_DIR: path.join(tmp, 'unused') });
      expect(run.code, run.out).toBe(0);
      const app = await createApp(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATABASE_URL: target.url!, DATA_DIR: path.join(tmp, 'pg'), ADMIN_PASSWORD: 'not-the-old-password', LOG_LEVEL: 'silent' }), { logger: false });
      try {
        await checkRestored(app);
        // A restore refuses a database that already holds data.
        const again = await restoreCli(backupFile, { DATABASE_URL: target.url! });
        expect(again.code).not.toBe(0);
        expect(again.out).toMatch(/already holds data/);
      } finally {
        await app.close();
      }
    } finally {
      await target.drop();
    }
  }, 180_000);
});

async function checkRestored(app: App): Promise<void> {
  const url = await app.start();
  const restored = comparable(await manifestOf(app));
  // Every row came back, and the restore itself is the trail's one more record.
  expect(restored.tables.audit_event).toBe(expected.tables.audit_event + 1);
  expect({ ...restored, tables: { ...restored.tables, audit_event: expected.tables.audit_event } }).toEqual(expected);
  // The admin signs in with the old password (the account came from the backup).
  const login = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  expect(login.status).toBe(200);
  const token = ((await login.json()) as { token: string }).token;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const restores = (await (await fetch(`${url}/api/admin/audit?action=backup.restored`, { headers: auth })).json()) as Array<{ actor: { kind: string }; entityId: string; summary: string }>;
  expect(restores).toEqual([
    expect.objectContaining({ actor: expect.objectContaining({ kind: 'system' }), entityId: path.basename(backupFile), summary: expect.stringMatching(/^Database restored from backup-\d{8}-\d{6}-manual\.sql\.gz \(npm run restore\): \d+ tables, \d+ rows, \d+ documents$/) }),
  ]);
  const invoices = (await (await fetch(`${url}/api/admin/invoices`, { headers: auth })).json()) as { invoiceNumber: string; status: string }[];
  expect(invoices.map((i) => [i.invoiceNumber, i.status]).sort()).toEqual([
    ['INV-000001', 'paid'],
    ['INV-000002', 'unpaid'],
  ]);
  // The next number follows on: the sequence came back too.
  const next = await fetch(`${url}/api/admin/generate-invoice`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ customerEmail: 'next@example.com', customerName: 'Next', carRego: 'NXT 1', invoiceItems: [{ description: 'Oil', quantity: 1, unitPrice: 50 }] }),
  });
  expect(((await next.json()) as { invoice: { invoiceNumber: string } }).invoice.invoiceNumber).toBe('INV-000003');
}

describe('a damaged backup', () => {
  const damaged = (name: string, change: (bytes: Buffer) => Buffer) => {
    const file = path.join(tmp, name);
    writeFileSync(file, change(readFileSync(backupFile)));
    return file;
  };

  it('truncated or with one byte changed, is reported as not verified', async () => {
    const truncated = damaged('truncated.sql.gz', (b) => b.subarray(0, Math.floor(b.length * 0.7)));
    const flipped = damaged('flipped.sql.gz', (b) => {
      const copy = Buffer.from(b);
      copy[Math.floor(copy.length / 2)] ^= 0x01;
      return copy;
    });
    for (const file of [truncated, flipped]) {
      const result = await verifyBackup(file, expected);
      expect(result.verified, file).toBe(false);
      expect(result.problems.join(' ')).toMatch(/damaged|incomplete/);
    }
  });

  it('is refused by restore, which changes nothing', async () => {
    const file = damaged('restore-me.sql.gz', (b) => b.subarray(0, b.length - 100));
    const dataDir = path.join(tmp, 'refused');
    const run = await restoreCli(file, { DATA_DIR: dataDir });
    expect(run.code).not.toBe(0);
    expect(run.out).toMatch(/damaged.*Nothing was restored/);
    // The same file whole restores there afterwards: the refusal left the directory empty.
    copyFileSync(backupFile, file);
    expect((await restoreCli(file, { DATA_DIR: dataDir })).code).toBe(0);
  }, 180_000);
});

describe('deleting a backup', () => {
  it('takes it off the list and out of the folder, recorded once as the member of staff’s; never the newest verified one', async () => {
    const filename = path.basename(backupFile);
    // The newest verified backup is kept (409) until a newer one is verified.
    expect((await admin.rest('DELETE', `/api/admin/backups/${filename}`)).status).toBe(409);
    expect(existsSync(backupFile)).toBe(true);
    const newer = await admin.rest('POST', '/api/admin/backups');
    expect(newer.body).toMatchObject({ verified: true, newestVerified: true });
    expect((await admin.rest('DELETE', `/api/admin/backups/${newer.body.filename}`)).status).toBe(409);
    expect((await admin.rest('DELETE', `/api/admin/backups/${filename}`)).status).toBe(200);
    expect(((await admin.rest('GET', '/api/admin/backups')).body as Array<{ filename: string }>).map((b) => b.filename)).not.toContain(filename);
    expect(existsSync(backupFile)).toBe(false);
    const records = (await admin.rest('GET', `/api/admin/audit?action=backup.deleted&entityType=backup&entityId=${filename}`)).body;
    expect(records).toEqual([expect.objectContaining({ actor: expect.objectContaining({ kind: 'staff' }), summary: `Backup ${filename} deleted` })]);
  }, 120_000);
});
