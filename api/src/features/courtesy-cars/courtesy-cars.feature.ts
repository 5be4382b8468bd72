/** The workshop's courtesy cars and their loans to customers. */
import { defineFeature } from '../../feature.js';
import { CourtesyCar, CourtesyLoan } from './courtesy-car.entity.js';
import { COURTESY_CAR_AUDIT_ACTIONS } from './courtesy-cars.audit.js';
import { courtesyCarOperations } from './courtesy-cars.operations.js';
import { CourtesyCarsService } from './courtesy-cars.service.js';
import { Migration20261219000000 } from './migrations/Migration20261219000000.js';

declare module '../../services.js' {
  interface Services {
    courtesyCars: CourtesyCarsService;
  }
}

export const courtesyCarsFeature = defineFeature({
  name: 'courtesy-cars',
  apiArea: 'appointments',
  entities: [CourtesyCar, CourtesyLoan],
  tables: ['courtesy_car', 'courtesy_loan'],
  migrations: [Migration20261219000000],
  auditActions: COURTESY_CAR_AUDIT_ACTIONS,
  services: ({ config, clock, changes }) => ({ courtesyCars: new CourtesyCarsService({ clock, timeZone: config.timeZone, changes }) }),
  operations: courtesyCarOperations,
});
