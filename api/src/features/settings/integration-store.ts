/**
 * The outside accounts saved in the app (integration_setting), kept in memory so the code that
 * sends a text or opens a payment asks synchronously: read at start, and again on every instance
 * when one saves ('integration-settings.changed') or events may have been missed ('pubsub.reset').
 * Secrets are sealed before they reach the database and opened once per read; a secret another key
 * sealed (a restore on another machine) leaves that account unusable with a problem to show, until
 * an owner enters it again.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { AppError } from '../../shared/errors.js';
import type { PubSub } from '../../shared/pubsub.js';
import type { Clock } from '../../shared/time.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { IntegrationSettingRow, type IntegrationKey } from './integration-setting.entity.js';
import { SecretBox } from './secret-box.js';
import { settingsChanges } from './settings.changes.js';

const KEYS: readonly IntegrationKey[] = ['twilio', 'smsKinds', 'stripe'];

const UNREADABLE_SECRET =
  'The saved token or secret cannot be read with this server’s key (DATA_DIR/secret.key or SETTINGS_KEY changed, e.g. after a restore on another machine): enter it again.';

/** One account as saved, its secrets opened (never answered to anyone). */
interface StoredIntegration {
  value: Record<string, unknown>;
  secrets: Record<string, string>;
  /** Why the saved secrets cannot be used (sealed with another key), else null. */
  problem: string | null;
  savedAt: Date;
  savedBy: string;
}

/** A save: the readable value, and each secret (null: keep the saved one). */
interface IntegrationSave {
  value: Record<string, unknown>;
  secrets: Record<string, string | null>;
  audit: { action: string; summary: string; fields: readonly string[] };
}

interface IntegrationStoreDeps {
  config: Pick<Config, 'settingsKey' | 'dataDir'>;
  clock: Clock;
  changes: ChangeUnit;
  pubsub: PubSub;
  em(): EntityManager;
}

const purposeOf = (key: IntegrationKey) => `integration_setting.${key}.secrets`;

const shown = (value: unknown): string => (value === null || value === undefined ? '' : Array.isArray(value) ? value.join(', ') : String(value));

export class IntegrationStore {
  private readonly box: SecretBox;
  private readonly saved = new Map<IntegrationKey, StoredIntegration>();
  private readonly listeners = new Set<(key: IntegrationKey) => void>();
  /** Reads run one after another, so the last one read is the one in effect. */
  private reading: Promise<void> = Promise.resolve();
  log: { warn(obj: object, msg: string): void } | null = null;

  constructor(private readonly deps: IntegrationStoreDeps) {
    this.box = new SecretBox(deps.config);
    deps.pubsub.on('integration-settings.changed', ({ key }) => void this.reload([key as IntegrationKey]));
    deps.pubsub.on('pubsub.reset', () => void this.reload(KEYS));
  }

  /** At start: every saved account read. */
  load(): Promise<void> {
    return this.reload(KEYS);
  }

  get(key: IntegrationKey): StoredIntegration | null {
    return this.saved.get(key) ?? null;
  }

  /** `listener` hears each account read again (its key), after it is in effect. */
  onChange(listener: (key: IntegrationKey) => void): void {
    this.listeners.add(listener);
  }

  /** Saves an account (owners: the caller checks), audited without its secrets; in effect on every instance at once. */
  async save(em: EntityManager, key: IntegrationKey, save: IntegrationSave, by: string): Promise<void> {
    await this.deps.changes.run(em, async (tx, effects) => {
      const was = await tx.findOne(IntegrationSettingRow, { key });
      const kept = was?.secretSealed ? await this.openSealed(key, was.secretSealed) : {};
      const secrets: Record<string, string> = {};
      for (const [name, given] of Object.entries(save.secrets)) {
        // '' removes the secret.
        if (given !== null) {
          if (given) secrets[name] = given;
        } else if (kept === null) throw AppError.badInput(UNREADABLE_SECRET, { [name]: [UNREADABLE_SECRET] });
        else if (kept[name]) secrets[name] = kept[name];
      }
      const secretSealed = Object.keys(secrets).length ? await this.box.seal(JSON.stringify(secrets), purposeOf(key)) : '';
      await tx.upsert(IntegrationSettingRow, { key, value: save.value, secretSealed, savedAt: this.deps.clock.now(), savedBy: by });
      const changes: Record<string, [string, string]> = {};
      for (const field of save.audit.fields) {
        const before = shown(was?.value[field]);
        const after = shown(save.value[field]);
        if (before !== after) changes[field] = [before, after];
      }
      // Never a secret itself: only that it changed.
      for (const [name, given] of Object.entries(save.secrets)) if (given !== null) changes[name] = ['(hidden)', '(changed)'];
      effects.audit({ action: save.audit.action, entityType: 'settings', entityId: key, summary: save.audit.summary, changes });
      effects.changed(settingsChanges.integrationSaved, { key });
    });
    // This instance switches at once (the event reaches it too, after the commit).
    await this.reload([key]);
  }

  /** The secrets of a sealed value, or null when this server's key cannot open them. */
  private openSealed(key: IntegrationKey, sealed: string): Promise<Record<string, string> | null> {
    return this.box.open(sealed, purposeOf(key)).then(
      (plain) => JSON.parse(plain) as Record<string, string>,
      () => null,
    );
  }

  private reload(keys: readonly IntegrationKey[]): Promise<void> {
    this.reading = this.reading
      .then(() => this.reloadNow(keys))
      .catch((err: Error) => this.log?.warn({ keys, reason: err.message }, 'integration settings: could not read the saved accounts'));
    return this.reading;
  }

  private async reloadNow(keys: readonly IntegrationKey[]): Promise<void> {
    const rows = await this.deps.em().find(IntegrationSettingRow, { key: { $in: [...keys] } });
    for (const key of keys) {
      const row = rows.find((r) => r.key === key);
      if (!row) this.saved.delete(key);
      else {
        const secrets = row.secretSealed ? await this.openSealed(key, row.secretSealed) : {};
        this.saved.set(key, { value: row.value, secrets: secrets ?? {}, problem: secrets ? null : UNREADABLE_SECRET, savedAt: row.savedAt, savedBy: row.savedBy });
      }
      for (const listener of this.listeners) listener(key);
    }
  }
}
