/**
 * Reminders: the run (every 15 minutes by REMINDER_SCHEDULE, by one instance per slot, and on
 * demand), the lists staff read, and the two doors of a marketing reminder's link: the booking
 * form filled in, and the unsubscribe.
 */
import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cron } from 'croner';
import type { FeatureDeps, FeatureLog } from '../../feature.js';
import { claimScheduledRun } from '../../db/scheduled-run.entity.js';
import { AppError } from '../../shared/errors.js';
import { decodeCursor, pageOf, readLimit, type Page } from '../../shared/paging.js';
import { formatPhone } from '../../shared/phone.js';
import { workshopDay } from '../../shared/time.js';
import { Customer } from '../customers/customer.entity.js';
import { dueReminders, type DueFilter } from './due-reminders.js';
import { Reminder, ReminderKind, ReminderStatus } from './reminder.entity.js';
import { invoiceNumberLabel } from '../invoices/invoice.entity.js';
import { ReminderRun, type RunConfig, type RunCounts } from './reminder-run.js';
import type { TextSender } from './reminder-texts.js';
import type { QueuedSms, SmsService } from '../sms/sms.service.js';
import { customerChanges } from '../customers/public.js';
import type { BookingPrefill, DueReminder, ReminderEntry, ReminderSummary } from './reminders.types.js';

/** Two instances' runs never overlap: the second waits, then finds every reminder decided. */
const RUN_LOCK = 0x72656d31; // 'rem1'
const TOKEN = /^[0-9a-f]{64}$/;
const LINK_NOT_FOUND = 'This link is not valid any more. Please choose a time on the booking form, or call us.';
const UNSUBSCRIBE_NOT_FOUND = 'This unsubscribe link is not valid. Please reply to one of our emails and we will take you off the list.';
const UNSUBSCRIBED_MESSAGE = 'You are unsubscribed: we will send you no more service, registration or recommended-work reminders, or review requests. Emails about your bookings, quotes and invoices still come.';

export type ReminderDeps = Pick<FeatureDeps, 'changes' | 'clock' | 'em'> & {
  config: RunConfig & { reminderSchedule: string | null };
  /** The review link in effect (the settings; REVIEW_URL until saved); null: review requests are off. */
  reviewUrl?: () => Promise<string | null>;
  /** The days before a registration's expiry its reminder goes (the settings); 0: none. */
  regoReminderDays?: () => Promise<number>;
  /** Whether declined recommended work is followed up, and how many days after the decision (the owner's setting). */
  recommendedWorkFollowUp?: () => Promise<{ enabled: boolean; days: number }>;
  /** Texts (the sms feature): reminders go by text too where the customer's choice allows. */
  texts?: Pick<SmsService, 'sends' | 'queueAll'>;
  /** The workshop as its texts name it (its saved profile). */
  sender?: () => Promise<TextSender>;
};

export class RemindersService {
  private cron: Cron | null = null;
  private log: FeatureLog | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly deps: ReminderDeps) {}

  /** The run's rules with the review link in effect now. */
  private async runConfig(): Promise<RunConfig> {
    const { reviewUrl, regoReminderDays, recommendedWorkFollowUp } = this.deps;
    const followUp = recommendedWorkFollowUp ? await recommendedWorkFollowUp() : null;
    return {
      ...this.deps.config,
      ...(reviewUrl ? { reviewUrl: await reviewUrl() } : {}),
      ...(regoReminderDays ? { regoReminderDays: await regoReminderDays() } : {}),
      ...(followUp?.enabled ? { recommendedWorkFollowUpDays: followUp.days } : {}),
    };
  }

  logTo(log: FeatureLog): void {
    this.log = log;
  }

  /** Starts the schedule (none when REMINDER_SCHEDULE is off). */
  start(): void {
    const schedule = this.deps.config.reminderSchedule;
    if (!schedule) return;
    this.cron ??= new Cron(schedule, { timezone: this.deps.config.timeZone, protect: true, unref: true }, (job) => {
      void this.scheduled(job.currentRun() ?? this.deps.clock.now());
    });
  }

  async close(): Promise<void> {
    this.cron?.stop();
    this.cron = null;
    await this.running?.catch(() => undefined);
  }

  /** A scheduled run: made by the one instance that claims its slot; a failure is logged (the next slot catches up). */
  async scheduled(slot: Date): Promise<RunCounts | null> {
    try {
      if (!(await claimScheduledRun(this.deps.em(), 'reminders', slot))) return null;
      const counts = await this.run();
      if (counts.appointmentReminders + counts.serviceReminders + counts.regoReminders + counts.reviewRequests + counts.recommendedWorkFollowUps) this.log?.info({ ...counts }, 'reminders: queued');
      return counts;
    } catch (err) {
      this.log?.error({ err }, 'reminders: the scheduled run failed');
      return null;
    }
  }

  /**
   * Decides every reminder due now, in one transaction: its rows and their outbox messages
   * commit together or not at all. Answers how many it queued.
   */
  run(em: EntityManager = this.deps.em()): Promise<RunCounts> {
    const run = this.deps.changes.run(em, async (tx, effects) => {
      await tx.getConnection().execute('SELECT pg_advisory_xact_lock(?)', [RUN_LOCK], 'all', tx.getTransactionContext());
      const { texts, sender } = this.deps;
      const runTexts = texts && sender ? { sends: (kind: string) => texts.sends(kind), queue: (queued: QueuedSms[]) => texts.queueAll(tx, effects, queued), sender: await sender() } : null;
      const counts = await new ReminderRun(tx, await this.runConfig(), this.deps.clock.now(), runTexts).all();
      if (counts.appointmentReminders + counts.serviceReminders + counts.regoReminders + counts.reviewRequests + counts.recommendedWorkFollowUps) {
        effects.queuedMail();
        const n = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
        effects.audit({
          action: 'reminders.queued',
          entityType: 'reminders',
          entityId: null,
          summary: `Reminders queued: ${n(counts.appointmentReminders, 'appointment reminder')}, ${n(counts.serviceReminders, 'service reminder')}, ${n(counts.regoReminders, 'registration reminder')}, ${n(counts.reviewRequests, 'review request')}${counts.recommendedWorkFollowUps ? `, ${n(counts.recommendedWorkFollowUps, 'recommended work follow-up')}` : ''}`,
        });
      }
      return counts;
    });
    this.running = run;
    return run;
  }

  /** Sent or skipped reminders, newest first, in keyset pages. */
  async list(em: EntityManager, status: ReminderStatus, query: { limit?: unknown; after?: unknown } = {}): Promise<Page<ReminderEntry>> {
    const limit = readLimit(query.limit);
    const after = decodeCursor(query.after, /^\d{1,19}$/);
    const rows = await this.entries(em, `r.status = ?${after ? ' AND (r.created_at, r.id) < (?, ?::bigint)' : ''}`, [status, ...(after ? [after.at, after.tie] : [])], limit + 1);
    return pageOf(rows, limit, (e) => ({ at: e.createdAt, tie: e.id }));
  }

  async due(em: EntityManager, filter: DueFilter = {}): Promise<DueReminder[]> {
    return dueReminders(em, await this.runConfig(), this.deps.clock.now(), filter, (kind) => this.deps.texts?.sends(kind) ?? false);
  }

  /** A customer's or a vehicle's next reminder and the last ten decided. */
  async summary(em: EntityManager, filter: DueFilter): Promise<ReminderSummary> {
    const [due, recent] = await Promise.all([
      this.due(em, filter),
      filter.customerId ? this.entries(em, 'r.customer_id = ?', [filter.customerId], 10) : this.entries(em, 'r.rego_key = ?', [filter.regoKey], 10),
    ]);
    return { next: due[0] ?? null, recent };
  }

  /** The booking form's details from a service reminder's link: the vehicle and its owner as they are now. */
  async prefill(em: EntityManager, token: string): Promise<BookingPrefill> {
    const reminder = await this.byToken(em, token);
    const today = workshopDay(this.deps.clock.now(), this.deps.config.timeZone).date;
    if (!reminder || !reminder.regoKey || !reminder.tokenExpiresOn || reminder.tokenExpiresOn < today) throw AppError.notFound(LINK_NOT_FOUND);
    const [vehicle] = await em
      .getConnection()
      .execute<Array<Record<string, unknown>>>(
        `SELECT v.rego, v.make, v.model, v.year, c.name, c.email, c.phone FROM vehicle v LEFT JOIN customer c ON c._id = coalesce(v.customer_id, ?) WHERE v.rego_key = ?`,
        [reminder.customer?._id ?? null, reminder.regoKey],
      );
    if (!vehicle) throw AppError.notFound(LINK_NOT_FOUND);
    return {
      fullName: (vehicle.name as string | null) ?? '',
      email: (vehicle.email as string | null) ?? '',
      phone: formatPhone(vehicle.phone as string | null),
      vehicleMake: (vehicle.make as string | null) ?? '',
      vehicleModel: (vehicle.model as string | null) ?? '',
      vehicleYear: (vehicle.year as number | null) ?? null,
      registration: String(vehicle.rego),
      serviceType: reminder.kind === ReminderKind.rego_due ? 'Roadworthy Certificate' : reminder.kind === ReminderKind.recommended_work ? 'General Mechanical Repairs' : 'Logbook Servicing',
    };
  }

  /** Who a link unsubscribes (their address, partly hidden) and whether they already are. */
  async unsubscribeState(em: EntityManager, token: string): Promise<{ email: string; unsubscribed: boolean }> {
    const customer = await this.customerOf(em, token);
    return { email: maskEmail(customer.email ?? ''), unsubscribed: customer.marketingOptOut };
  }

  /** One click: no more marketing email to this customer, at once (twice is the same as once). */
  async unsubscribe(em: EntityManager, token: string): Promise<{ message: string; email: string }> {
    return this.deps.changes.run(em, async (tx, effects) => {
      const customer = await this.customerOf(tx, token);
      customer.marketingOptOutAt ??= this.deps.clock.now();
      await tx.flush();
      effects.changed(customerChanges.unsubscribed, { id: customer._id });
      return { message: UNSUBSCRIBED_MESSAGE, email: maskEmail(customer.email ?? '') };
    });
  }

  private async customerOf(em: EntityManager, token: string): Promise<Customer> {
    const reminder = await this.byToken(em, token);
    const customer = reminder?.customer ? await em.findOne(Customer, { _id: reminder.customer._id }) : null;
    if (!customer) throw AppError.notFound(UNSUBSCRIBE_NOT_FOUND);
    return customer;
  }

  private byToken(em: EntityManager, token: string): Promise<Reminder | null> {
    if (typeof token !== 'string' || !TOKEN.test(token)) return Promise.resolve(null);
    return em.findOne(Reminder, { tokenHash: createHash('sha256').update(token).digest('hex') });
  }

  private async entries(em: EntityManager, where: string, params: unknown[], limit: number): Promise<ReminderEntry[]> {
    const rows = await em.getConnection().execute<Array<Record<string, unknown>>>(
      `SELECT r.id::text AS id, r.kind, r.status, r.due_on::text AS due_on, r.skip_reason, r.customer_id, c.name AS customer_name, r.email, r.rego_key,
              r.appointment_id, r.invoice_number, r.created_at, o.status AS delivery, o.sent_at, o.last_error
       FROM reminder r LEFT JOIN customer c ON c._id = r.customer_id LEFT JOIN outbox_message o ON o.id = r.outbox_message_id
       WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ?`,
      [...params, limit],
    );
    return rows.map((r) => ({
      id: String(r.id),
      kind: r.kind as ReminderKind,
      status: String(r.status),
      dueOn: String(r.due_on),
      skipReason: (r.skip_reason as ReminderEntry['skipReason']) ?? null,
      customerId: (r.customer_id as string | null) ?? null,
      customerName: (r.customer_name as string | null) ?? null,
      email: (r.email as string | null) ?? null,
      regoKey: (r.rego_key as string | null) ?? null,
      appointmentId: (r.appointment_id as string | null) ?? null,
      invoiceNumber: r.invoice_number == null ? null : invoiceNumberLabel(Number(r.invoice_number)),
      createdAt: new Date(r.created_at as string),
      delivery: (r.delivery as string | null) ?? null,
      deliveredAt: r.sent_at ? new Date(r.sent_at as string) : null,
      deliveryError: (r.last_error as string | null) ?? null,
    }));
  }
}

/** j•••@example.com: enough for a person to recognise their address, not enough to harvest it. */
function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email ? '•••' : '';
  return `${email[0]}•••${email.slice(at)}`;
}

