/**
 * Reminders that bring customers back: the appointment reminder, service-due reminders per
 * vehicle, review requests, and the unsubscribe that stops the marketing ones. Decided every 15
 * minutes by one instance, each exactly once (reminder-run.ts).
 */
import { defineFeature } from '../../feature.js';
import { Migration20261224021000 } from './migrations/Migration20261224021000.js';
import { REMINDERS_AUDIT_ACTIONS } from './reminders.audit.js';
import { Reminder } from './reminder.entity.js';
import { reminderLinkOperations } from './reminder-links.operations.js';
import { reminderOperations } from './reminders.operations.js';
import { CustomerRemindersResolver, VehicleRemindersResolver } from './reminders.resolver.js';
import { RemindersService } from './reminders.service.js';
import { REMINDER_TEMPLATES } from './reminders.templates.js';

declare module '../../services.js' {
  interface Services {
    reminders: RemindersService;
  }
}

export const remindersFeature = defineFeature({
  name: 'reminders',
  apiArea: 'customers',
  auditActions: REMINDERS_AUDIT_ACTIONS,
  entities: [Reminder],
  tables: ['reminder'],
  templates: REMINDER_TEMPLATES,
  services: ({ changes, clock, config, em, services }) => ({
    reminders: new RemindersService({
      changes,
      clock,
      em,
      config,
      reviewUrl: () => services.settings.reviewUrl(),
      regoReminderDays: () => services.settings.regoReminderDays(),
      recommendedWorkFollowUp: () => services.settings.recommendedWorkFollowUp(),
      texts: services.sms,
      sender: async () => {
        const { name, publicUrl } = await services.settings.profile();
        return { name, publicUrl };
      },
    }),
  }),
  operations: [...reminderOperations, ...reminderLinkOperations],
  migrations: [Migration20261224021000],
  resolvers: [
    { type: CustomerRemindersResolver, create: ({ services }) => new CustomerRemindersResolver(services.reminders) },
    { type: VehicleRemindersResolver, create: ({ services }) => new VehicleRemindersResolver(services.reminders) },
  ],
  ready: ({ services }, log) => services.reminders.logTo(log),
  start: (services) => services.reminders.start(),
  close: (services) => services.reminders.close(),
});
