/** Account customers: monthly statements (PDF, emailed on the first working day), overdue invoice reminders, receivables by age. */
import { defineFeature } from '../../feature.js';
import { OverdueReminder, OverdueReminderSetting, StatementSent } from './accounts.entity.js';
import { ACCOUNTS_AUDIT_ACTIONS } from './accounts.audit.js';
import { accountsOperations } from './accounts.operations.js';
import { AccountsService } from './accounts.service.js';
import { ACCOUNTS_TEMPLATES } from './accounts.templates.js';
import { Migration20261225020000 } from './migrations/Migration20261225020000.js';

declare module '../../services.js' {
  interface Services {
    accounts: AccountsService;
  }
}

export const accountsFeature = defineFeature({
  name: 'accounts',
  apiArea: 'invoices',
  entities: [StatementSent, OverdueReminder, OverdueReminderSetting],
  tables: ['statement_sent', 'overdue_reminder', 'overdue_reminder_setting'],
  migrations: [Migration20261225020000],
  auditActions: ACCOUNTS_AUDIT_ACTIONS,
  templates: ACCOUNTS_TEMPLATES,
  services: ({ changes, clock, config, em, services }) => ({
    accounts: new AccountsService({
      changes,
      clock,
      em,
      timeZone: config.timeZone,
      schedule: config.reminderSchedule,
      issuer: services.documentIssuer,
      profile: async () => {
        const { name, paymentTermsDays } = await services.settings.profile();
        return { name, paymentTermsDays };
      },
      closedOn: async (date) => (await services.settings.openingHours()).isClosedDay(date),
    }),
  }),
  operations: accountsOperations,
  ready: ({ services }, log) => services.accounts.logTo(log),
  start: (services) => services.accounts.start(),
  close: (services) => services.accounts.close(),
});
