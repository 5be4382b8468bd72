/**
 * Retention: while an owner has it on, contact messages and stored mail copies older than the set
 * number of months are de-identified, once a day at 03:30 workshop time (one instance per slot
 * through `scheduled_run`), in one transaction with its audit entry. Off by default.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cron } from 'croner';
import { claimScheduledRun } from '../../db/scheduled-run.entity.js';
import type { FeatureDeps, FeatureLog } from '../../feature.js';
import { AppError } from '../../shared/errors.js';
import { fieldChanges } from '../../shared/changes.js';
import { currentActor } from '../../shared/actor.js';
import { deidentifyContactQueriesBefore } from '../contact/public.js';
import { deidentifyMessagesBefore } from '../../platform/outbox/public.js';
import { PrivacySetting } from './privacy-setting.entity.js';
import type { PrivacyRetention } from './privacy.types.js';
import { ERASED } from './privacy.service.js';

const DEFAULT: PrivacyRetention = { enabled: false, months: 24 };
const MAX_MONTHS = 120;
/** Every day at 03:30. */
const SCHEDULE = '30 3 * * *';

export type RetentionDeps = Pick<FeatureDeps, 'changes' | 'clock' | 'em'> & { timeZone: string };

export interface RetentionRun {
  contactMessages: number;
  mailCopies: number;
}

export class PrivacyRetentionService {
  private cron: Cron | null = null;
  private log: FeatureLog | null = null;

  constructor(private readonly deps: RetentionDeps) {}

  async get(em: EntityManager): Promise<PrivacyRetention> {
    const row = await em.findOne(PrivacySetting, { key: 'retention' });
    return row ? { enabled: row.enabled, months: row.months } : { ...DEFAULT };
  }

  async save(em: EntityManager, input: { enabled: unknown; months: unknown }): Promise<PrivacyRetention> {
    if (typeof input.enabled !== 'boolean') throw AppError.badInput('Say whether old messages are de-identified (enabled: true or false).', { enabled: ['Choose on or off.'] });
    const months = input.months;
    if (typeof months !== 'number' || !Number.isInteger(months) || months < 1 || months > MAX_MONTHS) {
      const message = `Months must be a whole number from 1 to ${MAX_MONTHS}.`;
      throw AppError.badInput(message, { months: [message] });
    }
    const before = await this.get(em);
    const after = { enabled: input.enabled, months };
    await this.deps.changes.run(em, async (tx, effects) => {
      await tx.upsert(PrivacySetting, { key: 'retention', ...after, savedAt: this.deps.clock.now(), savedBy: currentActor().name.slice(0, 100) });
      const words = (s: PrivacyRetention) => ({ retention: s.enabled ? `after ${s.months} months` : 'off' });
      effects.audit({
        action: 'settings.privacy_retention_saved',
        entityType: 'settings',
        entityId: 'privacyRetention',
        summary: after.enabled ? `Contact messages and mail copies de-identified after ${months} months` : 'Automatic de-identification of old messages turned off',
        changes: fieldChanges(words(before), words(after), ['retention']),
      });
    });
    return after;
  }

  /** De-identifies what is older than the set period now (nothing while it is off). */
  async run(em: EntityManager = this.deps.em()): Promise<RetentionRun> {
    const setting = await this.get(em);
    if (!setting.enabled) return { contactMessages: 0, mailCopies: 0 };
    const before = new Date(this.deps.clock.now());
    before.setUTCMonth(before.getUTCMonth() - setting.months);
    return this.deps.changes.run(em, async (tx, effects) => {
      const contactMessages = await deidentifyContactQueriesBefore(tx, before, ERASED);
      const mailCopies = await deidentifyMessagesBefore(tx, before);
      if (contactMessages + mailCopies) {
        effects.audit({
          action: 'privacy.retention_applied',
          entityType: 'settings',
          entityId: 'privacyRetention',
          summary: `${contactMessages} contact messages and ${mailCopies} mail copies older than ${setting.months} months de-identified`,
        });
      }
      return { contactMessages, mailCopies };
    });
  }

  logTo(log: FeatureLog): void {
    this.log = log;
  }

  start(): void {
    this.cron ??= new Cron(SCHEDULE, { timezone: this.deps.timeZone, protect: true, unref: true }, (job) => {
      void this.scheduled(job.currentRun() ?? this.deps.clock.now());
    });
  }

  close(): void {
    this.cron?.stop();
    this.cron = null;
  }

  /** The day's run, by the one instance that claims its slot; a failure is logged (tomorrow's catches up). */
  async scheduled(slot: Date): Promise<RetentionRun | null> {
    try {
      if (!(await claimScheduledRun(this.deps.em(), 'privacy-retention', slot))) return null;
      return await this.run();
    } catch (err) {
      this.log?.error({ err }, 'privacy: the retention run failed');
      return null;
    }
  }
}
