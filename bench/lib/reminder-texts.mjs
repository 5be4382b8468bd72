/**
 * A reminder run that texts: 5,000 customers who chose texts and email ('both', with a mobile and
 * an address), each with a vehicle due for a service within 14 days, among 40,000 vehicles due
 * later; service reminders switched on by text (a marketing kind: off until an owner switches it
 * on, as here through PUT /api/admin/settings/texts/kinds). POST /api/admin/reminders/run writes
 * the 5,000 reminders with their emails and texts, and the text worker then sends the 5,000 to a
 * local stand-in of Twilio's Messages API, while a customer's booked-slots request goes out every
 * 10 ms throughout.
 * Targets: every text queued by the run, and booked-slots within 150 ms while it runs and while the
 * texts go out.
 *
 * Alone: `node bench/lib/reminder-texts.mjs` (needs a build: api/dist; `TEST_DATABASE_URL` names the
 * PostgreSQL server); on an api and a database of its own, dropped afterwards.
 */
import { queryDb } from './database.mjs';
import { log } from './env.mjs';
import { onOwnApi } from './own-api.mjs';
import { probeEvery10Ms } from './probe.mjs';
import { ACCOUNT_SID, AUTH_TOKEN, twilioStandIn } from './sms.mjs';

export const REMINDER_TEXT_TARGET = { due: 5000, later: 40_000, stallMs: 150, sendS: 120 };

const KINDS = ['booking.confirmation', 'appointment.reminder', 'quote.sent', 'jobcard.ready', 'invoice.sent', 'service.due', 'review.request'];
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const melbourneToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

async function seed(dbName) {
  const { due, later } = REMINDER_TEXT_TARGET;
  const person = (i) => `substr(md5('bench-rt-' || ${i}), 1, 24)`;
  const phone = (i) => `'+614' || (30000000 + ${i})::text`;
  await queryDb(
    dbName,
    `INSERT INTO customer (_id, name, email, phone, notes, contact_preference, created_at, last_activity_at)
     SELECT ${person('i')}, 'Reminded Customer ' || i, 'reminded' || i || '@example.net', ${phone('i')}, '', 'both', now(), now()
     FROM generate_series(1, ${due}) AS i`,
  );
  await queryDb(
    dbName,
    `INSERT INTO customer_key (key, customer_id)
     SELECT 'phone:' || ${phone('i')}, ${person('i')} FROM generate_series(1, ${due}) AS i
     UNION ALL SELECT 'email:reminded' || i || '@example.net', ${person('i')} FROM generate_series(1, ${due}) AS i
     ON CONFLICT DO NOTHING`,
  );
  await queryDb(
    dbName,
    `INSERT INTO vehicle (rego_key, rego, make, model, year, vin, customer_id, next_service_due, created_at, last_seen_at)
     SELECT 'RT' || lpad(i::text, 6, '0'), 'RT' || lpad(i::text, 6, '0'), (ARRAY['Toyota', 'Mazda', 'Ford', 'Hyundai', 'Kia'])[1 + i % 5], 'Model ' || (i % 40),
            2000 + i % 26, NULL, ${person(`(1 + i % ${due})`)},
            (now() AT TIME ZONE 'Australia/Melbourne')::date + CASE WHEN i <= ${due} THEN 1 + i % 14 ELSE 30 + i % 700 END,
            now(), now()
     FROM generate_series(1, ${due + later}) AS i`,
  );
  await queryDb(dbName, 'VACUUM (ANALYZE) customer, customer_key, vehicle');
}

export async function benchReminderTexts(base, headers, dbName) {
  await seed(dbName);
  const kinds = await fetch(`${base}/api/admin/settings/texts/kinds`, { method: 'PUT', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ kinds: KINDS }) });
  if (kinds.status !== 200) throw new Error(`reminder texts bench: switching the kinds on answered ${kinds.status}: ${(await kinds.text()).slice(0, 300)}`);
  const url = `${base}/api/appointments/booked-slots?date=${melbourneToday()}`;
  await (await fetch(url)).arrayBuffer();
  log(`reminder texts: ${REMINDER_TEXT_TARGET.due} due of ${REMINDER_TEXT_TARGET.due + REMINDER_TEXT_TARGET.later} vehicles, each owner texted and emailed; booked-slots every 10 ms`);
  let probe = probeEvery10Ms(url);
  await new Promise((resolve) => setTimeout(resolve, 200));
  const t0 = performance.now();
  const res = await fetch(`${base}/api/admin/reminders/run`, { method: 'POST', headers: { authorization: headers.authorization }, signal: AbortSignal.timeout(120_000) });
  const runMs = performance.now() - t0;
  const body = await res.json();
  const during = await probe.stop();
  if (res.status !== 200) throw new Error(`reminder texts bench: POST /api/admin/reminders/run answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  const [{ queued }] = await queryDb(dbName, `SELECT count(*)::int AS queued FROM sms_message WHERE kind = 'service.due'`);
  // Service reminders are marketing texts: decided between 8 pm and 9 am workshop time they wait
  // until 9 am. A bench run at night brings that 9 am to now, so the sending is measured whenever it runs.
  const deferred = await queryDb(dbName, `UPDATE sms_message SET next_attempt_at = now() WHERE kind = 'service.due' AND status = 'queued' AND next_attempt_at > now() RETURNING 1`);
  if (deferred.length) log(`reminder texts: ${deferred.length} texts waited for 9 am workshop time (the quiet hours); sent now instead`);
  // The texts go out (to the stand-in) while booked-slots is asked every 10 ms; the mail is left queued (it is not this bench's).
  probe = probeEvery10Ms(url);
  const s0 = performance.now();
  let left = queued;
  while (left > 0 && performance.now() - s0 < REMINDER_TEXT_TARGET.sendS * 1000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    [{ left }] = await queryDb(dbName, `SELECT count(*)::int AS left FROM sms_message WHERE kind = 'service.due' AND status IN ('queued', 'sending')`);
  }
  const sendS = (performance.now() - s0) / 1000;
  const sending = await probe.stop();
  const result = {
    due: REMINDER_TEXT_TARGET.due,
    runMs,
    serviceReminders: body.serviceReminders,
    queued,
    left,
    sendS,
    run: { probes: during.length, p99Ms: percentile(during, 99), maxMs: during.at(-1) },
    send: { probes: sending.length, p99Ms: percentile(sending, 99), maxMs: sending.at(-1) },
  };
  result.pass = queued === REMINDER_TEXT_TARGET.due && left === 0 && result.run.maxMs <= REMINDER_TEXT_TARGET.stallMs && result.send.maxMs <= REMINDER_TEXT_TARGET.stallMs;
  return result;
}

export async function benchReminderTextsOwnApi() {
  const standIn = await twilioStandIn();
  try {
    const env = { TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: AUTH_TOKEN, TWILIO_FROM: 'Truganina', TWILIO_API_URL: standIn.url };
    return await onOwnApi('reminder-texts', ({ base, headers, dbName }) => benchReminderTexts(base, headers, dbName), env);
  } finally {
    await standIn.close();
  }
}

export function reminderTextsSummary(r) {
  return `reminder texts: the run wrote ${r.serviceReminders} service reminders and queued ${r.queued} texts in ${r.runMs.toFixed(0)} ms (booked-slots meanwhile p99 ${r.run.p99Ms.toFixed(1)} ms, max ${r.run.maxMs.toFixed(0)} ms over ${r.run.probes}); the worker sent them in ${r.sendS.toFixed(1)} s (${r.left} left; booked-slots meanwhile p99 ${r.send.p99Ms.toFixed(1)} ms, max ${r.send.maxMs.toFixed(0)} ms over ${r.send.probes})`;
}

export function reminderTextsRows(r) {
  return [
    [`reminder run texting ${r.due.toLocaleString('en-US')} customers: booked-slots meanwhile (${r.run.probes} requests)`, '', r.run.maxMs.toFixed(0), '', '', '', `max <= ${REMINDER_TEXT_TARGET.stallMs} ms, all queued`, r.queued === r.due && r.run.maxMs <= REMINDER_TEXT_TARGET.stallMs ? 'PASS' : 'FAIL'],
    [`…and while the ${r.queued.toLocaleString('en-US')} texts go out (${r.sendS.toFixed(1)} s, ${r.send.probes} requests)`, '', r.send.maxMs.toFixed(0), '', '', '', `max <= ${REMINDER_TEXT_TARGET.stallMs} ms, all sent`, r.left === 0 && r.send.maxMs <= REMINDER_TEXT_TARGET.stallMs ? 'PASS' : 'FAIL'],
  ];
}

if (process.argv[1] && (await import('node:path')).resolve(process.argv[1]) === (await import('node:url')).fileURLToPath(import.meta.url)) {
  const r = await benchReminderTextsOwnApi();
  console.log(reminderTextsSummary(r));
  process.exitCode = r.pass ? 0 : 1;
}
