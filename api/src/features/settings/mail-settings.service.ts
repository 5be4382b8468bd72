/**
 * Outgoing mail (SMTP) and the mailbox (IMAP) as an owner saves them in the app, over the
 * environment's SMTP_URL / IMAP_URL (the first start's defaults). Passwords are sealed before they
 * reach the database and never answered back. Saving takes effect at once on every instance (the
 * 'mail-settings.changed' event): the outbox worker's transport is switched and the mailbox
 * reconnects with the new credentials.
 */
import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { fieldChanges, snapshot } from '../../shared/changes.js';
import { AppError } from '../../shared/errors.js';
import type { PubSub } from '../../shared/pubsub.js';
import type { Clock } from '../../shared/time.js';
import type { AdminClaims } from '../auth/auth.types.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { checkMailbox } from '../email/public.js';
import { createMailTransport, sendOnce, smtpLabel, smtpProblem, SwitchableTransport, type ChangeUnit, type MailTransport } from '../../platform/outbox/public.js';
import { MailServerRow, type MailServerKind } from './mail-settings.entity.js';
import type { SavedServer } from './mail-settings.inputs.js';
import { addressOf, envUrlOf, imapUrlOf, openServer, purposeOf, serverOfUrl, viewOf, type MailServerView, type OpenServer } from './mail-servers.js';
import { SecretBox, UNREADABLE_SECRET } from './secret-box.js';
import { settingsChanges } from './settings.changes.js';

const AUDITED = ['host', 'port', 'secure', 'username', 'fromAddress'] as const;
const LABELS: Record<MailServerKind, string> = { smtp: 'Outgoing mail server', imap: 'Mailbox' };

export interface MailSettingsDeps {
  config: Config;
  clock: Clock;
  changes: ChangeUnit;
  pubsub: PubSub;
  em(): EntityManager;
}

export interface MailSettingsLog {
  warn(obj: object, msg: string): void;
}

/** Where the server in effect came from, with its password: what the transport and the mailbox connect with. */
type Target = { saved: OpenServer } | { url: string } | null;

export class MailSettingsService {
  /** What the outbox worker sends through: switched when the settings change. */
  readonly outgoing: SwitchableTransport;
  private readonly box: SecretBox;
  private readonly rows = new Map<MailServerKind, Promise<MailServerRow | null>>();
  private readonly mailboxListeners = new Set<(url: string | null) => void | Promise<void>>();
  /** The servers applied so far (their fingerprints), so a reload that changed nothing reconnects nothing. */
  private readonly applied = new Map<MailServerKind, string>();
  private log: MailSettingsLog | null = null;
  /** Where each server in effect is (no credentials), for reachability checks. */
  private readonly inEffect: Record<MailServerKind, string | null>;
  private readonly addressListeners = new Set<(addresses: Record<MailServerKind, string | null>) => void>();
  /** Reloads of a kind run one after another, so the last one read is the one in effect. */
  private readonly reloading = new Map<MailServerKind, Promise<void>>();

  constructor(private readonly deps: MailSettingsDeps) {
    this.box = new SecretBox(deps.config);
    this.outgoing = new SwitchableTransport(createMailTransport(deps.config.smtpUrl, deps.config.dataDir));
    this.applied.set('smtp', JSON.stringify({ url: deps.config.smtpUrl }));
    this.applied.set('imap', deps.config.imapUrl ?? '');
    this.inEffect = { smtp: deps.config.smtpUrl, imap: deps.config.imapUrl };
    deps.pubsub.on('mail-settings.changed', ({ kind }) => void this.reload(kind));
    deps.pubsub.on('pubsub.reset', () => {
      void this.reload('smtp');
      void this.reload('imap');
    });
  }

  logTo(log: MailSettingsLog): void {
    this.log = log;
  }

  /** At start: the saved servers take over from the environment's. */
  async apply(): Promise<void> {
    await Promise.all([this.reload('smtp'), this.reload('imap')]);
  }

  /** `listener` gets the mailbox's imap(s):// URL (null: none) each time another one is in effect. */
  onMailbox(listener: (url: string | null) => void | Promise<void>): void {
    this.mailboxListeners.add(listener);
  }

  /** Where the servers in effect are (smtp(s)://host:port, imap(s)://host:port; no credentials), null: none. */
  addresses(): Record<MailServerKind, string | null> {
    return { ...this.inEffect };
  }

  /** `listener` gets where the servers in effect are (smtp(s)://host:port, imap(s)://host:port; no credentials) each time one changes. */
  onAddresses(listener: (addresses: Record<MailServerKind, string | null>) => void): void {
    this.addressListeners.add(listener);
  }

  /** Whether outgoing mail goes to a mail server (saved in the app or SMTP_URL), rather than .eml files. */
  async mailConfigured(): Promise<boolean> {
    return (await this.view('smtp')).configured;
  }

  /** Whether a mailbox is set up (saved in the app or IMAP_URL). */
  async mailboxConfigured(): Promise<boolean> {
    return (await this.view('imap')).configured;
  }

  /** What staff may read of a server (never its password). */
  async view(kind: MailServerKind): Promise<MailServerView> {
    const row = await this.row(kind);
    const view = viewOf(kind, row, this.deps.config);
    if (row?.passwordSealed) {
      // A database restored on a machine with another key: the owner is told to enter the password again.
      await this.box.open(row.passwordSealed, purposeOf(kind)).catch((err: Error) => (view.problem = err.message));
    }
    return view;
  }

  /** Saves a server (owners: the caller checks), sealing its password; every instance uses it from now on. */
  async save(em: EntityManager, kind: MailServerKind, input: SavedServer, by: string): Promise<MailServerView> {
    await this.deps.changes.run(em, async (tx, effects) => {
      const was = await tx.findOne(MailServerRow, { kind });
      const before = was ? snapshot(was, AUDITED) : null;
      const passwordSealed = await this.passwordFor(kind, input, was);
      const after = await tx.upsert(MailServerRow, {
        kind,
        host: input.host,
        port: input.port,
        secure: input.secure,
        username: input.user,
        passwordSealed,
        fromAddress: kind === 'smtp' ? input.from : null,
        savedAt: this.deps.clock.now(),
        savedBy: by,
      });
      const changes = fieldChanges(before, after, AUDITED);
      // Never the password itself: only that it changed.
      if (input.password !== null) changes.password = ['(hidden)', '(changed)'];
      effects.audit({ action: kind === 'smtp' ? 'settings.mail_saved' : 'settings.mailbox_saved', entityType: 'settings', entityId: kind === 'smtp' ? 'mail' : 'mailbox', summary: `${LABELS[kind]} saved`, changes });
      effects.changed(settingsChanges.mailServerSaved, { kind });
    });
    // This instance switches at once (the event reaches it too, after the commit).
    await this.reload(kind);
    return this.view(kind);
  }

  /** Sends a test email through the server in effect to the caller's address (else ADMIN_EMAIL), at once. */
  async sendTest(em: EntityManager, caller: AdminClaims): Promise<{ message: string }> {
    const target = await this.target('smtp');
    if (!target) throw AppError.badInput('Outgoing mail is not set up: save the SMTP server first.');
    const user = await em.findOne(AdminUser, { _id: caller.sub });
    const to = user?.email || this.deps.config.adminEmail;
    const smtp = 'saved' in target ? target.saved : target.url;
    const label = smtpLabel(smtp);
    const key = randomBytes(12).toString('hex');
    try {
      await sendOnce(smtp, {
        id: `test-${key}`,
        messageKey: key,
        from: ('saved' in target && target.saved.from) || this.deps.config.mailFrom,
        to,
        subject: 'Test email from the workshop’s back office',
        text: `This is a test email sent through ${label} from the back office's Settings.\n\nIf you can read this, outgoing mail works: booking confirmations, quotes, invoices and reminders are sent the same way.`,
      });
    } catch (err) {
      throw AppError.badInput(smtpProblem(label, err));
    }
    return { message: `Test email sent to ${to} through ${label}. It should arrive within a minute; check the spam folder if it does not.` };
  }

  /** Signs in to the mailbox in effect (a connection of its own) and says what it found. */
  async testMailbox(): Promise<{ message: string }> {
    const target = await this.target('imap');
    if (!target) throw AppError.badInput('No mailbox is set up: save the IMAP server first.');
    const url = 'saved' in target ? imapUrlOf(target.saved) : target.url;
    try {
      const found = await checkMailbox(url, this.deps.config.imapTimeoutMs);
      return { message: `Connected to ${found.label}: the inbox holds ${found.messages} message${found.messages === 1 ? '' : 's'}, ${found.unseen} unread.` };
    } catch (err) {
      // A failed test is an answer about the settings, not an outage of this server.
      throw err instanceof AppError ? AppError.badInput(err.message) : err;
    }
  }

  /** The sealed password to keep: the new one, else the one saved, else the environment's for the same server and user. */
  private async passwordFor(kind: MailServerKind, input: SavedServer, was: MailServerRow | null): Promise<string> {
    if (!input.user) return '';
    if (input.password !== null) return this.box.seal(input.password, purposeOf(kind));
    if (was?.passwordSealed) {
      const readable = await this.box.open(was.passwordSealed, purposeOf(kind)).then(
        () => true,
        () => false,
      );
      if (readable) return was.passwordSealed;
      throw AppError.badInput(UNREADABLE_SECRET, { password: [UNREADABLE_SECRET] });
    }
    const url = envUrlOf(this.deps.config, kind);
    const env = url ? serverOfUrl(url) : null;
    if (env?.password && env.host === input.host && env.user === input.user) return this.box.seal(env.password, purposeOf(kind));
    throw AppError.badInput('Password is required: enter the password of this account.', { password: ['Password is required: enter the password of this account.'] });
  }

  private row(kind: MailServerKind): Promise<MailServerRow | null> {
    let load = this.rows.get(kind);
    if (!load) {
      const loading = this.deps.em().findOne(MailServerRow, { kind });
      load = loading;
      this.rows.set(kind, loading);
      // A failed read is not kept: the next call tries again.
      loading.catch(() => {
        if (this.rows.get(kind) === loading) this.rows.delete(kind);
      });
    }
    return load;
  }

  private async target(kind: MailServerKind): Promise<Target> {
    const row = await this.row(kind);
    if (row) return { saved: await openServer(kind, row, this.box) };
    const url = envUrlOf(this.deps.config, kind);
    return url ? { url } : null;
  }

  /** Reads a server again and, when it is another one than in use, switches the transport or the mailbox to it. */
  private reload(kind: MailServerKind): Promise<void> {
    const next = (this.reloading.get(kind) ?? Promise.resolve())
      .then(() => this.reloadNow(kind))
      .catch((err: Error) => this.log?.warn({ kind, reason: err.message }, 'mail settings: could not switch to the saved server'));
    this.reloading.set(kind, next);
    return next;
  }

  private async reloadNow(kind: MailServerKind): Promise<void> {
    this.rows.delete(kind);
    let target: Target;
    try {
      target = await this.target(kind);
    } catch (err) {
      // E.g. a restored database whose passwords another key sealed: the environment's server stays in use.
      this.log?.warn({ kind, reason: (err as Error).message }, 'mail settings: the saved server cannot be used');
      const url = envUrlOf(this.deps.config, kind);
      target = url ? { url } : null;
    }
    const address = target ? ('saved' in target ? addressOf(kind, target.saved) : target.url) : null;
    if (this.inEffect[kind] !== address) {
      this.inEffect[kind] = address;
      for (const listener of this.addressListeners) listener(this.addresses());
    }
    if (kind === 'smtp') this.switchTransport(target);
    else await this.switchMailbox(target);
  }

  private switchTransport(target: Target): void {
    const fingerprint = JSON.stringify(target && 'saved' in target ? target.saved : { url: target?.url ?? null });
    if (this.applied.get('smtp') === fingerprint) return;
    this.applied.set('smtp', fingerprint);
    const transport: MailTransport =
      target && 'saved' in target
        ? createMailTransport(target.saved, this.deps.config.dataDir, target.saved.from)
        : createMailTransport(target?.url ?? null, this.deps.config.dataDir);
    this.outgoing.use(transport);
  }

  private async switchMailbox(target: Target): Promise<void> {
    const url = target ? ('saved' in target ? imapUrlOf(target.saved) : target.url) : null;
    if (this.applied.get('imap') === (url ?? '')) return;
    this.applied.set('imap', url ?? '');
    for (const listener of this.mailboxListeners) await listener(url);
  }
}
