/** Settings an owner can change: the business details documents and emails print, over the environment's defaults. */
import { defineFeature } from '../../feature.js';
import { SETTINGS_AUDIT_ACTIONS } from './settings.audit.js';
import { BusinessSettingsRow } from './business-settings.entity.js';
import { WorkshopSettingRow } from './workshop-setting.entity.js';
import { settingsOperations } from './settings.operations.js';
import { SettingsService } from './settings.service.js';

declare module '../../services.js' {
  interface Services {
    settings: SettingsService;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    /** The business settings were saved: read them again. */
    'settings.changed': Record<string, never>;
  }
}

export const settingsFeature = defineFeature({
  name: 'settings',
  auditActions: SETTINGS_AUDIT_ACTIONS,
  entities: [BusinessSettingsRow, WorkshopSettingRow],
  tables: ['business_settings', 'workshop_setting'],
  services: ({ config, clock, changes, pubsub, em }) => ({ settings: new SettingsService({ config, clock, changes, pubsub, em }) }),
  operations: settingsOperations,
  // Emails print the workshop as saved in the app; its PayID while invoices cannot be paid online (Stripe not connected).
  ready: ({ mail, services }) =>
    mail.useBusiness(async () => {
      const profile = await services.settings.profile();
      return profile.payId && services.stripeSettings.connected() ? { ...profile, payId: '' } : profile;
    }),
});
