/** Vehicles: one per rego, kept by the database; the vehicle page with its owner, odometer readings and history. */
import { defineFeature } from '../../feature.js';
import { Migration20261224020000 } from './migrations/Migration20261224020000.js';
import { Migration20261225011000 } from './migrations/Migration20261225011000.js';
import { Migration20261225041000 } from './migrations/Migration20261225041000.js';
import { Migration20261226020000 } from './migrations/Migration20261226020000.js';
import { VEHICLES_AUDIT_ACTIONS } from './vehicles.audit.js';
import { RecommendedWork } from './recommended-work.entity.js';
import { recommendedWorkOperations } from './recommended-work.operations.js';
import { RecommendedWorkService } from './recommended-work.service.js';
import { VehicleHistoryService } from './vehicle-history.service.js';
import { OdometerReading, Vehicle } from './vehicle.entity.js';
import { vehicleOperations } from './vehicle.operations.js';
import { VehicleService } from './vehicle.service.js';

declare module '../../services.js' {
  interface Services {
    vehicleHistory: VehicleHistoryService;
    vehicles: VehicleService;
    recommendedWork: RecommendedWorkService;
  }
}

export const vehiclesFeature = defineFeature({
  name: 'vehicles',
  apiArea: 'customers',
  auditActions: VEHICLES_AUDIT_ACTIONS,
  entities: [Vehicle, OdometerReading, RecommendedWork],
  tables: ['vehicle', 'odometer_reading', 'recommended_work'],
  // Read in SQL by the customers' search, the reminders' choices (service due, the owner, the recommended work followed up) and a job card's odometer check.
  readModels: ['vehicle', 'odometer_reading', 'recommended_work'],
  services: ({ changes, clock, config, services }) => {
    const vehicleHistory = new VehicleHistoryService({ booking: services.booking, jobcards: services.jobcards, invoices: services.invoices, timeZone: config.timeZone });
    return {
      vehicleHistory,
      vehicles: new VehicleService({ history: vehicleHistory, changes, clock, timeZone: config.timeZone }),
      recommendedWork: new RecommendedWorkService({ changes, clock }),
    };
  },
  operations: [...vehicleOperations, ...recommendedWorkOperations],
  migrations: [Migration20261224020000, Migration20261225011000, Migration20261225041000, Migration20261226020000],
});
