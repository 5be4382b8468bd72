/** The live dashboard's counters. */
import { defineFeature } from '../../feature.js';
import { DashboardResolver } from './dashboard.resolver.js';
import { DashboardService } from './dashboard.service.js';

declare module '../../feature.js' {
  interface Services {
    dashboard: DashboardService;
  }
}

export const dashboardFeature = defineFeature({
  name: 'dashboard',
  services: ({ orm, clock, services }) => ({ dashboard: new DashboardService({ orm, clock, booking: services.booking, contact: services.contact }) }),
  resolvers: [{ type: DashboardResolver, create: ({ services }) => new DashboardResolver(services.dashboard) }],
});
