/**
 * What an API key costs a call, against the same call with a staff session: a customer's
 * booked-slots (a public read: a key sent with it changes nothing) and a GraphQL list (the first
 * page of 50 customers of 2,000), each asked 3,000 times one at a time after 300 to warm up,
 * session and key in turn so that both meet the same machine.
 * Target: the key's p99 is at most 1 ms above the session's, for both.
 *
 * Alone: `node bench/lib/api-keys.mjs` (needs a build: api/dist; `TEST_DATABASE_URL` names the
 * PostgreSQL server); on an api and a database of its own, dropped afterwards.
 */
import { queryDb } from './database.mjs';
import { log } from './env.mjs';
import { onOwnApi } from './own-api.mjs';

export const API_KEY_TARGET = { extraP99Ms: 1, calls: 3000, warmup: 300, customers: 2000 };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const LIST = JSON.stringify({ query: 'query CustomerPage { customers(limit: 50) { items { id name email phone } nextCursor } }' });

function melbourneDay(offsetDays) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date(Date.now() + offsetDays * 86_400_000));
}

async function seedCustomers(dbName) {
  await queryDb(
    dbName,
    `INSERT INTO customer (_id, name, email, phone, notes, created_at, last_activity_at)
     SELECT substr(md5('bench-key-' || i), 1, 24), 'Keyed Customer ' || i, 'keyed' || i || '@example.net', '+614' || (30000000 + i)::text, '', now(), now() - i * interval '1 minute'
     FROM generate_series(1, ${API_KEY_TARGET.customers}) AS i`,
  );
}

async function timed(url, init) {
  const t0 = performance.now();
  const res = await fetch(url, init);
  const body = await res.text();
  const ms = performance.now() - t0;
  if (!res.ok || body.includes('"errors"')) throw new Error(`api-keys bench: ${url} answered ${res.status} ${body.slice(0, 200)}`);
  return ms;
}

/** Session and key in turn, `calls` each after `warmup`: their p50 and p99. */
async function compare(what, call, sessionHeaders, keyHeaders) {
  const session = [];
  const key = [];
  for (let i = 0; i < API_KEY_TARGET.warmup; i++) {
    await call(sessionHeaders);
    await call(keyHeaders);
  }
  for (let i = 0; i < API_KEY_TARGET.calls; i++) {
    // Which goes first alternates too: neither always meets a connection just used.
    if (i % 2) {
      session.push(await call(sessionHeaders));
      key.push(await call(keyHeaders));
    } else {
      key.push(await call(keyHeaders));
      session.push(await call(sessionHeaders));
    }
  }
  session.sort((a, b) => a - b);
  key.sort((a, b) => a - b);
  const r = { what, sessionP50: percentile(session, 50), sessionP99: percentile(session, 99), keyP50: percentile(key, 50), keyP99: percentile(key, 99) };
  r.extraP99 = r.keyP99 - r.sessionP99;
  r.pass = r.extraP99 <= API_KEY_TARGET.extraP99Ms;
  log(`api-keys: ${what}: session p50 ${r.sessionP50.toFixed(2)} p99 ${r.sessionP99.toFixed(2)} ms; key p50 ${r.keyP50.toFixed(2)} p99 ${r.keyP99.toFixed(2)} ms (${r.extraP99 >= 0 ? '+' : ''}${r.extraP99.toFixed(2)} ms)`);
  return r;
}

export async function benchKeys(base, headers, dbName) {
  await seedCustomers(dbName);
  const made = await fetch(`${base}/api/admin/api-keys`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench integration', scopes: ['customers:read', 'appointments:read'] }) });
  if (made.status !== 201) throw new Error(`api-keys bench: making a key answered ${made.status}`);
  const keyHeaders = { authorization: `Bearer ${(await made.json()).key}` };
  const slotsUrl = `${base}/api/appointments/booked-slots?date=${melbourneDay(7)}`;
  log(`api-keys: ${API_KEY_TARGET.calls} calls each with a session and a key, in turn, after ${API_KEY_TARGET.warmup} each to warm up`);
  const slots = await compare('booked-slots', (h) => timed(slotsUrl, { headers: h }), headers, keyHeaders);
  const list = await compare('GraphQL customers, first 50 of 2,000', (h) => timed(`${base}/graphql`, { method: 'POST', headers: { ...h, 'content-type': 'application/json' }, body: LIST }), headers, keyHeaders);
  return { slots, list, pass: slots.pass && list.pass };
}

export function benchApiKeysOwnApi() {
  return onOwnApi('api-keys', ({ base, headers, dbName }) => benchKeys(base, headers, dbName), { API_KEY_RATE_LIMIT: '1000000000' });
}

export function apiKeyRows(r) {
  return [r.slots, r.list].map((x) => [
    `${x.what}: API key vs session (${API_KEY_TARGET.calls} each)`,
    x.keyP50.toFixed(2),
    x.keyP99.toFixed(2),
    '',
    '',
    '',
    `p99 <= session's + ${API_KEY_TARGET.extraP99Ms} ms (${x.sessionP99.toFixed(2)})`,
    x.pass ? 'PASS' : 'FAIL',
  ]);
}

export function apiKeySummary(r) {
  const one = (x) => `${x.what}: key p99 ${x.keyP99.toFixed(2)} ms vs session ${x.sessionP99.toFixed(2)} ms (${x.extraP99 >= 0 ? '+' : ''}${x.extraP99.toFixed(2)})`;
  return `api keys: ${one(r.slots)}; ${one(r.list)}`;
}

if (process.argv[1] && (await import('node:path')).resolve(process.argv[1]) === (await import('node:url')).fileURLToPath(import.meta.url)) {
  const r = await benchApiKeysOwnApi();
  console.log(apiKeySummary(r));
  process.exitCode = r.pass ? 0 : 1;
}
