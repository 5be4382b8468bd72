/**
 * The time clock at the start of a shift: 30 technicians (invited and signed in through the api),
 * each on a phone of their own (one keep-alive connection each), tap Clock on at the same moment,
 * each on a job card other than the one they are on (the clock-on clocks them off their open
 * entry in the same transaction); when every answer is in, the next wave, for BENCH_DURATION
 * seconds. 60 cards in progress; each technician goes round them from a place of their own, so
 * two technicians often share a card. The workshop has clocked a year already (HISTORY: eight
 * entries a technician a working day): with an empty table analysed at 30 rows, the planner kept
 * reading the whole table for each round while the run wrote 20,000 entries in seconds (its plans
 * were made for 30 rows), which no workshop meets (it gains a few hundred entries a day, and
 * autovacuum's statistics follow).
 * Target: POST /api/admin/jobcards/{id}/clock-on, 30 technicians at once, p99 <= 20 ms, every
 * answer a 201; afterwards each technician has exactly one open entry and every other entry is
 * closed with its minutes.
 * For information: the same waves with an adviser's job board open (the jobBoard subscription:
 * one board per change for every watcher, at most one every 250 ms to each), and the api's most clock-ons a second (autocannon,
 * each technician always with a clock-on in flight: there the time of each is the queue's).
 *
 * Alone: `node bench/lib/clock.mjs` (needs a build: api/dist; `TEST_DATABASE_URL` names the
 * PostgreSQL server); on an api and a database of its own, dropped afterwards.
 */
import http from 'node:http';
import { queryDb } from './database.mjs';
import { DURATION, WARMUP, log } from './env.mjs';
import { runCannon, summarize } from './measure.mjs';
import { onOwnApi } from './own-api.mjs';
import { staffAccounts } from './staff.mjs';

export const CLOCK_TARGET = { p99Ms: 20, technicians: 30, cards: 60 };
/** The year of clocked time already in the table: entries a technician a working day, and working days. */
const HISTORY = { perDay: 8, days: 250 };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function call(base, headers, method, path, body) {
  const res = await fetch(`${base}${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = await res.json();
  if (res.status >= 300) throw new Error(`clock bench: ${method} ${path} answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
}

/** The cards in progress and the technicians, each clocked on a card of their own to begin with. */
export async function seedClock(base, ownerHeaders, dbName) {
  const cards = [];
  for (let n = 1; n <= CLOCK_TARGET.cards; n++) {
    const card = await call(base, ownerHeaders, 'POST', '/api/admin/jobcards', { customerName: `Clock Customer ${n}`, customerEmail: `clock${n}@example.com`, carRego: `CLK${String(n).padStart(3, '0')}` });
    const id = card._id ?? card.id;
    await call(base, ownerHeaders, 'POST', `/api/admin/board/${id}/move`, { stage: 'in-progress' });
    cards.push(id);
  }
  const technicians = await staffAccounts(base, ownerHeaders, dbName, { role: 'technician', prefix: 'clock-tech', count: CLOCK_TARGET.technicians });
  for (const [i, technician] of technicians.entries()) await call(base, technician.headers, 'POST', `/api/admin/jobcards/${cards[(2 * i) % cards.length]}/clock-on`, {});
  const [adviser] = await staffAccounts(base, ownerHeaders, dbName, { role: 'adviser', prefix: 'clock-adviser', count: 1 });
  await seedHistory(dbName, cards, technicians);
  await queryDb(dbName, 'VACUUM (ANALYZE) job_card, time_entry, admin_user');
  return { cards, technicians, adviser };
}

/**
 * A year of closed entries before today: each technician HISTORY.perDay entries of 45 minutes a
 * working day on the seeded cards (one statement).
 */
async function seedHistory(dbName, cards, technicians) {
  const list = (ids) => `ARRAY[${ids.map((id) => `'${id}'`).join(',')}]::bpchar[]`;
  await queryDb(
    dbName,
    `WITH tech AS (SELECT t, n FROM unnest(${list(technicians.map((t) => t.id))}) WITH ORDINALITY AS x(t, n)),
          card AS (SELECT c, n FROM unnest(${list(cards)}) WITH ORDINALITY AS y(c, n)),
          slot AS (SELECT d, k, now() - interval '1 day' * (d + 1) + interval '45 minutes' * k AS at FROM generate_series(0, ${HISTORY.days - 1}) d, generate_series(0, ${HISTORY.perDay - 1}) k)
     INSERT INTO time_entry (_id, technician_id, job_card_id, started_at, ended_at, minutes, created_by)
     SELECT substr(md5(random()::text || tech.n || slot.d || slot.k), 1, 24), tech.t, card.c, slot.at, slot.at + interval '45 minutes', 45, tech.t
       FROM tech CROSS JOIN slot JOIN card ON card.n = 1 + (tech.n + slot.d + slot.k) % ${cards.length}`,
  );
}

/**
 * The technicians' next clock-ons: each technician goes round the cards from a place of their own
 * (card 2i, 2i+1, …), so every clock-on is on another card than their open entry's.
 */
function rounds({ cards, technicians }) {
  const at = technicians.map((_, i) => 2 * i);
  return (i) => {
    at[i] = (at[i] + 1) % cards.length;
    return `/api/admin/jobcards/${cards[at[i]]}/clock-on`;
  };
}

/** One keep-alive connection per technician, as each phone keeps its own. */
function clockOn(agent, base, path, headers) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const req = http.request(`${base}${path}`, { method: 'POST', agent, headers: { ...headers, 'content-type': 'application/json' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => resolve({ ms: performance.now() - t0, status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end('{}');
  });
}

/**
 * Waves of clock-ons: every technician taps Clock on at the same moment, each on their own
 * connection; when every answer is in, the next wave. `seconds` of waves; each clock-on's time.
 */
async function waves(base, seeded, next, seconds, onWrong) {
  const agents = seeded.technicians.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const times = [];
  const waveMs = [];
  const statuses = {};
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const t0 = performance.now();
    const answers = await Promise.all(seeded.technicians.map((t, i) => clockOn(agents[i], base, next(i), t.headers)));
    waveMs.push(performance.now() - t0);
    for (const a of answers) {
      times.push(a.ms);
      statuses[a.status] = (statuses[a.status] ?? 0) + 1;
      if (a.status !== 201) onWrong(a.status, a.body);
    }
  }
  for (const agent of agents) agent.destroy();
  times.sort((a, b) => a - b);
  waveMs.sort((a, b) => a - b);
  return {
    clockOns: times.length,
    waves: waveMs.length,
    perSecond: times.length / seconds,
    latencyMs: { p50: percentile(times, 50), p90: percentile(times, 90), p99: percentile(times, 99), max: times.at(-1) },
    waveMs: { p50: percentile(waveMs, 50), max: waveMs.at(-1) },
    statuses,
    non201: times.length - (statuses[201] ?? 0),
  };
}

/** Autocannon with one connection per technician, each always with a clock-on in flight (the api's most clock-ons a second). */
async function saturated(base, seeded, next, onWrong) {
  let n = 0;
  const setupClient = (client) => {
    const i = n++ % seeded.technicians.length;
    const headers = { ...seeded.technicians[i].headers, 'content-type': 'application/json' };
    client.setRequests([{ method: 'POST', path: next(i), headers, body: '{}', setupRequest: (req) => ({ ...req, path: next(i) }), onResponse: (status, body) => status !== 201 && onWrong(status, body) }]);
  };
  const connections = seeded.technicians.length;
  if (WARMUP > 0) await runCannon({ url: base, connections, duration: WARMUP, setupClient });
  n = 0;
  return summarize(await runCannon({ url: base, connections, duration: DURATION, setupClient }));
}

/** An adviser's board page open: the jobBoard subscription over graphql-ws, counting the boards it is sent. */
async function openBoard(base, adviser) {
  const { createClient } = await import('graphql-ws');
  const client = createClient({ url: `${base.replace(/^http/, 'ws')}/graphql`, connectionParams: { Authorization: adviser.headers.authorization }, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0 });
  const seen = { boards: 0, errors: [] };
  const stop = client.subscribe(
    { query: 'subscription { jobBoard { date columns { stage cards { jobCardId technicians { name since } } } } }' },
    { next: (m) => (m.errors ? seen.errors.push(JSON.stringify(m.errors).slice(0, 200)) : seen.boards++), error: (e) => seen.errors.push(String(e?.message ?? e)), complete: () => {} },
  );
  await new Promise((resolve) => setTimeout(resolve, 1000)); // subscribed before the run
  return { seen, close: async () => (stop(), await client.dispose()) };
}

/** Every technician with exactly one open entry, every other entry closed with its minutes. */
async function entriesCheck(dbName) {
  const [row] = await queryDb(
    dbName,
    `SELECT count(*)::int AS entries, count(*) FILTER (WHERE ended_at IS NULL)::int AS open,
            count(DISTINCT technician_id) FILTER (WHERE ended_at IS NULL)::int AS "techniciansOpen",
            count(*) FILTER (WHERE ended_at IS NOT NULL AND minutes IS NULL)::int AS "closedWithoutMinutes"
     FROM time_entry`,
  );
  return { ...row, ok: row.open === CLOCK_TARGET.technicians && row.techniciansOpen === CLOCK_TARGET.technicians && row.closedWithoutMinutes === 0 };
}

export async function benchClock(base, ownerHeaders, dbName) {
  const seeded = await seedClock(base, ownerHeaders, dbName);
  const next = rounds(seeded);
  const wrong = [];
  const onWrong = (status, body) => wrong.length < 5 && wrong.push({ status, body: String(body).slice(0, 300) });
  log(`clock: ${CLOCK_TARGET.technicians} technicians clocking on at once, in waves, ${DURATION} s`);
  if (WARMUP > 0) await waves(base, seeded, next, WARMUP, () => {});
  const run = await waves(base, seeded, next, DURATION, onWrong);
  const after = await entriesCheck(dbName);
  log(`clock: the same with an adviser's board open, ${DURATION} s`);
  const board = await openBoard(base, seeded.adviser);
  const withBoard = await waves(base, seeded, next, DURATION, onWrong);
  await new Promise((resolve) => setTimeout(resolve, 1000)); // the last boards sent
  await board.close();
  log(`clock: ${CLOCK_TARGET.technicians} technicians each always with a clock-on in flight, ${DURATION} s`);
  const most = await saturated(base, seeded, next, onWrong);
  const afterAll = await entriesCheck(dbName);
  const result = {
    run,
    withBoard: { ...withBoard, boardsSent: board.seen.boards, boardErrors: board.seen.errors.slice(0, 3) },
    most,
    entries: { after, afterAll },
    wrong,
    pass: run.non201 === 0 && run.latencyMs.p99 <= CLOCK_TARGET.p99Ms && after.ok && afterAll.ok,
  };
  log(`clock: waves of ${CLOCK_TARGET.technicians}: p50 ${run.latencyMs.p50.toFixed(1)} ms, p99 ${run.latencyMs.p99.toFixed(1)} ms (board open: p99 ${withBoard.latencyMs.p99.toFixed(1)} ms, ${board.seen.boards} boards sent); saturated ${most.rps.toFixed(0)} clock-ons/s`);
  return result;
}

/** In the whole run: on an api and a database of its own. */
export const benchClockOwnApi = () => onOwnApi('clock', ({ base, headers, dbName }) => benchClock(base, headers, dbName));

export function clockRows(c) {
  const r = c.run;
  return [[`clock-on, ${CLOCK_TARGET.technicians} technicians at once (p50 ${r.latencyMs.p50.toFixed(1)} ms)`, r.perSecond.toFixed(0), r.latencyMs.p99.toFixed(1), String(r.non201), '', '', `p99 <= ${CLOCK_TARGET.p99Ms} ms`, c.pass ? 'PASS' : 'FAIL']];
}

export function clockSummary(c) {
  const line = (label, w) =>
    `${label}: ${w.waves} waves, ${w.clockOns} clock-ons (${w.perSecond.toFixed(0)}/s), p50 ${w.latencyMs.p50.toFixed(1)} ms, p90 ${w.latencyMs.p90.toFixed(1)} ms, p99 ${w.latencyMs.p99.toFixed(1)} ms, max ${w.latencyMs.max.toFixed(1)} ms; a whole wave p50 ${w.waveMs.p50.toFixed(1)} ms; answers ${JSON.stringify(w.statuses)}`;
  const m = c.most;
  const e = c.entries;
  return [
    `time clock: ${CLOCK_TARGET.technicians} technicians on ${CLOCK_TARGET.cards} cards in progress, each clocking on the next card of their round, all ${CLOCK_TARGET.technicians} at the same moment, wave after wave`,
    `  ${line('clock-on', c.run)}  (target p99 <= ${CLOCK_TARGET.p99Ms} ms: ${c.pass ? 'PASS' : 'FAIL'})`,
    `  ${line("with an adviser's board open", c.withBoard)}; ${c.withBoard.boardsSent} boards sent to it${c.withBoard.boardErrors.length ? `, errors ${c.withBoard.boardErrors.join('; ')}` : ''}  (information)`,
    `  each technician always with a clock-on in flight: ${m.rps.toFixed(0)} clock-ons/s, p50 ${m.latencyMs.p50} ms, p99 ${m.latencyMs.p99} ms, non-2xx ${m.non2xx}, errors ${m.errors}  (information: the api's most)`,
    `  entries: ${e.after.entries} after the target run (the year before included), ${e.after.open} open (one per technician: ${e.after.ok ? 'yes' : 'NO'}); ${e.afterAll.entries} at the end (${e.afterAll.ok ? 'one open each' : 'NOT one open each'})`,
    ...c.wrong.map((w) => `  answer not 201: ${w.status} ${w.body}`),
  ];
}

if (process.argv[1] && (await import('node:path')).resolve(process.argv[1]) === (await import('node:url')).fileURLToPath(import.meta.url)) {
  const os = await import('node:os');
  log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const c = await benchClockOwnApi();
  for (const row of clockSummary(c)) console.log(row);
  console.log(`load average after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  process.exitCode = c.pass ? 0 : 1;
}
