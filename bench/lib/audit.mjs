/**
 * The Activity page with years of history: seeds 1,000,000 audit records (seven years of a busy
 * workshop: five members of staff, customers and the system; job cards, appointments, invoices,
 * customers, sign-ins) straight into the bench database, then asks for the page's first page
 * (50 records) as the page does, over GraphQL (`auditEvents(limit: 50)` with the page's fields),
 * one request after another: unfiltered (the target), then with each kind of filter the page
 * offers (information).
 */
import { queryDb } from './database.mjs';
import { log } from './env.mjs';

export const AUDIT_COUNT = 1_000_000;
export const AUDIT_TARGET = { p99Ms: 50 };
const PAGE_SIZE = 50;
const RUNS = 200;
const WARMUP_RUNS = 30;
const STAFF = ['0000000000000000000staff1', '0000000000000000000staff2', '0000000000000000000staff3', '0000000000000000000staff4', '0000000000000000000staff5'].map((id) => id.slice(-24));

/** The Activity page's query (web/src/features/admin/audit/audit.graphql). */
const PAGE_QUERY = `query AdminAuditEvents($actorId: ID, $actorKind: String, $entityType: String, $entityId: String, $action: String, $from: String, $to: String, $limit: Int, $after: String) {
  auditEvents(actorId: $actorId, actorKind: $actorKind, entityType: $entityType, entityId: $entityId, action: $action, from: $from, to: $to, limit: $limit, after: $after) {
    items { id at actorKind actorId actorName ip action entityType entityId summary fieldChanges { field before after } }
    nextCursor
  }
}`;

/** 1,000,000 records in one statement, one every ~3.7 minutes over seven years, newest now. */
export async function seedAudit(dbName, count = AUDIT_COUNT) {
  const started = Date.now();
  await queryDb(
    dbName,
    `INSERT INTO audit_event (at, actor_kind, actor_id, actor_name, ip, action, entity_type, entity_id, summary, changes)
     SELECT now() - ((${count} - i) * interval '220 seconds'),
            CASE WHEN i % 10 < 6 THEN 'staff' WHEN i % 10 < 9 THEN 'customer' ELSE 'system' END,
            CASE WHEN i % 10 < 6 THEN (ARRAY['${STAFF.join("','")}'])[1 + i % 5] END,
            CASE WHEN i % 10 < 6 THEN (ARRAY['owner','mia','jack','lee','sam'])[1 + i % 5] WHEN i % 10 < 9 THEN 'Customer' ELSE 'System' END,
            CASE WHEN i % 10 < 9 THEN '10.0.' || (i % 250) || '.' || (i % 200) END,
            (ARRAY['jobcard.updated','appointment.booked','invoice.paid','jobcard.created','appointment.cancelled','customer.updated','auth.signed_in','jobcard.quote_sent','invoice.generated','reminders.queued'])[1 + (i / 7) % 10],
            (ARRAY['job_card','appointment','invoice','job_card','appointment','customer','user','job_card','invoice','reminders'])[1 + (i / 7) % 10],
            substr(md5((i / 13)::text), 1, 24),
            'Job card for Bench Customer ' || (i % 3000) || ' (BEN' || (i % 5000) || ') edited (status): status Work In Progress → Awaiting Parts',
            '{"status":["Work In Progress","Awaiting Parts"]}'::jsonb
     FROM generate_series(1, ${count}) AS i`,
  );
  await queryDb(dbName, 'ANALYZE audit_event');
  const [{ count: stored }] = await queryDb(dbName, 'SELECT count(*)::int AS count FROM audit_event');
  log(`audit trail: seeded ${stored} records in ${Date.now() - started} ms`);
  return stored;
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timePage(base, headers, label, filter) {
  const request = async () => {
    const res = await fetch(`${base}/graphql`, { method: 'POST', headers, body: JSON.stringify({ query: PAGE_QUERY, variables: { ...filter, limit: PAGE_SIZE } }) });
    const text = await res.text();
    const body = JSON.parse(text);
    if (res.status !== 200 || body.errors || body.data.auditEvents.items.length !== PAGE_SIZE) throw new Error(`activity page (${label}): HTTP ${res.status} ${text.slice(0, 300)}`);
    return text.length;
  };
  for (let i = 0; i < WARMUP_RUNS; i++) await request();
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await request();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const result = { name: `activity first page, ${label}`, runs: RUNS, medianMs: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: times.at(-1) };
  log(`${result.name}: median ${result.medianMs.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms`);
  return result;
}

/** The first page, unfiltered (the target) and with each kind of filter, with the owner's token in `headers`. */
export async function benchActivity(base, headers, stored) {
  const yearAgo = new Date(Date.now() - 365 * 86_400_000);
  const day = (d) => d.toISOString().slice(0, 10);
  const all = await timePage(base, headers, 'no filter', {});
  const filtered = [
    await timePage(base, headers, 'one person', { actorId: STAFF[2] }),
    await timePage(base, headers, 'kind of record (invoice)', { entityType: 'invoice' }),
    await timePage(base, headers, 'action (invoice.paid)', { action: 'invoice.paid' }),
    await timePage(base, headers, 'customers’ changes', { actorKind: 'customer' }),
    await timePage(base, headers, 'a month a year ago', { from: day(yearAgo), to: day(new Date(yearAgo.getTime() + 30 * 86_400_000)) }),
  ];
  return { records: stored, all, filtered, target: `p99 <= ${AUDIT_TARGET.p99Ms} ms`, pass: all.p99Ms <= AUDIT_TARGET.p99Ms };
}

/** The report table's rows. */
export function activityRows(r) {
  const row = (m, goal, pass) => [`${m.name} (median ${m.medianMs.toFixed(1)} ms)`, '', m.p99Ms.toFixed(1), '', '', '', goal, pass];
  return [
    row(r.all, `${r.target}, ${r.records.toLocaleString('en-US')} records`, r.pass ? 'PASS' : 'FAIL'),
    ...r.filtered.map((m) => row(m, '(information)', '')),
  ];
}
