/**
 * Account customers: a customer's statement of a month (figures and PDF), the monthly run that emails
 * the previous month's statements from the first working day of a month, the overdue reminders at the
 * owner's steps, the owner's overdue reminder setting, and receivables by age. Both runs go on the
 * reminders' schedule (REMINDER_SCHEDULE), made by one instance per slot.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cron } from 'croner';
import type { FeatureDeps, FeatureLog } from '../../feature.js';
import { claimScheduledRun } from '../../db/scheduled-run.entity.js';
import { AppError } from '../../shared/errors.js';
import { addDays, addMonths, fromLocal, toLocal, workshopDay } from '../../shared/time.js';
import type { DocumentIssuer } from '../documents/document-issuer.service.js';
import { Customer } from '../customers/customer.entity.js';
import { OverdueReminderSetting } from './accounts.entity.js';
import type { CustomerStatement, Receivables, StatementRunResult } from './accounts.types.js';
import { runOverdueReminders } from './overdue-run.js';
import { DEFAULT_OVERDUE_DAYS, DEFAULT_OVERDUE_WORDING, readOverdueSetting, type OverdueReminderSettings } from './overdue-setting.js';
import { receivablesOn } from './receivables.js';
import { firstWorkingDay, statementFactsOf, statementFilename } from './statement-facts.js';
import { ledgersOf } from './statement-ledger.js';
import { isMonth, previousMonth, statementFigures, type StatementFigures } from './statement-figures.js';
import { sendStatements } from './statement-run.js';

/** Two instances' overdue runs never overlap: the second waits, then finds every reminder decided. */
const OVERDUE_LOCK = 0x6f766431; // 'ovd1'
const BAD_MONTH = 'month must be a month written yyyy-MM, e.g. 2026-11.';
const CUSTOMER_NOT_FOUND = 'Customer not found.';
/** How many days after the first working day a statement run missed that day still goes. */
const CATCH_UP_DAYS = 6;
/** The time of day (workshop time) the scheduled runs start writing to customers. */
const SEND_FROM = '09:00';

export type AccountsDeps = Pick<FeatureDeps, 'changes' | 'clock' | 'em'> & {
  timeZone: string;
  /** REMINDER_SCHEDULE: when the runs go (null: not on a schedule). */
  schedule: string | null;
  issuer: DocumentIssuer;
  /** The workshop's name and payment terms (its saved profile). */
  profile: () => Promise<{ name: string; paymentTermsDays: number }>;
  /** Whether the workshop is closed on a day (its opening hours). */
  closedOn: (date: string) => Promise<boolean>;
};

export class AccountsService {
  private cron: Cron | null = null;
  private log: FeatureLog | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly deps: AccountsDeps) {}

  logTo(log: FeatureLog): void {
    this.log = log;
  }

  private today(): string {
    return workshopDay(this.deps.clock.now(), this.deps.timeZone).date;
  }

  // Statements.

  /** A customer's statement of `month` (yyyy-MM, not after this month): 400 for a bad month, 404 for an unknown customer. */
  async statement(em: EntityManager, customerId: string, month: unknown): Promise<{ customer: Customer; figures: StatementFigures }> {
    if (!isMonth(month)) throw AppError.badInput(BAD_MONTH, { month: [BAD_MONTH] });
    if (month > this.today().slice(0, 7)) throw AppError.badInput('That month has not started yet.', { month: ['That month has not started yet.'] });
    const customer = /^[0-9a-f]{24}$/.test(customerId) ? await em.findOne(Customer, { _id: customerId }) : null;
    if (!customer) throw AppError.notFound(CUSTOMER_NOT_FOUND);
    const end = fromLocal(addMonths(`${month}-01`, 1), '00:00', this.deps.timeZone);
    const { paymentTermsDays } = await this.deps.profile();
    const ledgers = await ledgersOf(em, [customer._id], end, { timeZone: this.deps.timeZone, paymentTermsDays });
    return { customer, figures: statementFigures(month, ledgers.get(customer._id) ?? []) };
  }

  async statementView(em: EntityManager, customerId: string, month: unknown): Promise<CustomerStatement> {
    const { figures } = await this.statement(em, customerId, month);
    const { ageing } = figures;
    return {
      customerId,
      month: figures.month,
      openingCents: figures.openingCents,
      lines: figures.lines,
      invoicedCents: figures.invoicedCents,
      paidCents: figures.paidCents,
      adjustedCents: figures.adjustedCents,
      closingCents: figures.closingCents,
      ageing: { ...ageing, totalCents: ageing.currentCents + ageing.days30Cents + ageing.days60Cents + ageing.days90Cents },
    };
  }

  /** The statement's PDF, rendered now (not stored: the emailed one is). */
  async statementPdf(em: EntityManager, customerId: string, month: unknown): Promise<{ filename: string; pdf: Buffer }> {
    const { customer, figures } = await this.statement(em, customerId, month);
    const filename = statementFilename(customer, figures.month);
    const rendered = await this.deps.issuer.statement(statementFactsOf(customer, figures), filename);
    return { filename, pdf: rendered.bytes };
  }

  /** Emails the statements of the month before this one to every account customer not sent theirs yet. */
  async sendStatements(em: EntityManager = this.deps.em()): Promise<StatementRunResult> {
    const month = previousMonth(this.today());
    const { paymentTermsDays } = await this.deps.profile();
    const counts = await sendStatements(em, { changes: this.deps.changes, issuer: this.deps.issuer, timeZone: this.deps.timeZone, now: () => this.deps.clock.now() }, month, paymentTermsDays);
    if (counts.sent) {
      await this.deps.changes.run(em.fork(), async (_tx, effects) => {
        effects.audit({ action: 'accounts.statements_sent', entityType: 'invoice', entityId: null, summary: `Statements for ${month} emailed to ${counts.sent} account customer${counts.sent === 1 ? '' : 's'}` });
      });
    }
    return { month, ...counts };
  }

  /**
   * On the first working day of a month, and the week after it (catching up when the server was
   * off that day): the previous month's statements not sent yet. Null on other days.
   */
  async statementsIfDue(em: EntityManager = this.deps.em()): Promise<StatementRunResult | null> {
    const today = this.today();
    const first = await firstWorkingDay(today.slice(0, 7), this.deps.closedOn);
    if (today < first || today > addDays(first, CATCH_UP_DAYS)) return null;
    return this.sendStatements(em);
  }

  // Overdue reminders.

  async overdueSettings(em: EntityManager): Promise<OverdueReminderSettings> {
    const saved = await em.findOne(OverdueReminderSetting, { id: 1 });
    return saved
      ? { days: saved.days, wording: saved.wording, savedAt: saved.savedAt, savedBy: saved.savedBy }
      : { days: DEFAULT_OVERDUE_DAYS, wording: DEFAULT_OVERDUE_WORDING, savedAt: null, savedBy: null };
  }

  async saveOverdueSettings(em: EntityManager, raw: unknown, by: string): Promise<OverdueReminderSettings> {
    const { days, wording } = readOverdueSetting(raw);
    await this.deps.changes.run(em, async (tx, effects) => {
      await tx.upsert(OverdueReminderSetting, { id: 1, days, wording, savedAt: this.deps.clock.now(), savedBy: by });
      effects.audit({
        action: 'settings.overdue_reminders_saved',
        entityType: 'settings',
        entityId: 'overdueReminders',
        summary: days.length ? `Overdue reminders: ${days.join(', ')} days after the due date` : 'Overdue reminders turned off',
      });
    });
    return this.overdueSettings(em.fork());
  }

  /** Queues the overdue reminders due today, in one transaction; answers how many. */
  async runOverdue(em: EntityManager = this.deps.em()): Promise<number> {
    const [settings, profile] = await Promise.all([this.overdueSettings(em.fork()), this.deps.profile()]);
    return this.deps.changes.run(em, async (tx, effects) => {
      await tx.getConnection().execute('SELECT pg_advisory_xact_lock(?)', [OVERDUE_LOCK], 'all', tx.getTransactionContext());
      const config = { timeZone: this.deps.timeZone, paymentTermsDays: profile.paymentTermsDays, business: profile.name, days: settings.days, wording: settings.wording };
      const queued = await runOverdueReminders(tx, effects, config, this.today(), this.deps.clock.now());
      if (queued) effects.audit({ action: 'accounts.overdue_reminders_sent', entityType: 'reminders', entityId: null, summary: `Overdue reminders queued: ${queued}` });
      return queued;
    });
  }

  // Receivables.

  async receivables(em: EntityManager): Promise<Receivables> {
    const { paymentTermsDays } = await this.deps.profile();
    return receivablesOn(em, this.today(), { timeZone: this.deps.timeZone, paymentTermsDays });
  }

  // The schedule.

  start(): void {
    const schedule = this.deps.schedule;
    if (!schedule) return;
    this.cron ??= new Cron(schedule, { timezone: this.deps.timeZone, protect: true, unref: true }, (job) => {
      this.running = this.scheduled(job.currentRun() ?? this.deps.clock.now());
    });
  }

  async close(): Promise<void> {
    this.cron?.stop();
    this.cron = null;
    await this.running?.catch(() => undefined);
  }

  /**
   * A scheduled slot: the overdue reminders, then any statements due, by the one instance that
   * claims it; a failure is logged. Customers are written to in the working day only: from 9 AM.
   */
  async scheduled(slot: Date): Promise<void> {
    try {
      if (toLocal(this.deps.clock.now(), this.deps.timeZone).time < SEND_FROM) return;
      if (!(await claimScheduledRun(this.deps.em(), 'accounts', slot))) return;
      const overdue = await this.runOverdue();
      const statements = await this.statementsIfDue();
      if (overdue || statements?.sent) this.log?.info({ overdue, statements: statements?.sent ?? 0 }, 'accounts: queued');
    } catch (err) {
      this.log?.error({ err }, 'accounts: the scheduled run failed');
    }
  }
}
