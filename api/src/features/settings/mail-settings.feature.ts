/** Outgoing mail and the mailbox set up in the app (settings), over SMTP_URL / IMAP_URL. */
import { defineFeature } from '../../feature.js';
import { MAIL_SETTINGS_AUDIT_ACTIONS } from './mail-settings.audit.js';
import type { MailServerKind } from './mail-settings.entity.js';
import { MailServerRow } from './mail-settings.entity.js';
import { mailSettingsOperations } from './mail-settings.operations.js';
import { MailSettingsService } from './mail-settings.service.js';

declare module '../../services.js' {
  interface Services {
    mailSettings: MailSettingsService;
  }
}

declare module '../../shared/pubsub.js' {
  interface Events {
    /** A mail server was saved: every instance switches to it. */
    'mail-settings.changed': { kind: MailServerKind };
  }
}

export const mailSettingsFeature = defineFeature({
  name: 'settings',
  auditActions: MAIL_SETTINGS_AUDIT_ACTIONS,
  entities: [MailServerRow],
  tables: ['mail_server_setting'],
  services: ({ config, clock, changes, pubsub, em, services }) => {
    const mailSettings = new MailSettingsService({ config, clock, changes, pubsub, em });
    // The setup checklist's 'outgoing mail' step: a server saved here, or SMTP_URL.
    services.settings.mailConfigured = () => mailSettings.mailConfigured();
    return { mailSettings };
  },
  // The saved servers take over before the server answers or sends anything.
  prepare: (services) => services.mailSettings.apply(),
  operations: mailSettingsOperations,
  ready: ({ services }, log) => services.mailSettings.logTo(log),
});
