/**
 * Customers' texts arriving: Twilio posts each reply to POST /api/sms/inbound, signed with the
 * workshop's auth token over the public URL (X-Twilio-Signature, made here with the official
 * package's own helper). 1,000 customers with mobiles; 2,000 texts posted one at a time after 200
 * to warm up, from those customers and from numbers nobody has, with the bodies customers send
 * ('Thanks', questions, HELP). The api sends its automatic answers to a local stand-in of Twilio's
 * Messages API, as it would to Twilio.
 * Target: the inbound webhook answers with p99 <= 20 ms.
 *
 * Alone: `node bench/lib/sms.mjs` (needs a build: api/dist; `TEST_DATABASE_URL` names the
 * PostgreSQL server); on an api and a database of its own, dropped afterwards.
 */
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { queryDb } from './database.mjs';
import { log } from './env.mjs';
import { onOwnApi } from './own-api.mjs';

const twilio = createRequire(import.meta.url)('twilio');

export const SMS_TARGET = { inboundP99Ms: 20, texts: 2000, warmup: 200, customers: 1000 };

export const ACCOUNT_SID = `AC${'0b'.repeat(16)}`;
export const AUTH_TOKEN = 'bench-auth-token-0123456789abcdef';
const PUBLIC_URL = 'https://workshop.bench.example';
const BODIES = ['Thanks, see you then', 'Is my car ready yet?', 'Can I come at 10 instead?', 'HELP', 'What time do you close today?', 'Ok 👍', 'Could you also check the tyres please'];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Twilio's Messages API as far as the api uses it: every text accepted with a new SID. */
export async function twilioStandIn() {
  let n = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      n++;
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ sid: `SM${String(n).padStart(32, '0')}`, status: 'queued' }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, sent: () => n, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function seedCustomers(dbName) {
  const person = (i) => `substr(md5('bench-sms-' || ${i}), 1, 24)`;
  const phone = (i) => `'+614' || (20000000 + ${i})::text`;
  await queryDb(
    dbName,
    `INSERT INTO customer (_id, name, email, phone, notes, created_at, last_activity_at)
     SELECT ${person('i')}, 'Texting Customer ' || i, 'texter' || i || '@example.net', ${phone('i')}, '', now(), now()
     FROM generate_series(1, ${SMS_TARGET.customers}) AS i`,
  );
  await queryDb(
    dbName,
    `INSERT INTO customer_key (key, customer_id)
     SELECT 'phone:' || ${phone('i')}, ${person('i')} FROM generate_series(1, ${SMS_TARGET.customers}) AS i
     UNION ALL SELECT 'email:texter' || i || '@example.net', ${person('i')} FROM generate_series(1, ${SMS_TARGET.customers}) AS i
     ON CONFLICT DO NOTHING`,
  );
}

export async function benchInbound(base, dbName) {
  await seedCustomers(dbName);
  const url = `${PUBLIC_URL}/api/sms/inbound`;
  const post = async (i) => {
    const known = i % 4 !== 3;
    const params = {
      MessageSid: `SM${String(i).padStart(32, 'f')}`,
      AccountSid: ACCOUNT_SID,
      From: `+614${known ? 20000000 + (i % SMS_TARGET.customers) + 1 : 90000000 + i}`,
      To: '+61400000000',
      Body: BODIES[i % BODIES.length],
      NumMedia: '0',
    };
    const signature = twilio.getExpectedTwilioSignature(AUTH_TOKEN, url, params);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/sms/inbound`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature }, body: new URLSearchParams(params).toString() });
    await res.arrayBuffer();
    const ms = performance.now() - t0;
    if (res.status >= 300) throw new Error(`sms bench: POST /api/sms/inbound answered ${res.status}`);
    return ms;
  };
  log(`sms: ${SMS_TARGET.texts} signed inbound texts, one at a time, after ${SMS_TARGET.warmup} to warm up`);
  for (let i = 0; i < SMS_TARGET.warmup; i++) await post(i);
  const times = [];
  for (let i = SMS_TARGET.warmup; i < SMS_TARGET.warmup + SMS_TARGET.texts; i++) times.push(await post(i));
  times.sort((a, b) => a - b);
  const [{ stored }] = await queryDb(dbName, `SELECT count(*)::int AS stored FROM sms_message WHERE direction = 'in'`);
  const [{ matched }] = await queryDb(dbName, `SELECT count(*)::int AS matched FROM sms_message WHERE direction = 'in' AND customer_id IS NOT NULL`);
  const result = { texts: times.length, stored, matched, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: times.at(-1) };
  result.pass = result.p99Ms <= SMS_TARGET.inboundP99Ms && stored === SMS_TARGET.warmup + SMS_TARGET.texts;
  log(`sms: inbound p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms; ${stored} stored, ${matched} matched to a customer`);
  return result;
}

export async function benchSmsOwnApi() {
  const standIn = await twilioStandIn();
  try {
    const env = { TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_FROM: 'Truganina', TWILIO_API_URL: standIn.url, PUBLIC_URL };
    return await onOwnApi('sms', ({ base, dbName }) => benchInbound(base, dbName), env);
  } finally {
    await standIn.close();
  }
}

export function smsRows(r) {
  return [[`inbound text webhook, ${r.texts} signed posts (${r.matched} of ${r.stored} matched)`, r.p50Ms.toFixed(1), r.p99Ms.toFixed(1), '', '', '', `p99 <= ${SMS_TARGET.inboundP99Ms} ms, all stored`, r.pass ? 'PASS' : 'FAIL']];
}

export function smsSummary(r) {
  return `sms: ${r.texts} signed inbound texts one at a time: p50 ${r.p50Ms.toFixed(1)} ms, p99 ${r.p99Ms.toFixed(1)} ms, max ${r.maxMs.toFixed(1)} ms; ${r.stored} stored, ${r.matched} matched to a customer`;
}

if (process.argv[1] && (await import('node:path')).resolve(process.argv[1]) === (await import('node:url')).fileURLToPath(import.meta.url)) {
  const r = await benchSmsOwnApi();
  console.log(smsSummary(r));
  process.exitCode = r.pass ? 0 : 1;
}
