/**
 * The Xero sync: an owner connects the workshop's Xero organisation (OAuth 2.0 with PKCE, tokens
 * sealed and refreshed), and from then on issued invoices, payments, reversals and adjustment notes
 * (as credit notes allocated to their invoice), with their contacts, go to Xero after their change
 * commits, through a queue written in that change's transaction; never twice, at Xero's pace.
 */
import { defineFeature } from '../../feature.js';
import { auditActions } from '../../platform/audit/audit-actions.js';
import { Migration20261223020000 } from './migrations/Migration20261223020000.js';
import { XeroClient } from './xero-client.js';
import { XeroAuthorization, XeroConnection, XeroContact } from './xero-connection.entity.js';
import { XeroConnectionService } from './xero-connection.service.js';
import { XeroInvoiceResolver } from './xero-invoice.resolver.js';
import { XeroPush } from './xero-push.js';
import { XeroSync } from './xero-sync.entity.js';
import { XeroSyncService } from './xero-sync.service.js';
import { xeroOperations } from './xero.operations.js';
import { XeroWorker } from './xero.worker.js';

declare module '../../services.js' {
  interface Services {
    xeroConnection: XeroConnectionService;
    xeroSync: XeroSyncService;
    xeroWorker: XeroWorker;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    /** Documents were queued for Xero: the worker sends them now rather than at its next poll. */
    'xero.queued': Record<string, never>;
  }
}

export const xeroFeature = defineFeature({
  name: 'xero',
  auditActions: auditActions('settings', {
    'xero.app_saved': 'Xero app saved',
    'xero.connected': 'Xero connected',
    'xero.disconnected': 'Xero disconnected',
    'xero.retried': 'Xero sync retried',
  }),
  entities: [XeroConnection, XeroAuthorization, XeroContact, XeroSync],
  migrations: [Migration20261223020000],
  tables: ['xero_connection', 'xero_authorization', 'xero_contact', 'xero_sync'],
  services: ({ config, clock, changes, orm, pubsub, services, serverBusy, em }) => {
    let connection: XeroConnectionService | null = null;
    const client = new XeroClient({
      identityUrl: config.xeroIdentityUrl,
      apiUrl: config.xeroApiUrl,
      timeoutMs: config.xeroTimeoutMs,
      paused: async (until: Date): Promise<void> => connection?.pause(until),
    });
    connection = new XeroConnectionService({ config, clock, changes, client, em });
    const pusher = new XeroPush({
      client,
      connection,
      em,
      accountCode: config.xeroAccountCode,
      paymentAccountCode: config.xeroPaymentAccountCode,
      timeZone: config.timeZone,
      paymentTermsDays: async () => (await services.documents.profile()).paymentTermsDays,
    });
    const worker = new XeroWorker(orm, pusher, pubsub, {
      pollMs: config.outboxPollMs,
      retryBaseMs: config.outboxRetryBaseMs,
      maxAttempts: config.outboxMaxAttempts,
      leaseMs: config.outboxLeaseMs,
      busy: serverBusy,
    });
    return { xeroConnection: connection, xeroSync: new XeroSyncService({ changes, connection }), xeroWorker: worker };
  },
  operations: xeroOperations,
  resolvers: [{ type: XeroInvoiceResolver, create: ({ services }) => new XeroInvoiceResolver(services.xeroSync) }],
  ready: ({ services }, log) => void (services.xeroWorker.log = log),
  start: (services) => services.xeroWorker.start(),
  close: (services) => services.xeroWorker.stop(),
});
