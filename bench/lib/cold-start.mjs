/** The api's cold start on an existing database: from spawning the process to its first answer. */
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { COLD_START_BUDGET_MS, COLD_START_RUNS, log } from './env.mjs';
import { freePort, startChild, stopChild } from './processes.mjs';

/** Milliseconds from `t0` until `url` answers 2xx; polls every few ms so the poll adds little. */
async function firstAnswer(proc, url, t0, timeoutMs = 30_000) {
  let lastError = 'no answer';
  while (performance.now() - t0 < timeoutMs) {
    if (proc.exited) throw new Error(`${proc.name} exited during start (${proc.exitInfo}); see ${proc.logFile}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return performance.now() - t0;
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = err.cause?.code ?? err.message;
    }
    await sleep(5);
  }
  throw new Error(`${proc.name} not ready at ${url} after ${timeoutMs / 1000} s (${lastError}); see ${proc.logFile}`);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Starts the api `runs` times on a database that is already migrated and holds data, each time
 * timing spawn → first 2xx of GET /api/health (which reads the database), then stops it.
 * `track(proc)` lets the caller stop a started process if the run is interrupted.
 */
export async function coldStarts({ apiMain, env, tmpDir, track = () => {}, runs = COLD_START_RUNS }) {
  const times = [];
  for (let i = 1; i <= runs; i++) {
    const port = await freePort();
    const logFile = path.join(tmpDir, `api-cold-${i}.log`);
    const t0 = performance.now();
    const proc = startChild(`api cold start #${i}`, [apiMain], { env: { ...env, PORT: String(port) }, cwd: path.dirname(path.dirname(apiMain)), logFile });
    track(proc);
    try {
      const ms = await firstAnswer(proc, `http://127.0.0.1:${port}/api/health`, t0);
      times.push(ms);
      log(`cold start #${i}: first answer after ${ms.toFixed(0)} ms`);
    } finally {
      await stopChild(proc);
      track(null);
    }
  }
  const medianMs = median(times);
  return { runs: times.map((ms) => Math.round(ms)), medianMs: Math.round(medianMs), targetMs: COLD_START_BUDGET_MS, pass: medianMs <= COLD_START_BUDGET_MS };
}
