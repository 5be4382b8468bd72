/**
 * Customers with years of history: on top of the five-year history the analytics bench seeded
 * (whose bookings, job cards and invoices made their customers through the database's matching),
 * customers of their own up to 100,000 (each with an email and a phone), and one regular with 200
 * records (60 bookings, 50 job cards with a quote each, 40 invoices), and vehicles up to 120,000
 * (owned by those customers). Then, one request after
 * another, as staff use them:
 *   the header's search (GET /api/admin/search: a name, an email, a phone's last 6 digits, part of
 *   a rego, part of an invoice number, an id), p99 <= 30 ms;
 *   the customer list's first page (GET /api/admin/customers?limit=100), median <= 50 ms;
 *   the regular's page with its 200 time line entries (GET /api/admin/customers/{id}), median <= 50 ms.
 */
import { queryDb } from './database.mjs';
import { log } from './env.mjs';

export const CUSTOMER_COUNT = 100_000;
export const VEHICLE_COUNT = 120_000;
export const TARGETS = { searchP99Ms: 30, listMedianMs: 50, pageMedianMs: 50 };
const RUNS = 200;
const WARMUP_RUNS = 30;
const REGULAR_EMAIL = 'regular.customer@example.com';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function seedCustomers(dbName) {
  const started = Date.now();
  const [{ count: before }] = await queryDb(dbName, 'SELECT count(*)::int AS count FROM customer');
  const extra = Math.max(0, CUSTOMER_COUNT - before - 1);
  await queryDb(
    dbName,
    `INSERT INTO customer (_id, name, email, phone, notes, created_at, last_activity_at)
     SELECT substr(md5('person' || i), 1, 24), 'Seeded Person ' || i, 'person' || i || '@example.net', '+614' || lpad((10000000 + i)::text, 8, '0'), '',
            date_trunc('milliseconds', now()) - i * interval '37 minutes', date_trunc('milliseconds', now()) - i * interval '23 minutes'
     FROM generate_series(1, ${extra}) AS i`,
  );
  await queryDb(
    dbName,
    `INSERT INTO customer_key (key, customer_id)
     SELECT 'email:person' || i || '@example.net', substr(md5('person' || i), 1, 24) FROM generate_series(1, ${extra}) AS i
     UNION ALL SELECT 'phone:+614' || lpad((10000000 + i)::text, 8, '0'), substr(md5('person' || i), 1, 24) FROM generate_series(1, ${extra}) AS i
     ON CONFLICT DO NOTHING`,
  );
  // Vehicles up to 120,000, owned by those customers (one in five has two).
  const [{ count: vehiclesBefore }] = await queryDb(dbName, 'SELECT count(*)::int AS count FROM vehicle');
  await queryDb(
    dbName,
    `INSERT INTO vehicle (rego_key, rego, make, model, year, vin, customer_id, created_at, last_seen_at)
     SELECT 'S' || lpad(i::text, 6, '0'), 'S' || lpad(i::text, 6, '0'), (ARRAY['Toyota', 'Mazda', 'Ford', 'Hyundai', 'Kia'])[1 + i % 5], 'Model ' || (i % 40),
            2000 + i % 26, NULL, substr(md5('person' || (1 + i % ${Math.max(1, extra)})), 1, 24),
            date_trunc('milliseconds', now()) - i * interval '41 minutes', date_trunc('milliseconds', now()) - i * interval '17 minutes'
     FROM generate_series(1, ${Math.max(0, VEHICLE_COUNT - vehiclesBefore)}) AS i
     ON CONFLICT DO NOTHING`,
  );
  // The regular: every row finds the same customer by its email (the tables' triggers).
  await queryDb(
    dbName,
    `INSERT INTO appointment (_id, full_name, email, phone, vehicle_make, vehicle_model, vehicle_year, registration, service_type, issue_description,
                              preferred_date, preferred_time, status, created_at)
     SELECT substr(md5('regular-appt' || i), 1, 24), 'Robin Regular', '${REGULAR_EMAIL}', '0400 111 222', 'Mazda', 'CX-5', 2018, 'REG 001',
            'Logbook Servicing', 'Seeded for the customers bench.', to_char(date '2012-01-02' + i * 7, 'YYYY-MM-DD'), '09:00', 'booked',
            now() - (200 - i) * interval '9 days'
     FROM generate_series(1, 60) AS i`,
  );
  await queryDb(
    dbName,
    `INSERT INTO job_card (_id, customer_name, customer_email, car_rego, rego_key, status, created_at, final_items, mechanic_notes)
     SELECT substr(md5('regular-card' || i), 1, 24), 'Robin Regular', '${REGULAR_EMAIL}', 'REG 001', 'REG001', 'Invoiced',
            date_trunc('milliseconds', now()) - (150 - i) * interval '11 days', '[]'::jsonb, ''
     FROM generate_series(1, 50) AS i`,
  );
  await queryDb(
    dbName,
    `INSERT INTO quote (_id, number, job_card_id, sent_at, items, gst_percent, prices_include_gst, subtotal_cents, gst_cents, total_cents, status)
     SELECT substr(md5('regular-quote' || i), 1, 24), nextval('quote_number_seq'), substr(md5('regular-card' || i), 1, 24),
            date_trunc('milliseconds', now()) - (150 - i) * interval '11 days' + interval '1 hour',
            '[{"description":"Service","quantity":1,"unitPriceCents":40000}]'::jsonb, 10, false, 40000, 4000, 44000, 'approved'
     FROM generate_series(1, 50) AS i`,
  );
  await queryDb(
    dbName,
    `INSERT INTO invoice (_id, number, invoice_number, customer_name, customer_email, car_rego, rego_key, items, gst_percentage, prices_include_gst,
                          subtotal_cents, gst_cents, total_cents, issued_at, status)
     SELECT substr(md5('regular-inv' || i), 1, 24), n, 'INV-' || lpad(n::text, 6, '0'), 'Robin Regular', '${REGULAR_EMAIL}', 'REG 001', 'REG001',
            '[{"description":"Service","quantity":1,"unitPriceCents":40000}]'::jsonb, 10, false, 40000, 4000, 44000,
            date_trunc('milliseconds', now()) - (150 - i) * interval '11 days' + interval '2 days', CASE WHEN i % 4 = 0 THEN 'unpaid' ELSE 'paid' END
     FROM (SELECT i, nextval('invoice_number_seq')::int AS n FROM generate_series(1, 40) AS i) AS s`,
  );
  for (const table of ['customer', 'customer_key', 'vehicle', 'appointment', 'job_card', 'quote', 'invoice']) await queryDb(dbName, `VACUUM (ANALYZE) ${table}`);
  const [{ count }] = await queryDb(dbName, 'SELECT count(*)::int AS count FROM customer');
  const [{ count: vehicles }] = await queryDb(dbName, 'SELECT count(*)::int AS count FROM vehicle');
  const [{ id }] = await queryDb(dbName, `SELECT customer_id AS id FROM customer_key WHERE key = 'email:${REGULAR_EMAIL}'`);
  log(`customers: ${count} stored (${before} made by the history's records), ${vehicles} vehicles, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { customers: count, vehicles, regularId: id };
}

async function timeRequests(label, request) {
  for (let i = 0; i < WARMUP_RUNS; i++) await request(i);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await request(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const result = { name: label, runs: RUNS, medianMs: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: times.at(-1) };
  log(`${label}: median ${result.medianMs.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms`);
  return result;
}

async function getJson(url, headers, check) {
  const res = await fetch(url, { headers });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${text.slice(0, 300)}`);
  const body = JSON.parse(text);
  if (check && !check(body, res)) throw new Error(`${url}: unexpected answer ${text.slice(0, 300)}`);
  return body;
}

export async function benchCustomers(base, headers, seeded) {
  // What staff type: part of a name, an email, a phone's last 6 digits, part of a rego, part of an invoice number, an id.
  const searches = ['Seeded Person 4242', 'person777@', '044 242', 'regular', 'BEN12', 'INV-0012', 'REG 0', seeded.regularId.slice(0, 8), 'robin', 'S01234'];
  const search = await timeRequests('search', (i) => getJson(`${base}/api/admin/search?q=${encodeURIComponent(searches[i % searches.length])}`, headers, (b) => Array.isArray(b.customers)));
  const list = await timeRequests('customer list, first page', () =>
    getJson(`${base}/api/admin/customers?limit=100`, headers, (b, res) => b.length === 100 && /rel="next"/.test(res.headers.get('link') ?? '')),
  );
  const page = await timeRequests('customer page, 200 time line entries', () =>
    getJson(`${base}/api/admin/customers/${seeded.regularId}`, headers, (b) => b.timeline.length === 200),
  );
  return {
    customers: seeded.customers,
    vehicles: seeded.vehicles,
    search: { ...search, pass: search.p99Ms <= TARGETS.searchP99Ms },
    list: { ...list, pass: list.medianMs <= TARGETS.listMedianMs },
    page: { ...page, pass: page.medianMs <= TARGETS.pageMedianMs },
  };
}

export function customerRows(r) {
  const n = `${r.customers.toLocaleString('en-US')} customers, ${r.vehicles.toLocaleString('en-US')} vehicles`;
  return [
    [`search (median ${r.search.medianMs.toFixed(1)} ms)`, '', r.search.p99Ms.toFixed(1), '', '', '', `p99 <= ${TARGETS.searchP99Ms} ms, ${n}`, r.search.pass ? 'PASS' : 'FAIL'],
    [`customer list first page (median ${r.list.medianMs.toFixed(1)} ms)`, '', r.list.p99Ms.toFixed(1), '', '', '', `median <= ${TARGETS.listMedianMs} ms`, r.list.pass ? 'PASS' : 'FAIL'],
    [`customer page, 200 entries (median ${r.page.medianMs.toFixed(1)} ms)`, '', r.page.p99Ms.toFixed(1), '', '', '', `median <= ${TARGETS.pageMedianMs} ms`, r.page.pass ? 'PASS' : 'FAIL'],
  ];
}

/**
 * Alone: `node bench/lib/customers.mjs` makes a PostgreSQL database (TEST_DATABASE_URL's server),
 * starts the built api on it, seeds the five-year history and the customers, and measures.
 * BENCH_CUSTOMERS_KEEP=1 seeds and keeps the database (its name is printed) without measuring;
 * BENCH_CUSTOMERS_DB=<name> measures on such a kept database.
 */
if (process.argv[1] && (await import('node:path')).resolve(process.argv[1]) === (await import('node:url')).fileURLToPath(import.meta.url)) {
  const os = await import('node:os');
  const fs = await import('node:fs');
  const path = await import('node:path');
  const { createDatabase, dbUrl, dropDatabase } = await import('./database.mjs');
  const { seedHistory } = await import('./analytics-seed.mjs');
  const { startApi } = await import('./backup.mjs');
  const { stopChild } = await import('./processes.mjs');
  const melbourneToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne' }).format(new Date());
  const reuse = process.env.BENCH_CUSTOMERS_DB;
  const dbName = reuse || `bench_customers_${process.pid}`;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-customers-'));
  if (!reuse) await createDatabase(dbName);
  let api = null;
  try {
    api = await startApi('api-customers', { DATABASE_URL: dbUrl(dbName), DATA_DIR: tmp }, tmp);
    const started = Date.now();
    if (!reuse) await seedHistory((sql) => queryDb(dbName, sql), melbourneToday());
    log(`history seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const seeded = reuse
      ? { customers: (await queryDb(dbName, 'SELECT count(*)::int AS n FROM customer'))[0].n, vehicles: (await queryDb(dbName, 'SELECT count(*)::int AS n FROM vehicle'))[0].n, regularId: (await queryDb(dbName, `SELECT customer_id AS id FROM customer_key WHERE key = 'email:${REGULAR_EMAIL}'`))[0].id }
      : await seedCustomers(dbName);
    if (process.env.BENCH_CUSTOMERS_KEEP) {
      log(`kept: database ${dbName} (${JSON.stringify(seeded)})`);
    } else {
      const r = await benchCustomers(api.base, api.headers, seeded);
      for (const row of customerRows(r)) console.log(row.filter(Boolean).join('  '));
    }
  } finally {
    if (api) await stopChild(api.proc);
    if (!process.env.BENCH_CUSTOMERS_KEEP && !reuse) await dropDatabase(dbName);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
