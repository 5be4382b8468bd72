/** The audit trail: who changed what, when and from where; written by the change unit, read here. */
import { defineFeature } from '../../feature.js';
import { AuditResolver } from './audit.resolver.js';
import { auditRoutes } from './audit.routes.js';
import { AuditService } from './audit.service.js';
import { auditActionOperations } from './audit-actions.operations.js';

declare module '../../services.js' {
  interface Services {
    audit: AuditService;
  }
}

export const auditFeature = defineFeature({
  name: 'audit',
  tables: [],
  services: ({ config, auditActions }) => ({ audit: new AuditService(config.timeZone, auditActions) }),
  resolvers: [{ type: AuditResolver, create: ({ services }) => new AuditResolver(services.audit) }],
  routes: (app, { services }) => auditRoutes(app, services.audit),
  operations: auditActionOperations,
});
