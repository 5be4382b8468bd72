/**
 * The raw node:http ceiling, measured right before each ratio target. Two raw runs of one quiet
 * machine were 25 % apart (35.8k and 46.1k req/s), so a ratio divided by a ceiling measured
 * minutes earlier moves with whatever the machine did meanwhile; divided by the ceiling measured
 * just before it, each ratio compares the target with the machine as it was for that target.
 * The spread of the ceilings ((max − min) / mean) says how much the machine's speed moved.
 */
import { measure } from './measure.mjs';

/** A ceiling spread above this makes even adjacent ratios doubtful: the report says so. */
export const CEILING_SPREAD_WARNING = 0.2;

/** `rawBase`: the raw server's origin; `proc`: its process (a death fails the run). */
export function rawCeilings(rawBase, proc) {
  const runs = [];
  return {
    runs,
    /** Measures the ceiling for the target named `target`, to run right after it. */
    async before(target) {
      const run = await measure(`raw node:http (before ${target})`, `${rawBase}/`, () => [{ method: 'GET', path: '/' }], proc);
      run.before = target;
      runs.push(run);
      return run;
    },
    /** Mean, min, max and spread of the ceilings measured so far. */
    summary() {
      const rps = runs.map((r) => r.rps);
      const mean = rps.reduce((a, b) => a + b, 0) / (rps.length || 1);
      const min = Math.min(...rps);
      const max = Math.max(...rps);
      return { runs, mean, min, max, spread: mean ? (max - min) / mean : 0 };
    },
  };
}

const fmt = (n, d = 0) => n.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d });

/**
 * Each target's ratio to its own ceiling and whether it holds (`min` ratio, optional `p99` ms);
 * a fast error is no success: any non-2xx answer or socket error fails the target.
 */
export function judgeRatios(targets) {
  for (const t of targets) {
    t.ratio = t.r.rps / t.ceiling.rps;
    t.pass = t.ratio >= t.min && (t.p99 === undefined || t.r.latencyMs.p99 <= t.p99) && t.r.non2xx === 0 && t.r.errors === 0;
  }
  return targets;
}

/** Table rows: each target after its ceiling (a ceiling's "x raw" is over the mean of all ceilings). */
export function ratioRows(targets, raw) {
  return targets.flatMap((t) => [
    ['  raw node:http (its ceiling)', fmt(t.ceiling.rps), fmt(t.ceiling.latencyMs.p99), fmt(t.ceiling.non2xx), fmt(t.ceiling.errors), fmt(t.ceiling.rps / raw.mean, 3), '', ''],
    [t.name, fmt(t.r.rps), fmt(t.r.latencyMs.p99), fmt(t.r.non2xx), fmt(t.r.errors), fmt(t.ratio, 3), t.target, t.pass ? 'PASS' : 'FAIL'],
  ]);
}

/** The ceilings' summary, a warning when they spread too far, and any run with failed answers. */
export function ratioSummary(targets, raw) {
  const out = [
    `raw node:http ceilings, each measured right before its target: ${raw.runs.map((r) => `${fmt(r.rps)} (${r.before})`).join(', ')}; mean ${fmt(raw.mean)}, spread (max − min) / mean ${fmt(raw.spread * 100, 1)} %. Each target's "x raw" is over its own ceiling.`,
  ];
  if (raw.spread > CEILING_SPREAD_WARNING) {
    out.push(`WARNING: the ceilings differ by ${fmt(raw.spread * 100)} %: the machine's speed moved during the run (something else was busy); even ratios against adjacent ceilings are doubtful.`);
  }
  for (const t of [...raw.runs.map((r) => ({ name: `raw node:http (before ${r.before})`, r })), ...targets]) {
    const codes = Object.entries(t.r.statusCodes).map(([c, n]) => `${c}: ${fmt(n)}`).join(', ');
    if (t.r.non2xx || t.r.errors || t.r.timeouts || (t.r.warmup && (t.r.warmup.non2xx || t.r.warmup.errors))) {
      out.push(`${t.name}: status codes {${codes}}, errors ${t.r.errors}, timeouts ${t.r.timeouts}, warm-up non-2xx ${t.r.warmup?.non2xx ?? 0}`);
      for (const s of t.r.non2xxSamples) out.push(`  ${s.status}: ${s.body}`);
    }
  }
  return out;
}
