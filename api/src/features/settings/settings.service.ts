/**
 * The workshop's profile (name, ABN, GST registration, address, phone, email, bank account,
 * payment terms, quote validity, document footer): the environment's values until an owner saves
 * them in the app, then the saved row. Read often (every document and email), so it is kept in
 * memory and read again when any instance saves (the 'settings.changed' event) or events may have
 * been missed ('pubsub.reset').
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { DEFAULT_WARRANTY, defaultProfileOf, type WorkshopProfile } from '../../shared/business.js';
import type { PubSub } from '../../shared/pubsub.js';
import type { Clock } from '../../shared/time.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { BusinessSettingsRow } from './business-settings.entity.js';
import type { SavedProfile } from './settings.inputs.js';
import { fieldChanges, snapshot } from '../../shared/changes.js';
import { WorkshopSettingRow } from './workshop-setting.entity.js';
import { missingForInvoicesOf } from './setup-rules.js';
import { setupChecklistOf, type SetupChecklist } from './setup-checklist.js';
import { SETTING_AUDIT, type SettingKey } from './setting-audit.js';
import { settingsChanges } from './settings.changes.js';
import { DEFAULT_DAYS, SERVICE_TYPES, WeekHours, type DayHours } from '../booking/public.js';
import { labourRatesOf, type LabourRate } from './labour-rates.js';
import { markupOf, type MarkupBand } from './markup.js';
import { costRatesOf, type CostRates } from './cost-rates.js';
import { regoReminderDaysOf } from './rego-reminder-days.js';
import { recommendedWorkFollowUpOf, type RecommendedWorkFollowUp } from './recommended-work-follow-up.js';

/** Every detail the documents print is audited (the bank account included: who changed where money goes). */
const AUDITED_FIELDS = [
  'businessName',
  'abn',
  'gstRegistered',
  'address',
  'phone',
  'email',
  'bankAccountName',
  'bsb',
  'accountNumber',
  'payId',
  'paymentTermsDays',
  'quoteValidityDays',
  'documentFooter',
  'warrantyMonths',
  'warrantyKm',
] as const;

/** The details the documents print, flat, named as the settings row and the API name them (the bank account in three fields, empty when there is none). */
export function flatDetails(profile: Omit<SavedProfile, 'warrantyMonths' | 'warrantyKm' | 'payId'>) {
  return {
    businessName: profile.name,
    abn: profile.abn,
    gstRegistered: profile.gstRegistered,
    address: profile.address,
    phone: profile.phone,
    email: profile.email,
    bankAccountName: profile.bank?.accountName ?? '',
    bsb: profile.bank?.bsb ?? '',
    accountNumber: profile.bank?.accountNumber ?? '',
    paymentTermsDays: profile.paymentTermsDays,
    quoteValidityDays: profile.quoteValidityDays,
    documentFooter: profile.documentFooter,
  };
}

export interface SettingsDeps {
  config: Config;
  clock: Clock;
  changes: ChangeUnit;
  pubsub: PubSub;
  /** A fresh EntityManager, for reading outside a request. */
  em(): EntityManager;
}

/** The profile in effect, and whether (when, by whom) it was saved in the app. */
export interface ProfileState {
  profile: WorkshopProfile;
  savedAt: Date | null;
  savedBy: string | null;
  /** The other settings saved in the app, by key (a key missing: its default holds). */
  saved: ReadonlyMap<string, SavedSetting>;
  /** The opening hours in effect. */
  hours: WeekHours;
  /** The services the site and the booking form offer, in display order. */
  services: readonly string[];
  /** The link review requests send customers to; null: review requests are off. */
  reviewUrl: string | null;
}

/** One setting as an owner saved it. */
export interface SavedSetting {
  value: unknown;
  savedAt: Date;
  savedBy: string;
}

const ROW_ID = 1;

export class SettingsService {
  private loaded: Promise<ProfileState> | null = null;
  private readonly listeners = new Set<() => void>();
  /** Whether outgoing mail is set up; the mail settings replace this (until then: SMTP_URL is set). */
  mailConfigured: () => Promise<boolean> = async () => this.deps.config.smtpUrl !== null;

  constructor(private readonly deps: SettingsDeps) {
    deps.pubsub.on('settings.changed', () => this.forget());
    deps.pubsub.on('pubsub.reset', () => this.forget());
  }

  /** The profile documents and emails print now. */
  async profile(): Promise<WorkshopProfile> {
    return (await this.state()).profile;
  }

  /**
   * The business details a compliant tax invoice needs that are still missing, in words an owner
   * reads: the name, an ABN (or 'not registered for GST' chosen), the address, the bank details.
   */
  async missingForInvoices(): Promise<string[]> {
    return missingForInvoicesOf(await this.profile());
  }

  /** The opening hours bookings follow now. */
  async openingHours(): Promise<WeekHours> {
    return (await this.state()).hours;
  }

  /** The services the site and the booking form offer now. */
  async servicesOffered(): Promise<readonly string[]> {
    return (await this.state()).services;
  }

  /** The review link in effect (REVIEW_URL until saved); null: review requests are off. */
  async reviewUrl(): Promise<string | null> {
    return (await this.state()).reviewUrl;
  }

  /** The labour rates in effect (the built-in "Standard labour" until an owner saves some), exactly one the default. */
  /** Days before a registration expires its reminder goes; 0: none. */
  async regoReminderDays(): Promise<number> {
    return regoReminderDaysOf((await this.state()).saved.get('regoReminders')?.value);
  }

  /** Whether declined recommended work is offered again by email, and how many days after the decision. */
  async recommendedWorkFollowUp(): Promise<RecommendedWorkFollowUp> {
    return recommendedWorkFollowUpOf((await this.state()).saved.get('recommendedWork')?.value);
  }

  async labourRates(): Promise<LabourRate[]> {
    return labourRatesOf((await this.state()).saved.get('labourRates')?.value);
  }

  /** The parts markup matrix in effect (the built-in one until an owner saves one). */
  async markupBands(): Promise<MarkupBand[]> {
    return markupOf((await this.state()).saved.get('partsMarkup')?.value);
  }

  /** The technicians' cost rates in effect (the built-in default until an owner saves some). */
  async technicianCostRates(): Promise<CostRates> {
    return costRatesOf((await this.state()).saved.get('technicianCostRates')?.value);
  }

  /** Calls `listener` whenever the settings may have changed: saved here, or on another instance. */
  onChange(listener: () => void): void {
    this.listeners.add(listener);
  }

  /** The first-run checklist: each step of setting the workshop up, and whether it is done. */
  async setupChecklist(): Promise<SetupChecklist> {
    const [state, mailConfigured] = await Promise.all([this.state(), this.mailConfigured()]);
    return setupChecklistOf({ profile: state.profile, hoursSaved: state.saved.has('openingHours'), servicesSaved: state.saved.has('services'), mailConfigured });
  }

  /** A setting saved in the app (by key), or undefined while its default holds. */
  async saved(key: string): Promise<SavedSetting | undefined> {
    return (await this.state()).saved.get(key);
  }

  /** Saves one setting (it wins over its default from now on), audited, and tells every instance. */
  async saveSetting(em: EntityManager, key: SettingKey, value: unknown, by: string, summary: string): Promise<SavedSetting> {
    const before = SETTING_AUDIT[key].fields(await this.valueNow(key));
    const after = SETTING_AUDIT[key].fields(value);
    await this.deps.changes.run(em, async (tx, effects) => {
      await tx.upsert(WorkshopSettingRow, { key, value, savedAt: this.deps.clock.now(), savedBy: by });
      effects.audit({ action: SETTING_AUDIT[key].action, entityType: 'settings', entityId: key, summary, changes: fieldChanges(before, after, Object.keys(after)) });
      effects.changed(settingsChanges.settingSaved, { key });
    });
    this.forget();
    return (await this.saved(key))!;
  }

  /** A setting's value in effect now, saved or its default, as it is stored. */
  private async valueNow(key: SettingKey): Promise<unknown> {
    const state = await this.state();
    switch (key) {
      case 'pricing':
        return { pricesIncludeGst: state.profile.pricesIncludeGst };
      case 'openingHours':
        return { days: state.hours.toDays() };
      case 'services':
        return { offered: [...state.services] };
      case 'reviews':
        return { url: state.reviewUrl };
      case 'regoReminders':
        return { days: regoReminderDaysOf(state.saved.get('regoReminders')?.value) };
      case 'labourRates':
        return { rates: labourRatesOf(state.saved.get('labourRates')?.value) };
      case 'partsMarkup':
        return { bands: markupOf(state.saved.get('partsMarkup')?.value) };
      case 'technicianCostRates':
        return costRatesOf(state.saved.get('technicianCostRates')?.value);
      case 'recommendedWork':
        return recommendedWorkFollowUpOf(state.saved.get('recommendedWork')?.value);
    }
  }

  /** The profile with when and by whom it was saved (null: the environment's). */
  state(): Promise<ProfileState> {
    if (!this.loaded) {
      const load = this.read(this.deps.em());
      this.loaded = load;
      // A failed read is not kept: the next call tries again.
      load.catch(() => {
        if (this.loaded === load) this.loaded = null;
      });
    }
    return this.loaded;
  }

  /** Saves the owner's details (they win over the environment from now on) and tells every instance. */
  async save(em: EntityManager, saved: SavedProfile, by: string): Promise<ProfileState> {
    await this.deps.changes.run(em, async (tx, effects) => {
      const was = await tx.findOne(BusinessSettingsRow, { id: ROW_ID });
      // A copy: the upsert below writes over the loaded entity.
      const before = was ? snapshot(was, AUDITED_FIELDS) : null;
      // One statement (insert, or update the one row): two saves at once cannot both insert.
      const after = await tx.upsert(BusinessSettingsRow, {
        id: ROW_ID,
        ...flatDetails(saved),
        // Left out by the client: as saved before (at first the defaults).
        warrantyMonths: saved.warrantyMonths ?? was?.warrantyMonths ?? DEFAULT_WARRANTY.months,
        warrantyKm: saved.warrantyKm ?? was?.warrantyKm ?? DEFAULT_WARRANTY.km,
        payId: saved.payId ?? was?.payId ?? '',
        savedAt: this.deps.clock.now(),
        savedBy: by,
      });
      effects.audit({ action: 'settings.saved', entityType: 'settings', entityId: 'business', summary: 'Business details saved', changes: fieldChanges(before, after, AUDITED_FIELDS) });
      effects.changed(settingsChanges.businessSaved, {});
    });
    // This instance reads the row again at once (the event reaches it too, after the commit).
    this.forget();
    return this.state();
  }

  /** The next read goes to the database (a load in flight still answers those already waiting). */
  private forget(): void {
    this.loaded = null;
    for (const listener of this.listeners) listener();
  }

  private async read(em: EntityManager): Promise<ProfileState> {
    const defaults = defaultProfileOf(this.deps.config);
    const [row, rows] = await Promise.all([em.findOne(BusinessSettingsRow, { id: ROW_ID }), em.find(WorkshopSettingRow, {})]);
    const saved = new Map(rows.map((r) => [r.key, { value: r.value, savedAt: r.savedAt, savedBy: r.savedBy }]));
    const pricing = saved.get('pricing')?.value as { pricesIncludeGst?: boolean } | undefined;
    const pricesIncludeGst = pricing?.pricesIncludeGst ?? defaults.pricesIncludeGst;
    const workshop = {
      saved,
      hours: new WeekHours((saved.get('openingHours')?.value as { days: DayHours[] } | undefined)?.days ?? DEFAULT_DAYS),
      services: (saved.get('services')?.value as { offered: string[] } | undefined)?.offered ?? [...SERVICE_TYPES],
      reviewUrl: saved.has('reviews') ? (saved.get('reviews')!.value as { url: string | null }).url : this.deps.config.reviewUrl,
    };
    if (!row) return { profile: { ...defaults, pricesIncludeGst }, savedAt: null, savedBy: null, ...workshop };
    return {
      ...workshop,
      profile: {
        pricesIncludeGst,
        name: row.businessName,
        abn: row.abn,
        gstRegistered: row.gstRegistered,
        address: row.address,
        phone: row.phone,
        email: row.email,
        publicUrl: defaults.publicUrl,
        bank: row.bankAccountName ? { accountName: row.bankAccountName, bsb: row.bsb, accountNumber: row.accountNumber } : null,
        payId: row.payId,
        paymentTermsDays: row.paymentTermsDays,
        quoteValidityDays: row.quoteValidityDays,
        documentFooter: row.documentFooter,
        warrantyMonths: row.warrantyMonths,
        warrantyKm: row.warrantyKm,
      },
      savedAt: row.savedAt,
      savedBy: row.savedBy,
    };
  }
}
