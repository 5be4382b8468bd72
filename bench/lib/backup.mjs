/**
 * Backups and restores of a workshop with five years of history (the analytics seed: 50,000
 * appointments, 20,000 invoices, 6,000 quotes) and 2,000 stored PDFs, on both databases, each
 * step on the built app as an owner runs it:
 *   1. the api on a PostgreSQL server: POST /api/admin/backups (pg_dump, then the verification)
 *   2. `npm run restore` of that file into an empty embedded database (the built restore CLI)
 *   3. the api on that embedded database: POST /api/admin/backups (PGlite's pg_dump, verification)
 *   4. `npm run restore` of the embedded backup into an empty PostgreSQL database (the move)
 * Targets: each backup with its verification <= 60 s, during which a customer's booked-slots
 * request every 10 ms answers within 150 ms; each restore <= 120 s. Every backup must be verified
 * and every restore must print what it restored.
 *
 * Alone: `npm run build && node bench/lib/backup.mjs` (uses TEST_DATABASE_URL's server, creates and
 * drops its own databases, works in a temp dir).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { ADMIN_PASSWORD } from './autosave.mjs';
import { seedHistory } from './analytics-seed.mjs';
import { createDatabase, dbUrl, dropDatabase } from './database.mjs';
import { API_MAIN, ROOT, log } from './env.mjs';
import { freePort, startChild, stopChild, waitForOk } from './processes.mjs';

export const BACKUP_TARGET = { backupMs: 60_000, restoreMs: 120_000, stallMs: 150 };
const DOCUMENTS = 2000;
/** Distinct PDFs rendered for the seed; the 2,000 stored documents cycle through them. */
const DISTINCT_PDFS = 40;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const melbourneToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** Real tax invoice PDFs from the built api's renderer (about 30 KB each, fonts embedded). */
async function renderPdfs() {
  const { renderInvoicePdf } = await import(pathToFileURL(path.join(ROOT, 'api/build/features/documents/invoice-pdf.js')).href);
  const workshop = { name: 'Truganina Auto Care', abn: '12 345 678 901', address: '12 Industrial Drive, Truganina VIC 3029', phone: '(03) 9000 1234', email: 'service@truganina-auto.example', timeZone: 'Australia/Melbourne' };
  const pdfs = [];
  for (let n = 0; n < DISTINCT_PDFS; n++) {
    const lines = Array.from({ length: 3 + (n % 8) }, (_, i) => ({ description: `Part or labour item ${i + 1} for job ${n}`, quantity: (i % 3) + 1, unitPriceCents: 1995 + i * 1234 + n }));
    pdfs.push(
      await renderInvoicePdf(
        { invoiceNumber: `INV-${String(n + 1).padStart(6, '0')}`, issuedAt: new Date(Date.UTC(2024, 0, 1 + n, 3)), customer: { name: `Customer ${n}`, email: 'customer@example.com', phone: '0412 345 678' }, carRego: `ABC${n}`, lines, notes: '', gstPercent: 10, pricesIncludeGst: true },
        workshop,
      ),
    );
  }
  return pdfs;
}

/** The five years of history and 2,000 documents, into the api's (migrated) PostgreSQL database. */
async function seed(dbName) {
  const client = new pg.Client({ connectionString: dbUrl(dbName) });
  await client.connect();
  try {
    await seedHistory((sql) => client.query(sql), melbourneToday());
    const pdfs = await renderPdfs();
    const { createHash } = await import('node:crypto');
    for (let start = 0; start < DOCUMENTS; start += 100) {
      const values = [];
      const params = [];
      for (let i = start; i < Math.min(DOCUMENTS, start + 100); i++) {
        const bytes = pdfs[i % pdfs.length];
        const p = params.length;
        params.push(createHash('md5').update(`doc${i}`).digest('hex').slice(0, 24), `Invoice-INV-${String(i + 1).padStart(6, '0')}.pdf`, bytes, createHash('sha256').update(bytes).digest('hex'), bytes.length);
        values.push(`($${p + 1}, 'invoice', $${p + 2}, 'application/pdf', $${p + 3}, $${p + 4}, $${p + 5}, now())`);
      }
      await client.query(`INSERT INTO document (_id, kind, filename, content_type, bytes, sha256, size, created_at) VALUES ${values.join(', ')}`, params);
    }
    await client.query('VACUUM (ANALYZE) document');
    const [counts] = (await client.query(`SELECT (SELECT count(*) FROM appointment)::int AS appointments, (SELECT count(*) FROM invoice)::int AS invoices,
      (SELECT count(*) FROM quote)::int AS quotes, (SELECT count(*) FROM document)::int AS documents, (SELECT sum(size) FROM document)::bigint AS "documentBytes"`)).rows;
    return { ...counts, documentBytes: Number(counts.documentBytes) };
  } finally {
    await client.end();
  }
}

export async function startApi(name, extraEnv, tmpDir) {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    PUBLIC_RATE_LIMIT: '1000000000',
    PUBLIC_READ_RATE_LIMIT: '1000000000',
    ADMIN_PASSWORD,
    BACKUP_SCHEDULE: '0 3 1 1 *', // not during the run
    ...extraEnv,
  };
  delete env.SMTP_URL;
  delete env.IMAP_URL;
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  const proc = startChild(name, [API_MAIN], { env, cwd: path.dirname(path.dirname(API_MAIN)), logFile: path.join(tmpDir, `${name}.log`) });
  const base = `http://127.0.0.1:${port}`;
  await waitForOk(proc, `${base}/api/health`, 120_000);
  const login = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }) });
  if (!login.ok) throw new Error(`backup bench: sign-in failed on ${name} (${login.status})`);
  // Warmed as a live site is: the public pages are rendered on the event loop just after a start
  // (pages.ts warm()), which is the start's work, not the backup's; the home page waits for it.
  await (await fetch(`${base}/`)).arrayBuffer();
  return { proc, base, headers: { authorization: `Bearer ${(await login.json()).token}` } };
}

/** POST /api/admin/backups while a customer's booked-slots request goes out every 10 ms. */
export async function timedBackup(api) {
  const url = `${api.base}/api/appointments/booked-slots?date=${melbourneToday()}`;
  await (await fetch(url)).arrayBuffer(); // the date's answer cached, as on a live site
  const probe = { running: true, times: [], slow: [] };
  const started = performance.now();
  const probing = (async () => {
    while (probe.running) {
      const t0 = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      const ms = res.ok ? performance.now() - t0 : Infinity;
      probe.times.push(ms);
      if (ms > BACKUP_TARGET.stallMs) probe.slow.push(`${((t0 - started) / 1000).toFixed(1)} s: ${ms.toFixed(0)} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const t0 = performance.now();
  const res = await fetch(`${api.base}/api/admin/backups`, { method: 'POST', headers: api.headers, signal: AbortSignal.timeout(600_000) });
  const ms = performance.now() - t0;
  const body = await res.json();
  probe.running = false;
  await probing;
  if (res.status !== 201) throw new Error(`backup bench: POST /api/admin/backups answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  const times = probe.times.sort((a, b) => a - b);
  return {
    ms,
    filename: body.filename,
    size: body.size,
    verified: body.verified,
    probes: times.length,
    probeP50Ms: percentile(times, 50),
    probeP99Ms: percentile(times, 99),
    stallMs: times.at(-1),
    over150: times.filter((t) => t > BACKUP_TARGET.stallMs).length,
    slow: probe.slow.slice(0, 20),
    loadAverage: os.loadavg()[0],
  };
}

/** The built `npm run restore` (api/dist/cli/restore.js) into the database that `env` names. */
function timedRestore(file, env) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, [path.join(path.dirname(API_MAIN), 'cli/restore.js'), file], { cwd: path.dirname(path.dirname(API_MAIN)), env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      const ms = performance.now() - t0;
      if (code !== 0) return reject(new Error(`backup bench: the restore exited ${code}:\n${out}`));
      resolve({ ms, said: out.trim().split('\n').filter((l) => l.startsWith('Restored')).join(' ') });
    });
  });
}

export async function benchBackup() {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} not found: npm run build first`);
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'bench-backup-'));
  const stamp = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
  const source = `bench_backup_src_${stamp}`;
  const target = `bench_backup_dst_${stamp}`;
  const running = [];
  try {
    await createDatabase(source);
    await createDatabase(target);
    const baseEnv = { ...process.env };
    delete baseEnv.DATABASE_URL;

    // 1. a PostgreSQL server's backup
    const onServer = await startApi('api-postgresql', { DATABASE_URL: dbUrl(source), DATA_DIR: path.join(tmpDir, 'server-data'), BACKUP_DIR: path.join(tmpDir, 'server-backups') }, tmpDir);
    running.push(onServer.proc);
    log(`backup: seeding five years of history and ${DOCUMENTS} PDFs`);
    const seeded = await seed(source);
    log('backup: PostgreSQL server, POST /api/admin/backups');
    const serverBackup = await timedBackup(onServer);
    await stopChild(onServer.proc);

    // 2. that backup into an empty embedded database
    const embeddedData = path.join(tmpDir, 'embedded-data');
    mkdirSync(embeddedData);
    log('backup: npm run restore into the embedded database');
    const toEmbedded = await timedRestore(path.join(tmpDir, 'server-backups', serverBackup.filename), { ...baseEnv, DATA_DIR: embeddedData });

    // 3. the embedded database's backup
    const embedded = await startApi('api-embedded', { DATA_DIR: embeddedData }, tmpDir);
    running.push(embedded.proc);
    log('backup: embedded database, POST /api/admin/backups');
    const embeddedBackup = await timedBackup(embedded);
    await stopChild(embedded.proc);

    // 4. the move: the embedded backup into an empty PostgreSQL database
    log('backup: npm run restore into a PostgreSQL server');
    const toServer = await timedRestore(path.join(embeddedData, 'backups', embeddedBackup.filename), { ...baseEnv, DATA_DIR: path.join(tmpDir, 'move-data'), DATABASE_URL: dbUrl(target) });

    const judge = (b) => ({ ...b, pass: b.verified && b.ms <= BACKUP_TARGET.backupMs, stallPass: b.stallMs <= BACKUP_TARGET.stallMs });
    return {
      seeded,
      server: judge(serverBackup),
      embedded: judge(embeddedBackup),
      restoreToEmbedded: { ...toEmbedded, pass: toEmbedded.ms <= BACKUP_TARGET.restoreMs },
      restoreToServer: { ...toServer, pass: toServer.ms <= BACKUP_TARGET.restoreMs },
    };
  } finally {
    for (const proc of running) if (!proc.exited) await stopChild(proc).catch(() => undefined);
    for (const name of [source, target]) await dropDatabase(name).catch((err) => log(`backup: dropping ${name}: ${err.message}`));
    if (process.env.BENCH_BACKUP_KEEP) log(`backup: kept ${tmpDir}`);
    else rmSync(tmpDir, { recursive: true, force: true });
  }
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Rows of the report table: target, req/s, p99 ms, non-2xx, errors, x raw, goal, result. */
export function backupRows(r) {
  const backupRow = (name, b) => [`${name} backup + verification (${s(b.ms)}, ${b.verified ? 'verified' : 'NOT VERIFIED'})`, '', '', '', '', '', `<= ${s(BACKUP_TARGET.backupMs)}`, b.pass ? 'PASS' : 'FAIL'];
  const stallRow = (name, b) => [`booked-slots during the ${name} backup (${b.probes} requests)`, '', b.probeP99Ms.toFixed(0), '', '', '', `max <= ${BACKUP_TARGET.stallMs} ms`, b.stallPass ? 'PASS' : 'FAIL'];
  return [
    backupRow('PostgreSQL', r.server),
    stallRow('PostgreSQL', r.server),
    backupRow('embedded', r.embedded),
    stallRow('embedded', r.embedded),
    [`restore into the embedded database (${s(r.restoreToEmbedded.ms)})`, '', '', '', '', '', `<= ${s(BACKUP_TARGET.restoreMs)}`, r.restoreToEmbedded.pass ? 'PASS' : 'FAIL'],
    [`restore into PostgreSQL (${s(r.restoreToServer.ms)})`, '', '', '', '', '', `<= ${s(BACKUP_TARGET.restoreMs)}`, r.restoreToServer.pass ? 'PASS' : 'FAIL'],
  ];
}

export function backupSummary(r) {
  const d = r.seeded;
  const b = (name, x) =>
    `${name} backup: ${s(x.ms)} with its verification, ${(x.size / 1024 / 1024).toFixed(1)} MB gzip'd, ${x.verified ? 'verified' : 'NOT verified'}; ` +
    `booked-slots every 10 ms meanwhile: ${x.probes} requests, p50 ${x.probeP50Ms.toFixed(1)} ms, p99 ${x.probeP99Ms.toFixed(1)} ms, max ${x.stallMs.toFixed(0)} ms, ${x.over150} over ${BACKUP_TARGET.stallMs} ms` +
    (x.loadAverage > os.cpus().length ? ` (load average ${x.loadAverage.toFixed(1)} on ${os.cpus().length} CPUs)` : '');
  return [
    `backups: seeded ${d.appointments.toLocaleString('en-US')} appointments, ${d.invoices.toLocaleString('en-US')} invoices, ${d.quotes.toLocaleString('en-US')} quotes and ${d.documents.toLocaleString('en-US')} PDFs (${(d.documentBytes / 1024 / 1024).toFixed(1)} MB)`,
    b('PostgreSQL', r.server),
    b('embedded', r.embedded),
    `restore into the embedded database: ${s(r.restoreToEmbedded.ms)} (${r.restoreToEmbedded.said || 'no summary printed'})`,
    `restore into PostgreSQL: ${s(r.restoreToServer.ms)} (${r.restoreToServer.said || 'no summary printed'})`,
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const r = await benchBackup();
  console.log(backupSummary(r).join('\n'));
  process.exit(0);
}
