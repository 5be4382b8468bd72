/** Runs autocannon against a target: warm-up, then the measured run. */
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION, WARMUP, log } from './env.mjs';
import { READ_DATES, availabilityBody } from './requests.mjs';

/** The run in progress (to stop it on Ctrl-C) and whether the bench was interrupted. */
export const control = { instance: null, interrupted: false };

export function summarize(result) {
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

export function runCannon(opts) {
  return new Promise((resolve, reject) => {
    control.instance = autocannon({ connections: CONNECTIONS, timeout: 10, ...opts }, (err, result) => {
      control.instance = null;
      if (err) reject(err);
      else resolve(result);
    });
  });
}

/** Warm-up (discarded), then the measured run. `makeRequests()` builds fresh request specs. */
export async function measure(name, url, makeRequests, proc) {
  const samples = [];
  const onNon2xx = (status, body) => {
    if (samples.length < 5) samples.push({ status, body: String(body).slice(0, 300) });
  };
  let warm = null;
  if (WARMUP > 0) {
    log(`${name}: warm-up ${WARMUP} s`);
    warm = await runCannon({ url, duration: WARMUP, requests: makeRequests(onNon2xx) });
    if (control.interrupted) throw new Error('interrupted');
  }
  log(`${name}: measuring ${DURATION} s`);
  const result = await runCannon({ url, duration: DURATION, requests: makeRequests(onNon2xx) });
  if (control.interrupted) throw new Error('interrupted');
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
export async function smoke(base) {
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
      body: availabilityBody(date),
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

