/**
 * Queues webhook deliveries with the change that raises them, in its transaction: one row per event
 * and active endpoint that takes it, the body `{ type, timestamp, data }` made then (data: the record
 * as the REST API answers it, read in the transaction). The booking statement writes its own
 * (`bookedRows`, the same body), since a booking is not a change unit, and so does a job card's
 * autosave (`savedCardRows`).
 */
import { randomUUID } from 'node:crypto';
import { QueryOrder } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Announced, Effects } from '../../platform/changes/change-unit.js';
import type { LeadRows } from '../../platform/outbox/outbox.service.js';
import type { Clock } from '../../shared/time.js';
import { Appointment } from '../booking/appointment.entity.js';
import { appointmentJson } from '../booking/public.js';
import { Customer } from '../customers/customer.entity.js';
import { customerJson } from '../customers/public.js';
import { Invoice } from '../invoices/invoice.entity.js';
import { InvoicePayment } from '../invoices/invoice-payment.entity.js';
import { invoiceJson } from '../invoices/public.js';
import { JobCard } from '../jobcards/jobcard.entity.js';
import { Quote } from '../jobcards/quote.entity.js';
import { jobCardJson, quoteJson, WORK_DONE } from '../jobcards/public.js';
import { partJson, type Part } from '../parts/public.js';
import { eventsOfChange, type WebhookEventType } from './webhook-events.js';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entity.js';

/** A new `webhook-id`: `msg_` and 32 hex digits (the booking statement makes the same in SQL). */
const newMessageId = (): string => `msg_${randomUUID().replaceAll('-', '')}`;

const idOf = (facts: unknown): string => (facts as { id?: string; _id?: string }).id ?? (facts as { _id: string })._id;

/** What the queue reads through other features' services: a part with its sell price and what open job cards hold. */
export interface QueueReads {
  part(tx: EntityManager, id: string): Promise<Part>;
}

/** The `data` of one event from the facts of the change that raised it, read in `tx`; null when the record is gone. */
export async function dataOf(tx: EntityManager, type: WebhookEventType, facts: unknown, reads: QueueReads): Promise<unknown> {
  const id = idOf(facts);
  switch (type) {
    case 'appointment.booked':
    case 'appointment.cancelled':
    case 'appointment.moved': {
      const a = await tx.findOne(Appointment, { _id: id });
      if (!a) return null;
      const from = (facts as { from?: { date: string; time: string } }).from;
      return from ? { ...appointmentJson(a), from } : appointmentJson(a);
    }
    case 'jobcard.changed':
    case 'jobcard.completed': {
      const card = await tx.findOne(JobCard, { _id: id });
      if (!card) return { _id: id, deleted: true };
      card.quoteList = await tx.find(Quote, { jobCard: id }, { orderBy: { sentAt: 'desc' } });
      return jobCardJson(card);
    }
    case 'quote.sent':
    case 'quote.decided': {
      const quotes = await tx.find(Quote, { jobCard: id }, { orderBy: type === 'quote.sent' ? { sentAt: 'desc' } : { decidedAt: QueryOrder.DESC_NULLS_LAST } });
      return quotes[0] ? { ...quoteJson(quotes[0]), jobCardId: id } : null;
    }
    case 'invoice.issued':
    case 'invoice.paid':
    case 'invoice.voided':
    case 'payment.recorded': {
      const invoice = facts instanceof Invoice ? facts : await tx.findOne(Invoice, { _id: id });
      if (!invoice) return null;
      if (type !== 'payment.recorded') return invoiceJson(invoice);
      const payment = await tx.findOne(InvoicePayment, { invoice: invoice._id }, { orderBy: { recordedAt: 'desc' } });
      // The payment as the invoice's REST detail lists it.
      const detail = payment ? (invoiceJson(invoice, { documents: [], payments: [payment], creditNote: null }) as { payments?: unknown[] }) : null;
      return { ...invoiceJson(invoice), payment: detail?.payments?.[0] ?? null };
    }
    case 'customer.changed': {
      const customer = await tx.findOne(Customer, { _id: id });
      if (!customer) return null;
      const mergedId = (facts as { mergedId?: string }).mergedId;
      return mergedId ? { ...customerJson(customer), mergedId } : customerJson(customer);
    }
    case 'part.stock_low':
      return partJson(await reads.part(tx, id));
  }
}

/**
 * The deliveries of `announced` (the changes of one unit), written in `tx` for every active
 * endpoint that takes their events; answers how many. An event is queued once per record even when
 * the unit announced several changes of it.
 */
export async function queueDeliveries(
  tx: EntityManager,
  announced: readonly Announced[],
  deps: { clock: Clock; reads: QueueReads; log: (err: unknown, type: string) => void },
  effects: Effects,
): Promise<number> {
  const raised: Array<{ type: WebhookEventType; facts: unknown }> = [];
  const seen = new Set<string>();
  for (const { kind, facts } of announced) {
    for (const type of eventsOfChange(kind, facts)) {
      const key = `${type} ${idOf(facts)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      raised.push({ type, facts });
    }
  }
  if (!raised.length) return 0;
  const endpoints = await tx.find(WebhookEndpoint, { status: 'active' }, { orderBy: { _id: 'asc' } });
  const wanted = raised.filter((r) => endpoints.some((e) => e.events.includes(r.type)));
  if (!wanted.length) return 0;
  // What the unit changed through the ORM is written first, so the records are read as they now are.
  await tx.flush();
  const now = deps.clock.now();
  const rows = [];
  for (const { type, facts } of wanted) {
    let data: unknown;
    try {
      data = await dataOf(tx, type, facts, deps.reads);
    } catch (err) {
      // A record that cannot be read as the API shows it never holds up the change itself.
      deps.log(err, type);
      continue;
    }
    if (data === null) continue;
    const payload = { type, timestamp: now.toISOString(), data };
    for (const e of endpoints) {
      if (e.events.includes(type)) rows.push({ endpointId: e._id, messageId: newMessageId(), eventType: type, payload, status: 'pending' as const, attempts: 0, nextAttemptAt: now, createdAt: now });
    }
  }
  if (!rows.length) return 0;
  await tx.insertMany(WebhookDelivery, rows);
  effects.publish('webhooks.queued', {});
  return rows.length;
}

/** A booking the booking statement inserts: its id, when it was made, and its REST JSON without the customer (the statement adds it). */
export interface BookedAppointment {
  id: string;
  at: Date;
  json: object;
}

/**
 * The booking statement's `appointment.booked` deliveries: for each appointment it inserts (`lead`),
 * one row per active endpoint that takes the event, with the body the change units' deliveries have
 * (the customer the statement found or made added to `data`).
 */
export function bookedRows(booked: readonly BookedAppointment[]): LeadRows | null {
  if (!booked.length) return null;
  return {
    name: 'webhooks',
    sql: `INSERT INTO webhook_delivery (endpoint_id, message_id, event_type, payload, status, attempts, next_attempt_at, created_at)
      SELECT e._id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), 'appointment.booked',
        jsonb_build_object('type', 'appointment.booked', 'timestamp', w.at, 'data', w.data || jsonb_build_object('customerId', lead.customer_id)),
        'pending', 0, w.at::timestamptz, w.at::timestamptz
      FROM json_to_recordset(?::json) AS w(parent_id text, n int, at text, data jsonb)
      JOIN lead ON lead._id = w.parent_id
      JOIN webhook_endpoint e ON e.status = 'active' AND e.events @> '["appointment.booked"]'::jsonb
      ORDER BY w.n, e._id
      RETURNING id`,
    params: [JSON.stringify(booked.map((b, n) => ({ parent_id: b.id, n, at: b.at.toISOString(), data: b.json })))],
  };
}

const sqlList = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/**
 * A job card autosave's deliveries, as a CTE of its statement, over its `saved` rows (`_id`,
 * `status`, `was_status`, `by_at`): `jobcard.changed` for every card saved and `jobcard.completed`
 * for one the save marked done, one row per active endpoint that takes the event, in that order.
 * The statement cannot make the card's REST JSON, so `data` is made from the card when the
 * delivery is first sent (`data_from`) and kept for every retry.
 */
export function savedCardRows(): string {
  const done = sqlList(WORK_DONE);
  return `card_webhooks AS (
    INSERT INTO webhook_delivery (endpoint_id, message_id, event_type, payload, status, attempts, next_attempt_at, created_at, data_from)
    SELECT e._id, 'msg_' || replace(gen_random_uuid()::text, '-', ''), ev.type,
      jsonb_build_object('type', ev.type, 'timestamp', to_char(saved.by_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'), 'data', NULL),
      'pending', 0, saved.by_at, saved.by_at, saved._id
    FROM saved
    CROSS JOIN LATERAL (VALUES (1, 'jobcard.changed'),
      (2, CASE WHEN saved.status IN (${done}) AND saved.was_status NOT IN (${done}) THEN 'jobcard.completed' END)) AS ev(n, type)
    JOIN webhook_endpoint e ON e.status = 'active' AND e.events @> jsonb_build_array(ev.type)
    WHERE ev.type IS NOT NULL
    ORDER BY saved._id, ev.n, e._id
    RETURNING id
  )`;
}
