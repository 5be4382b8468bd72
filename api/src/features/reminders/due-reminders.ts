/**
 * The reminders still to come in the next 30 days (appointments, services, registrations, reviews), as the run will decide them: for the Reminders
 * page and a customer's or vehicle's page. A projection (the run decides; this only reads), with
 * why one will not go as things stand, from the run's own skip rules (reminder-run.ts), and whether
 * it goes by text: then a customer without an email address is still reminded (by text alone).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { addDays, fromLocal, workshopDay } from '../../shared/time.js';
import { APPOINTMENT_REGO_KEY } from '../booking/appointment.entity.js';
import { ReminderKind, type SkipReason } from './reminder.entity.js';
import { invoiceNumberLabel } from '../invoices/invoice.entity.js';
import { marketingConsentSql, wantsTextsSql } from '../sms/public.js';
import { appointmentSkip, BOOKED_AHEAD_MS, LATE_DAYS, REVIEW_SKIP, reviewAskedSince, SERVICE_DUE_SKIP, SERVICE_FINAL_SKIP, type RunConfig } from './reminder-run.js';
import { FOLLOW_UP_SKIP } from './reminder-run.js';
import type { DueReminder } from './reminders.types.js';

const DUE_WINDOW_DAYS = 30;
const MAX_ROWS = 500;

/** Whose reminders: everyone's, one customer's or one vehicle's. */
export interface DueFilter {
  customerId?: string;
  regoKey?: string;
}

type Row = Record<string, unknown>;

const vehicleName = (make: unknown, model: unknown) => [make, model].filter(Boolean).join(' ') || null;

/** Whether messages of a kind go by text (the workshop's choice); none without texts. */
export type TextKinds = (kind: string) => boolean;

/** What a reminder's row says once its text is known: it goes by text, and without an address it still goes. */
function decided(reason: unknown, byText: unknown): { willSkip: SkipReason | null; byText: boolean } {
  const text = byText === true;
  const skip = (reason as SkipReason | null) ?? null;
  return { byText: text && (skip === null || skip === 'no_email'), willSkip: skip === 'no_email' && text ? null : skip };
}

export async function dueReminders(em: EntityManager, config: RunConfig, now: Date, filter: DueFilter = {}, sends: TextKinds = () => false): Promise<DueReminder[]> {
  // The run's own rules: the appointment reminder as the customer's preference allows, the marketing ones only with consent.
  const texting = (kind: string, marketing: boolean, c: string) => (sends(kind) ? `coalesce(${c}._id IS NOT NULL AND ${marketing ? marketingConsentSql(c) : wantsTextsSql(c)}, false)` : 'false');
  const today = workshopDay(now, config.timeZone).date;
  const until = addDays(today, DUE_WINDOW_DAYS);
  const run = (sql: string, params: unknown[]) => em.getConnection().execute<Row[]>(sql, params);
  const where = (customer: string, rego: string) => {
    const parts: string[] = [];
    const params: unknown[] = [];
    if (filter.customerId) {
      parts.push(`${customer} = ?`);
      params.push(filter.customerId);
    }
    if (filter.regoKey) {
      parts.push(`${rego} = ?`);
      params.push(filter.regoKey);
    }
    return { sql: parts.map((p) => ` AND ${p}`).join(''), params };
  };
  const items: DueReminder[] = [];
  const base = { customerId: null, customerName: null, email: null, regoKey: null, vehicle: null, appointmentId: null, invoiceNumber: null, willSkip: null, byText: false };

  const a = where('a.customer_id', APPOINTMENT_REGO_KEY.replace(/registration/g, 'a.registration'));
  const appointments = await run(
    `SELECT a._id, a.full_name, a.email, ${appointmentSkip('a.email')} AS reason, ${texting('appointment.reminder', false, 'cu')} AS by_text,
            a.customer_id, a.registration, a.vehicle_make, a.vehicle_model, a.preferred_date, a.preferred_time, a.created_at
     FROM appointment a LEFT JOIN customer cu ON cu._id = a.customer_id WHERE a.status = 'booked' AND a.preferred_date BETWEEN ? AND ?${a.sql}
       AND NOT EXISTS (SELECT 1 FROM reminder r WHERE r.kind = '${ReminderKind.appointment}' AND r.subject_key = a._id AND r.due_on = a.preferred_date::date)
     ORDER BY a.preferred_date, a.preferred_time LIMIT ${MAX_ROWS}`,
    [today, until, ...a.params],
  );
  for (const r of appointments) {
    const start = fromLocal(String(r.preferred_date), String(r.preferred_time), config.timeZone).getTime();
    if (start <= now.getTime() || start - new Date(r.created_at as string).getTime() <= BOOKED_AHEAD_MS) continue;
    const sendAt = Math.max(now.getTime(), start - config.appointmentReminderHours * 3600_000);
    items.push({
      ...base,
      kind: ReminderKind.appointment,
      sendOn: workshopDay(new Date(sendAt), config.timeZone).date,
      dueOn: String(r.preferred_date),
      customerId: (r.customer_id as string | null) ?? null,
      customerName: String(r.full_name),
      email: (r.email as string | null) || null,
      ...decided(r.reason, r.by_text),
      regoKey: r.registration ? String(r.registration).replace(/\s/g, '').toUpperCase() : null,
      vehicle: vehicleName(r.vehicle_make, r.vehicle_model),
      appointmentId: String(r._id),
    });
  }

  const v = where('v.customer_id', 'v.rego_key');
  const vehicles = await run(
    `SELECT v.rego_key, v.make, v.model, v.next_service_due::text AS due, c._id AS customer_id, c.name, c.email,
            CASE WHEN f.status IS NULL THEN ${SERVICE_DUE_SKIP} ELSE ${SERVICE_FINAL_SKIP} END AS reason, ${texting('service.due', true, 'c')} AS by_text,
            f.status AS first_status, f.created_at AS first_at
     FROM vehicle v LEFT JOIN customer c ON c._id = v.customer_id
     LEFT JOIN reminder f ON f.kind = '${ReminderKind.service_due}' AND f.subject_key = v.rego_key AND f.due_on = v.next_service_due
     WHERE v.next_service_due BETWEEN ?::date AND ?::date${v.sql}
       AND NOT EXISTS (SELECT 1 FROM reminder r WHERE r.kind = '${ReminderKind.service_final}' AND r.subject_key = v.rego_key AND r.due_on = v.next_service_due)
     ORDER BY v.next_service_due, v.rego_key LIMIT ${MAX_ROWS}`,
    [today, addDays(today, -LATE_DAYS), addDays(until, config.serviceReminderDays), ...v.params],
  );
  for (const r of vehicles) {
    const due = String(r.due);
    const owner = { customerId: (r.customer_id as string | null) ?? null, customerName: (r.name as string | null) ?? null, email: (r.email as string | null) ?? null };
    const common = { ...base, ...owner, dueOn: due, regoKey: String(r.rego_key), vehicle: vehicleName(r.make, r.model), ...decided(r.reason, r.by_text) };
    if (!r.first_status) {
      const sendOn = maxDate(today, addDays(due, -config.serviceReminderDays));
      if (sendOn <= until) items.push({ ...common, kind: ReminderKind.service_due, sendOn });
    } else if (r.first_status === 'sent' && new Date(r.first_at as string) < fromLocal(due, '00:00', config.timeZone)) {
      // The second goes on the due date to an owner sent the first on an earlier day.
      items.push({ ...common, kind: ReminderKind.service_final, sendOn: maxDate(today, due) });
    }
  }

  const regoDays = config.regoReminderDays ?? 0;
  if (regoDays > 0) {
    const r = where('v.customer_id', 'v.rego_key');
    const expiring = await run(
      `SELECT v.rego_key, v.make, v.model, v.registration_expiry::text AS due, c._id AS customer_id, c.name, c.email,
              ${SERVICE_DUE_SKIP} AS reason, ${texting('rego.due', true, 'c')} AS by_text
       FROM vehicle v LEFT JOIN customer c ON c._id = v.customer_id
       WHERE v.registration_expiry BETWEEN ?::date AND ?::date${r.sql}
         AND NOT EXISTS (SELECT 1 FROM reminder x WHERE x.kind = '${ReminderKind.rego_due}' AND x.subject_key = v.rego_key AND x.due_on = v.registration_expiry)
       ORDER BY v.registration_expiry, v.rego_key LIMIT ${MAX_ROWS}`,
      [today, addDays(today, -LATE_DAYS), addDays(until, regoDays), ...r.params],
    );
    for (const row of expiring) {
      const due = String(row.due);
      const sendOn = maxDate(today, addDays(due, -regoDays));
      if (sendOn > until) continue;
      items.push({
        ...base,
        kind: ReminderKind.rego_due,
        sendOn,
        dueOn: due,
        customerId: (row.customer_id as string | null) ?? null,
        customerName: (row.name as string | null) ?? null,
        email: (row.email as string | null) ?? null,
        regoKey: String(row.rego_key),
        vehicle: vehicleName(row.make, row.model),
        ...decided(row.reason, row.by_text),
      });
    }
  }

  const followUpDays = config.recommendedWorkFollowUpDays ?? 0;
  if (followUpDays > 0) {
    // Work declined on a quote, offered again the setting's days after the decision: one per quote, while any of it is open.
    const f = where('v.customer_id', 'v.rego_key');
    const declined = await run(
      `SELECT w.quote_id, w.rego_key, w.declined_on::text AS declined_on, v.make, v.model, c._id AS customer_id, c.name, c.email, ${FOLLOW_UP_SKIP} AS reason
       FROM (SELECT quote_id, rego_key, min(declined_on) AS declined_on FROM recommended_work
             WHERE status = 'open' AND declined_on BETWEEN ?::date AND ?::date GROUP BY quote_id, rego_key) AS w
       JOIN vehicle v ON v.rego_key = w.rego_key LEFT JOIN customer c ON c._id = v.customer_id
       WHERE NOT EXISTS (SELECT 1 FROM reminder r WHERE r.kind = '${ReminderKind.recommended_work}' AND r.subject_key = w.quote_id)${f.sql}
       ORDER BY w.declined_on, w.quote_id LIMIT ${MAX_ROWS}`,
      [addDays(today, -followUpDays - LATE_DAYS), addDays(until, -followUpDays), ...f.params],
    );
    for (const row of declined) {
      const due = addDays(String(row.declined_on), followUpDays);
      items.push({
        ...base,
        kind: ReminderKind.recommended_work,
        sendOn: maxDate(today, due),
        dueOn: due,
        customerId: (row.customer_id as string | null) ?? null,
        customerName: (row.name as string | null) ?? null,
        email: (row.email as string | null) ?? null,
        regoKey: String(row.rego_key),
        vehicle: vehicleName(row.make, row.model),
        ...decided(row.reason, false),
      });
    }
  }

  if (config.reviewUrl) {
    const i = where('i.customer_id', 'i.rego_key');
    const paidSince = fromLocal(addDays(today, -config.reviewRequestDays - LATE_DAYS), '00:00', config.timeZone);
    const invoices = await run(
      `SELECT i.number, i.rego_key, i.paid_at, c._id AS customer_id, c.name, c.email, ${REVIEW_SKIP} AS reason, ${texting('review.request', true, 'c')} AS by_text
       FROM invoice i JOIN customer c ON c._id = i.customer_id
       WHERE i.status = 'paid' AND i.voided_at IS NULL AND i.paid_at >= ?${i.sql}
         AND NOT EXISTS (SELECT 1 FROM reminder r WHERE r.kind = '${ReminderKind.review}' AND r.subject_key = i.number::text)
       ORDER BY i.paid_at LIMIT ${MAX_ROWS}`,
      [reviewAskedSince(now), paidSince, ...i.params],
    );
    for (const r of invoices) {
      const paidOn = workshopDay(new Date(r.paid_at as string), config.timeZone).date;
      items.push({
        ...base,
        kind: ReminderKind.review,
        sendOn: maxDate(today, addDays(paidOn, config.reviewRequestDays)),
        dueOn: paidOn,
        customerId: String(r.customer_id),
        customerName: String(r.name),
        email: (r.email as string | null) ?? null,
        regoKey: (r.rego_key as string | null) || null,
        invoiceNumber: invoiceNumberLabel(Number(r.number)),
        ...decided(r.reason, r.by_text),
      });
    }
  }
  return items.sort((x, y) => x.sendOn.localeCompare(y.sendOn) || x.dueOn.localeCompare(y.dueOn)).slice(0, MAX_ROWS);
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
