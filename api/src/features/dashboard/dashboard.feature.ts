/** The live dashboard: its counters, and 'Today' (the workshop's day on one screen). */
import { defineFeature } from '../../feature.js';
import { dashboardOperations } from './dashboard.operations.js';
import { DashboardResolver } from './dashboard.resolver.js';
import { DashboardService } from './dashboard.service.js';
import { TodayResolver } from './today.resolver.js';
import { TodayService } from './today.service.js';

declare module '../../services.js' {
  interface Services {
    dashboard: DashboardService;
    today: TodayService;
  }
}

export const dashboardFeature = defineFeature({
  name: 'dashboard',
  apiArea: 'reports',
  tables: [],
  services: ({ orm, config, clock, services }) => ({
    dashboard: new DashboardService({ orm, clock, booking: services.booking, contact: services.contact }),
    today: new TodayService({ clock, timeZone: config.timeZone, profile: () => services.settings.profile() }),
  }),
  operations: dashboardOperations,
  resolvers: [
    { type: DashboardResolver, create: ({ services }) => new DashboardResolver(services.dashboard) },
    { type: TodayResolver, create: ({ services }) => new TodayResolver(services.today) },
  ],
});
