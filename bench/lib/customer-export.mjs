/**
 * A customer's export (GET /api/admin/customers/{id}/export, the ZIP of everything held about
 * them) for a customer with ten years of history: 40 invoices made through the api (each with its
 * stored PDF) and paid, spread over ten years, 40 job cards, 40 bookings, 20 contact messages, 200
 * texts and 40 reminders; beside 2,000 other customers' invoices. The export is asked 5 times one
 * after another after one to warm up; each is read to its last byte and the last one unzipped and
 * counted.
 * Target: every export within 5 s.
 *
 * Alone: `node bench/lib/customer-export.mjs` (needs a build: api/dist; `TEST_DATABASE_URL` names
 * the PostgreSQL server); on an api and a database of its own, dropped afterwards.
 */
import { unzipSync } from 'fflate';
import pg from 'pg';
import { dbUrl } from './database.mjs';
import { log } from './env.mjs';
import { onOwnApi } from './own-api.mjs';

export const EXPORT_TARGET = { maxMs: 5000, years: 10, visitsPerYear: 4, messages: 20, texts: 200, others: 2000, runs: 5 };

const PERSON = { name: 'Tenyear Customer', email: 'ten.years@example.com', phone: '0412 555 010', rego: 'TEN010' };

/** One statement with parameters on the bench's database. */
async function queryDb(name, sql, params = []) {
  const client = new pg.Client({ connectionString: dbUrl(name) });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function post(base, headers, path, body) {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (res.status >= 300) throw new Error(`customer-export bench: POST ${path} answered ${res.status} ${(await res.text()).slice(0, 200)}`);
  return res.json();
}

async function seed(base, headers, dbName) {
  const visits = EXPORT_TARGET.years * EXPORT_TARGET.visitsPerYear;
  for (let i = 0; i < visits; i++) {
    await post(base, headers, '/api/admin/jobcards', { customerName: PERSON.name, customerEmail: PERSON.email, customerPhone: PERSON.phone, carRego: PERSON.rego, customerComplaint: `Service ${i + 1}: logbook service and a look at the brakes.` });
    await post(base, headers, '/api/admin/generate-invoice', {
      customerName: PERSON.name,
      customerEmail: PERSON.email,
      phoneNumber: PERSON.phone,
      carRego: PERSON.rego,
      gstPercentage: 10,
      notes: `Visit ${i + 1}`,
      invoiceItems: [
        { description: 'Logbook service', quantity: 1, unitPrice: 289 },
        { description: 'Front brake pads', quantity: 1, unitPrice: 129.95 },
        { description: 'Labour', quantity: 1.5, unitPrice: 110 },
      ],
    });
  }
  for (let i = 0; i < EXPORT_TARGET.messages; i++) {
    await post(base, {}, '/api/contact', { name: PERSON.name, email: PERSON.email, phone: PERSON.phone, message: `Question ${i + 1} about my car.` });
  }
  const [{ id }] = await queryDb(dbName, `select customer_id as id from invoice where customer_email = $1 limit 1`, [PERSON.email]);
  // Ten years of it: each visit 91 days before the next, paid on the day; bookings, texts and reminders beside them.
  await queryDb(
    dbName,
    `update invoice i set issued_at = now() - (n.k * interval '91 days'), status = 'paid', amount_paid_cents = i.total_cents, paid_at = now() - (n.k * interval '91 days')
     from (select _id, row_number() over (order by number) as k from invoice where customer_id = $1) n where n._id = i._id`,
    [id],
  );
  await queryDb(
    dbName,
    `insert into invoice_payment (_id, invoice_id, amount_cents, method, paid_on, recorded_by, recorded_at)
     select substr(md5('pay-' || _id), 1, 24), _id, total_cents, 'eftpos', (issued_at at time zone 'Australia/Melbourne')::date, 'Bench', issued_at from invoice where customer_id = $1`,
    [id],
  );
  await queryDb(
    dbName,
    `insert into appointment (_id, full_name, email, phone, vehicle_make, vehicle_model, registration, service_type, issue_description, preferred_date, preferred_time, created_at)
     select substr(md5('appt-export-' || k), 1, 24), $1, $2, $3, 'Toyota', 'Corolla', $4, 'Logbook Servicing', 'Due for its service.',
            to_char((now() - k * interval '91 days' - interval '7 days') at time zone 'Australia/Melbourne', 'YYYY-MM-DD'), '09:00', now() - k * interval '91 days' - interval '14 days'
     from generate_series(1, ${visits}) as k`,
    [PERSON.name, PERSON.email, PERSON.phone, PERSON.rego],
  );
  await queryDb(
    dbName,
    `insert into sms_message (_id, customer_id, phone, direction, kind, body, segments, encoding, status, next_attempt_at, created_at)
     select substr(md5('text-export-' || k), 1, 24), $1, '+61412555010', case when k % 2 = 0 then 'in' else 'out' end, 'reply',
            'Text ' || k || ': your car is ready for pickup.', 1, 'GSM-7', case when k % 2 = 0 then 'received' else 'delivered' end, now(), now() - k * interval '18 days'
     from generate_series(1, ${EXPORT_TARGET.texts}) as k`,
    [id],
  );
  await queryDb(
    dbName,
    `insert into reminder (kind, subject_key, due_on, status, customer_id, rego_key, email, created_at)
     select 'service_due', $2, (now() - k * interval '91 days')::date, 'sent', $1, $2, $3, now() - k * interval '91 days'
     from generate_series(1, ${visits}) as k`,
    [id, PERSON.rego, PERSON.email],
  );
  // Other customers' history beside theirs.
  await queryDb(
    dbName,
    `insert into customer (_id, name, email, phone, notes, created_at, last_activity_at)
     select substr(md5('export-other-' || i), 1, 24), 'Other Customer ' || i, 'other' || i || '@example.net', null, '', now(), now() - i * interval '1 hour'
     from generate_series(1, ${EXPORT_TARGET.others}) as i`,
  );
  return id;
}

async function exportOnce(base, headers, id) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/admin/customers/${id}/export`, { headers });
  if (res.status !== 200) throw new Error(`customer-export bench: the export answered ${res.status} ${(await res.text()).slice(0, 200)}`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  return { ms: performance.now() - t0, bytes };
}

export async function benchExport(base, headers, dbName) {
  log(`customer-export: seeding ${EXPORT_TARGET.years} years of one customer's history (${EXPORT_TARGET.years * EXPORT_TARGET.visitsPerYear} invoices with PDFs, job cards and bookings; ${EXPORT_TARGET.texts} texts)`);
  const id = await seed(base, headers, dbName);
  await exportOnce(base, headers, id);
  const times = [];
  let last = null;
  for (let i = 0; i < EXPORT_TARGET.runs; i++) {
    last = await exportOnce(base, headers, id);
    times.push(last.ms);
  }
  const files = unzipSync(last.bytes);
  const count = (name) => JSON.parse(Buffer.from(files[`records/${name}.json`]).toString()).length;
  times.sort((a, b) => a - b);
  const r = {
    runs: times.length,
    medianMs: times[Math.floor(times.length / 2)],
    maxMs: times.at(-1),
    zipBytes: last.bytes.length,
    files: Object.keys(files).length,
    invoices: count('invoices'),
    documents: Object.keys(files).filter((n) => n.startsWith('documents/')).length,
    texts: count('texts'),
    appointments: count('appointments'),
  };
  r.pass = r.maxMs <= EXPORT_TARGET.maxMs && r.invoices === EXPORT_TARGET.years * EXPORT_TARGET.visitsPerYear;
  log(`customer-export: median ${r.medianMs.toFixed(0)} ms, max ${r.maxMs.toFixed(0)} ms over ${r.runs} exports; ZIP ${(r.zipBytes / 1024).toFixed(0)} KB, ${r.files} files (${r.invoices} invoices, ${r.documents} documents, ${r.appointments} bookings, ${r.texts} texts)`);
  return r;
}

export function benchCustomerExportOwnApi() {
  return onOwnApi('customer-export', ({ base, headers, dbName }) => benchExport(base, headers, dbName));
}

export function customerExportRows(r) {
  return [[`customer export: 10 years (${r.invoices} invoices, ${r.documents} documents), ${r.runs} runs`, '', r.medianMs.toFixed(0), '', r.maxMs.toFixed(0), '', `max <= ${EXPORT_TARGET.maxMs} ms`, r.pass ? 'PASS' : 'FAIL']];
}

export function customerExportSummary(r) {
  return `customer export: median ${r.medianMs.toFixed(0)} ms, max ${r.maxMs.toFixed(0)} ms for ten years of one customer (${r.files} files, ${(r.zipBytes / 1024).toFixed(0)} KB)`;
}

if (process.argv[1] && (await import('node:path')).resolve(process.argv[1]) === (await import('node:url')).fileURLToPath(import.meta.url)) {
  const r = await benchCustomerExportOwnApi();
  console.log(customerExportSummary(r));
  process.exitCode = r.pass ? 0 : 1;
}
