/**
 * The Invoice Manager's first page with years of invoices: seeds 20,000 invoices (3 lines each,
 * spread over five years, a fifth of them paid) straight into the bench database, then asks for
 * the first page as the manager does, over GraphQL (`invoices(limit: 100)`) and REST
 * (`GET /api/admin/invoices?limit=100`), one request after another, and reports the median and p99.
 * Also the whole list as documented (`GET /api/admin/invoices`, no limit: every invoice,
 * streamed page after page), a few times: its time and size, for information.
 */
import { queryDb } from './database.mjs';
import { log } from './env.mjs';

export const INVOICE_COUNT = 20_000;
export const FIRST_PAGE_TARGET_MS = 50;
const RUNS = 200;
const WHOLE_LIST_RUNS = 5;
const WARMUP_RUNS = 30;

/** What the manager's list shows per row (number, customer with rego, total, status, day heading). */
export const FIRST_PAGE_QUERY = `query InvoiceHistory($filter: InvoiceFilter, $limit: Int, $after: String) {
  invoices(filter: $filter, limit: $limit, after: $after) {
    nextCursor
    items { id invoiceNumber customerName carRego totalCents status issueDate issueDateLabel documentId }
  }
}`;

/** 20,000 invoices in one statement, numbered by the invoice sequence. */
export async function seedInvoices(dbName, count = INVOICE_COUNT) {
  const started = Date.now();
  await queryDb(
    dbName,
    `INSERT INTO invoice (_id, number, invoice_number, customer_name, customer_email, car_rego, rego_key, items, gst_percentage,
                          prices_include_gst, subtotal_cents, gst_cents, total_cents, issued_at, status, paid_at)
     SELECT substr(md5(i::text || random()::text), 1, 24), n, 'INV-' || lpad(n::text, 6, '0'),
            'Bench Customer ' || (i % 3000), 'bench' || (i % 3000) || '@example.com', 'BEN ' || (i % 5000), 'BEN' || (i % 5000),
            '[{"description":"Brake pads","quantity":1,"unitPriceCents":12995},{"description":"Labour","quantity":1.5,"unitPriceCents":11000},{"description":"Oil","quantity":5,"unitPriceCents":1290}]'::jsonb,
            10, false, 35945, 3595, 39540,
            date_trunc('milliseconds', now()) - ((${count} - i) * interval '131 minutes'),
            CASE WHEN i % 5 = 0 THEN 'paid' ELSE 'unpaid' END,
            CASE WHEN i % 5 = 0 THEN now() - ((${count} - i) * interval '131 minutes') + interval '2 days' END
     FROM (SELECT i, nextval('invoice_number_seq') AS n FROM generate_series(1, ${count}) AS i) AS s`,
  );
  await queryDb(dbName, 'ANALYZE invoice');
  const [{ count: stored }] = await queryDb(dbName, 'SELECT count(*)::int AS count FROM invoice');
  log(`invoices: seeded ${stored} in ${Date.now() - started} ms`);
  return stored;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timeRequests(label, request) {
  for (let i = 0; i < WARMUP_RUNS; i++) await request();
  const times = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    bytes = await request();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const result = { name: label, runs: RUNS, medianMs: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: times.at(-1), bytes };
  result.pass = result.medianMs <= FIRST_PAGE_TARGET_MS;
  log(`${label}: median ${result.medianMs.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms (${bytes} bytes)`);
  return result;
}

/** The first page over GraphQL and REST, with the admin token of `headers`. */
export async function benchInvoiceFirstPage(base, headers, stored) {
  const graphql = await timeRequests('invoice manager first page (GraphQL)', async () => {
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: FIRST_PAGE_QUERY, variables: { limit: 100 } }) });
    const text = await res.text();
    const body = JSON.parse(text);
    if (res.status !== 200 || body.errors || body.data.invoices.items.length !== 100 || !body.data.invoices.nextCursor) {
      throw new Error(`invoices first page (GraphQL): HTTP ${res.status} ${text.slice(0, 300)}`);
    }
    return text.length;
  });
  const rest = await timeRequests('invoice manager first page (REST)', async () => {
    const res = await fetch(`${base}/api/admin/invoices?limit=100`, { headers });
    const text = await res.text();
    if (res.status !== 200 || JSON.parse(text).length !== 100 || !/rel="next"/.test(res.headers.get('link') ?? '')) {
      throw new Error(`invoices first page (REST): HTTP ${res.status} ${text.slice(0, 300)}`);
    }
    return text.length;
  });
  const whole = await timeWholeList(base, headers, stored);
  return { invoices: stored, target: `median <= ${FIRST_PAGE_TARGET_MS} ms`, graphql, rest, whole, pass: graphql.pass && rest.pass };
}

/** The whole list without `limit` (the documented call): every invoice in one streamed JSON array. */
async function timeWholeList(base, headers, stored) {
  const times = [];
  let bytes = 0;
  for (let i = 0; i < WHOLE_LIST_RUNS; i++) {
    const start = performance.now();
    const res = await fetch(`${base}/api/admin/invoices`, { headers });
    const text = await res.text();
    times.push(performance.now() - start);
    if (res.status !== 200 || JSON.parse(text).length !== stored) throw new Error(`invoices whole list (REST): HTTP ${res.status}, ${text.length} bytes, not ${stored} invoices`);
    bytes = text.length;
  }
  times.sort((a, b) => a - b);
  const result = { name: 'invoices whole list (REST, no limit)', runs: WHOLE_LIST_RUNS, medianMs: percentile(times, 50), maxMs: times.at(-1), bytes };
  log(`${result.name}: ${stored} invoices, median ${result.medianMs.toFixed(0)} ms, ${(bytes / 1e6).toFixed(1)} MB`);
  return result;
}

/** The report table's rows. */
export function invoiceFirstPageRows(r) {
  const whole = [`${r.whole.name}`, '', '', '', '', '', `median ${r.whole.medianMs.toFixed(0)} ms, ${(r.whole.bytes / 1e6).toFixed(1)} MB (information)`, ''];
  return [...[r.graphql, r.rest].map((m) => [
    `${m.name.replace('invoice manager ', 'invoices ')} (median ${m.medianMs.toFixed(1)} ms)`,
    '',
    m.p99Ms.toFixed(1),
    '',
    '',
    '',
    `${r.target}, ${r.invoices.toLocaleString('en-US')} invoices`,
    m.pass ? 'PASS' : 'FAIL',
  ]), whole];
}
