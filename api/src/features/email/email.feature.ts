/** The Email Manager: the workshop's IMAP mailbox, read and answered from the admin. */
import { defineFeature } from '../../feature.js';
import { EMAIL_AUDIT_ACTIONS } from './email.audit.js';
import { emailOperations } from './email.operations.js';
import { EmailResolver } from './email.resolver.js';
import { EmailService } from './email.service.js';
import { EMAIL_TEMPLATES, emailReply } from './email.templates.js';
import { MailboxConnection } from './mailbox-connection.js';

declare module '../../services.js' {
  interface Services {
    email: EmailService;
  }
}

const quiet = { info: () => undefined, warn: () => undefined };

declare module '../../shared/pubsub.js' {
  interface Events {
    /** The count of unread mail in the INBOX's last 30 days changed. */
    'mail.unread': { count: number };
  }
}

export const emailFeature = defineFeature({
  name: 'email',
  auditActions: EMAIL_AUDIT_ACTIONS,
  tables: [],
  templates: EMAIL_TEMPLATES,
  services({ config, clock, pubsub, changes, mail, services }) {
    const connect = (url: string | null) => (url ? new MailboxConnection({ url, timeoutMs: config.imapTimeoutMs, log: quiet }) : null);
    const email = new EmailService({ mailbox: connect(config.imapUrl), clock, pubsub, changes, links: services.documents.links });
    // The mailbox saved in the app (at start, and each time an owner saves another) replaces IMAP_URL's.
    services.mailSettings.onMailbox((url) => email.useMailbox(connect(url)));
    // A reply accepted by SMTP is filed in the mailbox's Sent folder.
    mail.onSent(emailReply.name, async (sent) => void (await email.fileInSent(sent)));
    return { email };
  },
  operations: emailOperations,
  resolvers: [{ type: EmailResolver, create: () => new EmailResolver() }],
  ready: ({ services }, log) => services.email.logTo(log),
  // A second after listening, so loading the IMAP client never holds up the first answers.
  start: (services) => services.email.watch(1000),
  close: (services) => services.email.close(),
});
