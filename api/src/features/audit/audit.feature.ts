/** The audit trail: who changed what, when and from where; written by the change unit, read here. */
import { defineFeature } from '../../feature.js';
import { AuditResolver } from './audit.resolver.js';
import { auditRoutes } from './audit.routes.js';
import { AuditService } from './audit.service.js';

declare module '../../services.js' {
  interface Services {
    audit: AuditService;
  }
}

export const auditFeature = defineFeature({
  name: 'audit',
  tables: [],
  services: ({ config }) => ({ audit: new AuditService(config.timeZone) }),
  resolvers: [{ type: AuditResolver, create: ({ services }) => new AuditResolver(services.audit) }],
  routes: (app, { services }) => auditRoutes(app, services.audit),
});
