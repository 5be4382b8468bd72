/** The outside accounts owners connect in the app: Twilio for texts (and which messages go by text) and Stripe for paying invoices online, over the environment's TWILIO_*, SMS_KINDS and STRIPE_*. */
import { defineFeature } from '../../feature.js';
import { auditActions } from '../../platform/audit/audit-actions.js';
import { IntegrationSettingRow } from './integration-setting.entity.js';
import { IntegrationStore } from './integration-store.js';
import { Migration20261222010000 } from './migrations/Migration20261222010000.js';
import { integrationsOperations } from './integrations.operations.js';
import { SmsSettingsService } from './sms-settings.service.js';
import { StripeSettingsService } from './stripe-settings.service.js';

declare module '../../services.js' {
  interface Services {
    /** The saved accounts, in memory (read by the two services below). */
    integrationStore: IntegrationStore;
    smsSettings: SmsSettingsService;
    stripeSettings: StripeSettingsService;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    /** An outside account was saved ('twilio', 'smsKinds' or 'stripe'): every instance reads it again. */
    'integration-settings.changed': { key: string };
  }
}

export const integrationsFeature = defineFeature({
  name: 'settings',
  auditActions: auditActions('settings', {
    'settings.texts_saved': 'Twilio account for texts saved',
    'settings.text_kinds_saved': 'Messages sent by text saved',
    'settings.stripe_saved': 'Online payment (Stripe) saved',
  }),
  entities: [IntegrationSettingRow],
  migrations: [Migration20261222010000],
  tables: ['integration_setting'],
  services: ({ config, clock, changes, pubsub, em }) => {
    const store = new IntegrationStore({ config, clock, changes, pubsub, em });
    return { smsSettings: new SmsSettingsService({ config, changes, store }), stripeSettings: new StripeSettingsService({ config, store }), integrationStore: store };
  },
  // The saved accounts are in effect before the server answers or sends anything.
  prepare: (services) => services.integrationStore.load(),
  operations: integrationsOperations,
  ready: ({ services }, log) => void (services.integrationStore.log = log),
});
