/**
 * Webhook endpoints (owners): registered with the events they take and a secret made for them
 * (sealed at rest, answered once), changed, paused, deleted; their delivery log and 'Redeliver'.
 * Deliveries are queued in the transaction of each change that raises an event (webhook-queue.ts)
 * and sent after commit by the worker (webhooks.worker.ts); an endpoint failing for a day is paused
 * here and its owners emailed.
 */
import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { FeatureLog } from '../../feature.js';
import type { Announced, ChangeUnit, Effects } from '../../platform/changes/change-unit.js';
import type { LeadRows } from '../../platform/outbox/outbox.service.js';
import { AppError } from '../../shared/errors.js';
import { isId } from '../../shared/ids.js';
import { decodeCursor, pageOf, readLimit, type Page } from '../../shared/paging.js';
import type { PubSub } from '../../shared/pubsub.js';
import { cleanText } from '../../shared/text.js';
import type { Clock } from '../../shared/time.js';
import { AdminUser } from '../auth/admin-user.entity.js';
import { SecretBox } from '../settings/public.js';
import { readEndpointUrl, resolveEndpoint } from './webhook-address.js';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS, type WebhookEventType } from './webhook-events.js';
import { bookedRows, dataOf, queueDeliveries, savedCardRows, type BookedAppointment, type QueueReads } from './webhook-queue.js';
import { newSecret } from './webhook-sender.js';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entity.js';
import type { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from './webhooks.inputs.js';
import { endpointPaused } from './webhooks.templates.js';
import { deliveryView, endpointView, WebhookEventTypeView, type WebhookDeliveryView, type WebhookEndpointView } from './webhooks.types.js';
import { WebhookWorker } from './webhooks.worker.js';

const ENDPOINT_NOT_FOUND = 'This webhook endpoint no longer exists.';
const DELIVERY_NOT_FOUND = 'This delivery no longer exists.';
const PURPOSE = 'webhook-endpoint-secret';

interface WebhooksDeps {
  orm: MikroORM;
  config: Config;
  clock: Clock;
  pubsub: PubSub;
  changes: ChangeUnit;
  busy: () => boolean;
  /** Records of other features as their services read them (made later than this one: read at each change). */
  reads: QueueReads;
}

export class WebhooksService {
  private readonly box: SecretBox;
  private readonly worker: WebhookWorker;
  /** The event types some active endpoint takes, as last read here; null until read (the worker is then woken after every booking). */
  private subscribed: Set<string> | null = null;
  private log: FeatureLog | null = null;
  private reads = 0;

  constructor(private readonly deps: WebhooksDeps) {
    this.box = new SecretBox(deps.config);
    this.worker = new WebhookWorker({
      orm: deps.orm,
      clock: deps.clock,
      pubsub: deps.pubsub,
      options: { pollMs: deps.config.outboxPollMs, retryBaseMs: 5_000, maxAttempts: Number.MAX_SAFE_INTEGER, leaseMs: deps.config.outboxLeaseMs, busy: deps.busy },
      allowPrivate: deps.config.webhookAllowPrivate,
      userAgent: `${deps.config.businessName} webhooks`.replace(/[^\x20-\x7e]/g, ''),
      secretOf: (sealed) => this.box.open(sealed, PURPOSE),
      gaveUp: (endpointId) => this.pauseFailing(endpointId),
      dataOf: (type, id) => dataOf(deps.orm.em.fork(), type as WebhookEventType, { id }, deps.reads),
    });
    deps.changes.alsoInTransaction((tx, announced, effects) => this.queue(tx, announced, effects));
    deps.pubsub.on('webhooks.changed', () => {
      // Until read again, every change asks the database.
      this.subscribed = null;
      void this.readSubscribed();
    });
  }

  logTo(log: FeatureLog): void {
    this.log = log;
    this.worker.log = log;
  }

  start(): void {
    void this.readSubscribed();
    this.worker.start();
  }

  close(): Promise<void> {
    return this.worker.stop();
  }

  /** Sends every due delivery now (tests, and after a commit that queued some). */
  drain(): Promise<void> {
    return this.worker.drain();
  }

  eventTypes(): WebhookEventTypeView[] {
    return WEBHOOK_EVENT_TYPES.map((name) => Object.assign(new WebhookEventTypeView(), { name, description: WEBHOOK_EVENTS[name] }));
  }

  async list(em: EntityManager): Promise<WebhookEndpointView[]> {
    const endpoints = await em.find(WebhookEndpoint, {}, { orderBy: { createdAt: 'asc', _id: 'asc' } });
    return endpoints.map((e) => endpointView(e));
  }

  async create(em: EntityManager, input: CreateWebhookEndpointInput): Promise<WebhookEndpointView> {
    const url = await this.checkedUrl(input.url);
    const secret = newSecret();
    const now = this.deps.clock.now();
    const endpoint = Object.assign(new WebhookEndpoint(), {
      url,
      description: optionalText(input.description),
      events: eventsOf(input.events),
      secretSealed: await this.box.seal(secret, PURPOSE),
      status: 'active' as const,
      failingSince: null,
      createdAt: now,
      updatedAt: now,
    });
    await this.deps.changes.run(em, async (tx, effects) => {
      tx.persist(endpoint);
      effects.audit({
        action: 'webhook.created',
        entityType: 'webhook',
        entityId: endpoint._id,
        summary: `Webhook endpoint ${url} added for ${endpoint.events.join(', ')}`,
      });
      this.changed(effects);
    });
    return endpointView(endpoint, secret);
  }

  async update(em: EntityManager, id: string, input: UpdateWebhookEndpointInput): Promise<WebhookEndpointView> {
    const url = input.url != null ? await this.checkedUrl(input.url) : null;
    const secret = input.rotateSecret ? newSecret() : null;
    const sealed = secret ? await this.box.seal(secret, PURPOSE) : null;
    const endpoint = await this.deps.changes.run(em, async (tx, effects) => {
      const e = await this.find(tx, id);
      const before = { url: e.url, events: e.events.join(', '), description: e.description ?? null, status: e.status };
      if (url) e.url = url;
      if (input.events != null) e.events = eventsOf(input.events);
      if (input.description !== undefined) e.description = optionalText(input.description);
      if (input.enabled === true && e.status !== 'active') {
        e.status = 'active';
        // Its failures start counting afresh: a day from the next one.
        e.failingSince = null;
      }
      if (input.enabled === false) e.status = 'paused';
      // Its waiting deliveries go now.
      if (input.enabled === true) effects.publish('webhooks.queued', {});
      if (sealed) e.secretSealed = sealed;
      e.updatedAt = this.deps.clock.now();
      const after = { url: e.url, events: e.events.join(', '), description: e.description ?? null, status: e.status };
      const changes = Object.fromEntries(
        Object.entries(before)
          .filter(([k, v]) => after[k as keyof typeof after] !== v)
          .map(([k, v]): [string, [unknown, unknown]] => [k, [v, after[k as keyof typeof after]]]),
      );
      if (Object.keys(changes).length) {
        effects.audit({ action: 'webhook.changed', entityType: 'webhook', entityId: e._id, summary: `Webhook endpoint ${e.url} changed`, changes });
      }
      if (secret) effects.audit({ action: 'webhook.secret_rotated', entityType: 'webhook', entityId: e._id, summary: `Webhook endpoint ${e.url}: secret rotated` });
      this.changed(effects);
      return e;
    });
    return endpointView(endpoint, secret);
  }

  async delete(em: EntityManager, id: string): Promise<string> {
    await this.deps.changes.run(em, async (tx, effects) => {
      const e = await this.find(tx, id);
      await tx.nativeDelete(WebhookDelivery, { endpointId: e._id });
      await tx.nativeDelete(WebhookEndpoint, { _id: e._id });
      effects.audit({ action: 'webhook.deleted', entityType: 'webhook', entityId: e._id, summary: `Webhook endpoint ${e.url} deleted, with its delivery log` });
      this.changed(effects);
    });
    return 'Webhook endpoint deleted. Nothing more is sent to it.';
  }

  /** An endpoint's deliveries, newest first, a page at a time. */
  async deliveries(em: EntityManager, id: string, page: { limit?: unknown; after?: unknown } = {}): Promise<Page<WebhookDeliveryView>> {
    const endpoint = await this.find(em, id);
    const limit = readLimit(page.limit);
    const after = decodeCursor(page.after, /^\d{1,19}$/);
    const where = after
      ? { endpointId: endpoint._id, $or: [{ createdAt: { $lt: after.at } }, { createdAt: after.at, id: { $lt: after.tie } }] }
      : { endpointId: endpoint._id };
    const rows = await em.find(WebhookDelivery, where, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: limit + 1 });
    const result = pageOf(rows, limit, (d) => ({ at: d.createdAt, tie: String(d.id) }));
    return { items: result.items.map(deliveryView), nextCursor: result.nextCursor };
  }

  /**
   * Sends a delivery again with the same message id (`webhook-id`), as soon as the endpoint's earlier
   * deliveries allow: an integrator de-duplicates it by that id.
   */
  async redeliver(em: EntityManager, id: string, deliveryId: string): Promise<WebhookDeliveryView> {
    if (!/^\d{1,19}$/.test(deliveryId)) throw AppError.notFound(DELIVERY_NOT_FOUND);
    const delivery = await this.deps.changes.run(em, async (tx, effects) => {
      const endpoint = await this.find(tx, id);
      const d = await tx.findOne(WebhookDelivery, { id: deliveryId, endpointId: endpoint._id });
      if (!d) throw AppError.notFound(DELIVERY_NOT_FOUND);
      if (d.status === 'pending' || d.status === 'sending') return d;
      Object.assign(d, { status: 'pending', nextAttemptAt: this.deps.clock.now(), lockedBy: null, lockedUntil: null });
      effects.audit({
        action: 'webhook.redelivered',
        entityType: 'webhook',
        entityId: endpoint._id,
        summary: `Webhook ${d.eventType} (${d.messageId}) queued again for ${endpoint.url}`,
      });
      effects.publish('webhooks.queued', {});
      return d;
    });
    return deliveryView(delivery);
  }

  /** The change unit's step: the deliveries of the changes it announced, queued in its transaction. */
  private async queue(tx: EntityManager, announced: readonly Announced[], effects: Effects): Promise<void> {
    // The endpoints are read in the transaction, never from memory: another instance may have added one.
    const log = (err: unknown, type: string) => this.log?.error({ err, type }, 'webhooks: an event’s record could not be read; it is not sent');
    await queueDeliveries(tx, announced, { clock: this.deps.clock, reads: this.deps.reads, log }, effects);
  }

  /** The booking statement's rows (appointment-writer.ts): the statement itself finds the endpoints that take bookings. */
  bookedRows(booked: readonly BookedAppointment[]): LeadRows | null {
    return bookedRows(booked);
  }

  /** A job card autosave statement's rows (jobcard-save.ts): the statement itself finds the endpoints that take them. */
  savedCardRows(): string {
    return savedCardRows();
  }

  /** Wakes the worker after a statement that queues its own deliveries committed, unless no active endpoint takes their events. */
  notify(...events: WebhookEventType[]): void {
    const taken = this.subscribed;
    if (taken && !events.some((event) => taken.has(event))) return;
    this.deps.pubsub.publish('webhooks.queued', {});
  }

  /** After a day of failures: the endpoint paused ('failing') and its owners emailed, once. */
  private async pauseFailing(endpointId: string): Promise<void> {
    const em = this.deps.orm.em.fork();
    await this.deps.changes.run(em, async (tx, effects) => {
      const e = await tx.findOne(WebhookEndpoint, { _id: endpointId });
      if (!e || e.status !== 'active') return;
      e.status = 'failing';
      e.updatedAt = this.deps.clock.now();
      const last = await tx.findOne(WebhookDelivery, { endpointId }, { orderBy: { lastAttemptAt: QueryOrder.DESC_NULLS_LAST, id: QueryOrder.DESC } });
      const owners = await tx.find(AdminUser, { role: 'owner' as AdminUser['role'], disabledAt: null });
      const facts = { url: e.url, since: (e.failingSince ?? e.updatedAt).toISOString(), lastError: last?.error ?? null };
      for (const owner of owners) if (owner.email) effects.mail(endpointPaused.mail(owner.email, facts));
      effects.audit({
        action: 'webhook.paused',
        entityType: 'webhook',
        entityId: e._id,
        summary: `Webhook endpoint ${e.url} paused: its deliveries failed for a day`,
        changes: { status: ['active', 'failing'] },
      });
      this.changed(effects);
    });
    this.log?.warn({ endpointId }, 'webhooks: endpoint paused after a day of failures');
  }

  private async checkedUrl(raw: string): Promise<string> {
    const url = readEndpointUrl(raw, this.deps.config.webhookAllowPrivate);
    await resolveEndpoint(url, this.deps.config.webhookAllowPrivate);
    return url.toString();
  }

  private async find(em: EntityManager, id: string): Promise<WebhookEndpoint> {
    const e = isId(id) ? await em.findOne(WebhookEndpoint, { _id: id }) : null;
    if (!e) throw AppError.notFound(ENDPOINT_NOT_FOUND);
    return e;
  }

  /** After the commit: every instance reads again which events are taken. */
  private changed(effects: Effects): void {
    effects.publish('webhooks.changed', {});
  }

  private async readSubscribed(): Promise<void> {
    const reading = ++this.reads;
    try {
      const rows = await this.deps.orm.em.fork().find(WebhookEndpoint, { status: 'active' });
      // Only the latest read counts: an earlier one may have seen the endpoints before a change.
      if (reading === this.reads) this.subscribed = new Set(rows.flatMap((e) => e.events));
    } catch (err) {
      this.subscribed = null;
      this.log?.warn({ err }, 'webhooks: could not read the endpoints');
    }
  }
}

const optionalText = (value: string | null | undefined): string | null => (value == null ? null : cleanText(value) || null);

/** The events chosen, each once, in the catalogue's order. */
const eventsOf = (events: readonly string[]): string[] => WEBHOOK_EVENT_TYPES.filter((t) => events.includes(t));
