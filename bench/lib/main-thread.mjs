/**
 * How much of a Lighthouse run's long main-thread tasks the page's thread spent running, from the
 * run's trace (`--save-assets`). Lighthouse's total blocking time takes each task's wall time (times
 * four, its simulated phone), so a task is long either because the page had that much work or
 * because its thread was kept waiting meanwhile: on two cores, by Chromium's other processes,
 * Lighthouse's own (it takes in the trace as the page loads) and whatever else runs. The trace
 * tells them apart: a task's `dur` is its wall time, `tdur` the time its thread ran.
 */
import { readFileSync } from 'node:fs';

/** Tasks this long or longer (wall) count: 12.5 ms becomes the 50 ms of a long task at 4x. */
const COUNTED_US = 12_500;

/**
 * The counted tasks of the page's renderer main thread (the one that ran longest): their number,
 * wall milliseconds, and milliseconds on the CPU; null when the trace has no thread times.
 */
export function longTaskCpu(tracePath) {
  const { traceEvents } = JSON.parse(readFileSync(tracePath, 'utf8'));
  const mainThreads = new Set(
    traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const tasks = new Map();
  for (const e of traceEvents) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !mainThreads.has(`${e.pid}:${e.tid}`)) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!tasks.has(key)) tasks.set(key, []);
    tasks.get(key).push(e);
  }
  const busiest = [...tasks.values()].sort((a, b) => sum(b, 'dur') - sum(a, 'dur'))[0] ?? [];
  const counted = busiest.filter((e) => e.dur >= COUNTED_US);
  if (counted.some((e) => typeof e.tdur !== 'number')) return null;
  return { tasks: counted.length, wallMs: sum(counted, 'dur') / 1000, cpuMs: sum(counted, 'tdur') / 1000 };
}

const sum = (events, field) => events.reduce((total, e) => total + (e[field] ?? 0), 0);

/** "62 %" of the wall time on the CPU, or '' when not measured. */
export function cpuShare(m) {
  if (!m || m.wallMs === 0) return '';
  return `${Math.round((100 * m.cpuMs) / m.wallMs)} %`;
}
