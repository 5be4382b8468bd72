/** Webhooks: owners' endpoints, deliveries queued with each change and sent, signed, after it commits. */
import { defineFeature } from '../../feature.js';
import { Migration20261223010000 } from './migrations/Migration20261223010000.js';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entity.js';
import { WEBHOOK_AUDIT_ACTIONS } from './webhooks.audit.js';
import { webhookOperations } from './webhooks.operations.js';
import { WebhooksService } from './webhooks.service.js';
import { endpointPaused } from './webhooks.templates.js';

declare module '../../services.js' {
  interface Services {
    webhooks: WebhooksService;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    /** A delivery was queued: the worker sends it now rather than at its next poll. */
    'webhooks.queued': Record<string, never>;
    /** An endpoint was added, changed, paused or deleted: which events are taken is read again. */
    'webhooks.changed': Record<string, never>;
  }
}

export const webhooksFeature = defineFeature({
  name: 'webhooks',
  entities: [WebhookEndpoint, WebhookDelivery],
  tables: ['webhook_endpoint', 'webhook_delivery'],
  migrations: [Migration20261223010000],
  auditActions: WEBHOOK_AUDIT_ACTIONS,
  templates: [endpointPaused],
  services: ({ orm, config, clock, pubsub, changes, serverBusy, services }) => ({
    webhooks: new WebhooksService({ orm, config, clock, pubsub, changes, busy: serverBusy, reads: { part: (tx, id) => services.parts.get(tx, id) } }),
  }),
  operations: webhookOperations,
  ready: ({ services }, log) => services.webhooks.logTo(log),
  start: (services) => services.webhooks.start(),
  close: (services) => services.webhooks.close(),
});
