/** Roadworthy inspections (Victoria): the checklist, a job card's inspection with its items' photos, its certificate or rejection report, tester numbers. */
import { defineFeature } from '../../feature.js';
import { Migration20261224030000 } from './migrations/Migration20261224030000.js';
import { Migration20261226010000 } from './migrations/Migration20261226010000.js';
import { RoadworthyCheck, RoadworthyInspection, RoadworthyTester } from './roadworthy.entity.js';
import { ROADWORTHY_AUDIT_ACTIONS } from './roadworthy.audit.js';
import { roadworthyOperations } from './roadworthy.operations.js';
import { RoadworthyPhoto } from './roadworthy-photo.entity.js';
import { roadworthyPhotoOperations } from './roadworthy-photo.operations.js';
import { RoadworthyPhotoService } from './roadworthy-photo.service.js';
import { RoadworthyChecklistService } from './roadworthy-checklist.service.js';
import { RoadworthyService } from './roadworthy.service.js';
import { roadworthyRejected } from './roadworthy.templates.js';
import { StaffTesterResolver } from './staff-tester.resolver.js';
import { VehicleRoadworthyResolver } from './vehicle-roadworthy.resolver.js';

declare module '../../services.js' {
  interface Services {
    roadworthy: RoadworthyService;
    roadworthyChecklist: RoadworthyChecklistService;
    roadworthyPhotos: RoadworthyPhotoService;
  }
}

export const roadworthyFeature = defineFeature({
  name: 'roadworthy',
  apiArea: 'jobcards',
  entities: [RoadworthyCheck, RoadworthyInspection, RoadworthyTester, RoadworthyPhoto],
  tables: ['roadworthy_check', 'roadworthy_inspection', 'roadworthy_tester', 'roadworthy_photo'],
  // The diary shows each booking's result (its job card's inspection).
  readModels: ['roadworthy_inspection'],
  migrations: [Migration20261224030000, Migration20261226010000],
  auditActions: ROADWORTHY_AUDIT_ACTIONS,
  templates: [roadworthyRejected],
  services: ({ changes, clock, config, services }) => {
    const checklist = new RoadworthyChecklistService(changes);
    const photos = new RoadworthyPhotoService({ changes, clock, documents: services.documents });
    const roadworthy = new RoadworthyService({
      changes,
      clock,
      timeZone: config.timeZone,
      checklist,
      issuer: services.documentIssuer,
      closedOn: async (date) => (await services.settings.openingHours()).isClosedDay(date),
      texts: services.sms,
      profile: () => services.settings.profile(),
      photos,
    });
    // A card made as a roadworthy, or started from a booking for one, is an inspection from the start.
    services.jobcards.kinds.add('roadworthy', {
      forService: (serviceType) => /roadworthy|\brwc\b/i.test(serviceType),
      start: (tx, effects, card) => roadworthy.startWithCard(tx, effects, card),
    });
    services.vehicles.readCertificates((em, rego) => roadworthy.certificateOf(em, rego));
    return { roadworthyChecklist: checklist, roadworthy, roadworthyPhotos: photos };
  },
  operations: [...roadworthyOperations, ...roadworthyPhotoOperations],
  resolvers: [
    { type: StaffTesterResolver, create: ({ services }) => new StaffTesterResolver(services.roadworthy) },
    { type: VehicleRoadworthyResolver, create: ({ services }) => new VehicleRoadworthyResolver(services.roadworthy) },
  ],
});
