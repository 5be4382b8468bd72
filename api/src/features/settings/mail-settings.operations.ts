/** Outgoing mail (SMTP) and the mailbox (IMAP) set up in the app: read by staff; saved and tested by owners. Each operation's GraphQL field and REST route. */
import { sessionOf } from '../../edge/admin.js';
import { defineOperation } from '../../edge/operation.js';
import { MailboxSettingsInput, MailSettingsInput, readMailServer } from './mail-settings.inputs.js';
import { MailServerSettings, mailServerJson, mailServerSettingsOf, MailTestResult } from './mail-settings.types.js';
import { settingOperations } from './setting-operations.js';

const SAVED = {
  smtp: 'Outgoing mail settings saved. Emails are sent through this server from now on.',
  imap: 'Mailbox settings saved. The Email Manager reads this mailbox from now on.',
};

/** A server's read and save: `path` under /api/admin/settings/, `kind` the server. */
function mailServer<I extends object>(s: {
  kind: 'smtp' | 'imap';
  path: string;
  names: { read: string; save: string };
  descriptions: { read: string; save: string };
  input: new () => I;
}) {
  return settingOperations({
    names: s.names,
    descriptions: s.descriptions,
    input: s.input,
    path: `/api/admin/settings/${s.path}`,
    result: MailServerSettings,
    read: (services) => services.mailSettings.view(s.kind),
    // REST reads the body as it comes; readMailServer says what is wrong.
    save: ({ em, services, caller }, input) => services.mailSettings.save(em, s.kind, readMailServer({ ...input } as Record<string, unknown>, s.kind === 'smtp'), caller!.username),
    of: mailServerSettingsOf,
    json: mailServerJson,
    saved: SAVED[s.kind],
  });
}

export const mailSettingsOperations = [
  ...mailServer({
    kind: 'smtp',
    path: 'mail',
    names: { read: 'mailSettings', save: 'updateMailSettings' },
    descriptions: {
      read: 'Outgoing mail (SMTP) in effect, without its password (admin).',
      save: 'Saves the outgoing mail server (its password sealed); emails go through it at once (owners).',
    },
    input: MailSettingsInput,
  }),
  ...mailServer({
    kind: 'imap',
    path: 'mailbox',
    names: { read: 'mailboxSettings', save: 'updateMailboxSettings' },
    descriptions: {
      read: 'The IMAP mailbox in effect, without its password (admin).',
      save: 'Saves the mailbox (its password sealed); the Email Manager reconnects to it at once (owners).',
    },
    input: MailboxSettingsInput,
  }),
  defineOperation({
    name: 'sendTestMail',
    kind: 'mutation',
    access: 'owner',
    description: 'Sends a test email through the saved server to the signed-in account’s address (owners).',
    args: {},
    result: () => MailTestResult,
    run: ({ em, services, caller }) => services.mailSettings.sendTest(em, sessionOf({ admin: caller })),
    rest: { method: 'POST', path: '/api/admin/settings/mail/test' },
  }),
  defineOperation({
    name: 'testMailboxConnection',
    kind: 'mutation',
    access: 'owner',
    description: 'Signs in to the saved mailbox and says what the inbox holds (owners).',
    args: {},
    result: () => MailTestResult,
    run: ({ services }) => services.mailSettings.testMailbox(),
    rest: { method: 'POST', path: '/api/admin/settings/mailbox/test' },
  }),
];
