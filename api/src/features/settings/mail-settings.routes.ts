/** Outgoing mail and the mailbox over REST: read by staff; saved and tested by owners. */
import type { FastifyInstance } from 'fastify';
import { requireOwner, sessionOf } from '../../edge/admin.js';
import { jsonBody } from '../../edge/validate.js';
import { readMailServer } from './mail-settings.inputs.js';
import type { MailSettingsService } from './mail-settings.service.js';
import { mailServerJson } from './mail-settings.types.js';

const admin = { config: { admin: true as const } };

const SAVED = {
  smtp: 'Outgoing mail settings saved. Emails are sent through this server from now on.',
  imap: 'Mailbox settings saved. The Email Manager reads this mailbox from now on.',
};

export function mailSettingsRoutes(app: FastifyInstance, mail: MailSettingsService): void {
  for (const [path, kind] of [['mail', 'smtp'], ['mailbox', 'imap']] as const) {
    app.get(`/api/admin/settings/${path}`, admin, async () => mailServerJson(await mail.view(kind)));

    app.put(`/api/admin/settings/${path}`, admin, async (request) => {
      requireOwner(request.admin);
      const view = await mail.save(request.em, kind, readMailServer(jsonBody(request), kind === 'smtp'), request.admin!.username);
      return { message: SAVED[kind], ...mailServerJson(view) };
    });
  }

  app.post('/api/admin/settings/mail/test', admin, async (request) => {
    requireOwner(request.admin);
    return mail.sendTest(request.em, sessionOf(request));
  });

  app.post('/api/admin/settings/mailbox/test', admin, async (request) => {
    requireOwner(request.admin);
    return mail.testMailbox();
  });
}
