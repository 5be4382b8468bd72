/**
 * The workshop's profile (name, ABN, GST registration, address, phone, email, bank account,
 * payment terms, quote validity, document footer): the environment's values until an owner saves
 * them in the app, then the saved row. Read often (every document and email), so it is kept in
 * memory and read again when any instance saves (the 'settings.changed' event) or events may have
 * been missed ('pubsub.reset').
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { defaultProfileOf, type WorkshopProfile } from '../../shared/business.js';
import type { PubSub } from '../../shared/pubsub.js';
import type { Clock } from '../../shared/time.js';
import type { ChangeUnit } from '../outbox/public.js';
import { BusinessSettingsRow } from './business-settings.entity.js';
import type { SavedProfile } from './settings.inputs.js';
import { fieldChanges, snapshot } from '../../shared/changes.js';

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
  'paymentTermsDays',
  'quoteValidityDays',
  'documentFooter',
] as const;

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
}

const ROW_ID = 1;

export class SettingsService {
  private loaded: Promise<ProfileState> | null = null;

  constructor(private readonly deps: SettingsDeps) {
    deps.pubsub.on('settings.changed', () => this.forget());
    deps.pubsub.on('pubsub.reset', () => this.forget());
  }

  /** The profile documents and emails print now. */
  async profile(): Promise<WorkshopProfile> {
    return (await this.state()).profile;
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
        businessName: saved.name,
        abn: saved.abn,
        gstRegistered: saved.gstRegistered,
        address: saved.address,
        phone: saved.phone,
        email: saved.email,
        bankAccountName: saved.bank?.accountName ?? '',
        bsb: saved.bank?.bsb ?? '',
        accountNumber: saved.bank?.accountNumber ?? '',
        paymentTermsDays: saved.paymentTermsDays,
        quoteValidityDays: saved.quoteValidityDays,
        documentFooter: saved.documentFooter,
        savedAt: this.deps.clock.now(),
        savedBy: by,
      });
      effects.audit({ action: 'settings.saved', entityType: 'settings', entityId: 'business', summary: 'Business details saved', changes: fieldChanges(before, after, AUDITED_FIELDS) });
      effects.publish('settings.changed', {});
    });
    // This instance reads the row again at once (the event reaches it too, after the commit).
    this.forget();
    return this.state();
  }

  /** The next read goes to the database (a load in flight still answers those already waiting). */
  private forget(): void {
    this.loaded = null;
  }

  private async read(em: EntityManager): Promise<ProfileState> {
    const defaults = defaultProfileOf(this.deps.config);
    const row = await em.findOne(BusinessSettingsRow, { id: ROW_ID });
    if (!row) return { profile: defaults, savedAt: null, savedBy: null };
    return {
      profile: {
        name: row.businessName,
        abn: row.abn,
        gstRegistered: row.gstRegistered,
        address: row.address,
        phone: row.phone,
        email: row.email,
        publicUrl: defaults.publicUrl,
        bank: row.bankAccountName ? { accountName: row.bankAccountName, bsb: row.bsb, accountNumber: row.accountNumber } : null,
        paymentTermsDays: row.paymentTermsDays,
        quoteValidityDays: row.quoteValidityDays,
        documentFooter: row.documentFooter,
      },
      savedAt: row.savedAt,
      savedBy: row.savedBy,
    };
  }
}
