/** A customer's data on request (Privacy Act 1988, APP 12 and 13): the export, the erasure, and the retention of old messages. */
import { defineFeature } from '../../feature.js';
import { Migration20261225030000 } from './migrations/Migration20261225030000.js';
import { Migration20261225031000 } from './migrations/Migration20261225031000.js';
import { PRIVACY_AUDIT_ACTIONS } from './privacy.audit.js';
import { privacyOperations } from './privacy.operations.js';
import { PrivacyRetentionService } from './privacy-retention.js';
import { PrivacySetting } from './privacy-setting.entity.js';
import { PrivacyService } from './privacy.service.js';

declare module '../../services.js' {
  interface Services {
    privacy: PrivacyService;
    privacyRetention: PrivacyRetentionService;
  }
}

export const privacyFeature = defineFeature({
  name: 'privacy',
  apiArea: 'customers',
  entities: [PrivacySetting],
  tables: ['privacy_setting'],
  migrations: [Migration20261225030000, Migration20261225031000],
  auditActions: PRIVACY_AUDIT_ACTIONS,
  services: ({ changes, clock, config, em, services }) => ({
    privacy: new PrivacyService({ changes, clock, documents: services.documents, timeZone: config.timeZone }),
    privacyRetention: new PrivacyRetentionService({ changes, clock, em, timeZone: config.timeZone }),
  }),
  operations: privacyOperations,
  ready: ({ services }, log) => services.privacyRetention.logTo(log),
  start: (services) => services.privacyRetention.start(),
  close: (services) => services.privacyRetention.close(),
});
