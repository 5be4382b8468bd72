/**
 * Texts as the owners set them up: the Twilio account (account SID, auth token sealed, and a sender
 * number or ID, or a messaging service) and which messages go by text as well as email. The
 * environment wins where it is set (TWILIO_ACCOUNT_SID with its token and sender; SMS_KINDS), and
 * the screen says so. Without an account anywhere, texts are not connected: each is saved as a file
 * under DATA_DIR/outbox/sms/ instead of being sent.
 */
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { AppError } from '../../shared/errors.js';
import type { ChangeUnit, Effects } from '../../platform/outbox/public.js';
import type { IntegrationStore } from './integration-store.js';
import type { SavedTwilio } from './sms-settings.inputs.js';

/** A Twilio account texts go through (its token never answered to anyone). */
export interface TwilioAccountSettings {
  accountSid: string;
  authToken: string;
  /** A number in E.164 or an alphanumeric sender ID; null when a messaging service picks the sender. */
  from: string | null;
  messagingServiceSid: string | null;
}

/** The messages that can go by text, in the order the screen lists them; marketing ones are off until an owner turns them on. */
const SMS_KINDS = [
  { kind: 'booking.confirmation', label: 'Booking confirmations', marketing: false },
  { kind: 'appointment.reminder', label: 'Appointment reminders', marketing: false },
  { kind: 'quote.sent', label: 'Quotes ready to approve', marketing: false },
  { kind: 'jobcard.ready', label: 'Car ready to collect', marketing: false },
  { kind: 'roadworthy.rejected', label: 'Roadworthy inspection failed', marketing: false },
  { kind: 'invoice.sent', label: 'Invoices', marketing: false },
  { kind: 'service.due', label: 'Service due reminders (marketing)', marketing: true },
  { kind: 'rego.due', label: 'Registration due reminders (marketing)', marketing: true },
  { kind: 'review.request', label: 'Review requests (marketing)', marketing: true },
] as const;

const DEFAULT_KINDS: readonly string[] = SMS_KINDS.filter((k) => !k.marketing).map((k) => k.kind);

type Source = 'app' | 'environment';

/** What staff may read of the text settings (never the auth token). */
export interface SmsSettingsView {
  connected: boolean;
  source: Source | null;
  accountSid: string | null;
  from: string | null;
  messagingServiceSid: string | null;
  authTokenSaved: boolean;
  /** Where texts are saved as files while not connected. */
  outboxFolder: string;
  kinds: Array<{ kind: string; label: string; marketing: boolean; on: boolean }>;
  /** 'environment': SMS_KINDS decides; 'app': saved by an owner; 'default': the transactional messages. */
  kindsSource: 'environment' | 'app' | 'default';
  problem: string | null;
  savedAt: Date | null;
  savedBy: string | null;
  kindsSavedAt: Date | null;
  kindsSavedBy: string | null;
}

/** Queues a text in the change of `tx` (the texts service), and says where texts go. */
interface TextQueue {
  queue(tx: EntityManager, effects: Effects, sms: { phone: string; body: string; kind: string }): Promise<{ phone: string }>;
  readonly connected: boolean;
}

interface SmsSettingsDeps {
  config: Pick<Config, 'twilioAccountSid' | 'twilioAuthToken' | 'twilioFrom' | 'twilioMessagingServiceSid' | 'smsKinds' | 'dataDir'>;
  changes: ChangeUnit;
  store: IntegrationStore;
}

export class SmsSettingsService {
  constructor(private readonly deps: SmsSettingsDeps) {}

  /** Where the account in effect is set: the environment's wins. */
  private source(): Source | null {
    if (this.deps.config.twilioAccountSid && this.deps.config.twilioAuthToken) return 'environment';
    const saved = this.deps.store.get('twilio');
    return saved && saved.value.accountSid ? 'app' : null;
  }

  /** The Twilio account texts go through now, or null: texts are saved as files. */
  account(): TwilioAccountSettings | null {
    const { config } = this.deps;
    const source = this.source();
    if (source === 'environment') return { accountSid: config.twilioAccountSid!, authToken: config.twilioAuthToken!, from: config.twilioFrom, messagingServiceSid: config.twilioMessagingServiceSid };
    const saved = source === 'app' ? this.deps.store.get('twilio')! : null;
    if (!saved?.secrets.authToken) return null;
    const text = (name: string) => (typeof saved.value[name] === 'string' && saved.value[name] ? (saved.value[name] as string) : null);
    return { accountSid: text('accountSid')!, authToken: saved.secrets.authToken, from: text('from'), messagingServiceSid: text('messagingServiceSid') };
  }

  /** `listener` hears each time the account in effect may have changed (a save here or on another instance). */
  onAccount(listener: () => void): void {
    this.deps.store.onChange((key) => key === 'twilio' && listener());
  }

  /** The messages that go by text now: SMS_KINDS when set, else as saved, else the transactional ones. */
  kinds(): readonly string[] {
    if (this.deps.config.smsKinds) return this.deps.config.smsKinds;
    const saved = this.deps.store.get('smsKinds')?.value.kinds;
    return Array.isArray(saved) ? (saved as string[]) : DEFAULT_KINDS;
  }

  /** Whether messages of `kind` (e.g. 'booking.confirmation') go by text too. */
  sends(kind: string): boolean {
    return this.kinds().includes(kind);
  }

  view(): SmsSettingsView {
    const source = this.source();
    const saved = this.deps.store.get('twilio');
    const account = this.account();
    const kindsSaved = this.deps.store.get('smsKinds');
    const on = this.kinds();
    const env = source === 'environment' ? this.deps.config : null;
    const value = (name: string) => (typeof saved?.value[name] === 'string' && saved.value[name] ? (saved.value[name] as string) : null);
    return {
      connected: account !== null,
      source,
      accountSid: env ? env.twilioAccountSid : value('accountSid'),
      from: env ? env.twilioFrom : value('from'),
      messagingServiceSid: env ? env.twilioMessagingServiceSid : value('messagingServiceSid'),
      authTokenSaved: env ? true : Boolean(saved?.secrets.authToken),
      outboxFolder: path.join(this.deps.config.dataDir, 'outbox', 'sms') + path.sep,
      kinds: SMS_KINDS.map((k) => ({ ...k, on: on.includes(k.kind) })),
      kindsSource: this.deps.config.smsKinds ? 'environment' : kindsSaved ? 'app' : 'default',
      problem: source === 'app' ? (saved?.problem ?? null) : null,
      savedAt: saved?.savedAt ?? null,
      savedBy: saved?.savedBy ?? null,
      kindsSavedAt: kindsSaved?.savedAt ?? null,
      kindsSavedBy: kindsSaved?.savedBy ?? null,
    };
  }

  /** Saves the Twilio account (owners: the caller checks); texts go through it at once. An empty account SID disconnects texts. */
  async save(em: EntityManager, input: SavedTwilio, by: string): Promise<SmsSettingsView> {
    const saved = this.deps.store.get('twilio');
    // A new account needs its own token: the saved one belongs to the account it was given for.
    const sameAccount = saved?.value.accountSid === input.accountSid && Boolean(saved?.secrets.authToken);
    if (input.accountSid && input.authToken === null && !sameAccount && !saved?.problem) {
      const message = 'Auth token is required: enter the auth token of this Twilio account.';
      throw AppError.badInput(message, { authToken: [message] });
    }
    await this.deps.store.save(
      em,
      'twilio',
      {
        value: { accountSid: input.accountSid, from: input.from, messagingServiceSid: input.messagingServiceSid },
        secrets: { authToken: input.accountSid ? input.authToken : '' },
        audit: { action: 'settings.texts_saved', summary: input.accountSid ? 'Twilio account for texts saved' : 'Texts disconnected', fields: ['accountSid', 'from', 'messagingServiceSid'] },
      },
      by,
    );
    return this.view();
  }

  /** Saves which messages go by text (owners). */
  async saveKinds(em: EntityManager, kinds: string[], by: string): Promise<SmsSettingsView> {
    const known = new Set<string>(SMS_KINDS.map((k) => k.kind));
    const unknown = kinds.find((k) => !known.has(k));
    if (unknown) throw AppError.badInput(`"${unknown}" is not a message that can go by text.`, { kinds: [`"${unknown}" is not a message that can go by text.`] });
    const ordered = SMS_KINDS.map((k) => k.kind).filter((k) => kinds.includes(k));
    await this.deps.store.save(em, 'smsKinds', { value: { kinds: ordered }, secrets: {}, audit: { action: 'settings.text_kinds_saved', summary: 'Messages sent by text saved', fields: ['kinds'] } }, by);
    return this.view();
  }

  /** Queues one test text to `phone` and says where it went. */
  async sendTest(em: EntityManager, texts: TextQueue, phone: string): Promise<{ message: string }> {
    if (!phone.trim()) throw AppError.badInput('Enter the mobile number to send the test text to.', { phone: ['Enter the mobile number to send the test text to.'] });
    let to = '';
    await this.deps.changes.run(em, async (tx, effects) => {
      const queued = await texts.queue(tx, effects, { phone, kind: 'settings.test', body: 'Test text from the workshop’s back office: texts to customers work.' });
      to = queued.phone;
    });
    const account = this.account();
    if (!account || !texts.connected) return { message: `Texts are not connected: the test text to ${to} is saved as a file under ${this.view().outboxFolder} instead of being sent.` };
    const sender = account.messagingServiceSid ? 'its messaging service' : account.from;
    return { message: `Test text to ${to} queued: it goes through Twilio account ${account.accountSid.slice(0, 8)}… (from ${sender}) and should arrive within a minute.` };
  }
}
