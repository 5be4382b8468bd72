/**
 * The job board of a busy workshop: 200 open job cards across the stages (50 booked in, 60 in
 * progress, 30 waiting for approval, 30 waiting for parts, 30 ready for pickup), made and moved as
 * staff make and move them (POST /api/admin/jobcards, POST /api/admin/board/{id}/move), and 12
 * technicians clocked on cards in progress (invited and clocking on through the api). Read by a
 * service adviser one request at a time as the board page reads it: brotli asked for, the answer
 * decoded and parsed (node:http, as lib/diary.mjs does).
 * Targets: GET /api/admin/board, and the GraphQL `jobBoard` query as the board page asks it, p99
 * <= 30 ms each, every card and every running clock in the answer. For information: GET
 * /api/admin/me read the same way, the machine's own tail.
 *
 * Alone: `node bench/lib/board.mjs` (needs a build: api/dist; `TEST_DATABASE_URL` names the
 * PostgreSQL server, default postgres://postgres@127.0.0.1:5432/postgres); on an api and a database
 * of its own, dropped afterwards.
 */
import { browserRequests } from './browser-request.mjs';
import { queryDb } from './database.mjs';
import { log } from './env.mjs';
import { onOwnApi } from './own-api.mjs';
import { staffAccounts } from './staff.mjs';

export const BOARD_TARGET = { p99Ms: 30, runs: 300, technicians: 12 };
/** The open cards by stage: 200 in all. */
export const BOARD_SPREAD = { 'booked-in': 50, 'in-progress': 60, 'waiting-for-approval': 30, 'waiting-for-parts': 30, 'ready-for-pickup': 30 };
const CARDS = Object.values(BOARD_SPREAD).reduce((a, b) => a + b, 0);

/** The board page's document (web/src/features/admin/board/board.graphql) as Apollo Client sends it. */
const BOARD_QUERY = `query AdminJobBoard { jobBoard { ...AdminJobBoard __typename } }
fragment AdminJobBoard on JobBoard { date columns { stage title cards { ...AdminBoardCard __typename } __typename } __typename }
fragment AdminBoardCard on BoardCard { jobCardId jobNumber status stage carRego vehicleMake vehicleModel customerName technicians { name since __typename } waitingForPartsSince createdAt __typename }`;

const MAKES = [['Toyota', 'Hilux'], ['Ford', 'Ranger'], ['Mazda', 'CX-5'], ['Hyundai', 'i30'], ['Mitsubishi', 'Triton'], ['Holden', 'Commodore']];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function call(base, headers, method, path, body) {
  const res = await fetch(`${base}${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const answer = await res.json();
  if (res.status >= 300) throw new Error(`board bench: ${method} ${path} answered ${res.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  return answer;
}

/** The 200 cards, moved to their stages, and the technicians clocked on the first cards in progress. Answers the adviser. */
export async function seedBoard(base, ownerHeaders, dbName) {
  const byStage = {};
  let n = 0;
  for (const [stage, count] of Object.entries(BOARD_SPREAD)) {
    byStage[stage] = [];
    for (let i = 0; i < count; i++, n++) {
      const [vehicleMake, vehicleModel] = MAKES[n % MAKES.length];
      const card = await call(base, ownerHeaders, 'POST', '/api/admin/jobcards', {
        customerName: `Board Customer ${n + 1}`,
        customerEmail: `board${n + 1}@example.com`,
        customerPhone: '0400 000 000',
        carRego: `BRD${String(n + 1).padStart(3, '0')}`,
        vehicleMake,
        vehicleModel,
        vehicleYear: 2012 + (n % 12),
      });
      const id = card._id ?? card.id;
      if (stage !== 'booked-in') await call(base, ownerHeaders, 'POST', `/api/admin/board/${id}/move`, { stage });
      byStage[stage].push(id);
    }
  }
  const technicians = await staffAccounts(base, ownerHeaders, dbName, { role: 'technician', prefix: 'board-tech', count: BOARD_TARGET.technicians });
  for (const [i, technician] of technicians.entries()) await call(base, technician.headers, 'POST', `/api/admin/jobcards/${byStage['in-progress'][i]}/clock-on`, {});
  const [adviser] = await staffAccounts(base, ownerHeaders, dbName, { role: 'adviser', prefix: 'board-adviser', count: 1 });
  await queryDb(dbName, 'VACUUM (ANALYZE) job_card, time_entry, admin_user');
  return { adviser, byStage };
}

const request = browserRequests('board');

async function timed(runs, read) {
  for (let i = 0; i < 20; i++) await read(); // warm-up
  const times = [];
  let last = null;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    last = await read();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { runs, medianMs: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: times.at(-1), bytes: last.bytes, wire: last.wire };
}

/** What an answer's columns hold: cards, cards by stage, running clocks. */
function counted(columns) {
  const cards = columns.flatMap((c) => c.cards);
  return {
    cards: cards.length,
    byStage: Object.fromEntries(columns.map((c) => [c.stage.toLowerCase().replaceAll('_', '-'), c.cards.length])),
    clocks: cards.reduce((sum, c) => sum + c.technicians.length, 0),
  };
}

/** Seeds the board, then reads it as the adviser (REST, then GraphQL). */
export async function benchBoard(base, ownerHeaders, dbName) {
  const { adviser } = await seedBoard(base, ownerHeaders, dbName);
  const headers = adviser.headers;
  const url = `${base}/api/admin/board`;
  const readRest = async () => {
    const res = await request(url, { headers });
    if (res.status !== 200) throw new Error(`board bench: GET ${url} answered ${res.status}: ${res.text.slice(0, 300)}`);
    return res;
  };
  const query = JSON.stringify({ operationName: 'AdminJobBoard', query: BOARD_QUERY, variables: {} });
  const readGraphQL = async () => {
    const res = await request(`${base}/graphql`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: query });
    if (res.status !== 200 || res.body.errors) throw new Error(`board bench: GraphQL jobBoard answered ${res.status}: ${res.text.slice(0, 300)}`);
    return res;
  };
  const restAnswer = counted((await readRest()).body.columns);
  const graphqlAnswer = counted((await readGraphQL()).body.data.jobBoard.columns);
  const rest = await timed(BOARD_TARGET.runs, readRest);
  const graphql = await timed(BOARD_TARGET.runs, readGraphQL);
  // For information: the signed-in account (a trivial staff request) read the same way: on a busy machine its tail is the machine's.
  const me = await timed(BOARD_TARGET.runs, () => request(`${base}/api/admin/me`, { headers }));
  const complete = (a) => a.cards === CARDS && a.clocks === BOARD_TARGET.technicians && Object.entries(BOARD_SPREAD).every(([stage, n]) => a.byStage[stage] === n);
  const result = {
    cards: restAnswer.cards,
    byStage: restAnswer.byStage,
    clocks: restAnswer.clocks,
    rest,
    graphql,
    me,
    restPass: rest.p99Ms <= BOARD_TARGET.p99Ms && complete(restAnswer),
    graphqlPass: graphql.p99Ms <= BOARD_TARGET.p99Ms && complete(graphqlAnswer),
  };
  result.pass = result.restPass && result.graphqlPass;
  if (!complete(restAnswer) || !complete(graphqlAnswer)) log(`board: answers incomplete: REST ${JSON.stringify(restAnswer)}, GraphQL ${JSON.stringify(graphqlAnswer)}`);
  log(`board (${restAnswer.cards} cards, ${restAnswer.clocks} clocked on): REST p99 ${rest.p99Ms.toFixed(1)} ms, GraphQL p99 ${graphql.p99Ms.toFixed(1)} ms; /me p99 ${me.p99Ms.toFixed(1)} ms`);
  return result;
}

/** In the whole run: on an api and a database of its own (the run's holds years of other cards). */
export const benchBoardOwnApi = () => onOwnApi('board', ({ base, headers, dbName }) => benchBoard(base, headers, dbName));

export function boardRows(b) {
  return [
    [`job board, REST (${b.cards} open cards, ${b.clocks} clocked on)`, '', b.rest.p99Ms.toFixed(1), '', '', '', `p99 <= ${BOARD_TARGET.p99Ms} ms`, b.restPass ? 'PASS' : 'FAIL'],
    ['job board, GraphQL as the board page asks', '', b.graphql.p99Ms.toFixed(1), '', '', '', `p99 <= ${BOARD_TARGET.p99Ms} ms`, b.graphqlPass ? 'PASS' : 'FAIL'],
  ];
}

export function boardSummary(b) {
  const line = (name, m) => `${name}: ${m.runs} requests one after another as an adviser, median ${m.medianMs.toFixed(1)} ms, p99 ${m.p99Ms.toFixed(1)} ms, max ${m.maxMs.toFixed(1)} ms, ${m.bytes} bytes (${m.wire} on the wire)`;
  return [
    `job board: ${b.cards} open cards ${JSON.stringify(b.byStage)}, ${b.clocks} technicians clocked on`,
    `  ${line('REST', b.rest)}`,
    `  ${line('GraphQL', b.graphql)}`,
    `  ${line('GET /api/admin/me', b.me)}  (information: the machine's own tail)`,
  ];
}

if (process.argv[1] && (await import('node:path')).resolve(process.argv[1]) === (await import('node:url')).fileURLToPath(import.meta.url)) {
  const os = await import('node:os');
  log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const b = await benchBoardOwnApi();
  for (const row of boardSummary(b)) console.log(row);
  console.log(`targets: REST ${b.restPass ? 'PASS' : 'FAIL'}, GraphQL ${b.graphqlPass ? 'PASS' : 'FAIL'} (p99 <= ${BOARD_TARGET.p99Ms} ms); load average after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  process.exitCode = b.pass ? 0 : 1;
}
