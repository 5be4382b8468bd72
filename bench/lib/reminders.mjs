/**
 * The reminder run over a workshop's whole fleet: the 120,000 vehicles the customers bench seeded,
 * 5,000 of them due for a service within the reminder window (each owner with an email), the rest
 * due later or never. POST /api/admin/reminders/run decides and queues them while a customer's
 * booked-slots request goes out every 10 ms.
 * Targets: the run queues all 5,000 in <= 5 s; booked-slots answers within 150 ms meanwhile.
 * The queued mail is then marked sent in the database (this measures the run, not the delivery of
 * 5,000 messages to files), so the targets after it do not compete with that backlog.
 */
import { queryDb } from './database.mjs';
import { log } from './env.mjs';
import { probeEvery10Ms } from './probe.mjs';

export const REMINDER_TARGET = { runMs: 5000, stallMs: 150, due: 5000 };

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const melbourneToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

/** 5,000 vehicles due in 1 to 14 days (none booked in already); the others spread over the next two years (every third one never). */
export async function seedServiceDue(dbName) {
  const [{ count }] = await queryDb(dbName, 'SELECT count(*)::int AS count FROM vehicle');
  await queryDb(
    dbName,
    // Vehicles booked in already (the booking run's regos) get no reminder (booked_already): not among the due.
    `WITH numbered AS (SELECT rego_key, row_number() OVER (ORDER BY rego_key) AS n FROM vehicle v WHERE customer_id IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM appointment a WHERE upper(regexp_replace(coalesce(a.registration, ''), '\\s', '', 'g')) = v.rego_key
                       AND a.status = 'booked' AND a.preferred_date >= to_char(now() AT TIME ZONE 'Australia/Melbourne', 'YYYY-MM-DD')))
     UPDATE vehicle v SET next_service_due = CASE
         WHEN numbered.n <= ${REMINDER_TARGET.due} THEN (now() AT TIME ZONE 'Australia/Melbourne')::date + 1 + (numbered.n % 14)::int
         WHEN numbered.n % 3 = 0 THEN NULL
         ELSE (now() AT TIME ZONE 'Australia/Melbourne')::date + 30 + (numbered.n % 700)::int END
     FROM numbered WHERE numbered.rego_key = v.rego_key`,
  );
  // Every due vehicle's owner can be written to (and wants to be).
  await queryDb(
    dbName,
    `UPDATE customer SET email = coalesce(email, 'owner.' || _id || '@example.net'), marketing_opt_out_at = NULL
     WHERE _id IN (SELECT customer_id FROM vehicle WHERE next_service_due <= (now() AT TIME ZONE 'Australia/Melbourne')::date + 14)`,
  );
  await queryDb(dbName, 'VACUUM (ANALYZE) vehicle');
  const [{ due }] = await queryDb(dbName, `SELECT count(*)::int AS due FROM vehicle WHERE next_service_due <= (now() AT TIME ZONE 'Australia/Melbourne')::date + 14`);
  log(`reminders: ${count} vehicles, ${due} due for a service within 14 days`);
  return { vehicles: count, due };
}

export async function benchReminders(base, headers, dbName, seeded) {
  const url = `${base}/api/appointments/booked-slots?date=${melbourneToday()}`;
  await (await fetch(url)).arrayBuffer();
  const probe = probeEvery10Ms(url);
  await new Promise((resolve) => setTimeout(resolve, 200)); // a few probes before the run
  const t0 = performance.now();
  const res = await fetch(`${base}/api/admin/reminders/run`, { method: 'POST', headers: { authorization: headers.authorization }, signal: AbortSignal.timeout(120_000) });
  const runMs = performance.now() - t0;
  const body = await res.json();
  await new Promise((resolve) => setTimeout(resolve, 200));
  const times = await probe.stop();
  if (res.status !== 200) throw new Error(`reminders bench: POST /api/admin/reminders/run answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  // The service reminders (the run may also remind of seeded appointments that fall tomorrow at this hour).
  const [{ queued }] = await queryDb(dbName, `SELECT count(*)::int AS queued FROM outbox_message WHERE template = 'reminder.service-due'`);
  await queryDb(dbName, `UPDATE outbox_message SET status = 'sent', sent_at = now() WHERE template LIKE 'reminder.%' AND status = 'pending'`);
  const result = {
    vehicles: seeded.vehicles,
    due: seeded.due,
    runMs,
    serviceReminders: body.serviceReminders,
    outboxRows: queued,
    probes: times.length,
    probeP50Ms: percentile(times, 50),
    probeP99Ms: percentile(times, 99),
    stallMs: times.at(-1),
  };
  result.pass = runMs <= REMINDER_TARGET.runMs && body.serviceReminders === seeded.due && queued === seeded.due;
  result.stallPass = result.stallMs <= REMINDER_TARGET.stallMs;
  log(`reminder run: ${body.serviceReminders} service reminders queued in ${runMs.toFixed(0)} ms over ${seeded.vehicles} vehicles; booked-slots meanwhile p99 ${result.probeP99Ms.toFixed(1)} ms, max ${result.stallMs.toFixed(0)} ms`);
  return result;
}

export function reminderRows(r) {
  return [
    [`reminder run (${r.due.toLocaleString('en-US')} due of ${r.vehicles.toLocaleString('en-US')} vehicles)`, `${r.runMs.toFixed(0)} ms`, '', '', '', '', `<= ${REMINDER_TARGET.runMs} ms, all queued`, r.pass ? 'PASS' : 'FAIL'],
    [`booked-slots during the reminder run (${r.probes} requests)`, '', r.probeP99Ms.toFixed(0), '', '', '', `max <= ${REMINDER_TARGET.stallMs} ms`, r.stallPass ? 'PASS' : 'FAIL'],
  ];
}

export function reminderSummary(r) {
  return `reminder run: ${r.serviceReminders} service reminders queued (${r.outboxRows} outbox rows) of ${r.due} due among ${r.vehicles} vehicles in ${r.runMs.toFixed(0)} ms; booked-slots every 10 ms meanwhile: ${r.probes} requests, p50 ${r.probeP50Ms.toFixed(1)} ms, p99 ${r.probeP99Ms.toFixed(1)} ms, max ${r.stallMs.toFixed(0)} ms`;
}
