#!/usr/bin/env node
/**
 * Benchmark harness: `npm run bench` from the repository root (builds web and api first).
 *
 * Starts a raw node:http server (the ceiling) and the built api (api/dist/main.js) on a fresh
 * PostgreSQL database, then measures, one target after another, with autocannon:
 *   raw node:http #1 · GET booked-slots · GraphQL availability · raw node:http #2 · POST /api/appointments
 * The ceiling is the mean of the two raw runs; their spread tells how busy the machine was.
 * Prints a table, checks the targets, writes bench/results.json, and always stops the api and
 * drops the database (also on failure or Ctrl-C).
 *
 * Env: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 3), BENCH_CONNECTIONS (default 50),
 *      TEST_DATABASE_URL (admin connection, default postgres://postgres@127.0.0.1:5432/postgres),
 *      BENCH_KEEP_LOG=1 (keep the temp dir with the api log even on success),
 *      BENCH_API_MAIN (the api entry to start, default api/dist/main.js; run with cwd = its parent's parent).
 * Exit code: 0 when the harness completed (even if a target fails), 1 when the harness broke,
 *            130 when interrupted.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = path.resolve(import.meta.dirname, '..');
const API_MAIN = path.resolve(ROOT, process.env.BENCH_API_MAIN?.trim() || 'api/dist/main.js');
const WEB_DIST = path.join(ROOT, 'web', 'dist');
const RESULTS_FILE = path.join(import.meta.dirname, 'results.json');

function numEnv(name, fallback) {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number (got "${raw}")`);
  return n;
}

const DURATION = numEnv('BENCH_DURATION', 10);
const WARMUP = numEnv('BENCH_WARMUP', 3);
const CONNECTIONS = numEnv('BENCH_CONNECTIONS', 50);
const ADMIN_URL = process.env.TEST_DATABASE_URL?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
const KEEP_LOG = ['1', 'true', 'yes'].includes((process.env.BENCH_KEEP_LOG ?? '').toLowerCase());
/** Booking slots the POST target may consume at most, sized for 5000 req/s over warm-up + run. */
const BOOKING_RATE_BUDGET = 5000;
const WEB_JS_BUDGET_KB = 120;

const log = (msg) => process.stderr.write(`[bench] ${msg}\n`);

// ---------------------------------------------------------------- resources and cleanup

const state = {
  tmpDir: null,
  dbName: null,
  api: null, // { child, exited, logFile }
  raw: null,
  instance: null, // current autocannon run
  failed: false,
};

let cleanupPromise = null;
function cleanup() {
  cleanupPromise ??= (async () => {
    state.instance?.stop();
    const problems = [];
    await Promise.all(
      [state.api, state.raw].filter(Boolean).map((proc) =>
        stopChild(proc).catch((err) => problems.push(`stopping ${proc.name}: ${err.message}`)),
      ),
    );
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

function stopChild(proc, graceMs = 20_000) {
  const { child } = proc;
  if (proc.exited) return Promise.resolve({ ms: 0, exitInfo: proc.exitInfo });
  const t0 = Date.now();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      log(`${proc.name} did not stop within ${graceMs / 1000} s: SIGKILL`);
      child.kill('SIGKILL');
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      const ms = Date.now() - t0;
      log(`${proc.name} stopped in ${(ms / 1000).toFixed(1)} s (${proc.exitInfo})`);
      resolve({ ms, exitInfo: proc.exitInfo });
    });
    child.kill('SIGTERM');
  });
}

// Last resort if the process exits without cleanup (e.g. an uncaught throw in a callback).
process.on('exit', () => {
  for (const proc of [state.api, state.raw]) if (proc && !proc.exited) proc.child.kill('SIGKILL');
});

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    log(`${signal}: stopping and cleaning up`);
    state.failed = true;
    cleanup().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------- database

function dbUrl(name) {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

async function withAdmin(fn) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function createDatabase(name) {
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
}

async function dropDatabase(name) {
  await withAdmin(async (c) => {
    try {
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } catch (err) {
      if (err.code !== '42601') throw err; // syntax error: PostgreSQL < 13 has no WITH (FORCE)
      await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      await c.query(`DROP DATABASE IF EXISTS "${name}"`);
    }
  });
}

async function queryDb(name, sql) {
  const client = new pg.Client({ connectionString: dbUrl(name) });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- processes

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

function startChild(name, args, { env, cwd, logFile }) {
  const out = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const proc = { name, child, exited: false, exitInfo: null, logFile };
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  child.on('exit', (code, signal) => {
    proc.exited = true;
    proc.exitInfo = signal ? `signal ${signal}` : `code ${code}`;
  });
  child.on('error', (err) => {
    proc.exited = true;
    proc.exitInfo = `spawn error: ${err.message}`;
  });
  return proc;
}

async function waitForOk(proc, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (proc.exited) throw new Error(`${proc.name} exited during start (${proc.exitInfo}); see ${proc.logFile}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = err.cause?.code ?? err.message;
    }
    await sleep(200);
  }
  throw new Error(`${proc.name} not ready at ${url} after ${timeoutMs / 1000} s (${lastError}); see ${proc.logFile}`);
}

const RAW_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ ok: true, message: 'hello' });
http
  .createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
`;

// ---------------------------------------------------------------- request generators

const pad = (n) => String(n).padStart(2, '0');
const isoDate = (d) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const addDays = (d, n) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n));

/** The next ~90 days (from tomorrow), for the read targets. */
const today = new Date();
const READ_DATES = Array.from({ length: 90 }, (_, i) => isoDate(addDays(today, i + 1)));
const randomDate = () => READ_DATES[Math.floor(Math.random() * READ_DATES.length)];

function slotTimes(from, to) {
  const times = [];
  for (let m = from * 60; m <= to * 60 + 30; m += 30) times.push(`${pad(Math.floor(m / 60))}:${pad(m % 60)}`);
  return times;
}
const WEEKDAY_SLOTS = slotTimes(9, 16); // 09:00 .. 16:30, 16 slots
const SATURDAY_SLOTS = slotTimes(9, 12); // 09:00 .. 12:30, 8 slots

/**
 * Distinct free booking slots from Jan 1 of next year on, skipping Sundays. Sized for
 * BOOKING_RATE_BUDGET req/s over warm-up + run; extended on the fly should a run go faster.
 */
function bookingSlots(count) {
  const slots = [];
  let day = new Date(Date.UTC(today.getUTCFullYear() + 1, 0, 1));
  const extend = (n) => {
    while (n > 0) {
      const weekday = day.getUTCDay();
      const times = weekday === 0 ? [] : weekday === 6 ? SATURDAY_SLOTS : WEEKDAY_SLOTS;
      const date = isoDate(day);
      for (const time of times) slots.push({ date, time });
      n -= times.length;
      day = addDays(day, 1);
    }
  };
  extend(count);
  let next = 0;
  return {
    planned: slots.length,
    next() {
      if (next >= slots.length) extend(1000);
      return slots[next++];
    },
    get used() {
      return next;
    },
    get last() {
      return next ? slots[next - 1] : null;
    },
  };
}

const AVAILABILITY_QUERY = 'query($d:String!){availability(date:$d){date closed availableTimes unavailableTimes}}';

// ---------------------------------------------------------------- measuring

function summarize(result) {
  return {
    rps: result.requests.average,
    totalRequests: result.requests.total,
    durationS: result.duration,
    latencyMs: {
      avg: result.latency.average,
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, s]) => [code, s.count])),
  };
}

function runCannon(opts) {
  return new Promise((resolve, reject) => {
    state.instance = autocannon({ connections: CONNECTIONS, timeout: 10, ...opts }, (err, result) => {
      state.instance = null;
      if (err) reject(err);
      else resolve(result);
    });
  });
}

/** Warm-up (discarded), then the measured run. `makeRequests()` builds fresh request specs. */
async function measure(name, url, makeRequests, proc) {
  const samples = [];
  const onNon2xx = (status, body) => {
    if (samples.length < 5) samples.push({ status, body: String(body).slice(0, 300) });
  };
  let warm = null;
  if (WARMUP > 0) {
    log(`${name}: warm-up ${WARMUP} s`);
    warm = await runCannon({ url, duration: WARMUP, requests: makeRequests(onNon2xx) });
    if (interrupted) throw new Error('interrupted');
  }
  log(`${name}: measuring ${DURATION} s`);
  const result = await runCannon({ url, duration: DURATION, requests: makeRequests(onNon2xx) });
  if (interrupted) throw new Error('interrupted');
  if (proc?.exited) throw new Error(`${proc.name} died during "${name}" (${proc.exitInfo}); see ${proc.logFile}`);
  const summary = summarize(result);
  log(`${name}: ${summary.rps.toFixed(0)} req/s, p99 ${summary.latencyMs.p99} ms, non-2xx ${summary.non2xx}`);
  return {
    ...summary,
    warmup: warm ? { totalRequests: warm.requests.total, non2xx: warm.non2xx, errors: warm.errors, statusCodes: summarize(warm).statusCodes } : null,
    non2xxSamples: samples,
  };
}

/** One request of each kind before loading, so a broken endpoint is reported plainly. */
async function smoke(base) {
  const problems = [];
  const date = READ_DATES[10];
  try {
    const res = await fetch(`${base}/api/appointments/booked-slots?date=${date}`);
    const body = await res.json();
    if (res.status !== 200 || !Array.isArray(body.unavailableSlots)) problems.push(`booked-slots: HTTP ${res.status} ${JSON.stringify(body)}`);
  } catch (err) {
    problems.push(`booked-slots: ${err.message}`);
  }
  try {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: AVAILABILITY_QUERY, variables: { d: date } }),
    });
    const body = await res.json();
    if (res.status !== 200 || body.errors || !Array.isArray(body.data?.availability?.availableTimes)) {
      problems.push(`graphql availability: HTTP ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
    }
  } catch (err) {
    problems.push(`graphql availability: ${err.message}`);
  }
  return problems;
}

// ---------------------------------------------------------------- web bundle size

function webInitialJs() {
  const indexFile = path.join(WEB_DIST, 'index.html');
  if (!existsSync(indexFile)) return { built: false };
  const html = readFileSync(indexFile, 'utf8');
  const attrs = (tag) => Object.fromEntries([...tag.matchAll(/([\w-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)].map((m) => [m[1].toLowerCase(), m[3] ?? m[4] ?? m[5]]));
  const refs = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const a = attrs(tag);
    if (a.type === 'module' && a.src) refs.add(a.src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attrs(tag);
    if (a.rel?.split(/\s+/).includes('modulepreload') && a.href) refs.add(a.href);
  }
  const files = [];
  const missing = [];
  for (const ref of refs) {
    if (/^(https?:)?\/\//.test(ref)) {
      missing.push(`${ref} (external)`);
      continue;
    }
    const file = path.join(WEB_DIST, decodeURIComponent(ref.split(/[?#]/)[0]).replace(/^\/+/, ''));
    if (!existsSync(file)) {
      missing.push(ref);
      continue;
    }
    const raw = readFileSync(file);
    files.push({ file: path.relative(WEB_DIST, file), bytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length });
  }
  const gzipBytes = files.reduce((s, f) => s + f.gzipBytes, 0);
  const kb = gzipBytes / 1024;
  return { built: true, files, missing, gzipBytes, gzipKB: kb, targetKB: WEB_JS_BUDGET_KB, pass: kb <= WEB_JS_BUDGET_KB && missing.length === 0 };
}

// ---------------------------------------------------------------- report

function table(rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => (i === 0 || i === r.length - 1 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join('  ');
  const sep = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(rows[0]), sep, ...rows.slice(1).map(line)].join('\n');
}

// ---------------------------------------------------------------- main

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
  };
  delete env.SMTP_URL;
  delete env.IMAP_URL;
  log(`starting api on port ${apiPort} (log: ${logFile})`);
  const apiStart = Date.now();
  state.api = startChild('api', [API_MAIN], { env, cwd: path.dirname(path.dirname(API_MAIN)), logFile });
  const base = `http://127.0.0.1:${apiPort}`;
  await waitForOk(state.api, `${base}/api/health`);
  const apiStartMs = Date.now() - apiStart;
  log(`api ready in ${apiStartMs} ms`);

  const smokeProblems = await smoke(base);
  for (const p of smokeProblems) log(`smoke check failed: ${p}`);

  // ---- targets, one after another
  const rawRequests = () => [{ method: 'GET', path: '/' }];
  const raw1 = await measure('raw node:http #1', `${rawBase}/`, rawRequests, state.raw);

  const bookedSlots = await measure(
    'booked-slots',
    base,
    (onNon2xx) => [
      {
        method: 'GET',
        path: '/api/appointments/booked-slots',
        setupRequest: (req) => {
          req.path = `/api/appointments/booked-slots?date=${randomDate()}`;
          return req;
        },
        onResponse: (status, body) => status >= 300 && onNon2xx(status, body),
      },
    ],
    state.api,
  );
  await sleep(500);

  const graphql = await measure(
    'graphql availability',
    base,
    (onNon2xx) => [
      {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          req.body = JSON.stringify({ query: AVAILABILITY_QUERY, variables: { d: randomDate() } });
          return req;
        },
        onResponse: (status, body) => status >= 300 && onNon2xx(status, body),
      },
    ],
    state.api,
  );
  await sleep(500);

  // The ceiling again, before the booking run leaves a mail backlog for the api to work off.
  const raw2 = await measure('raw node:http #2', `${rawBase}/`, rawRequests, state.raw);
  await stopChild(state.raw);
  const raw = { rps: (raw1.rps + raw2.rps) / 2, spread: Math.abs(raw1.rps - raw2.rps) / ((raw1.rps + raw2.rps) / 2), runs: [raw1, raw2] };
  await sleep(500);

  const slots = bookingSlots(Math.ceil((WARMUP + DURATION) * BOOKING_RATE_BUDGET));
  let seq = 0;
  const booking = await measure(
    'booking POST',
    base,
    (onNon2xx) => [
      {
        method: 'POST',
        path: '/api/appointments',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => {
          const { date, time } = slots.next();
          const n = ++seq;
          req.body = JSON.stringify({
            fullName: `Bench Customer ${n}`,
            email: `bench${n}@example.com`,
            phone: '0400 000 000',
            vehicleMake: 'Toyota',
            vehicleModel: 'Corolla',
            vehicleYear: 2019,
            registration: `BEN${n % 1000}`,
            serviceType: 'Logbook Servicing',
            issueDescription: 'Regular logbook service, benchmark run.',
            preferredDate: date,
            preferredTime: time,
          });
          return req;
        },
        onResponse: (status, body) => status >= 300 && onNon2xx(status, body),
      },
    ],
    state.api,
  );
  booking.slots = { planned: slots.planned, used: slots.used, lastSlot: slots.last, exceededPlan: slots.used > slots.planned };

  // Every 201 must be one stored appointment. Requests in flight when a run stops (at most one
  // per connection, warm-up and measured run) may be stored without their answer being counted.
  await sleep(500);
  const created = (booking.warmup?.statusCodes['201'] ?? 0) + (booking.statusCodes['201'] ?? 0);
  const [{ count: stored }] = await queryDb(state.dbName, `SELECT count(*)::int AS count FROM appointment`);
  const inFlight = (WARMUP > 0 ? 2 : 1) * CONNECTIONS;
  booking.consistency = { created201: created, storedAppointments: stored, ok: stored >= created && stored - created <= inFlight };
  // The mail backlog left by the booking run (drained by the api at shutdown).
  booking.outbox = Object.fromEntries(
    (await queryDb(state.dbName, 'SELECT status, count(*)::int AS n FROM outbox_message GROUP BY status ORDER BY status').catch(() => [])).map((r) => [r.status, r.n]),
  );

  const webJs = webInitialJs();

  // Stop the api now (SIGTERM: graceful, it drains the outbox first) so its shutdown is reported too.
  const apiStop = await stopChild(state.api);

  // ---- api log (LOG_LEVEL=warn: anything in it is a warning or an error)
  const apiLogLines = readFileSync(logFile, 'utf8').split('\n').filter((l) => l.trim().startsWith('{'));
  const apiLog = {
    warnOrWorse: apiLogLines.length,
    first: apiLogLines.slice(0, 5).map((l) => l.slice(0, 400)),
  };

  // ---- report
  const ratio = (r) => r.rps / raw.rps;
  const targets = [
    { name: 'booked-slots', r: bookedSlots, target: '>= 0.5x raw, p99 <= 10 ms', pass: ratio(bookedSlots) >= 0.5 && bookedSlots.latencyMs.p99 <= 10 },
    { name: 'graphql availability', r: graphql, target: '>= 0.1x raw', pass: ratio(graphql) >= 0.1 },
    { name: 'booking POST', r: booking, target: '>= 0.05x raw', pass: ratio(booking) >= 0.05 },
  ];
  // A fast error is no success: any non-2xx answer or socket error fails the target.
  for (const t of targets) t.pass &&= t.r.non2xx === 0 && t.r.errors === 0;

  const fmt = (n, d = 0) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });
  const rows = [
    ['target', 'req/s', 'p99 ms', 'non-2xx', 'errors', 'x raw', 'goal', 'result'],
    ...raw.runs.map((r, i) => [`raw node:http #${i + 1}`, fmt(r.rps), fmt(r.latencyMs.p99), fmt(r.non2xx), fmt(r.errors), fmt(r.rps / raw.rps, 3), i ? '' : `ceiling = mean ${fmt(raw.rps)}`, '']),
    ...targets.map((t) => [t.name, fmt(t.r.rps), fmt(t.r.latencyMs.p99), fmt(t.r.non2xx), fmt(t.r.errors), fmt(ratio(t.r), 3), t.target, t.pass ? 'PASS' : 'FAIL']),
  ];
  if (webJs.built) {
    rows.push(['home initial JS (gzip -9)', `${fmt(webJs.gzipKB, 1)} KB`, '', '', '', '', `<= ${WEB_JS_BUDGET_KB} KB`, webJs.pass ? 'PASS' : 'FAIL']);
  }

  const out = [];
  out.push('');
  out.push(`Benchmark: ${CONNECTIONS} connections, warm-up ${WARMUP} s, measured ${DURATION} s per target; node ${process.version}, ${os.cpus().length} CPUs, load average at start ${loadAtStart}`);
  out.push('');
  out.push(table(rows));
  out.push('');
  if (!webJs.built) out.push('home initial JS: web not built (web/dist/index.html missing)');
  else {
    out.push(`home initial JS: ${webJs.files.length} file(s), ${fmt(webJs.gzipBytes)} bytes gzip (1 KB = 1024 bytes)`);
    for (const m of webJs.missing) out.push(`  referenced but not found: ${m}`);
  }
  out.push(`booking POST: ${fmt(booking.slots.used)} distinct slots used (planned ${fmt(booking.slots.planned)}), last ${booking.slots.lastSlot?.date} ${booking.slots.lastSlot?.time}; ${fmt(created)} created (201), ${fmt(stored)} stored${booking.consistency.ok ? ' (the difference: answers cut off when a run stops)' : '  <-- MISMATCH'}`);
  out.push(`outbox after the booking run: ${Object.entries(booking.outbox).map(([k, n]) => `${k} ${fmt(n)}`).join(', ') || 'n/a'}`);
  if (raw.spread > 0.2) {
    out.push(`WARNING: the two raw runs differ by ${fmt(raw.spread * 100)} %: the machine was busy with something else; the ratios are unreliable.`);
  }
  for (const t of [...raw.runs.map((r, i) => ({ name: `raw node:http #${i + 1}`, r })), ...targets]) {
    const codes = Object.entries(t.r.statusCodes).map(([c, n]) => `${c}: ${fmt(n)}`).join(', ');
    if (t.r.non2xx || t.r.errors || t.r.timeouts || (t.r.warmup && (t.r.warmup.non2xx || t.r.warmup.errors))) {
      out.push(`${t.name}: status codes {${codes}}, errors ${t.r.errors}, timeouts ${t.r.timeouts}, warm-up non-2xx ${t.r.warmup?.non2xx ?? 0}`);
      for (const s of t.r.non2xxSamples) out.push(`  ${s.status}: ${s.body}`);
    }
  }
  for (const p of smokeProblems) out.push(`smoke check failed: ${p}`);
  out.push(`api shutdown (SIGTERM) after the run: ${fmt(apiStop.ms / 1000, 1)} s, exit ${apiStop.exitInfo}`);
  out.push(`api log: ${apiLog.warnOrWorse} warning/error line(s)`);
  for (const l of apiLog.first) out.push(`  ${l}`);
  out.push(`results: ${path.relative(ROOT, RESULTS_FILE)}; total ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(out.join('\n'));

  const results = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: os.cpus().length,
    connections: CONNECTIONS,
    warmupS: WARMUP,
    durationS: DURATION,
    loadAverageAtStart: loadAtStart,
    apiStartMs,
    apiStop,
    raw,
    targets: targets.map((t) => ({ name: t.name, ...t.r, ratioToRaw: ratio(t.r), target: t.target, pass: t.pass })),
    webInitialJs: webJs,
    smokeProblems,
    apiLog,
  };
  writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`);
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  if (!interrupted) {
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
  if (!interrupted) {
    const clean = await cleanup();
    if (!clean && exitCode === 0) exitCode = 1;
  }
}
if (!interrupted) process.exit(exitCode);
