/** Vehicles: one per rego, kept by the database; the vehicle page with its owner, odometer readings and history. */
import { defineFeature } from '../../feature.js';
import { VehicleHistoryService } from './vehicle-history.service.js';
import { OdometerReading, Vehicle } from './vehicle.entity.js';
import { vehicleOperations } from './vehicle.operations.js';
import { VehicleService } from './vehicle.service.js';

declare module '../../services.js' {
  interface Services {
    vehicleHistory: VehicleHistoryService;
    vehicles: VehicleService;
  }
}

export const vehiclesFeature = defineFeature({
  name: 'vehicles',
  apiArea: 'customers',
  entities: [Vehicle, OdometerReading],
  tables: ['vehicle', 'odometer_reading'],
  // Read in SQL by the customers' search, the reminders' choices (service due, the owner) and a job card's odometer check.
  readModels: ['vehicle', 'odometer_reading'],
  services: ({ clock, config, services }) => {
    const vehicleHistory = new VehicleHistoryService({ booking: services.booking, jobcards: services.jobcards, invoices: services.invoices, timeZone: config.timeZone });
    return { vehicleHistory, vehicles: new VehicleService({ history: vehicleHistory, clock, timeZone: config.timeZone }) };
  },
  operations: vehicleOperations,
});
