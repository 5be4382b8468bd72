/** Vehicle history: every booking, job card and invoice of one rego. */
import { defineFeature } from '../../feature.js';
import { VehicleHistoryResolver } from './vehicle-history.resolver.js';
import { vehicleHistoryRoutes } from './vehicle-history.routes.js';
import { VehicleHistoryService } from './vehicle-history.service.js';

declare module '../../feature.js' {
  interface Services {
    vehicles: VehicleHistoryService;
  }
}

export const vehiclesFeature = defineFeature({
  name: 'vehicles',
  services: ({ config, services }) => ({
    vehicles: new VehicleHistoryService({ booking: services.booking, jobcards: services.jobcards, invoices: services.invoices, timeZone: config.timeZone }),
  }),
  resolvers: [{ type: VehicleHistoryResolver, create: ({ services }) => new VehicleHistoryResolver(services.vehicles) }],
  routes: (app, { services }) => vehicleHistoryRoutes(app, services.vehicles),
});
