/**
 * An email waiting to be sent, written in the same transaction as the change that caused it:
 * a template, a payload version and the facts. Rows from before templates (subject and text set,
 * no template) are sent as stored.
 */
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export type OutboxStatus = 'pending' | 'sent' | 'failed';

@Entity({ tableName: 'outbox_message' })
@Index({ name: 'outbox_message_due_index', properties: ['status', 'nextAttemptAt'] })
// The mail sent to one address (a customer's conversation), in any case.
@Index({ name: 'outbox_message_to_index', expression: 'create index "outbox_message_to_index" on "outbox_message" (lower("to"), "created_at")' })
export class OutboxMessage {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string;

  @Property({ type: 'string', length: 1000 })
  to!: string;

  @Property({ type: 'string', length: 1000, nullable: true })
  replyTo?: string | null;

  /** Null for a templated message (rendered when sent). */
  @Property({ type: 'string', length: 500, nullable: true })
  subject?: string | null;

  @Property({ type: 'text', nullable: true })
  text?: string | null;

  /** A mail template's name; the message is rendered from `payload` when it is sent. */
  @Property({ type: 'string', length: 100, nullable: true })
  template?: string | null;

  /** The version of the payload's shape; null on rows queued before versions (read as 1). */
  @Property({ type: 'integer', nullable: true })
  payloadVersion?: number | null;

  /** The template's facts. */
  @Property({ type: 'json', nullable: true })
  payload?: unknown;

  @Property({ type: 'text', nullable: true })
  html?: string | null;

  @Property({ type: 'json', nullable: true })
  attachments?: OutboxAttachment[] | null;

  @Property({ type: 'string', length: 10 })
  status: OutboxStatus & Opt = 'pending';

  @Property({ type: 'integer' })
  attempts: number & Opt = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  nextAttemptAt: Date & Opt = new Date();

  /** A worker that claimed the row owns it until then: a short lease, renewed while it works. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lockedUntil?: Date | null;

  /** Which worker holds the lease, so only the holder renews it. */
  @Property({ type: 'string', length: 36, nullable: true })
  lockedBy?: string | null;

  @Property({ type: 'text', nullable: true })
  lastError?: string | null;

  /** The Message-ID's own part: random, so no two installations' messages share one, and the row's, so a retry keeps it. */
  @Property({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  messageKey!: string & Opt;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  sentAt?: Date | null;
}
