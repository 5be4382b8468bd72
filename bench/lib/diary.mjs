/**
 * The workshop diary's week: 600 booked appointments over Monday to Saturday with 10 bays (a
 * hundred of them with a job card), read one request at a time as a browser reads it: asking for
 * brotli, the answer decoded and parsed (node:http; undici's fetch added a tail of its own, 12-18
 * ms at p99 against 3-7 ms for the same answers, whose server time is under a millisecond).
 * Targets: GET /api/admin/diary?from=Monday&to=Saturday, and the GraphQL `diary` query with the
 * fields the diary page asks for, p99 <= 30 ms each (both kept until something in the week
 * changes). For information: the REST read after each change (every request preceded by a save
 * of the bays, which drops every kept week).
 * The bays go back to the run's number afterwards (WORKSHOP_BAYS), for the booking run after it.
 */
import { browserRequests } from './browser-request.mjs';
import { queryDb } from './database.mjs';
import { log } from './env.mjs';

export const DIARY_TARGET = { p99Ms: 30, appointments: 600, bays: 10, withJobCards: 100, runs: 300 };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const DIARY_QUERY = `query($from: String!, $to: String!) { diary(from: $from, to: $to) { bays days { date opening { open close } slots
  appointments { jobCardId jobCardStatus appointment { id fullName email phone vehicleMake vehicleModel vehicleYear registration serviceType issueDescription preferredDate preferredTime status createdAt cancelledAt customerId } }
  blockedPeriods { id startDate startTime endDate endTime reason } } } }`;

/** A Monday twenty years ahead: beyond the booking run's slots (it books about 14 years of half hours). */
function benchMonday() {
  const d = new Date(Date.UTC(new Date().getUTCFullYear() + 20, 2, 1));
  while (d.getUTCDay() !== 1) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function setBays(base, headers, bays) {
  const res = await fetch(`${base}/api/admin/settings/bays`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ bays }) });
  if (res.status !== 200) throw new Error(`diary bench: PUT /api/admin/settings/bays answered ${res.status}: ${await res.text()}`);
}

/** 600 appointments over the week's half hours, up to 10 in each (the slot-capacity trigger has its say on every one). */
async function seedWeek(dbName, monday) {
  await queryDb(
    dbName,
    `WITH days AS (SELECT (?::date + d) AS day, d FROM generate_series(0, 5) AS d),
     slots AS (SELECT day, to_char(day, 'YYYY-MM-DD') AS date, to_char(time '09:00' + make_interval(mins => 30 * s), 'HH24:MI') AS time
               FROM days, generate_series(0, 16) AS s WHERE d < 5 OR s < 8),
     rows AS (SELECT date, time, b, row_number() OVER (ORDER BY b, date, time) AS n FROM slots, generate_series(1, ${DIARY_TARGET.bays}) AS b)
     INSERT INTO appointment (_id, full_name, email, phone, vehicle_make, vehicle_model, vehicle_year, registration, service_type,
                              issue_description, preferred_date, preferred_time, status, created_at, calendar_sequence)
     SELECT substr(md5('diary' || n), 1, 24), 'Diary Customer ' || n, 'diary' || n || '@example.com', '04' || lpad(n::text, 8, '0'),
            'Toyota', 'Corolla', 2018, 'DIA' || n, 'Logbook Servicing', 'Logbook service and a noise from the front left wheel.',
            date, time, 'booked', now(), 0
     FROM rows WHERE n <= ${DIARY_TARGET.appointments}`.replace('?::date', `'${monday}'::date`),
  );
  const [{ n }] = await queryDb(dbName, `SELECT count(*)::int AS n FROM appointment WHERE email LIKE 'diary%@example.com' AND status = 'booked'`);
  if (n !== DIARY_TARGET.appointments) throw new Error(`diary bench: ${n} appointments seeded, not ${DIARY_TARGET.appointments}`);
  return queryDb(dbName, `SELECT _id FROM appointment WHERE email LIKE 'diary%@example.com' ORDER BY _id LIMIT ${DIARY_TARGET.withJobCards}`);
}

const request = browserRequests('diary');

async function timed(runs, request, before = async () => {}) {
  for (let i = 0; i < 20; i++) await request(); // warm-up
  const times = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    await before();
    const t0 = performance.now();
    bytes = await request();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { runs, medianMs: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: times.at(-1), bytes };
}

export async function benchDiary(base, headers, dbName, bays) {
  await setBays(base, headers, DIARY_TARGET.bays);
  const monday = benchMonday();
  const saturday = new Date(Date.parse(`${monday}T00:00:00Z`) + 5 * 86_400_000).toISOString().slice(0, 10);
  const withCards = await seedWeek(dbName, monday);
  for (const { _id } of withCards) {
    const res = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($id: ID!) { startJobCardFromAppointment(appointmentId: $id, sendPolicy: false) { id } }', variables: { id: _id } }),
    });
    const body = await res.json();
    if (body.errors) throw new Error(`diary bench: starting a job card failed: ${JSON.stringify(body.errors).slice(0, 300)}`);
  }
  await queryDb(dbName, 'VACUUM (ANALYZE) appointment, job_card');
  const url = `${base}/api/admin/diary?from=${monday}&to=${saturday}`;
  const read = async () => {
    const res = await request(url, { headers: { authorization: headers.authorization } });
    if (res.status !== 200) throw new Error(`diary bench: GET ${url} answered ${res.status}: ${res.text.slice(0, 300)}`);
    return res.bytes;
  };
  const query = JSON.stringify({ query: DIARY_QUERY, variables: { from: monday, to: saturday } });
  const readGraphQL = async () => {
    const res = await request(`${base}/graphql`, { method: 'POST', headers: { authorization: headers.authorization, 'content-type': 'application/json' }, body: query });
    if (res.status !== 200 || res.body.errors) throw new Error(`diary bench: GraphQL diary answered ${res.status}: ${res.text.slice(0, 300)}`);
    return res.bytes;
  };
  const rest = await timed(DIARY_TARGET.runs, read);
  const graphql = await timed(DIARY_TARGET.runs, readGraphQL);
  const afterChange = await timed(DIARY_TARGET.runs / 3, read, () => setBays(base, headers, DIARY_TARGET.bays));
  const { body } = await request(url, { headers: { authorization: headers.authorization } });
  const counted = body.days.reduce((sum, day) => sum + day.appointments.length, 0);
  const carded = body.days.reduce((sum, day) => sum + day.appointments.filter((a) => a.jobCardId).length, 0);
  const { body: asked } = await request(`${base}/graphql`, { method: 'POST', headers: { authorization: headers.authorization, 'content-type': 'application/json' }, body: query });
  const countedGraphQL = asked.data.diary.days.reduce((sum, day) => sum + day.appointments.length, 0);
  await setBays(base, headers, bays);
  const result = {
    week: `${monday} to ${saturday}`,
    appointments: counted,
    withJobCards: carded,
    bays: body.bays,
    rest,
    afterChange,
    graphql,
    restPass: rest.p99Ms <= DIARY_TARGET.p99Ms,
    graphqlPass: graphql.p99Ms <= DIARY_TARGET.p99Ms && countedGraphQL === counted,
    pass:
      rest.p99Ms <= DIARY_TARGET.p99Ms &&
      graphql.p99Ms <= DIARY_TARGET.p99Ms &&
      counted === DIARY_TARGET.appointments &&
      countedGraphQL === counted &&
      carded === DIARY_TARGET.withJobCards,
  };
  log(`diary week (${counted} appointments, ${body.bays} bays): REST p99 ${rest.p99Ms.toFixed(1)} ms (after a change ${afterChange.p99Ms.toFixed(1)} ms), GraphQL p99 ${graphql.p99Ms.toFixed(1)} ms`);
  return result;
}

export function diaryRows(d) {
  return [
    [`diary week, REST (${d.appointments} appointments, ${d.bays} bays)`, '', d.rest.p99Ms.toFixed(1), '', '', '', `p99 <= ${DIARY_TARGET.p99Ms} ms`, d.restPass ? 'PASS' : 'FAIL'],
    [`diary week, GraphQL as the diary page asks`, '', d.graphql.p99Ms.toFixed(1), '', '', '', `p99 <= ${DIARY_TARGET.p99Ms} ms`, d.graphqlPass ? 'PASS' : 'FAIL'],
    [`diary week, REST, first read after a change`, '', d.afterChange.p99Ms.toFixed(1), '', '', '', 'information', ''],
  ];
}

export function diarySummary(d) {
  const line = (name, m) => `${name}: ${m.runs} requests one after another, median ${m.medianMs.toFixed(1)} ms, p99 ${m.p99Ms.toFixed(1)} ms, max ${m.maxMs.toFixed(1)} ms, ${m.bytes} bytes`;
  return [`diary week ${d.week}: ${d.appointments} booked appointments (${d.withJobCards} with a job card), ${d.bays} bays`, `  ${line('REST', d.rest)}`, `  ${line('GraphQL', d.graphql)}`, `  ${line('REST, first read after a change', d.afterChange)}`];
}
