/**
 * Sends queued mail. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease, so several
 * instances never send the same message; failures are retried with exponential back-off.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from '../../shared/pubsub.js';
import type { MailTemplates } from './mail-templates.js';
import type { MailTransport, OutgoingMail } from './mail-transport.js';
import type { OutboxAttachment } from './outbox-message.entity.js';

export interface OutboxWorkerOptions {
  from: string;
  pollMs: number;
  retryBaseMs: number;
  maxAttempts: number;
}

interface ClaimedRow {
  id: string;
  to: string;
  reply_to: string | null;
  subject: string | null;
  text: string | null;
  template: string | null;
  payload: unknown;
  html: string | null;
  attachments: OutboxAttachment[] | null;
  attempts: number;
}

const BATCH = 10;
const LEASE_SECONDS = 120;
const MAX_BACKOFF_MS = 6 * 60 * 60 * 1000;

export class OutboxWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly orm: MikroORM,
    private readonly transport: MailTransport,
    private readonly templates: MailTemplates,
    private readonly pubsub: PubSub,
    private readonly options: OutboxWorkerOptions,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.stopped = false;
    this.unsubscribe = this.pubsub.on('outbox.enqueued', () => this.kick());
    this.timer = setInterval(() => this.kick(), this.options.pollMs);
    this.timer.unref();
    this.kick();
  }

  /** Runs a drain now, or once more right after the one in progress. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => this.log.error({ err }, 'outbox: drain failed'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /**
   * Stops polling and finishes the messages in hand. Anything still queued stays in the
   * outbox table and goes out from the next start (or from another instance).
   */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  /** Sends every due message, batch by batch, until none is due (or the worker stops). */
  async drain(): Promise<void> {
    while (!this.stopped) {
      const rows = await this.claim();
      if (!rows.length) return;
      // One at a time: mail composition is CPU work that must not starve the requests.
      const sent: string[] = [];
      for (const row of rows) if (await this.deliver(row)) sent.push(row.id);
      if (sent.length) await this.markSent(sent);
    }
  }

  /** The stored message, or the one its template renders (addressed to the stored recipient). */
  private message(row: ClaimedRow): Omit<OutgoingMail, 'id' | 'from'> {
    if (!row.template) {
      return { to: row.to, replyTo: row.reply_to, subject: row.subject ?? '', text: row.text ?? '', html: row.html, attachments: row.attachments };
    }
    const m = this.templates.render(row.template, row.payload);
    return {
      to: row.to,
      replyTo: m.replyTo ?? null,
      subject: m.subject,
      text: m.text,
      html: m.html ?? null,
      attachments: m.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        content: (typeof a.content === 'string' ? Buffer.from(a.content, 'utf8') : a.content).toString('base64'),
      })),
    };
  }

  private async markSent(ids: string[]): Promise<void> {
    await this.orm.em.getConnection().execute(
      `UPDATE outbox_message SET status = 'sent', sent_at = now(), attempts = attempts + 1, locked_until = NULL, last_error = NULL
       WHERE id IN (${ids.map(() => '?').join(', ')})`,
      ids,
    );
  }

  private async claim(): Promise<ClaimedRow[]> {
    return this.orm.em.getConnection().execute<ClaimedRow[]>(
      `UPDATE outbox_message SET locked_until = now() + interval '${LEASE_SECONDS} seconds'
       WHERE id IN (
         SELECT id FROM outbox_message
         WHERE status = 'pending' AND next_attempt_at <= now()
           AND (locked_until IS NULL OR locked_until < now())
         ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
       RETURNING id, "to", reply_to, subject, text, html, attachments, template, payload, attempts`,
    );
  }

  /** True when the message went out; a failure is recorded for a later retry. */
  private async deliver(row: ClaimedRow): Promise<boolean> {
    const conn = this.orm.em.getConnection();
    try {
      await this.transport.send({ id: String(row.id), from: this.options.from, ...this.message(row) });
      this.log.info({ outboxId: row.id, to: row.to, subject: row.subject }, 'outbox: sent');
      return true;
    } catch (err) {
      const attempts = row.attempts + 1;
      const failed = attempts >= this.options.maxAttempts;
      const delay = Math.min(this.options.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
      const message = err instanceof Error ? err.message : String(err);
      await conn.execute(
        `UPDATE outbox_message SET attempts = ?, last_error = ?, locked_until = NULL,
         status = ?, next_attempt_at = now() + (? * interval '1 millisecond') WHERE id = ?`,
        [attempts, message.slice(0, 2000), failed ? 'failed' : 'pending', delay, row.id],
      );
      const level = failed ? 'error' : 'warn';
      this.log[level]({ outboxId: row.id, attempts, err: message }, failed ? 'outbox: gave up' : 'outbox: will retry');
      if (!failed) setTimeout(() => this.kick(), delay + 5).unref();
      return false;
    }
  }
}
