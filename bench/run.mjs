#!/usr/bin/env node
/**
 * Benchmark harness: `npm run bench` from the repository root (builds web and api first).
 *
 * Starts a raw node:http server (the ceiling) and the built api (api/dist/main.js) on a fresh
 * PostgreSQL database, then measures, one target after another, with autocannon, each ratio
 * target right after a raw node:http run of its own (lib/ceiling.mjs):
 *   raw · GET booked-slots · raw · GraphQL availability · a 7,000-alias query, anonymous and signed in (lib/hostile-graphql.mjs) ·
 *   raw · job card autosave ·
 *   the Invoice Manager's first page (GraphQL and REST) with 20,000 invoices seeded ·
 *   the Activity page's first page with 1,000,000 audit records seeded (lib/audit.mjs) ·
 *   analytics on five years of seeded history (each timeframe one request at a time, p99; the
 *   yearly report PDF; see lib/analytics.mjs) · 100,000 customers on that history: the search,
 *   the list's first page, a customer page of 200 entries (lib/customers.mjs) · the dashboard's
 *   'Today' over five years of a busy workshop (lib/today.mjs) · the diary's week of 600
 *   appointments with 10 bays (lib/diary.mjs) · the seeds' vacuum and a
 *   checkpoint (lib/database.mjs settleDatabase) · raw · POST /api/appointments · the Email Manager ·
 *   the reminder run over the 120,000 vehicles with 5,000 due, booked-slots every 10 ms meanwhile (lib/reminders.mjs) ·
 *   inspection photos: 12 MP uploads, four at once beside booked-slots, the quote page with 20 photos (lib/inspection.mjs)
 * The api runs with WORKSHOP_BAYS=3: booked-slots, availability and the booking run measure a
 * workshop of three bays (a slot is full at its third booking).
 * Each target's ratio is divided by the ceiling measured just before it; the spread of the
 * ceilings ((max − min) / mean) tells how much the machine's speed moved during the run.
 * Before the targets, while the api is quiet: the monitor's sampling cost (api CPU time with one
 * systemInfo subscriber vs none, bench/lib/monitor-cost.mjs).
 * Then the api's cold start on that existing database (migrated, holding the run's bookings):
 * spawn → first answered GET /api/health, median of 3 starts. And the home page's initial JS.
 * Right after the monitor, while the api is still quiet: the home page's transfer (HTML, CSS and
 * initial JS with `Accept-Encoding: br`, bytes on the wire; lib/web-size.mjs) and Lighthouse 13
 * (mobile) on every public page (lib/lighthouse.mjs: BENCH_LIGHTHOUSE_RUNS runs per page, median).
 * Then, each on an api and a database of its own: the job board of 200 open cards (12 technicians
 * clocked on) read by a service adviser, REST and GraphQL, one request at a time (lib/board.mjs),
 * the monthly statements of 1,000 account customers beside booked-slots (lib/fleet-statements.mjs),
 * and 30 technicians clocking on at once, wave after wave (lib/clock.mjs).
 * Last, each on an api of its own: backups (with their verification) of five years of history and
 * 2,000 PDFs on a PostgreSQL server and on the embedded database, while a booked-slots request goes
 * out every 10 ms, and `npm run restore` of each into the other kind (bench/lib/backup.mjs).
 * The Email Manager on a real Dovecot (bench/lib/mailbox.mjs): listing an INBOX of 2,000
 * messages (1,000 in the last 30 days) and opening a 200 KB HTML message.
 * Prints a table, checks the targets, writes bench/results.json, and always stops the api and
 * drops the database (also on failure or Ctrl-C).
 *
 * Env: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 3), BENCH_CONNECTIONS (default 50),
 *      TEST_DATABASE_URL (admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
 *      BENCH_MONITOR_SECONDS (s, default 60: each of the two monitor windows),
 *      BENCH_KEEP_LOG=1 (keep the temp dir with the api log even on success),
 *      BENCH_API_MAIN (the api entry to start, default api/dist/main.js; run with cwd = its parent's parent),
 *      BENCH_LIGHTHOUSE_RUNS (default 3), BENCH_LIGHTHOUSE_REPORTS=<dir> (keep each page's median report),
 *      CHROME_PATH (Chromium for Lighthouse, default /usr/bin/chromium).
 * Exit code: 0 when the harness completed (even if a target fails), 1 when the harness broke,
 *            130 when interrupted.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, dbUrl, dropDatabase, settleDatabase } from './lib/database.mjs';
import * as env from './lib/env.mjs';
import { coldStarts } from './lib/cold-start.mjs';
import { control, measure, smoke } from './lib/measure.mjs';
import { RAW_SERVER, freePort, startChild, stopChild, waitForOk } from './lib/processes.mjs';
import * as requests from './lib/requests.mjs';
import { ADMIN_PASSWORD, prepareAutosave } from './lib/autosave.mjs';
import { report } from './lib/run-report.mjs';
import { homeTransfer, webInitialJs } from './lib/web-size.mjs';
import { benchLighthouse, lighthousePages, seedCustomerLinks } from './lib/lighthouse.mjs';
import { benchPdfRender } from './lib/pdf-render.mjs';
import { benchInvoiceFirstPage, seedInvoices } from './lib/invoices.mjs';
import { benchActivity, seedAudit } from './lib/audit.mjs';
import { judgeRatios, rawCeilings } from './lib/ceiling.mjs';
import { benchMonitorCost } from './lib/monitor-cost.mjs';
import { benchMailbox, prepareMailbox } from './lib/mailbox.mjs';
import { benchAnalytics } from './lib/analytics.mjs';
import { benchCustomers, seedCustomers } from './lib/customers.mjs';
import { benchTodayOnHistory } from './lib/today.mjs';
import { benchBackup } from './lib/backup.mjs';
import { benchReminders, seedServiceDue } from './lib/reminders.mjs';
import { benchDiary } from './lib/diary.mjs';
import { benchInspection } from './lib/inspection.mjs';
import { benchHostileGraphql } from './lib/hostile-graphql.mjs';
import { benchOwnApis } from './lib/own-api-benches.mjs';
import { benchBookingRun } from './lib/booking-run.mjs';

/** The bays of the run's workshop. */
const BENCH_BAYS = 3;

const { API_MAIN, KEEP_LOG, ROOT, log } = env;
const { READ_DATES, availabilityBody } = requests;

function shuffled(items) {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

const state = {
  tmpDir: null,
  dbName: null,
  api: null, // { child, exited, logFile }
  raw: null,
  coldApi: null, // the api of a cold-start measurement, while it runs
  instance: null, // current autocannon run
  mailbox: null, // { dovecot, imapUrl, largeUids }
  failed: false,
};

let cleanupPromise = null;
function cleanup() {
  cleanupPromise ??= (async () => {
    control.instance?.stop();
    const problems = [];
    await Promise.all(
      [state.api, state.raw, state.coldApi].filter(Boolean).map((proc) =>
        stopChild(proc).catch((err) => problems.push(`stopping ${proc.name}: ${err.message}`)),
      ),
    );
    if (state.mailbox) await state.mailbox.dovecot.close().catch((err) => problems.push(`stopping Dovecot: ${err.message}`));
    if (state.dbName) {
      try {
        await dropDatabase(state.dbName);
        log(`dropped database ${state.dbName}`);
      } catch (err) {
        problems.push(`dropping database ${state.dbName}: ${err.message}`);
      }
    }
    if (state.tmpDir) {
      if (state.failed || KEEP_LOG) {
        rmSync(path.join(state.tmpDir, 'data'), { recursive: true, force: true });
        log(`api log kept at ${path.join(state.tmpDir, 'api.log')}`);
      } else {
        rmSync(state.tmpDir, { recursive: true, force: true });
      }
    }
    for (const p of problems) log(`cleanup problem: ${p}`);
    return problems.length === 0;
  })();
  return cleanupPromise;
}


// Last resort if the process exits without cleanup (e.g. an uncaught throw in a callback).
process.on('exit', () => {
  for (const proc of [state.api, state.raw, state.coldApi]) if (proc && !proc.exited) proc.child.kill('SIGKILL');
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (control.interrupted) return;
    control.interrupted = true;
    log(`${signal}: stopping and cleaning up`);
    state.failed = true;
    cleanup().finally(() => process.exit(130));
  });
}

let loadAtStart = '';

async function main() {
  if (!existsSync(API_MAIN)) throw new Error(`${API_MAIN} not found: build the api first (npm run build -w api)`);
  log(`api: ${API_MAIN}`);
  const started = Date.now();
  loadAtStart = os.loadavg().map((l) => l.toFixed(2)).join(' ');
  state.tmpDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
  const dataDir = path.join(state.tmpDir, 'data');
  mkdirSync(dataDir);
  const logFile = path.join(state.tmpDir, 'api.log');

  state.dbName = `bench_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
  log(`creating database ${state.dbName}`);
  await createDatabase(state.dbName);

  // The ceiling: a bare node:http server in its own process, like the api.
  const rawPort = await freePort();
  state.raw = startChild('raw node:http', ['-e', RAW_SERVER], { env: { ...process.env, PORT: String(rawPort) }, cwd: ROOT, logFile: path.join(state.tmpDir, 'raw.log') });
  const rawBase = `http://127.0.0.1:${rawPort}`;
  await waitForOk(state.raw, `${rawBase}/`, 15_000);

  const apiPort = await freePort();
  const env = {
    ...process.env,
    PORT: String(apiPort),
    HOST: '127.0.0.1',
    DATABASE_URL: dbUrl(state.dbName),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_RATE_LIMIT: '1000000000',
    PUBLIC_READ_RATE_LIMIT: '1000000000',
    ADMIN_PASSWORD,
    WORKSHOP_BAYS: String(BENCH_BAYS),
  };
  delete env.SMTP_URL;
  // The Email Manager's mailbox: a Dovecot holding 2,000 messages.
  state.mailbox = await prepareMailbox();
  env.IMAP_URL = state.mailbox.imapUrl;
  log(`starting api on port ${apiPort} (log: ${logFile})`);
  const apiStart = Date.now();
  state.api = startChild('api', [API_MAIN], { env, cwd: path.dirname(path.dirname(API_MAIN)), logFile });
  const base = `http://127.0.0.1:${apiPort}`;
  await waitForOk(state.api, `${base}/api/health`);
  const apiStartMs = Date.now() - apiStart;
  log(`api ready in ${apiStartMs} ms`);

  const smokeProblems = await smoke(base);
  for (const p of smokeProblems) log(`smoke check failed: ${p}`);

  // The monitor's sampling cost, first, while the api is quiet (no mail backlog yet).
  const monitorCost = await benchMonitorCost({ base, pid: state.api.child.pid, password: ADMIN_PASSWORD });

  // The public pages as a phone gets them, while the api is still quiet: the home page's bytes on
  // the wire, then Lighthouse on every public page (a signing and a quote link seeded for theirs).
  const transfer = await homeTransfer(base);
  const lighthouse = await benchLighthouse(base, lighthousePages(await seedCustomerLinks(base, ADMIN_PASSWORD)));

  // ---- targets, one after another, each ratio target right after a ceiling of its own
  const ceiling = rawCeilings(rawBase, state.raw);
  const bookedSlotsCeiling = await ceiling.before('booked-slots');

  // Reads cycle through a shuffled list of the dates, with no per-request callback, so the load
  // generator does the same work per request as for the raw ceiling (its own cost skews ratios).
  const dates = shuffled(READ_DATES);
  const bookedSlots = await measure(
    'booked-slots',
    base,
    () => dates.map((date) => ({ method: 'GET', path: `/api/appointments/booked-slots?date=${date}` })),
    state.api,
  );
  await sleep(500);

  const graphqlCeiling = await ceiling.before('graphql availability');
  const graphql = await measure(
    'graphql availability',
    base,
    () =>
      dates.map((date) => ({
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        body: availabilityBody(date),
      })),
    state.api,
  );
  await sleep(500);
  const save = await prepareAutosave(base);
  // 7,000 aliases: an anonymous client's refused before anything is parsed or run, staff's at the token limit.
  const hostile = await benchHostileGraphql(base, state.api.child.pid, { authorization: save.headers.authorization });

  const autosaveCeiling = await ceiling.before('job card autosave PUT');
  const autosave = await measure(
    'job card autosave PUT',
    base,
    (onNon2xx) => {
      let next = 0;
      return [
        {
          method: 'PUT',
          path: save.paths[0],
          headers: save.headers,
          // Each connection keeps to its own card, as each member of staff does.
          setupRequest: (req, context) => {
            context.path ??= save.paths[next++ % save.paths.length];
            return { ...req, path: context.path, body: save.body() };
          },
          onResponse: (status, body) => status >= 300 && onNon2xx(status, body),
        },
      ];
    },
    state.api,
  );
  await sleep(500);

  // The Invoice Manager's first page with 20,000 invoices in the table (GraphQL and REST).
  const invoicePage = await benchInvoiceFirstPage(base, save.headers, await seedInvoices(state.dbName));
  // The Activity page's first page with 1,000,000 records in the audit trail.
  const activity = await benchActivity(base, save.headers, await seedAudit(state.dbName));
  // Years of history for analytics, seeded into the run's database, then measured on the api
  // (before the booking run, whose mail backlog the api then works off).
  const analytics = await benchAnalytics(base, state.dbName);
  if (state.api.exited) throw new Error(`api died during the analytics bench (${state.api.exitInfo}); see ${state.api.logFile}`);
  // Customers: 100,000 on that history, searched, listed and opened as staff do.
  const customers = await benchCustomers(base, save.headers, await seedCustomers(state.dbName));
  // The dashboard's 'Today' over five years of a busy workshop's bookings, cards, quotes and invoices.
  const today = await benchTodayOnHistory(base, save.headers, state.dbName);
  // The diary's busiest week: 600 appointments, 10 bays (then back to the run's bays).
  const diary = await benchDiary(base, save.headers, state.dbName, BENCH_BAYS);
  // The seeds' vacuum and checkpoint before the write run, not during it (lib/database.mjs).
  log(`database settled after the seeds in ${(await settleDatabase(state.dbName)).toFixed(1)} s`);
  await sleep(500);

  // The booking run's own ceiling, before it leaves a mail backlog for the api to work off.
  const bookingCeiling = await ceiling.before('booking POST');
  await stopChild(state.raw);
  const raw = ceiling.summary();
  await sleep(500);

  const { booking, created, stored } = await benchBookingRun(base, state.dbName, state.api);

  // The mailbox, one request at a time (the load runs are over).
  const mailbox = await benchMailbox(base, save.headers.authorization.replace(/^Bearer /, ''), state.mailbox);

  // The reminder run over the 120,000 vehicles, 5,000 of them due, while booked-slots is asked every 10 ms.
  const reminders = await benchReminders(base, save.headers, state.dbName, await seedServiceDue(state.dbName));

  // Inspection photos: 12 MP uploads one at a time, then four at once with booked-slots every 10 ms, then the quote page with 20 photos.
  const inspection = await benchInspection(base, save.headers);

  const webJs = webInitialJs();

  // Stop the api now (SIGTERM: graceful, it drains the outbox first) so its shutdown is reported too.
  const apiStop = await stopChild(state.api);
  // In this process, with the api stopped: how long one quote or tax invoice PDF holds an event loop.
  const pdfRender = await benchPdfRender({ kind: 'quote' });
  const invoicePdfRender = await benchPdfRender({ kind: 'invoice' });
  const receiptPdfRender = await benchPdfRender({ kind: 'receipt' });

  // ---- cold start on the existing database (the outbox backlog is drained by the stop above)
  const coldStart = await coldStarts({ apiMain: API_MAIN, env, tmpDir: state.tmpDir, track: (proc) => (state.coldApi = proc) });

  // ---- the floor, the parts shelf, texts, keys, webhooks, statements and exports, each on an api
  // and a database of its own (lib/own-api-benches.mjs)
  const { board, clock, parts, sms, reminderTexts, apiKeys, webhooks, fleetStatements, customerExport } = await benchOwnApis();

  // ---- backups and restores of five years of history with 2,000 PDFs, on both databases, each on
  // an api of its own (lib/backup.mjs), after everything else so nothing else competes for the cores
  const backups = await benchBackup();

  // ---- api log (LOG_LEVEL=warn: anything in it is a warning or an error)
  const apiLogLines = readFileSync(logFile, 'utf8').split('\n').filter((l) => l.trim().startsWith('{'));
  const apiLog = {
    warnOrWorse: apiLogLines.length,
    first: apiLogLines.slice(0, 5).map((l) => l.slice(0, 400)),
  };

  // ---- report: each ratio against the ceiling measured right before its target (in run order)
  const targets = judgeRatios([
    { name: 'booked-slots', r: bookedSlots, ceiling: bookedSlotsCeiling, target: '>= 0.5x raw, p99 <= 10 ms', min: 0.5, p99: 10 },
    { name: 'graphql availability', r: graphql, ceiling: graphqlCeiling, target: '>= 0.25x raw', min: 0.25 },
    { name: 'job card autosave PUT', r: autosave, ceiling: autosaveCeiling, target: '>= 0.04x raw', min: 0.04 },
    { name: 'booking POST', r: booking, ceiling: bookingCeiling, target: '>= 0.05x raw', min: 0.05 },
  ]);

  report({ targets, raw, hostile, pdfRender, invoicePdfRender, receiptPdfRender, invoicePage, activity, monitorCost, mailbox, analytics, customers, today, diary, board, clock, parts, sms, reminderTexts, apiKeys, webhooks, fleetStatements, customerExport, inspection, reminders, webJs, transfer, lighthouse, backups, coldStart, loadAtStart, apiStartMs, booking, created, stored, smokeProblems, apiStop, apiLog, started });
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  if (!control.interrupted) {
    state.failed = true;
    exitCode = 1;
    log(`harness failed: ${err.stack ?? err}`);
    const logFile = state.api?.logFile;
    if (logFile && existsSync(logFile)) {
      const tail = readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-20).join('\n');
      if (tail) log(`last lines of the api log:\n${tail}`);
    }
  }
} finally {
  if (!control.interrupted) {
    const clean = await cleanup();
    if (!clean && exitCode === 0) exitCode = 1;
  }
}
if (!control.interrupted) process.exit(exitCode);
