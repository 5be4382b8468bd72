/**
 * The one managed IMAP connection of this instance (imapflow): opened on first use, INBOX kept
 * selected so imapflow IDLEs on it between operations, reconnected with back-off once something
 * watches it. Every operation runs under a mailbox lock and one deadline, so a silent or refusing
 * server answers a clear error instead of a hung request.
 */
import type { ImapFlow, ImapFlowOptions } from 'imapflow';
import { AppError } from '../../shared/errors.js';
import { lazyModule } from '../../shared/lazy-module.js';

const imapflow = lazyModule<typeof import('imapflow')>('imapflow');

const INBOX = 'INBOX';
const MIN_RETRY_MS = 1000;
const MAX_RETRY_MS = 60_000;
/** Changes arriving together (a burst of EXISTS/EXPUNGE/FETCH) are reported once. */
const CHANGE_DEBOUNCE_MS = 150;

export interface MailboxLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface MailboxSettings {
  /** imap://user:pass@host:143 or imaps://user:pass@host:993 */
  url: string;
  /** Deadline of one operation, connecting included. */
  timeoutMs: number;
  log: MailboxLog;
}

/** The server's name for people and logs: host:port, never the credentials. */
function mailboxLabel(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || (u.protocol === 'imaps:' ? 993 : 143)}`;
}

function clientOptions(url: string, timeoutMs: number): ImapFlowOptions {
  const u = new URL(url);
  const secure = u.protocol === 'imaps:';
  return {
    host: u.hostname,
    port: Number(u.port || (secure ? 993 : 143)),
    secure,
    auth: { user: decodeURIComponent(u.username), pass: decodeURIComponent(u.password) },
    logger: false,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    // IDLE starts a second after the last operation, so new mail is reported within seconds.
    autoIdleDelay: 1000,
    // A silently dead connection is noticed when IDLE is renewed.
    maxIdleTime: 120_000,
    clientInfo: { name: 'workshop-back-office' },
  };
}

class Deadline extends Error {}

/** Settles with `promise`, or rejects with Deadline after `ms` (the timer never holds the process). */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Deadline()), ms);
    timer.unref();
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

interface ImapError {
  code?: string;
  authenticationFailed?: boolean;
  responseText?: string;
  message?: string;
}

/** 'Could not reach the mailbox: …' with what went wrong, in words, without credentials. */
function unreachable(label: string, err: unknown): AppError {
  if (err instanceof AppError) return err;
  const e = (err ?? {}) as ImapError;
  const code = e.code ?? '';
  let reason: string;
  if (err instanceof Deadline || ['CONNECT_TIMEOUT', 'GREETING_TIMEOUT', 'UPGRADE_TIMEOUT', 'ETIMEOUT', 'ETIMEDOUT', 'LockTimeout'].includes(code)) {
    reason = `${label} did not answer in time`;
  } else if (e.authenticationFailed) {
    reason = `${label} refused the username or password`;
  } else if (code === 'ECONNREFUSED') {
    reason = `${label} refused the connection`;
  } else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    reason = `${label.replace(/:\d+$/, '')} was not found`;
  } else if (['NoConnection', 'EConnectionClosed', 'ECONNRESET', 'EPIPE', 'StateLogout'].includes(code)) {
    reason = `the connection to ${label} was lost`;
  } else if (e.responseText) {
    reason = `${label} answered "${e.responseText}"`;
  } else {
    reason = `${label}: ${e.message ?? String(err)}`;
  }
  return AppError.unavailable(`Could not reach the mailbox: ${reason}.`);
}

/**
 * Signs in to a mailbox on a connection of its own and reads the INBOX's counts, then signs out
 * (a 'Test connection' of settings before or after they are saved). Errors as `unreachable`.
 */
export async function checkMailbox(url: string, timeoutMs: number): Promise<{ label: string; messages: number; unseen: number }> {
  const label = mailboxLabel(url);
  const client = new (imapflow().ImapFlow)(clientOptions(url, timeoutMs));
  client.on('error', () => undefined);
  try {
    await within(client.connect(), timeoutMs);
    const status = await within(client.status(INBOX, { messages: true, unseen: true }), timeoutMs);
    await within(client.logout(), timeoutMs).catch(() => undefined);
    return { label, messages: (status && status.messages) || 0, unseen: (status && status.unseen) || 0 };
  } catch (err) {
    throw unreachable(label, err);
  } finally {
    client.close();
  }
}

export class MailboxConnection {
  readonly label: string;
  private readonly options: ImapFlowOptions;
  private client: ImapFlow | null = null;
  private connecting: { client: ImapFlow; ready: Promise<ImapFlow> } | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = MIN_RETRY_MS;
  private changeTimer: NodeJS.Timeout | null = null;
  /** Set by watch(): from then on a lost connection is re-established in the background. */
  private keepConnected = false;
  private closed = false;
  /** Operations past their deadline so far (each closes the connection it was using). */
  private timeouts = 0;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly settings: MailboxSettings) {
    this.label = mailboxLabel(settings.url);
    this.options = clientOptions(settings.url, settings.timeoutMs);
  }

  /** Logs through `log` from now on (the server's logger, once it exists). */
  logTo(log: MailboxLog): void {
    this.settings.log = log;
  }

  /**
   * Runs `task` with INBOX selected and locked, within the deadline. Errors of the server or the
   * connection become 'Could not reach the mailbox: …' (503); AppErrors of the task pass through.
   * `task` must read a fetch to its end before issuing another command (imapflow deadlocks otherwise).
   */
  async run<T>(task: (client: ImapFlow) => Promise<T>): Promise<T> {
    if (this.closed) throw AppError.unavailable('Could not reach the mailbox: the server is shutting down.');
    const timeoutsBefore = this.timeouts;
    let settled = false;
    const work = (async () => {
      const client = await this.connected();
      const lock = await client.getMailboxLock(INBOX, { acquireTimeout: this.settings.timeoutMs });
      // A deadline that fired while the lock was awaited: give it straight back.
      if (settled) {
        lock.release();
        throw new Deadline();
      }
      try {
        // Mail delivered since this session last looked (another connection's APPEND, an
        // EXPUNGE elsewhere) is only seen once the session syncs.
        await client.noop();
        return await task(client);
      } finally {
        lock.release();
      }
    })();
    try {
      return await within(work, this.settings.timeoutMs);
    } catch (err) {
      if (err instanceof AppError) throw err;
      // A deadline or a broken connection leaves its state unknown: start afresh next time.
      if (err instanceof Deadline) {
        this.timeouts++;
        this.drop();
      } else if (!this.client?.usable) this.drop();
      // Another operation's deadline closed the connection this one was waiting on: the same cause.
      throw unreachable(this.label, this.timeouts !== timeoutsBefore ? new Deadline() : err);
    } finally {
      settled = true;
      work.catch(() => undefined);
    }
  }

  /** Keeps the connection up (IDLE on INBOX) from now on (after `delayMs`), reconnecting with back-off. */
  watch(delayMs = 0): void {
    if (this.keepConnected || this.closed) return;
    this.keepConnected = true;
    const start = () =>
      this.connected().catch((err) => {
        this.settings.log.warn({ mailbox: this.label, reason: unreachable(this.label, err).message }, 'mailbox: not connected');
        this.scheduleReconnect();
      });
    if (!delayMs) return void start();
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void start();
    }, delayMs);
    this.retryTimer.unref();
  }

  /** `listener` runs (debounced) when the INBOX changes: new mail, flags, expunges, a reconnect. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    if (this.changeTimer) clearTimeout(this.changeTimer);
    this.listeners.clear();
    const client = this.client;
    this.drop();
    if (client) await within(client.logout(), 1000).catch(() => client.close());
  }

  private connected(): Promise<ImapFlow> {
    if (this.client?.usable) return Promise.resolve(this.client);
    if (this.connecting) return this.connecting.ready;
    const client = new (imapflow().ImapFlow)(this.options);
    client.on('error', (err: ImapError) => this.settings.log.warn({ mailbox: this.label, code: err.code, err: err.message }, 'mailbox: connection error'));
    const changed = () => this.changed();
    client.on('exists', changed);
    client.on('expunge', changed);
    client.on('flags', changed);
    client.on('close', () => {
      if (this.client !== client) return;
      this.client = null;
      this.settings.log.info({ mailbox: this.label }, 'mailbox: connection closed');
      this.scheduleReconnect();
    });
    const wasLost = this.keepConnected;
    const ready = (async () => {
      try {
        await client.connect();
        await client.mailboxOpen(INBOX);
      } catch (err) {
        client.close();
        throw err;
      } finally {
        if (this.connecting?.client === client) this.connecting = null;
      }
      if (this.closed) {
        client.close();
        throw AppError.unavailable('Could not reach the mailbox: the server is shutting down.');
      }
      this.client = client;
      this.retryMs = MIN_RETRY_MS;
      // Mail may have come and gone while nobody was connected.
      if (wasLost) this.changed();
      return client;
    })();
    this.connecting = { client, ready };
    return ready;
  }

  /** Forgets the current connection (and one being opened), closing them. */
  private drop(): void {
    const { client, connecting } = this;
    this.client = null;
    this.connecting = null;
    client?.close();
    connecting?.client.close();
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (!this.keepConnected || this.closed || this.retryTimer) return;
    const delay = this.retryMs;
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connected().catch(() => this.scheduleReconnect());
    }, delay);
    this.retryTimer.unref();
  }

  private changed(): void {
    if (this.changeTimer || this.closed) return;
    this.changeTimer = setTimeout(() => {
      this.changeTimer = null;
      for (const listener of this.listeners) listener();
    }, CHANGE_DEBOUNCE_MS);
    this.changeTimer.unref();
  }
}
