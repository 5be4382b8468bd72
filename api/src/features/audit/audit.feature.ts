/** The audit trail: who changed what, when and from where; written by the change unit, read here. */
import { defineFeature } from '../../feature.js';
import { auditActionOperations } from './audit-actions.operations.js';
import { auditOperations } from './audit.operations.js';
import { AuditService } from './audit.service.js';

declare module '../../services.js' {
  interface Services {
    audit: AuditService;
  }
}

export const auditFeature = defineFeature({
  name: 'audit',
  tables: [],
  services: ({ config, auditActions }) => ({ audit: new AuditService(config.timeZone, auditActions) }),
  operations: [...auditOperations, ...auditActionOperations],
});
