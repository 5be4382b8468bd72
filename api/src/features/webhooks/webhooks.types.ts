/** Webhook endpoints and deliveries as GraphQL and REST answer them (the secret only when it was just made). */
import { json } from '../../shared/json-schema.js';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { PageOf } from '../../shared/page-type.js';
import type { WebhookDelivery, WebhookEndpoint } from './webhook.entity.js';

@ObjectType('WebhookEventType', { description: 'An event an endpoint may take.' })
export class WebhookEventTypeView {
  @Field(() => String, { description: 'e.g. "appointment.booked": the `type` of the body sent.' })
  name!: string;

  @Field(() => String)
  description!: string;
}

@ObjectType('WebhookEndpoint', { description: 'An address the workshop’s events are sent to, signed with its secret (owners).' })
export class WebhookEndpointView {
  @Field(() => ID)
  id!: string;

  @Field(() => String)
  url!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => [String], { description: 'The event types it takes.' })
  events!: string[];

  @Field(() => String, { description: 'active; paused (by an owner); or failing (paused after its deliveries failed for a day).' })
  status!: string;

  @Field(() => Date, { nullable: true, description: 'Since when its deliveries have failed without one succeeding; null while they succeed.' })
  failingSince!: Date | null;

  @Field(() => String, {
    nullable: true,
    description: 'The signing secret (`whsec_…`), answered only when the endpoint is created or its secret is rotated: keep it then, it is not shown again.',
  })
  secret!: string | null;

  @Field(() => Date)
  createdAt!: Date;

  @Field(() => Date)
  updatedAt!: Date;
}

@ObjectType('WebhookDelivery', { description: 'One event sent (or to be sent) to an endpoint, with the last attempt’s outcome.' })
export class WebhookDeliveryView {
  @Field(() => ID)
  id!: string;

  @Field(() => String, { description: 'The `webhook-id` header: the same on every attempt and redelivery, for de-duplication.' })
  messageId!: string;

  @Field(() => String)
  eventType!: string;

  @Field(() => String, { description: 'pending, sending, delivered or failed (given up).' })
  status!: string;

  @Field(() => Int)
  attempts!: number;

  @Field(() => Int, { nullable: true, description: 'The HTTP status of the last answer; null when the endpoint did not answer.' })
  responseStatus!: number | null;

  @Field(() => Int, { nullable: true, description: 'How long the last attempt took, in milliseconds.' })
  durationMs!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  error!: string | null;

  @Field(() => Date, { nullable: true, description: 'When the next attempt is due; null once delivered or given up.' })
  nextAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true })
  lastAttemptAt!: Date | null;

  @Field(() => Date, { nullable: true })
  deliveredAt!: Date | null;

  @Field(() => Date)
  createdAt!: Date;
}

@ObjectType({ description: 'One page of an endpoint’s deliveries, newest first.' })
export class WebhookDeliveryPage extends PageOf(WebhookDeliveryView) {}

export function endpointView(e: WebhookEndpoint, secret: string | null = null): WebhookEndpointView {
  return Object.assign(new WebhookEndpointView(), {
    id: e._id,
    url: e.url,
    description: e.description ?? null,
    events: e.events,
    status: e.status,
    failingSince: e.failingSince ?? null,
    secret,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  });
}

export function deliveryView(d: WebhookDelivery): WebhookDeliveryView {
  const waiting = d.status === 'pending' || d.status === 'sending';
  return Object.assign(new WebhookDeliveryView(), {
    id: String(d.id),
    messageId: d.messageId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    responseStatus: d.responseStatus ?? null,
    durationMs: d.durationMs ?? null,
    error: d.error ?? null,
    nextAttemptAt: waiting ? d.nextAttemptAt : null,
    lastAttemptAt: d.lastAttemptAt ?? null,
    deliveredAt: d.deliveredAt ?? null,
    createdAt: d.createdAt,
  });
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const maybeText = json.nullable(json.string());

/** A webhook endpoint as REST answers it; `secret` only when it was just made or rotated. */
export const endpointSchema = json.named(
  'WebhookEndpoint',
  json.object(
    {
      id: json.string(),
      url: json.string(),
      description: maybeText,
      events: json.array(json.string()),
      status: json.oneOf(['active', 'paused', 'failing']),
      failingSince: json.nullable(json.dateTime()),
      secret: json.string({ description: 'whsec_…: shown this once.' }),
      createdAt: json.dateTime(),
      updatedAt: json.dateTime(),
    },
    { optional: ['secret'] },
  ),
);

/** One delivery of an event to an endpoint. */
export const deliverySchema = json.named(
  'WebhookDelivery',
  json.object({
    id: json.string(),
    messageId: json.string({ description: 'The webhook-id header: the same on every retry.' }),
    eventType: json.string(),
    status: json.oneOf(['pending', 'sending', 'delivered', 'failed']),
    attempts: json.integer(),
    responseStatus: json.nullable(json.integer()),
    durationMs: json.nullable(json.integer()),
    error: maybeText,
    nextAttemptAt: json.nullable(json.dateTime()),
    lastAttemptAt: json.nullable(json.dateTime()),
    deliveredAt: json.nullable(json.dateTime()),
    createdAt: json.dateTime(),
  }),
);

export function endpointJson(e: WebhookEndpointView) {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events,
    status: e.status,
    failingSince: iso(e.failingSince),
    ...(e.secret ? { secret: e.secret } : {}),
    createdAt: e.createdAt.toISOString(),
    updatedAt: e.updatedAt.toISOString(),
  };
}

export function deliveryJson(d: WebhookDeliveryView) {
  return {
    id: d.id,
    messageId: d.messageId,
    eventType: d.eventType,
    status: d.status,
    attempts: d.attempts,
    responseStatus: d.responseStatus,
    durationMs: d.durationMs,
    error: d.error,
    nextAttemptAt: iso(d.nextAttemptAt),
    lastAttemptAt: iso(d.lastAttemptAt),
    deliveredAt: iso(d.deliveredAt),
    createdAt: d.createdAt.toISOString(),
  };
}
