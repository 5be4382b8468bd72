/**
 * One run of the reminders: decides every reminder that is due now and records each, sent (with
 * its outbox message, in the same statement) or skipped (and why). A reminder's row is unique by
 * (kind, subject, due date): a second run, another instance's run or a run after a restart finds
 * the row and queues nothing, and a run killed half way committed nothing, so the next one sends
 * it all. A reminder also goes by text where its kind goes by text and the customer's choice
 * allows it: its text is queued in the same transaction, from the rows that statement wrote, so it
 * goes exactly as often as the reminder (once), in two statements per kind whatever the number of
 * reminders. 'Today' and 'days before' are workshop calendar days in BUSINESS_TIMEZONE.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { NEXT_MESSAGE_ID, queueMessages } from '../../platform/outbox/outbox-sql.js';
import { regoKey } from '../../shared/rego.js';
import { addDays, fromLocal, workshopDay } from '../../shared/time.js';
import { Appointment, APPOINTMENT_REGO_KEY, AppointmentStatus } from '../booking/appointment.entity.js';
import { appointmentFacts, type AppointmentFacts } from '../booking/public.js';
import { marketingConsentSql, marketingSendAt, wantsTextsSql } from '../sms/public.js';
import type { QueuedSms } from '../sms/sms.service.js';
import { ReminderKind, SkipReason } from './reminder.entity.js';
import { appointmentReminderText, regoDueText, reviewRequestText, serviceDueText, type TextSender } from './reminder-texts.js';
import { appointmentReminder, regoDueReminder, reviewRequest, serviceDueReminder, type RegoDueFacts, type ServiceDueFacts } from './reminders.templates.js';
import { recommendedWorkReminder } from './reminders.templates.js';

/** The appointment reminder is not sent for a booking made this close to its start. */
export const BOOKED_AHEAD_MS = 2 * 3600_000;
/** How many texts a run words before it lets the server answer the requests waiting (about 10 ms of work). */
const WORDED_PER_SLICE = 250;
/** A service or review reminder missed on its day (the server was off) is still sent this many days later. */
export const LATE_DAYS = 7;
/** One review request per customer in this many days. */
const REVIEW_EVERY_DAYS = 180;
/** A service reminder's booking link works until this many days after the due date. */
const BOOKING_LINK_DAYS = 60;

export type RunConfig = Pick<Config, 'timeZone' | 'appointmentReminderHours' | 'serviceReminderDays' | 'reviewUrl' | 'reviewRequestDays'> & {
  /** A registration reminder goes this many days before the expiry (the business setting); 0 or none: none goes. */
  regoReminderDays?: number;
  /** Declined recommended work is offered again this many days after the decision (the owner's setting); 0 or none: it is not. */
  recommendedWorkFollowUpDays?: number;
};

/** How a run queues its texts: in its transaction, the workshop naming itself in them. */
export interface RunTexts {
  /** Whether texts of `kind` go (the workshop's choice). */
  sends(kind: string): boolean;
  /** Queues the run's texts of one kind by one statement. */
  queue(texts: QueuedSms[]): Promise<number>;
  sender: TextSender;
}

/** A reminder that went by text, as the run's statement answers it. */
interface TextRow {
  customerId: string | null;
  phone: string;
  appointmentId: string | null;
  facts: Record<string, unknown>;
  token: string | null;
}

/** A kind's text: its kind of text, whether it is marketing, and its words. */
interface ReminderText {
  kind: string;
  marketing: boolean;
  body(row: TextRow): string;
}

export interface RunCounts {
  appointmentReminders: number;
  serviceReminders: number;
  regoReminders: number;
  reviewRequests: number;
  recommendedWorkFollowUps: number;
}

/** The reminders' columns, as every kind's candidates select them. */
const COLUMNS = 'kind, subject_key, due_on, reason, customer_id, rego_key, appointment_id, invoice_number, email, template, facts, with_token, token_expires_on';

/** A marketing reminder is skipped for a customer who unsubscribed (SQL over `c`, the customer). */
const OPTED_OUT = `CASE WHEN c.marketing_opt_out_at IS NOT NULL THEN '${SkipReason.unsubscribed}' END`;
/**
 * …and, when nothing else stops it, for one without an address: the last reason, as a reminder
 * with no address still goes by text to a customer who agreed to marketing texts.
 */
const NO_ADDRESS = `CASE WHEN c._id IS NULL OR coalesce(c.email, '') = '' THEN '${SkipReason.no_email}' END`;

/*
 * Why each kind of reminder is not sent (NULL: it is sent), in SQL: the run records it and the preview
 * (due-reminders.ts) shows it, from these same expressions.
 */
const rego = APPOINTMENT_REGO_KEY.replace(/registration/g, 'a.registration');
/** An appointment reminder (over `email`, the booking's address): none without an address (a phone booking). */
export const appointmentSkip = (email: string) => `CASE WHEN coalesce(${email}, '') = '' THEN '${SkipReason.no_email}' END`;
/** The first service reminder (over `v`, the vehicle, and `c`, its owner): one parameter, today; a booking from today on is 'booked already'. */
export const SERVICE_DUE_SKIP = `coalesce(${OPTED_OUT},
                CASE WHEN EXISTS (SELECT 1 FROM appointment a WHERE ${rego} = v.rego_key
                                  AND a.status = 'booked' AND a.preferred_date >= ?) THEN '${SkipReason.booked_already}' END, ${NO_ADDRESS})`;
/** The second service reminder (over `v`, `c` and `f`, the first reminder): booked since the first is 'booked already'. */
export const SERVICE_FINAL_SKIP = `coalesce(${OPTED_OUT},
                CASE WHEN EXISTS (SELECT 1 FROM appointment a WHERE ${rego} = v.rego_key
                                  AND a.status = 'booked' AND a.created_at > f.created_at) THEN '${SkipReason.booked_already}' END, ${NO_ADDRESS})`;
/** A review request (over `c`, the customer): one parameter, reviewAskedSince(now). */
export const REVIEW_SKIP = `coalesce(${OPTED_OUT},
                CASE WHEN EXISTS (SELECT 1 FROM reminder r WHERE r.customer_id = c._id AND r.kind = '${ReminderKind.review}'
                                  AND r.status = 'sent' AND r.created_at > ?) THEN '${SkipReason.asked_recently}' END, ${NO_ADDRESS})`;
/** A recommended work follow-up (over `c`, the vehicle's owner): a marketing message, so not to one who unsubscribed. */
export const FOLLOW_UP_SKIP = `coalesce(${OPTED_OUT}, ${NO_ADDRESS})`;
/** Since when a sent review request makes another one 'asked recently'. */
export const reviewAskedSince = (now: Date) => new Date(now.getTime() - REVIEW_EVERY_DAYS * 86_400_000);

export class ReminderRun {
  constructor(
    private readonly tx: EntityManager,
    private readonly config: RunConfig,
    private readonly now: Date,
    private readonly texts: RunTexts | null = null,
  ) {}

  private get today(): string {
    return workshopDay(this.now, this.config.timeZone).date;
  }

  /** The workshop as the texts name it. */
  private get sender(): TextSender {
    return this.texts?.sender ?? { name: '', publicUrl: '' };
  }

  /** A service reminder's text (the first and the final one), with its booking link. */
  private readonly serviceText: ReminderText = {
    kind: 'service.due',
    marketing: true,
    body: (t) => serviceDueText({ ...(t.facts as unknown as ServiceDueFacts), token: t.token ?? '' }, this.sender, this.today),
  };

  async all(): Promise<RunCounts> {
    return {
      appointmentReminders: await this.appointments(),
      serviceReminders: (await this.serviceDue()) + (await this.serviceFinal()),
      regoReminders: this.config.regoReminderDays ? await this.regoDue(this.config.regoReminderDays) : 0,
      reviewRequests: this.config.reviewUrl ? await this.reviews(this.config.reviewUrl) : 0,
      recommendedWorkFollowUps: this.config.recommendedWorkFollowUpDays ? await this.recommendedWorkFollowUp(this.config.recommendedWorkFollowUpDays) : 0,
    };
  }

  /**
   * Booked appointments that start within APPOINTMENT_REMINDER_HOURS (inclusive) and were booked
   * more than 2 hours before their start. Few rows (a few days of bookings): decided here.
   */
  async appointments(): Promise<number> {
    const windowMs = this.config.appointmentReminderHours * 3600_000;
    const last = workshopDay(new Date(this.now.getTime() + windowMs), this.config.timeZone).date;
    const dates: string[] = [];
    for (let d = this.today; d <= last; d = addDays(d, 1)) dates.push(d);
    const booked = await this.tx.find(Appointment, { status: AppointmentStatus.booked, preferredDate: { $in: dates } });
    const due = booked.filter((a) => {
      const start = fromLocal(a.preferredDate, a.preferredTime, this.config.timeZone).getTime();
      const ahead = start - this.now.getTime();
      return ahead > 0 && ahead <= windowMs && start - a.createdAt.getTime() > BOOKED_AHEAD_MS;
    });
    if (!due.length) return 0;
    const values = due.map(() => '(?, ?::date, ?::char(24), ?, ?, ?::jsonb)').join(', ');
    const params = due.flatMap((a) => [a._id, a.preferredDate, a.customerId, regoKey(a.registration ?? '') || null, a.email, JSON.stringify(appointmentFacts(a))]);
    return this.record(
      `SELECT '${ReminderKind.appointment}' AS kind, v.id AS subject_key, v.due_on, ${appointmentSkip('v.email')} AS reason, v.customer_id, v.rego_key, v.id::char(24) AS appointment_id,
              NULL::int AS invoice_number, v.email, '${appointmentReminder.name}' AS template, v.facts, false AS with_token, NULL::date AS token_expires_on
       FROM (VALUES ${values}) AS v(id, due_on, customer_id, rego_key, email, facts)`,
      params,
      { kind: 'appointment.reminder', marketing: false, body: (t) => appointmentReminderText(t.facts as unknown as AppointmentFacts, this.sender, this.today) },
    );
  }

  /** Vehicles whose service is due within SERVICE_REMINDER_DAYS (or was, up to a week ago): the first reminder. */
  async serviceDue(): Promise<number> {
    return this.record(
      `${this.serviceColumns(ReminderKind.service_due, SERVICE_DUE_SKIP, false)}
       FROM vehicle v LEFT JOIN customer c ON c._id = v.customer_id
       WHERE v.next_service_due BETWEEN ?::date AND ?::date`,
      [this.today, addDays(this.today, -LATE_DAYS), addDays(this.today, this.config.serviceReminderDays)],
      this.serviceText,
    );
  }

  /** The second reminder, on the due date, to owners sent the first on an earlier day, unless the rego was booked since. */
  async serviceFinal(): Promise<number> {
    const startOfToday = fromLocal(this.today, '00:00', this.config.timeZone);
    return this.record(
      `${this.serviceColumns(ReminderKind.service_final, SERVICE_FINAL_SKIP, true)}
       FROM vehicle v
       JOIN reminder f ON f.kind = '${ReminderKind.service_due}' AND f.subject_key = v.rego_key AND f.due_on = v.next_service_due
                      AND f.status = 'sent' AND f.created_at < ?
       LEFT JOIN customer c ON c._id = v.customer_id
       WHERE v.next_service_due BETWEEN ?::date AND ?::date`,
      [startOfToday, addDays(this.today, -LATE_DAYS), this.today],
      this.serviceText,
    );
  }

  /**
   * Vehicles whose registration expires within `days` (or did, up to a week ago): one reminder per
   * vehicle and expiry date, so a renewed registration (a new date) is reminded again. A marketing
   * message (it offers a roadworthy or a service), under the service reminder's rules.
   */
  async regoDue(days: number): Promise<number> {
    const facts = `jsonb_build_object('name', coalesce(c.name, ''), 'rego', v.rego, 'make', v.make, 'model', v.model, 'year', v.year, 'dueOn', v.registration_expiry::text)`;
    return this.record(
      `SELECT '${ReminderKind.rego_due}' AS kind, v.rego_key AS subject_key, v.registration_expiry AS due_on, ${SERVICE_DUE_SKIP} AS reason,
              v.customer_id, v.rego_key, NULL::char(24) AS appointment_id, NULL::int AS invoice_number, c.email,
              '${regoDueReminder.name}' AS template, ${facts} AS facts, true AS with_token,
              v.registration_expiry + ${BOOKING_LINK_DAYS} AS token_expires_on
       FROM vehicle v LEFT JOIN customer c ON c._id = v.customer_id
       WHERE v.registration_expiry BETWEEN ?::date AND ?::date`,
      [this.today, addDays(this.today, -LATE_DAYS), addDays(this.today, days)],
      { kind: 'rego.due', marketing: true, body: (t) => regoDueText({ ...(t.facts as unknown as RegoDueFacts), token: t.token ?? '' }, this.sender, this.today) },
    );
  }

  /**
   * The work customers declined on a quote `days` days ago (or up to a week more) and still open:
   * one follow-up per decision (the quote), listing its open lines, to the vehicle's owner, never a
   * second one for that quote (whatever the setting's days since), and none once all of it is done.
   */
  async recommendedWorkFollowUp(days: number): Promise<number> {
    const lines = `jsonb_agg(jsonb_build_object('description', w.description, 'quotedCents', w.quoted_cents) ORDER BY w.line_index)`;
    const facts = `jsonb_build_object('name', coalesce(c.name, ''), 'rego', v.rego, 'make', v.make, 'model', v.model, 'year', v.year,
                     'quoteNumber', w.quote_number, 'declinedOn', w.declined_on::text, 'pricesIncludeGst', w.prices_include_gst, 'lines', w.lines)`;
    return this.record(
      `SELECT '${ReminderKind.recommended_work}' AS kind, w.quote_id AS subject_key, w.declined_on + ?::int AS due_on, ${FOLLOW_UP_SKIP} AS reason,
              v.customer_id, v.rego_key, NULL::char(24) AS appointment_id, NULL::int AS invoice_number, c.email,
              '${recommendedWorkReminder.name}' AS template, ${facts} AS facts, true AS with_token,
              w.declined_on + ?::int + ${BOOKING_LINK_DAYS} AS token_expires_on
       FROM (SELECT w.quote_id, w.rego_key, min(w.declined_on) AS declined_on, min(w.quote_number) AS quote_number, bool_and(w.prices_include_gst) AS prices_include_gst, ${lines} AS lines
             FROM recommended_work w
             WHERE w.status = 'open' AND w.declined_on BETWEEN ?::date AND ?::date
             GROUP BY w.quote_id, w.rego_key) AS w
       JOIN vehicle v ON v.rego_key = w.rego_key
       LEFT JOIN customer c ON c._id = v.customer_id
       WHERE NOT EXISTS (SELECT 1 FROM reminder r WHERE r.kind = '${ReminderKind.recommended_work}' AND r.subject_key = w.quote_id)`,
      [days, days, addDays(this.today, -days - LATE_DAYS), addDays(this.today, -days)],
      null,
    );
  }

  /** The columns of a service reminder, the first or the final one, of vehicle v and its customer c. */
  private serviceColumns(kind: ReminderKind, skip: string, final: boolean): string {
    const facts = `jsonb_build_object('name', coalesce(c.name, ''), 'rego', v.rego, 'make', v.make, 'model', v.model, 'year', v.year, 'dueOn', v.next_service_due::text, 'dueKm', v.next_service_due_km, 'final', ${final})`;
    return `SELECT '${kind}' AS kind, v.rego_key AS subject_key, v.next_service_due AS due_on,
              ${skip} AS reason,
              v.customer_id, v.rego_key, NULL::char(24) AS appointment_id, NULL::int AS invoice_number, c.email,
              '${serviceDueReminder.name}' AS template, ${facts} AS facts, true AS with_token,
              v.next_service_due + ${BOOKING_LINK_DAYS} AS token_expires_on`;
  }

  /**
   * Invoices paid REVIEW_REQUEST_DAYS ago (up to a week late): one request per customer per run,
   * none to a customer asked in the last 180 days.
   */
  async reviews(reviewUrl: string): Promise<number> {
    const days: Array<[string, Date, Date]> = [];
    for (let late = 0; late <= LATE_DAYS; late++) {
      const dueOn = addDays(this.today, -late);
      const paidOn = addDays(dueOn, -this.config.reviewRequestDays);
      days.push([dueOn, fromLocal(paidOn, '00:00', this.config.timeZone), fromLocal(addDays(paidOn, 1), '00:00', this.config.timeZone)]);
    }
    const since = reviewAskedSince(this.now);
    return this.record(
      `SELECT DISTINCT ON (i.customer_id) '${ReminderKind.review}' AS kind, i.number::text AS subject_key, d.due_on,
              ${REVIEW_SKIP} AS reason,
              i.customer_id, i.rego_key, NULL::char(24) AS appointment_id, i.number AS invoice_number, c.email,
              '${reviewRequest.name}' AS template,
              jsonb_build_object('name', c.name, 'reviewUrl', ?::text, 'invoiceNumber', i.invoice_number) AS facts,
              true AS with_token, NULL::date AS token_expires_on
       FROM (VALUES ${days.map(() => '(?::date, ?::timestamptz, ?::timestamptz)').join(', ')}) AS d(due_on, paid_from, paid_to)
       JOIN invoice i ON i.status = 'paid' AND i.voided_at IS NULL AND i.paid_at >= d.paid_from AND i.paid_at < d.paid_to
       JOIN customer c ON c._id = i.customer_id
       WHERE NOT EXISTS (SELECT 1 FROM reminder r WHERE r.kind = '${ReminderKind.review}' AND r.subject_key = i.number::text)
       ORDER BY i.customer_id, i.paid_at, i.number`,
      [since, reviewUrl, ...days.flat()],
      { kind: 'review.request', marketing: true, body: () => reviewRequestText(reviewUrl, this.sender) },
    );
  }

  /**
   * Records the candidates (SQL selecting COLUMNS) in one statement: a reminder row each (none
   * where one exists: the unique key), and for each new one that goes its outbox message, whose
   * id the reminder row holds. A reminder goes by email, by text (`text`: its kind goes by text,
   * and the customer's preference, or for a marketing text their consent, allows it) or both: a
   * customer without an email address is reminded by text alone, one who chose texts only gets
   * the email when no text can go. The texts of the rows it wrote are queued next, in the same
   * transaction. Answers how many reminders went.
   */
  private async record(candidates: string, params: unknown[], text: ReminderText | null): Promise<number> {
    const texting = text && this.texts?.sends(text.kind) ? (text.marketing ? marketingConsentSql('cu') : wantsTextsSql('cu')) : 'false';
    // The fault tests find this statement among the server's by its start ('WITH picked AS MATERIALIZED').
    const [row] = await this.tx.getConnection().execute<Array<{ went: number; texts: TextRow[] }>>(
      `WITH picked AS MATERIALIZED (
         SELECT p.*, cu.phone AS text_phone, coalesce(cu._id IS NOT NULL AND ${texting}, false) AS by_text, cu.contact_preference AS chosen
         FROM (SELECT ${COLUMNS} FROM (${candidates}) AS listed) AS p
         LEFT JOIN customer cu ON cu._id = p.customer_id
       ),
       decided AS (
         SELECT picked.*, (reason IS NULL OR (reason = '${SkipReason.no_email}' AND by_text)) AS goes,
                (reason IS NULL AND NOT (by_text AND chosen IS NOT DISTINCT FROM 'sms')) AS by_email
         FROM picked
       ),
       cand AS MATERIALIZED (
         SELECT d.*, CASE WHEN d.with_token AND d.goes THEN replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '') END AS token
         FROM decided AS d
       ),
       ins AS (
         INSERT INTO reminder (kind, subject_key, due_on, status, skip_reason, customer_id, rego_key, appointment_id, invoice_number, email,
                               outbox_message_id, token_hash, token_expires_on, created_at)
         SELECT kind, subject_key, due_on, CASE WHEN goes THEN 'sent' ELSE 'skipped' END, CASE WHEN NOT goes THEN reason END, customer_id, rego_key, appointment_id,
                invoice_number, nullif(email, ''),
                CASE WHEN by_email THEN ${NEXT_MESSAGE_ID} END,
                CASE WHEN token IS NOT NULL THEN encode(sha256(convert_to(token, 'UTF8')), 'hex') END,
                token_expires_on, ?
         FROM cand
         ON CONFLICT (kind, subject_key, due_on) DO NOTHING
         RETURNING kind, subject_key, due_on, status, outbox_message_id
       ),
       queued AS (
         ${queueMessages(
           `SELECT ins.outbox_message_id, cand.email, cand.template, 1,
                   CASE WHEN cand.token IS NULL THEN cand.facts ELSE cand.facts || jsonb_build_object('token', cand.token) END
            FROM ins JOIN cand ON cand.kind = ins.kind AND cand.subject_key = ins.subject_key AND cand.due_on = ins.due_on
            WHERE ins.outbox_message_id IS NOT NULL`,
           { ids: true },
         )}
         RETURNING id
       )
       SELECT (SELECT count(*)::int FROM ins WHERE status = 'sent') AS went,
              (SELECT coalesce(json_agg(json_build_object('customerId', cand.customer_id, 'phone', cand.text_phone, 'appointmentId', cand.appointment_id,
                                                          'facts', cand.facts, 'token', cand.token)), '[]'::json)
               FROM ins JOIN cand ON cand.kind = ins.kind AND cand.subject_key = ins.subject_key AND cand.due_on = ins.due_on
               WHERE ins.status = 'sent' AND cand.by_text) AS texts`,
      [...params, this.now],
      'all',
      this.tx.getTransactionContext(),
    );
    if (text && this.texts && row.texts.length) {
      const sendAt = text.marketing ? marketingSendAt(this.now, this.config.timeZone) : null;
      const queued: QueuedSms[] = [];
      for (const t of row.texts) {
        // Thousands of texts are worded in slices, so the requests answered meanwhile wait for one slice at most.
        if (queued.length % WORDED_PER_SLICE === WORDED_PER_SLICE - 1) await new Promise((resolve) => setImmediate(resolve));
        queued.push({ phone: t.phone, body: text.body(t), kind: text.kind, customerId: t.customerId, appointmentId: t.appointmentId, sendAt });
      }
      await this.texts.queue(queued);
    }
    return row.went;
  }
}
