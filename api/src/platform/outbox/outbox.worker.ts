/**
 * Sends queued mail, each message once in practice, through the leased loop every outbox queue
 * runs (leased-worker.ts). A message is marked sent as soon as the SMTP server accepts it, and a
 * duplicate after a crash keeps its Message-ID, the outbox row's random key.
 */
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyBaseLogger } from 'fastify';
import type { PubSub } from '../../shared/pubsub.js';
import type { MailModule, OutgoingMail, SendableMail } from '../mail/public.js';
import { LeasedWorker, type Failure, type LeasedWorkerOptions } from './leased-worker.js';
import type { MailTransport } from './mail-transport.js';
import type { OutboxAttachment } from './outbox-message.entity.js';

export { GIVE_WAY_MS } from './leased-worker.js';

export interface OutboxWorkerOptions extends LeasedWorkerOptions {
  from: string;
}

interface ClaimedRow {
  id: string;
  message_key: string;
  to: string;
  reply_to: string | null;
  subject: string | null;
  text: string | null;
  html: string | null;
  attachments: OutboxAttachment[] | null;
  template: string | null;
  payload_version: number | null;
  payload: unknown;
  attempts: number;
}

const ids = (list: string[]) => list.map(() => '?').join(', ');

export class OutboxWorker extends LeasedWorker<ClaimedRow, OutgoingMail> {
  constructor(
    private readonly orm: MikroORM,
    private readonly transport: MailTransport,
    private readonly mail: MailModule,
    pubsub: PubSub,
    private readonly mailOptions: OutboxWorkerOptions,
    log: FastifyBaseLogger,
  ) {
    super('outbox', 'outboxId', pubsub, 'outbox.enqueued', mailOptions);
    this.log = log;
  }

  private get db() {
    return this.orm.em.getConnection();
  }

  /** outbox_claim: db/sql/outbox-claim.sql. */
  protected async claim(batch: number): Promise<ClaimedRow[]> {
    const rows = await this.db.execute<ClaimedRow[]>(
      `SELECT id, message_key, "to", reply_to, subject, text, html, attachments, template, payload_version, payload, attempts
       FROM outbox_claim(?, ?, ${batch})`,
      [this.options.leaseMs, this.id],
    );
    return rows.map((r) => ({ ...r, id: String(r.id) }));
  }

  protected async renew(held: string[]): Promise<string[]> {
    const kept = await this.db.execute<Array<{ id: string }>>(
      `UPDATE outbox_message SET locked_until = now() + (? * interval '1 millisecond')
       WHERE locked_by = ? AND status = 'pending' AND id IN (${ids(held)}) RETURNING id`,
      [this.options.leaseMs, this.id, ...held],
    );
    return kept.map((r) => String(r.id));
  }

  protected async release(held: string[]): Promise<void> {
    await this.db.execute(
      `UPDATE outbox_message SET locked_until = NULL, locked_by = NULL
       WHERE locked_by = ? AND status = 'pending' AND id IN (${ids(held)})`,
      [this.id, ...held],
    );
  }

  protected async send(row: ClaimedRow): Promise<OutgoingMail> {
    const outgoing: OutgoingMail = { id: row.id, messageKey: String(row.message_key), from: this.mailOptions.from, to: row.to, ...(await this.message(row)) };
    await this.transport.send(outgoing);
    return outgoing;
  }

  protected async recordSent(row: ClaimedRow): Promise<void> {
    await this.db.execute(
      `UPDATE outbox_message SET status = 'sent', sent_at = now(), attempts = attempts + 1,
       locked_until = NULL, locked_by = NULL, last_error = NULL WHERE id = ?`,
      [row.id],
    );
  }

  protected async recordFailure(row: ClaimedRow, failure: Failure): Promise<void> {
    await this.db.execute(
      `UPDATE outbox_message SET attempts = ?, last_error = ?, locked_until = NULL, locked_by = NULL,
       status = ?, next_attempt_at = now() + (? * interval '1 millisecond') WHERE id = ? AND locked_by = ?`,
      [failure.attempts, failure.message, failure.final ? 'failed' : 'pending', failure.delayMs, row.id, this.id],
    );
  }

  protected override logFields(row: ClaimedRow): object {
    return { to: row.to, template: row.template };
  }

  /** What follows a sent message (a copy in the Sent folder) never holds up the queue; a failure is only logged. */
  protected override afterSent(row: ClaimedRow, outgoing: OutgoingMail): void {
    this.mail.sent(row.template, outgoing).catch((err: unknown) =>
      this.log?.warn({ outboxId: row.id, template: row.template, err: err instanceof Error ? err.message : String(err) }, 'outbox: after-send step failed'),
    );
  }

  protected override onStopped(): void {
    this.transport.close();
  }

  /** The stored message of a row from before templates, or the one its template renders. */
  private async message(row: ClaimedRow): Promise<SendableMail> {
    if (!row.template) {
      return {
        subject: row.subject ?? '',
        text: row.text ?? '',
        html: row.html,
        replyTo: row.reply_to,
        attachments: (row.attachments ?? []).map((a) => ({ ...a, content: Buffer.from(a.content, 'base64') })),
      };
    }
    return this.mail.render(row.template, row.payload_version, row.payload);
  }
}
