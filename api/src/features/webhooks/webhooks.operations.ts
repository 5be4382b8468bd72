/** Webhook endpoints and their deliveries (owners): each operation's GraphQL field and REST route. */
import { json } from '../../shared/json-schema.js';
import { arg, defineOperation } from '../../edge/operation.js';
import { defineMessageOperation } from '../../edge/message-operation.js';
import { itemsWithNextLink, pageAsked } from '../../edge/rest-args.js';
import { PageArgs } from '../../shared/page-type.js';
import { CreateWebhookEndpointInput, UpdateWebhookEndpointInput } from './webhooks.inputs.js';
import { deliveryJson, deliverySchema, endpointJson, endpointSchema, WebhookDeliveryPage, WebhookDeliveryView, WebhookEndpointView, WebhookEventTypeView } from './webhooks.types.js';

export const webhookOperations = [
  defineOperation({
    name: 'webhookEventTypes',
    kind: 'query',
    access: 'owner',
    description: 'Every event a webhook endpoint may take, with what it says (owners).',
    args: {},
    result: () => [WebhookEventTypeView],
    run: ({ services }) => services.webhooks.eventTypes(),
    rest: { method: 'GET', path: '/api/admin/webhooks/event-types' },
  }),
  defineOperation({
    name: 'webhookEndpoints',
    kind: 'query',
    access: 'owner',
    description: 'The webhook endpoints, oldest first, without their secrets (owners).',
    args: {},
    result: () => [WebhookEndpointView],
    run: ({ em, services }) => services.webhooks.list(em),
    rest: { method: 'GET', path: '/api/admin/webhooks', present: (list) => list.map(endpointJson), answer: json.array(endpointSchema) },
  }),
  defineOperation({
    name: 'createWebhookEndpoint',
    kind: 'mutation',
    access: 'owner',
    description:
      'Adds a webhook endpoint taking the events chosen, with a new signing secret (`whsec_…`) answered this once. The address must be https and resolve to public addresses (owners).',
    args: { input: arg.input(CreateWebhookEndpointInput) },
    result: () => WebhookEndpointView,
    run: ({ em, services }, { input }) => services.webhooks.create(em, input),
    rest: { method: 'POST', path: '/api/admin/webhooks', status: 201, present: endpointJson, answer: endpointSchema },
  }),
  defineOperation({
    name: 'updateWebhookEndpoint',
    kind: 'mutation',
    access: 'owner',
    description: 'Changes a webhook endpoint: its address, events or description; pauses or resumes it; or rotates its secret, answered this once (owners).',
    args: { id: arg.id(), input: arg.input(UpdateWebhookEndpointInput) },
    result: () => WebhookEndpointView,
    run: ({ em, services }, { id, input }) => services.webhooks.update(em, id, input),
    rest: { method: 'PATCH', path: '/api/admin/webhooks/:id', present: endpointJson, answer: endpointSchema },
  }),
  defineMessageOperation({
    name: 'deleteWebhookEndpoint',
    kind: 'mutation',
    access: 'owner',
    description: 'Deletes a webhook endpoint and its delivery log; nothing more is sent to it (owners).',
    args: { id: arg.id() },
    run: ({ em, services }, { id }) => services.webhooks.delete(em, id),
    rest: { method: 'DELETE', path: '/api/admin/webhooks/:id' },
  }),
  defineOperation({
    name: 'webhookDeliveries',
    kind: 'query',
    access: 'owner',
    description: 'An endpoint’s deliveries, newest first, a page at a time: status, the answer’s status and time, attempts, the next attempt and the last error (owners).',
    args: { id: arg.id(), page: arg.flat(PageArgs) },
    result: () => WebhookDeliveryPage,
    run: ({ em, services }, { id, page }) => services.webhooks.deliveries(em, id, { limit: page.limit ?? undefined, after: page.after }),
    rest: {
      method: 'GET',
      path: '/api/admin/webhooks/:id/deliveries',
      args: (http) => ({ id: (http.request.params as { id: string }).id, page: pageAsked(http) as PageArgs }),
      present: (page, http) => itemsWithNextLink(page, http, deliveryJson),
      answer: json.array(deliverySchema),
    },
  }),
  defineOperation({
    name: 'redeliverWebhook',
    kind: 'mutation',
    access: 'owner',
    description: 'Sends a delivery again with the same `webhook-id`, after any the endpoint is still waiting for (owners).',
    args: { id: arg.id(), deliveryId: arg.id() },
    result: () => WebhookDeliveryView,
    run: ({ em, services }, { id, deliveryId }) => services.webhooks.redeliver(em, id, deliveryId),
    rest: { method: 'POST', path: '/api/admin/webhooks/:id/deliveries/:deliveryId/redeliver', present: deliveryJson, answer: deliverySchema },
  }),
];
