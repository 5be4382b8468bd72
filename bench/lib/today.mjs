/**
 * The dashboard's 'Today' (GET /api/admin/today) over five years of a busy workshop's history,
 * seeded by SQL in seconds: about 15 bookings a day Monday to Friday and 8 on Saturdays (8 % of
 * them cancelled), a job card for every booking kept, an invoice for every card done (a few left
 * unpaid), a quote for one card in three (decided, but for the last few days' open cards), and
 * today's 15 bookings (whatever the weekday) with their cars arriving. Then autocannon with one connection (one screen; the
 * target: p99 <= 50 ms) and, for information, four (a workshop's few screens at once).
 *
 * Alone: `node bench/lib/today.mjs` (needs a build: api/dist; `TEST_DATABASE_URL` names the
 * PostgreSQL server, default postgres://postgres@127.0.0.1:5432/postgres); BENCH_TODAY_KEEP=1
 * keeps the seeded database, BENCH_TODAY_DB=<name> measures on a kept one.
 */
import { runCannon, summarize } from './measure.mjs';
import { DURATION, WARMUP, log } from './env.mjs';

export const TODAY_TARGET = { p99Ms: 50 };
export const TODAY_SEED = { years: 5, weekdayBookings: 15, saturdayBookings: 8 };

/** `query(sql)` runs one statement on the api's database; `today` is yyyy-MM-dd in Melbourne. */
export async function seedToday(query, today, seed = TODAY_SEED) {
  const started = Date.now();
  await query(`SELECT setseed(0.24)`);
  await query(`DROP TABLE IF EXISTS bench_day_booking`);
  // Every open day of the window, each with its bookings: n-th booking of a day at 07:00 + n half hours.
  await query(`CREATE UNLOGGED TABLE bench_day_booking AS
    SELECT d::date AS day, n, substr(md5('today-appt' || d::date || '-' || n), 1, 24) AS id
    FROM generate_series(date '${today}' - interval '${seed.years} years', date '${today}', interval '1 day') AS d,
         generate_series(0, ${seed.weekdayBookings - 1}) AS n
    WHERE d::date = date '${today}' OR (extract(dow FROM d) <> 0 AND (extract(dow FROM d) <> 6 OR n < ${seed.saturdayBookings}))`);
  await query(
    `INSERT INTO appointment (_id, full_name, email, phone, vehicle_make, vehicle_model, vehicle_year, registration, service_type, issue_description,
                              preferred_date, preferred_time, status, created_at, cancelled_at)
     SELECT id, 'Today Customer ' || n || ' ' || day, 'today' || (n + 15 * (day - date '2000-01-01')) || '@example.com', '0400 000 000', 'Mazda', 'CX-5', 2010 + n % 15,
            'TDY' || lpad((n + 15 * (day - date '2000-01-01'))::text, 6, '0'), 'Logbook Servicing', 'Seeded for the today bench.',
            to_char(day, 'YYYY-MM-DD'), to_char(time '07:00' + n * interval '30 minutes', 'HH24:MI'),
            CASE WHEN day < date '${today}' AND random() < 0.08 THEN 'cancelled' ELSE 'booked' END,
            ((day - (n % 14))::timestamp + time '10:00') AT TIME ZONE 'Australia/Melbourne', NULL
     FROM bench_day_booking ON CONFLICT DO NOTHING`,
  );
  await query(`UPDATE appointment SET cancelled_at = created_at + interval '1 day' WHERE status = 'cancelled' AND cancelled_at IS NULL AND _id IN (SELECT id FROM bench_day_booking)`);
  // A card for every booking kept up to today: invoiced long ago; the last days' still open or done; today's arrived cars (one in two by now).
  await query(
    `INSERT INTO job_card (_id, customer_name, customer_email, car_rego, rego_key, status, created_at, final_items, mechanic_notes, appointment_id)
     SELECT substr(md5('today-card' || a._id), 1, 24), a.full_name, a.email, a.registration, a.registration,
            CASE WHEN b.day = date '${today}' THEN (ARRAY['Pending Diagnosis', 'Work In Progress', 'Pending Quote Approval'])[1 + b.n % 3]
                 WHEN b.day >= date '${today}' - 2 THEN (ARRAY['Work In Progress', 'Completed', 'Invoiced', 'Pending Quote Approval'])[1 + b.n % 4]
                 ELSE 'Invoiced' END,
            ((b.day)::timestamp + time '07:30' + b.n * interval '30 minutes') AT TIME ZONE 'Australia/Melbourne', '[]'::jsonb, '', a._id
     FROM bench_day_booking b JOIN appointment a ON a._id = b.id
     WHERE a.status = 'booked' AND (b.day < date '${today}' OR b.n % 2 = 0)
     ON CONFLICT DO NOTHING`,
  );
  // A quote for one card in three: decided, but for the open cards waiting on the customer.
  await query(
    `INSERT INTO quote (_id, number, job_card_id, sent_at, items, gst_percent, prices_include_gst, subtotal_cents, gst_cents, total_cents, status, decided_at)
     SELECT substr(md5('today-quote' || j._id), 1, 24), nextval('quote_number_seq'), j._id, j.created_at + interval '2 hours', '[]'::jsonb, 10, false, 40000, 4000, 44000,
            CASE WHEN j.status = 'Pending Quote Approval' THEN 'sent' WHEN b.n % 4 = 0 THEN 'declined' ELSE 'approved' END,
            CASE WHEN j.status = 'Pending Quote Approval' THEN NULL ELSE j.created_at + interval '4 hours' END
     FROM job_card j JOIN bench_day_booking b ON j.appointment_id = b.id
     WHERE b.n % 3 = 0 OR j.status = 'Pending Quote Approval'`,
  );
  // An invoice for every invoiced card: paid, but one in 300 (and a third of the last week's).
  await query(
    `INSERT INTO invoice (_id, number, invoice_number, customer_name, customer_email, car_rego, rego_key, items, gst_percentage, prices_include_gst,
                          subtotal_cents, gst_cents, total_cents, issued_at, status, paid_at, job_card_id)
     SELECT substr(md5('today-inv' || j._id), 1, 24), n, 'INV-' || lpad(n::text, 6, '0'), j.customer_name, j.customer_email, j.car_rego, j.rego_key,
            '[{"description":"Service","quantity":1,"unitPriceCents":10000}]'::jsonb, 10, true,
            total - round(total / 11.0)::int, round(total / 11.0)::int, total, issued, paid, CASE WHEN paid = 'paid' THEN issued + interval '1 hour' END, j._id
     FROM (SELECT j._id, j.customer_name, j.customer_email, j.car_rego, j.rego_key, nextval('invoice_number_seq')::int AS n,
                  (8000 + floor(random() * 140000))::int AS total, j.created_at + interval '7 hours' AS issued,
                  CASE WHEN random() < CASE WHEN j.created_at > now() - interval '7 days' THEN 0.33 ELSE 0.0033 END THEN 'unpaid' ELSE 'paid' END AS paid
           FROM job_card j JOIN bench_day_booking b ON j.appointment_id = b.id WHERE j.status = 'Invoiced') AS j`
  );
  await query(`DROP TABLE IF EXISTS bench_day_booking`);
  for (const table of ['appointment', 'invoice', 'quote', 'job_card']) await query(`VACUUM (ANALYZE) ${table}`);
  return { seconds: (Date.now() - started) / 1000 };
}

/** The seeded history's size, as the report states it. */
export async function todayHistory(query) {
  const [row] = await query(
    `SELECT (SELECT count(*) FROM appointment)::int AS appointments, (SELECT count(*) FROM job_card)::int AS "jobCards",
            (SELECT count(*) FROM quote)::int AS quotes, (SELECT count(*) FROM invoice)::int AS invoices`,
  );
  return row;
}

/** GET /api/admin/today with autocannon: one connection (the target), then four (information). */
export async function benchToday(base, headers) {
  const url = `${base}/api/admin/today`;
  const first = await fetch(url, { headers });
  const answer = await first.json();
  if (first.status !== 200) throw new Error(`today bench: GET /api/admin/today answered ${first.status} ${JSON.stringify(answer).slice(0, 300)}`);
  const lists = Object.fromEntries(['bookings', 'inProgress', 'awaitingApproval', 'readyForPickup', 'unpaidInvoices'].map((k) => [k, answer[k].length]));
  const runs = {};
  for (const connections of [1, 4]) {
    if (WARMUP > 0) await runCannon({ url, headers, connections, duration: WARMUP });
    log(`today: ${connections} connection(s), ${DURATION} s`);
    runs[connections] = summarize(await runCannon({ url, headers, connections, duration: DURATION }));
  }
  // For information: a trivial staff request (the signed-in account) the same way, right after: on
  // a busy machine its tail shows how much of the panel's is the machine's.
  const meUrl = `${base}/api/admin/me`;
  if (WARMUP > 0) await runCannon({ url: meUrl, headers, connections: 1, duration: WARMUP });
  const me = summarize(await runCannon({ url: meUrl, headers, connections: 1, duration: DURATION }));
  const one = runs[1];
  return {
    me,
    lists,
    unpaidCount: answer.unpaidCount,
    oneScreen: one,
    fourScreens: runs[4],
    pass: one.non2xx === 0 && one.errors === 0 && one.latencyMs.p99 <= TODAY_TARGET.p99Ms,
  };
}

/** In the whole run: this history on top of the analytics one already in `dbName`, then measured. */
export async function benchTodayOnHistory(base, headers, dbName) {
  const { queryDb } = await import('./database.mjs');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
  log('today: seeding five years of a busy workshop');
  await seedToday((sql) => queryDb(dbName, sql), today);
  const history = await todayHistory((sql) => queryDb(dbName, sql));
  return { ...(await benchToday(base, headers)), history };
}

/** The report table's row. */
export function todayTableRows(r) {
  const s = r.oneScreen;
  const n = `${r.history.appointments.toLocaleString('en-US')} appointments, ${r.history.invoices.toLocaleString('en-US')} invoices`;
  return [[`GET /api/admin/today, one screen (p50 ${s.latencyMs.p50} ms)`, s.rps.toFixed(0), String(s.latencyMs.p99), String(s.non2xx), String(s.errors), '', `p99 <= ${TODAY_TARGET.p99Ms} ms, ${n}`, r.pass ? 'PASS' : 'FAIL']];
}

export function todayRows(r, history) {
  const line = (label, s) => `${label}: ${s.rps.toFixed(0)} req/s, p50 ${s.latencyMs.p50} ms, p99 ${s.latencyMs.p99} ms, max ${s.latencyMs.max} ms, non-2xx ${s.non2xx}`;
  return [
    `today panel over ${history.appointments} appointments, ${history.jobCards} job cards, ${history.quotes} quotes, ${history.invoices} invoices`,
    `  lists: ${JSON.stringify(r.lists)}, ${r.unpaidCount} unpaid in all`,
    `  ${line('one screen', r.oneScreen)}  (target p99 <= ${TODAY_TARGET.p99Ms} ms: ${r.pass ? 'PASS' : 'FAIL'})`,
    `  ${line('four screens', r.fourScreens)}  (information)`,
    `  ${line('GET /api/admin/me, one connection', r.me)}  (information: the machine's own tail)`,
  ];
}

if (process.argv[1] && (await import('node:path')).resolve(process.argv[1]) === (await import('node:url')).fileURLToPath(import.meta.url)) {
  const os = await import('node:os');
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { createDatabase, dbUrl, dropDatabase, queryDb, settleDatabase } = await import('./database.mjs');
  const { startApi } = await import('./backup.mjs');
  const { stopChild } = await import('./processes.mjs');
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
  // BENCH_TODAY_KEEP=1 keeps the seeded database (its name is printed); BENCH_TODAY_DB=<name> measures on such a one.
  const reuse = process.env.BENCH_TODAY_DB;
  const keep = Boolean(process.env.BENCH_TODAY_KEEP);
  const dbName = reuse || `bench_today_${process.pid}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-today-'));
  if (!reuse) await createDatabase(dbName);
  let api = null;
  try {
    api = await startApi('api-today', { DATABASE_URL: dbUrl(dbName), DATA_DIR: tmp }, tmp);
    if (!reuse) {
      const seeded = await seedToday((sql) => queryDb(dbName, sql), today);
      await settleDatabase(dbName);
      log(`history seeded in ${seeded.seconds.toFixed(1)} s`);
    }
    const history = await todayHistory((sql) => queryDb(dbName, sql));
    const r = await benchToday(api.base, api.headers);
    for (const row of todayRows(r, history)) console.log(row);
    if (keep) log(`kept: database ${dbName}`);
    process.exitCode = r.pass ? 0 : 1;
  } finally {
    if (api) await stopChild(api.proc);
    if (!keep && !reuse) await dropDatabase(dbName);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
