/** The workshop diary: the day and the week at a glance, the bays, bookings taken by staff, moves and the day sheet. */
import { defineFeature } from '../../feature.js';
import { DIARY_AUDIT_ACTIONS } from './diary.audit.js';
import { DiarySetting } from './diary-setting.entity.js';
import { diaryOperations } from './diary.operations.js';
import { DiaryResolver } from './diary.resolver.js';
import { DiaryService } from './diary.service.js';

declare module '../../services.js' {
  interface Services {
    diary: DiaryService;
  }
}

export const diaryFeature = defineFeature({
  name: 'diary',
  apiArea: 'appointments',
  auditActions: DIARY_AUDIT_ACTIONS,
  entities: [DiarySetting],
  tables: ['diary_setting'],
  // The bays: read by booking's taken-times statement (the hot read of a date's free times).
  readModels: ['diary_setting'],
  services: ({ config, clock, changes, em, pubsub, services }) => ({
    diary: new DiaryService({
      config,
      clock,
      changes,
      em,
      pubsub,
      documents: services.documentIssuer,
      workshop: { hours: () => services.settings.openingHours(), onChange: (listener) => services.settings.onChange(listener) },
    }),
  }),
  close: (services) => services.diary.close(),
  prepare: (services) => services.diary.applyConfiguredBays(),
  keptFields: (services) => ({ diary: { version: () => services.diary.version() } }),
  operations: diaryOperations,
  resolvers: [{ type: DiaryResolver, create: () => new DiaryResolver() }],
});
