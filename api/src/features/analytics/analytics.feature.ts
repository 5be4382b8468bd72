/** Analytics and reports: figures over a period, the report PDFs and their history. */
import { defineFeature } from '../../feature.js';
import { ANALYTICS_AUDIT_ACTIONS } from './analytics.audit.js';
import { AnalyticsReport } from './analytics-report.entity.js';
import { analyticsOperations } from './analytics.operations.js';
import { AnalyticsResolver } from './analytics.resolver.js';
import { AnalyticsService } from './analytics.service.js';

declare module '../../services.js' {
  interface Services {
    analytics: AnalyticsService;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    /** An analytics report was generated or deleted. */
    'analytics.report-changed': { filename: string; kind: 'generated' | 'deleted' };
  }
}

export const analyticsFeature = defineFeature({
  name: 'analytics',
  apiArea: 'reports',
  auditActions: ANALYTICS_AUDIT_ACTIONS,
  entities: [AnalyticsReport],
  tables: ['analytics_report'],
  services: ({ config, clock, changes, pubsub, services }) => ({
    analytics: new AnalyticsService({
      config,
      clock,
      changes,
      booking: services.booking,
      invoices: services.invoices,
      jobcards: services.jobcards,
      documents: services.documents,
      jobInvoicing: services.jobInvoicing,
      costRates: () => services.settings.technicianCostRates(),
      pubsub,
    }),
  }),
  close: (services) => services.analytics.close(),
  operations: analyticsOperations,
  resolvers: [{ type: AnalyticsResolver, create: () => new AnalyticsResolver() }],
});
