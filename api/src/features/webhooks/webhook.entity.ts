/**
 * An owner's webhook endpoint (an address, the events it takes, its signing secret sealed) and the
 * deliveries queued for it: one row per event and endpoint, sent in the order queued (`id`), each
 * keeping its message id across retries and redeliveries.
 */
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';
import { newId } from '../../shared/ids.js';

/** active: deliveries go; paused: an owner stopped them; failing: paused after a day of failed deliveries. */
type WebhookEndpointStatus = 'active' | 'paused' | 'failing';

/** pending (first try or a retry due), sending (leased by a worker), delivered, failed (given up). */
type WebhookDeliveryStatus = 'pending' | 'sending' | 'delivered' | 'failed';

@Entity({ tableName: 'webhook_endpoint' })
export class WebhookEndpoint {
  @PrimaryKey({ type: 'string', columnType: 'char(24)' })
  _id: string & Opt = newId();

  @Property({ type: 'string', length: 2000 })
  url!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  description?: string | null;

  /** The event types it takes, e.g. ["appointment.booked"]. */
  @Property({ type: 'json', columnType: 'jsonb' })
  events!: string[];

  /** `whsec_…`, sealed. */
  @Property({ type: 'text' })
  secretSealed!: string;

  @Property({ type: 'string', length: 10 })
  status: WebhookEndpointStatus & Opt = 'active';

  /** Since when its deliveries have failed without one succeeding; null while they succeed. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  failingSince?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedAt!: Date;
}

@Entity({ tableName: 'webhook_delivery' })
@Index({ name: 'webhook_delivery_log_index', properties: ['endpointId', 'createdAt', 'id'] })
// The queue: each endpoint's unfinished deliveries in order, the first of them the one due next.
@Index({
  name: 'webhook_delivery_queue_index',
  expression: `create index "webhook_delivery_queue_index" on "webhook_delivery" ("endpoint_id", "id") where "status" in ('pending', 'sending')`,
})
export class WebhookDelivery {
  @PrimaryKey({ type: 'bigint', autoincrement: true })
  id!: string & Opt;

  @Property({ type: 'string', columnType: 'char(24)' })
  endpointId!: string;

  /** The `webhook-id` header: the same on every attempt and redelivery. */
  @Property({ type: 'string', length: 40 })
  messageId!: string;

  @Property({ type: 'string', length: 40 })
  eventType!: string;

  /** The body sent: `{ type, timestamp, data }`. */
  @Property({ type: 'json', columnType: 'jsonb' })
  payload!: unknown;

  /**
   * The record whose REST JSON becomes `data` when the delivery is first sent (then kept for every
   * retry); null once it is in the body. A change written by a statement of its own (a job card's
   * autosave) queues its deliveries in that statement, where the record's JSON cannot be made.
   */
  @Property({ type: 'string', columnType: 'char(24)', nullable: true })
  dataFrom?: string | null;

  @Property({ type: 'string', length: 10 })
  status: WebhookDeliveryStatus & Opt = 'pending';

  @Property({ type: 'integer' })
  attempts: number & Opt = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  nextAttemptAt!: Date;

  @Property({ type: 'string', length: 36, nullable: true })
  lockedBy?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lockedUntil?: Date | null;

  /** The HTTP status the endpoint answered the last attempt with; null when it did not answer. */
  @Property({ type: 'integer', nullable: true })
  responseStatus?: number | null;

  @Property({ type: 'integer', nullable: true })
  durationMs?: number | null;

  @Property({ type: 'text', nullable: true })
  error?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastAttemptAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deliveredAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;
}
