/**
 * What the server monitor's sampling costs while a page watches: the api process's CPU time (user
 * + system, its own and that of the child processes it waited for, from /proc/<pid>/stat) over
 * BENCH_MONITOR_SECONDS (default 60) with nobody watching, then as long again with one `systemInfo`
 * subscriber (a graphql-ws client, as the page is). The difference, as a share of one core, is the
 * monitor's cost. Linux only (/proc); elsewhere it reports that it could not measure.
 * Run alone (starts the built api on a fresh database): `npm run build -w api && node bench/lib/monitor-cost.mjs`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { ADMIN_PASSWORD } from './autosave.mjs';
import { createDatabase, dbUrl, dropDatabase } from './database.mjs';
import { API_MAIN, log, numEnv } from './env.mjs';
import { freePort, startChild, stopChild, waitForOk } from './processes.mjs';

export const MONITOR_SECONDS = numEnv('BENCH_MONITOR_SECONDS', 60);
/** Share of one core the sampling may cost while a page watches (%). */
export const MONITOR_BUDGET_PERCENT = 2;

function clockTicksPerSecond() {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

/** CPU milliseconds used so far by `pid`: its own, and its waited-for children's. */
function cpuMs(pid, ticks) {
  // Fields after the command name "(...)": state is [0], utime [11], stime [12], cutime [13], cstime [14].
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').pop().split(' ');
  const own = Number(fields[11]) + Number(fields[12]);
  const children = Number(fields[13]) + Number(fields[14]);
  return { own: (own / ticks) * 1000, children: (children / ticks) * 1000 };
}

async function cpuOver(pid, ticks, seconds) {
  const start = cpuMs(pid, ticks);
  await sleep(seconds * 1000);
  const end = cpuMs(pid, ticks);
  return { own: end.own - start.own, children: end.children - start.children, total: end.own + end.children - start.own - start.children };
}

async function signIn(base, password) {
  const res = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  });
  if (!res.ok) throw new Error(`monitor bench: sign-in failed (${res.status})`);
  return (await res.json()).token;
}

const SUBSCRIPTION = `subscription { systemInfo {
  sampledAt state osInfo { platform distro uptime loadPerCore } cpuUsage { usagePercentage averagePercentage state }
  ramUsage { total used free usagePercentage state } storageUsage { total used available usagePercentage state fill { status fullAt } }
  history { at cpu ram disk load }
  application { state liveConnections database { up latencyMs } mailOutbox { waiting failed } smtp { status } imap { status } }
} }`;

export async function benchMonitorCost({ base, pid, password, seconds = MONITOR_SECONDS }) {
  const name = 'monitor sampling (1 watcher)';
  if (!existsSync(`/proc/${pid}/stat`)) return { name, measured: false, reason: 'no /proc on this system' };
  const ticks = clockTicksPerSecond();
  const token = await signIn(base, password);

  log(`${name}: ${seconds} s idle, then ${seconds} s with one systemInfo subscriber`);
  const idle = await cpuOver(pid, ticks, seconds);

  const client = createClient({
    url: `${base.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${token}` },
    retryAttempts: 0,
  });
  let events = 0;
  let failure = null;
  let first;
  const started = new Promise((resolve) => (first = resolve));
  const stop = client.subscribe(
    { query: SUBSCRIPTION },
    {
      next: (value) => {
        if (value.errors) failure = JSON.stringify(value.errors).slice(0, 300);
        events++;
        first();
      },
      error: (err) => {
        failure = String(err?.message ?? err);
        first();
      },
      complete: () => first(),
    },
  );
  let watched;
  let samples;
  try {
    // Measure the steady state: from the first push on.
    await Promise.race([started, sleep(15_000)]);
    if (failure || !events) throw new Error(`monitor bench: the subscription did not push (${failure ?? 'no event in 15 s'})`);
    const before = events;
    watched = await cpuOver(pid, ticks, seconds);
    samples = events - before;
  } finally {
    stop();
    await client.dispose();
  }
  const costPercent = ((watched.total - idle.total) / (seconds * 1000)) * 100;
  return {
    name,
    measured: true,
    seconds,
    idleCpuMs: Math.round(idle.total),
    watchedCpuMs: Math.round(watched.total),
    watchedChildrenCpuMs: Math.round(watched.children),
    samples,
    costPercent,
    perSampleMs: samples ? (watched.total - idle.total) / samples : null,
    target: `<= ${MONITOR_BUDGET_PERCENT} % of one core`,
    pass: costPercent <= MONITOR_BUDGET_PERCENT,
  };
}

export function monitorCostRow(r) {
  if (!r.measured) return [r.name, 'n/a', '', '', '', '', `<= ${MONITOR_BUDGET_PERCENT} % of a core`, r.reason];
  return [r.name, `${r.costPercent.toFixed(2)} %`, '', '', '', '', `<= ${MONITOR_BUDGET_PERCENT} % of a core`, r.pass ? 'PASS' : 'FAIL'];
}

export function monitorCostSummary(r) {
  if (!r.measured) return `monitor sampling: not measured (${r.reason})`;
  return (
    `monitor sampling: api CPU time over ${r.seconds} s, idle ${r.idleCpuMs} ms, one page watching ${r.watchedCpuMs} ms ` +
    `(of which child processes ${r.watchedChildrenCpuMs} ms), ${r.samples} samples pushed: ` +
    `${r.costPercent.toFixed(2)} % of one core${r.perSampleMs === null ? '' : `, ${r.perSampleMs.toFixed(1)} ms per sample`}`
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-monitor-'));
  const dbName = `bench_monitor_${process.pid}`;
  let api = null;
  try {
    await createDatabase(dbName);
    const port = await freePort();
    const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: dbUrl(dbName), DATA_DIR: dir, LOG_LEVEL: 'warn', ADMIN_PASSWORD };
    delete env.SMTP_URL;
    delete env.IMAP_URL;
    api = startChild('api', [API_MAIN], { env, cwd: path.dirname(path.dirname(API_MAIN)), logFile: path.join(dir, 'api.log') });
    const base = `http://127.0.0.1:${port}`;
    await waitForOk(api, `${base}/api/health`);
    const r = await benchMonitorCost({ base, pid: api.child.pid, password: ADMIN_PASSWORD });
    console.log(`${monitorCostSummary(r)}; target ${r.target ?? ''}: ${r.measured ? (r.pass ? 'PASS' : 'FAIL') : 'n/a'}`);
  } finally {
    if (api) await stopChild(api);
    await dropDatabase(dbName).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
}
