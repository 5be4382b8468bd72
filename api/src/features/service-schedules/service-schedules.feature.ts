/** Logbook services: service schedules by make and model with a vehicle's own, the next service due by km and date, a job card's logbook service and its record. */
import { defineFeature } from '../../feature.js';
import { Migration20261225010000 } from './migrations/Migration20261225010000.js';
import { LogbookService, ServiceSchedule, VehicleServicePlan } from './service-schedule.entity.js';
import { SERVICE_SCHEDULES_AUDIT_ACTIONS } from './service-schedules.audit.js';
import { serviceScheduleOperations } from './service-schedules.operations.js';
import { ServiceSchedulesService } from './service-schedules.service.js';
import { logbookOperations } from './logbook.operations.js';
import { LogbookCardService } from './logbook.service.js';

declare module '../../services.js' {
  interface Services {
    serviceSchedules: ServiceSchedulesService;
    logbook: LogbookCardService;
  }
}

export const serviceSchedulesFeature = defineFeature({
  name: 'service-schedules',
  apiArea: 'jobcards',
  entities: [ServiceSchedule, VehicleServicePlan, LogbookService],
  tables: ['service_schedule', 'vehicle_service_plan', 'logbook_service'],
  migrations: [Migration20261225010000],
  auditActions: SERVICE_SCHEDULES_AUDIT_ACTIONS,
  services: ({ changes, clock, config, services }) => {
    const logbook = new LogbookCardService({ changes, clock, timeZone: config.timeZone, issuer: services.documentIssuer });
    // A card made with kind 'logbook' is a logbook service from the start (a booking's service does not decide it: not every booked service is to the logbook).
    services.jobcards.kinds.add('logbook', { forService: () => false, start: (tx, effects, card) => logbook.startWithCard(tx, effects, card) });
    return { serviceSchedules: new ServiceSchedulesService({ changes, timeZone: config.timeZone }), logbook };
  },
  operations: [...serviceScheduleOperations, ...logbookOperations],
});
