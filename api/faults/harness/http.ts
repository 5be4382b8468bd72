/** Plain-fetch clients of the api's REST and GraphQL surfaces, and the faults suite's test data. */
import jwt from 'jsonwebtoken';
import { addDays, weekday } from '../../src/shared/time.js';
import { ADMIN_PASSWORD } from './cluster.js';
import { appointmentRequest } from '../../test/factories.js';
import { waitFor } from '../../test/wait-for.js';

export interface Answer {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/** A REST call; `body` is sent as JSON unless it is a string or bytes (sent as is, for invalid JSON). */
export async function rest(base: string, method: string, route: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(base + route, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, headers: res.headers, body: parsed, text };
}

export function gql(base: string, query: string, variables?: Record<string, unknown>, token?: string): Promise<Answer> {
  return rest(base, 'POST', '/graphql', { query, variables }, token ? { authorization: `Bearer ${token}` } : {});
}

/** GraphQL answers a server fault with status 200 and INTERNAL_SERVER_ERROR: both count as 5xx. */
export function isServerFault(answer: Pick<Answer, 'status' | 'body'>): boolean {
  if (answer.status >= 500) return true;
  const errors = (answer.body as { errors?: Array<{ extensions?: { code?: string } }> } | null)?.errors;
  return Array.isArray(errors) && errors.some((e) => e.extensions?.code === 'INTERNAL_SERVER_ERROR');
}

export async function adminToken(base: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await rest(base, 'POST', '/api/admin/login', { username: 'admin', password: ADMIN_PASSWORD }, headers);
  if (res.status !== 200) throw new Error(`admin login answered ${res.status}: ${res.text}`);
  return res.body.token as string;
}

/** A token signed like the api's own (HS256, issuer workshop-admin), with the lifetime a test wants. */
/**
 * A token of a real session (its `jti` names a live session row) that expires sooner than the
 * session does: signed again with the server's secret, same claims, `expiresInSeconds` from now.
 */
export function shortLivedToken(secret: string, sessionToken: string, expiresInSeconds: number): string {
  const { username, sub, jti } = jwt.verify(sessionToken, secret) as jwt.JwtPayload;
  return jwt.sign({ username }, secret, { subject: sub, jwtid: jti, expiresIn: expiresInSeconds, issuer: 'workshop-admin', algorithm: 'HS256' });
}

export async function bookedSlots(base: string, date: string): Promise<string[]> {
  const res = await rest(base, 'GET', `/api/appointments/booked-slots?date=${date}`);
  if (res.status !== 200) throw new Error(`booked-slots answered ${res.status}`);
  return res.body.unavailableSlots as string[];
}

export const WEEKDAY_TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'];

/**
 * `count` Monday–Friday dates, starting `skip` weekdays after the first Monday of the year after
 * next (always bookable; test files pick disjoint ranges so a shared database never mixes them up).
 */
export function weekdays(skip: number, count: number): string[] {
  let date = `${new Date().getUTCFullYear() + 2}-01-05`;
  while (weekday(date) !== 1) date = addDays(date, 1);
  const out: string[] = [];
  for (let n = 0; out.length < count; date = addDays(date, 1)) {
    if (weekday(date) === 0 || weekday(date) === 6) continue;
    if (n++ >= skip) out.push(date);
  }
  return out;
}

export function appointment(date: string, time: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return appointmentRequest({ preferredDate: date, preferredTime: time, ...overrides });
}

/** Runs `tasks` with at most `width` in flight; answers their results in order. */
export async function inParallel<T>(width: number, tasks: Array<() => Promise<T>>): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, tasks.length) }, worker));
  return results;
}

export interface LoadOutcome {
  /** Ids of the bookings answered 201. */
  acknowledged: string[];
  /** How many of them were answered before `midway` ran. */
  beforeMidway: number;
  /** Requests that got no answer (connection refused or reset: the process was gone). */
  cutOff: number;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
}

/**
 * `connections` clients book the slots one after another (each slot once). Once `midway.atMs` has
 * passed and at least `midway.minAcknowledged` bookings were answered 201 (so a slow machine still
 * kills a server that is busy booking), `midway.run` happens (e.g. a kill -9) while the load goes
 * on; the load stops `tailMs` after it.
 */
export async function bookUnderLoad(
  base: string,
  slots: ReadonlyArray<readonly [string, string]>,
  options: { connections: number; tailMs: number },
  midway: { atMs: number; minAcknowledged?: number; run: () => Promise<void> },
): Promise<LoadOutcome> {
  const acknowledged: string[] = [];
  const statuses: Record<string, number> = {};
  let next = 0;
  let cutOff = 0;
  let stopAt = Infinity;
  // A client's back-off after a request that got no answer (the process is gone): pacing, not a wait.
  const backOff = () => new Promise((resolve) => setTimeout(resolve, 20));
  const client = async () => {
    while (Date.now() < stopAt && next < slots.length) {
      const [date, time] = slots[next++];
      try {
        const res = await fetch(`${base}/api/appointments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(appointment(date, time)),
          signal: AbortSignal.timeout(5000),
        });
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        if (res.status === 201) acknowledged.push(((await res.json()) as { appointment: { _id: string } }).appointment._id);
        else await res.body?.cancel();
      } catch {
        cutOff++;
        await backOff();
      }
    }
  };
  const started = Date.now();
  const load = Promise.all(Array.from({ length: options.connections }, client));
  // The moment in the load the scenario names: `atMs` into it, once enough bookings were acknowledged.
  let ranOut = false;
  await waitFor(
    () => {
      ranOut = next >= slots.length;
      return ranOut || (Date.now() - started >= midway.atMs && acknowledged.length >= (midway.minAcknowledged ?? 0));
    },
    { timeoutMs: midway.atMs + 120_000, everyMs: 10, what: `${midway.minAcknowledged ?? 0} acknowledged bookings under load` },
  );
  if (ranOut && acknowledged.length < (midway.minAcknowledged ?? 0)) throw new Error(`the load ran out of slots before ${midway.minAcknowledged} bookings were acknowledged`);
  const beforeMidway = acknowledged.length;
  stopAt = Date.now() + options.tailMs;
  await midway.run();
  await load;
  return { acknowledged, beforeMidway, cutOff, statuses };
}

/** The ids of the booked appointments, as staff see them (GET /api/admin/appointments). */
export async function bookedIds(base: string): Promise<Set<string>> {
  const token = await adminToken(base);
  const res = await rest(base, 'GET', '/api/admin/appointments', undefined, { authorization: `Bearer ${token}` });
  if (res.status !== 200) throw new Error(`GET /api/admin/appointments answered ${res.status}: ${res.text.slice(0, 200)}`);
  return new Set((res.body as Array<{ _id: string; status: string }>).filter((a) => a.status === 'booked').map((a) => a._id));
}
