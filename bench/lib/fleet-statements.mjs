/**
 * The monthly statement run of a workshop with 1,000 account customers (a business name, 30 days
 * end of month terms, an email address), each with four invoices over the last four months and
 * payments in the last month (one paid in full, one in part), seeded in SQL. POST
 * /api/admin/accounts/statements/send renders, stores and queues every statement (PDF attached) of
 * last month, while a customer's booked-slots request goes out every 10 ms.
 * Targets: all 1,000 statements in <= 60 s; booked-slots answers within 150 ms meanwhile.
 *
 * Alone: `node bench/lib/fleet-statements.mjs` (needs a build: api/dist; `TEST_DATABASE_URL` names
 * the PostgreSQL server, default postgres://postgres@127.0.0.1:5432/postgres); on an api and a
 * database of its own, dropped afterwards.
 */
import { queryDb } from './database.mjs';
import { log } from './env.mjs';
import { onOwnApi } from './own-api.mjs';
import { probeEvery10Ms } from './probe.mjs';

export const FLEET_TARGET = { runMs: 60_000, stallMs: 150, customers: 1000 };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const melbourneToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** Last month's first day in Melbourne, as SQL. */
const LAST_MONTH = `(date_trunc('month', now() AT TIME ZONE 'Australia/Melbourne') - interval '1 month')`;

/** 1,000 account customers with their invoices and payments. */
export async function seedFleet(dbName) {
  const started = Date.now();
  const n = FLEET_TARGET.customers;
  // Four invoices each: 3 months before last month, 1 month before, and two in last month (days 5 and 20), 10:00 Melbourne.
  await queryDb(
    dbName,
    `INSERT INTO invoice (_id, number, invoice_number, customer_name, customer_email, car_rego, rego_key, items, gst_percentage,
                          prices_include_gst, subtotal_cents, gst_cents, total_cents, issued_at, due_on, status, purchase_order, customer_company)
     SELECT substr(md5(c::text || '-' || k::text || random()::text), 1, 24), s.n, 'INV-' || lpad(s.n::text, 6, '0'),
            'Fleet Manager ' || c, 'fleet' || c || '@example.com', 'FLT ' || c || k, 'FLT' || c || k,
            '[{"description":"Fleet service","quantity":1,"unitPriceCents":25000},{"description":"Tyres","quantity":2,"unitPriceCents":18000}]'::jsonb,
            10, false, 61000, 6100, 67100,
            ((${LAST_MONTH} + (CASE k WHEN 1 THEN interval '-3 months' + interval '9 days' WHEN 2 THEN interval '-1 month' + interval '14 days' WHEN 3 THEN interval '4 days' ELSE interval '19 days' END) + interval '10 hours') AT TIME ZONE 'Australia/Melbourne'),
            ((date_trunc('month', ${LAST_MONTH} + (CASE k WHEN 1 THEN interval '-3 months' WHEN 2 THEN interval '-1 month' ELSE interval '0' END)) + interval '2 months' - interval '1 day')::date),
            'unpaid', 'PO-' || c || '-' || k, 'Fleet Co ' || c || ' Pty Ltd'
     FROM (SELECT c, k, nextval('invoice_number_seq') AS n FROM generate_series(1, ${n}) AS c, generate_series(1, 4) AS k) AS s`,
  );
  await queryDb(dbName, `UPDATE customer SET company = 'Fleet Co ' || substr(email, 6, position('@' in email) - 6) || ' Pty Ltd', account_terms_days = 30, account_terms_end_of_month = true, credit_limit_cents = 1000000 WHERE email LIKE 'fleet%@example.com'`);
  // Last month: the invoice of the month before paid in full (day 8), the first of last month in part (day 25).
  await queryDb(
    dbName,
    `WITH paying AS (
       SELECT i._id, CASE WHEN i.car_rego ~ '2$' THEN 67100 ELSE 30000 END AS amount,
              (${LAST_MONTH} + CASE WHEN i.car_rego ~ '2$' THEN interval '7 days' ELSE interval '24 days' END)::date AS paid_on
       FROM invoice i WHERE i.customer_email LIKE 'fleet%@example.com' AND (i.car_rego ~ '2$' OR i.car_rego ~ '3$'))
     INSERT INTO invoice_payment (_id, invoice_id, amount_cents, method, paid_on, reference, recorded_by, recorded_at)
     SELECT substr(md5(_id || random()::text), 1, 24), _id, amount, 'bank_transfer', paid_on, 'EFT', 'admin', now() FROM paying`,
  );
  await queryDb(
    dbName,
    `UPDATE invoice i SET amount_paid_cents = p.paid, status = CASE WHEN p.paid >= i.total_cents THEN 'paid' ELSE 'unpaid' END,
            paid_at = CASE WHEN p.paid >= i.total_cents THEN now() END
     FROM (SELECT invoice_id, sum(amount_cents)::int AS paid FROM invoice_payment GROUP BY invoice_id) p WHERE p.invoice_id = i._id`,
  );
  await queryDb(dbName, 'ANALYZE invoice');
  await queryDb(dbName, 'ANALYZE invoice_payment');
  await queryDb(dbName, 'ANALYZE customer');
  const [{ customers }] = await queryDb(dbName, `SELECT count(*)::int AS customers FROM customer WHERE account_terms_days IS NOT NULL`);
  const [{ invoices }] = await queryDb(dbName, `SELECT count(*)::int AS invoices FROM invoice WHERE customer_email LIKE 'fleet%@example.com'`);
  const [{ payments }] = await queryDb(dbName, `SELECT count(*)::int AS payments FROM invoice_payment`);
  log(`fleet statements: seeded ${customers} account customers, ${invoices} invoices, ${payments} payments in ${Date.now() - started} ms`);
  return { customers, invoices, payments };
}

export async function benchFleetStatements(base, headers, dbName) {
  const seeded = await seedFleet(dbName);
  const url = `${base}/api/appointments/booked-slots?date=${melbourneToday()}`;
  await (await fetch(url)).arrayBuffer();
  const probe = probeEvery10Ms(url);
  await new Promise((resolve) => setTimeout(resolve, 200)); // a few probes before the run
  const t0 = performance.now();
  const res = await fetch(`${base}/api/admin/accounts/statements/send`, { method: 'POST', headers: { authorization: headers.authorization }, signal: AbortSignal.timeout(300_000) });
  const runMs = performance.now() - t0;
  const body = await res.json();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const times = await probe.stop();
  if (res.status !== 200) throw new Error(`fleet statements bench: POST /api/admin/accounts/statements/send answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  const [{ queued }] = await queryDb(dbName, `SELECT count(*)::int AS queued FROM outbox_message WHERE template = 'accounts.statement'`);
  const [{ stored, bytes }] = await queryDb(dbName, `SELECT count(*)::int AS stored, coalesce(sum(d.size), 0)::bigint AS bytes FROM statement_sent s JOIN document d ON d._id = s.document_id`);
  const result = {
    ...seeded,
    month: body.month,
    sent: body.sent,
    outboxRows: queued,
    documents: stored,
    pdfBytes: Number(bytes),
    runMs,
    perStatementMs: runMs / Math.max(1, body.sent),
    probes: times.length,
    probeP50Ms: percentile(times, 50),
    probeP99Ms: percentile(times, 99),
    stallMs: times.at(-1),
  };
  result.pass = runMs <= FLEET_TARGET.runMs && body.sent === FLEET_TARGET.customers && queued === FLEET_TARGET.customers;
  result.stallPass = result.stallMs <= FLEET_TARGET.stallMs;
  log(`fleet statements: ${body.sent} statements of ${body.month} in ${runMs.toFixed(0)} ms; booked-slots meanwhile p99 ${result.probeP99Ms.toFixed(1)} ms, max ${result.stallMs.toFixed(0)} ms`);
  return result;
}

/** In the whole run: on an api and a database of its own. */
export const benchFleetStatementsOwnApi = () => onOwnApi('fleet-statements', ({ base, headers, dbName }) => benchFleetStatements(base, headers, dbName));

export function fleetStatementRows(f) {
  return [
    [`monthly statements (${f.customers.toLocaleString('en-US')} account customers)`, `${f.runMs.toFixed(0)} ms`, '', '', '', '', `<= ${FLEET_TARGET.runMs} ms, all sent`, f.pass ? 'PASS' : 'FAIL'],
    [`booked-slots during the statements (${f.probes} requests)`, '', f.probeP99Ms.toFixed(0), '', '', '', `max <= ${FLEET_TARGET.stallMs} ms`, f.stallPass ? 'PASS' : 'FAIL'],
  ];
}

export function fleetStatementSummary(f) {
  return `monthly statements: ${f.sent} of ${f.month} rendered, stored and queued (${f.outboxRows} outbox rows, ${f.documents} PDFs, ${(f.pdfBytes / 1e6).toFixed(1)} MB) for ${f.customers} account customers (${f.invoices} invoices, ${f.payments} payments) in ${f.runMs.toFixed(0)} ms (${f.perStatementMs.toFixed(1)} ms each); booked-slots every 10 ms meanwhile: ${f.probes} requests, p50 ${f.probeP50Ms.toFixed(1)} ms, p99 ${f.probeP99Ms.toFixed(1)} ms, max ${f.stallMs.toFixed(0)} ms`;
}

if (process.argv[1] && (await import('node:path')).resolve(process.argv[1]) === (await import('node:url')).fileURLToPath(import.meta.url)) {
  const os = await import('node:os');
  log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  const f = await benchFleetStatementsOwnApi();
  console.log(fleetStatementSummary(f));
  console.log(`targets: run ${f.pass ? 'PASS' : 'FAIL'} (<= ${FLEET_TARGET.runMs} ms, all sent), booked-slots ${f.stallPass ? 'PASS' : 'FAIL'} (max <= ${FLEET_TARGET.stallMs} ms); load average after ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  process.exitCode = f.pass && f.stallPass ? 0 : 1;
}
