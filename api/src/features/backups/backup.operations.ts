/**
 * Backups: the status and the list for the monitoring page (every member of staff); make, delete,
 * download and the 5-minute download link (owners: a backup is the whole database, every account's
 * password hash and two-factor secret included). Each operation's GraphQL field and REST route.
 */
import { json, messageSchema } from '../../shared/json-schema.js';
import { createReadStream } from 'node:fs';
import { sessionOf, requireOwner } from '../../edge/admin.js';
import { arg, defineOperation } from '../../edge/operation.js';
import { currentActor } from '../../shared/actor.js';
import type { AdminClaims } from '../auth/auth.types.js';
import { contentDisposition, DocumentLinkResult } from '../documents/public.js';
import { backupJson, backupSchema } from './backup.json.js';
import { Backup, BackupKind, BackupStatus } from './backup.types.js';

/** The scope of a one-backup download link. */
function backupScope(filename: string): string {
  return `backup:${filename}`;
}

export const backupOperations = [
  defineOperation({
    name: 'backupStatus',
    kind: 'query',
    access: 'staff',
    description: 'Where the backups stand: database kind, last and last verified backup, next scheduled run (admin).',
    args: {},
    result: () => BackupStatus,
    run: ({ services }) => services.backups.status(),
  }),
  defineOperation({
    name: 'backups',
    kind: 'query',
    access: 'staff',
    description: 'Every backup in BACKUP_DIR, newest first (admin).',
    args: {},
    result: () => [Backup],
    run: ({ services }) => services.backups.list(),
    rest: {
      method: 'GET',
      path: '/api/admin/backups',
      present: (backups, http) => {
        http.reply.header('cache-control', 'no-store');
        return backups.map(backupJson);
      },
      answer: json.array(backupSchema),
    },
  }),
  defineOperation({
    name: 'createBackup',
    kind: 'mutation',
    access: 'owner',
    description: 'Backs up the whole database now and verifies the backup (owners); CONFLICT while another is being made.',
    args: {},
    result: () => Backup,
    run: ({ services }) => services.backups.create(BackupKind.manual),
    rest: { method: 'POST', path: '/api/admin/backups', status: 201, present: backupJson, answer: backupSchema },
  }),
  defineOperation({
    name: 'deleteBackup',
    kind: 'mutation',
    access: 'owner',
    description: 'Deletes a backup file (owners); CONFLICT for the newest verified backup, which is kept.',
    args: { filename: arg.string() },
    result: () => String,
    run: async ({ services }, { filename }) => {
      await services.backups.delete(filename);
      return `Backup ${filename} deleted.`;
    },
    rest: { method: 'DELETE', path: '/api/admin/backups/:filename', present: (message) => ({ message }), answer: messageSchema },
  }),
  defineOperation({
    name: 'backupDownloadLink',
    kind: 'mutation',
    access: 'owner',
    description: 'A download link to one backup, valid for 5 minutes (owners); the download is recorded in the audit trail.',
    args: { filename: arg.string() },
    result: () => DocumentLinkResult,
    run: ({ services, caller }, { filename }) => {
      services.backups.store.pathOf(filename);
      return services.documents.links.link(`/api/admin/backups/download/${encodeURIComponent(filename)}`, backupScope(filename), sessionOf({ admin: caller }));
    },
  }),
  defineOperation({
    // Opened with ?token=: an owner's session token, or a 5-minute link's (backupDownloadLink), whose
    // account must still be an owner's: so the owner rule is checked here, on the account behind either.
    name: 'backupDownload',
    kind: 'query',
    only: 'rest',
    access: 'staff',
    description: 'Downloads a backup file (owners, ?token=).',
    args: { filename: arg.string() },
    result: () => Boolean,
    run: async ({ em, services, caller }, { filename }) => {
      if (caller) requireOwner(caller);
      else {
        const id = currentActor().id;
        requireOwner({ owner: id !== null && (await services.staff.me(em, { sub: id } as AdminClaims)).owner });
      }
      return services.backups.download(filename);
    },
    rest: {
      method: 'GET',
      path: '/api/admin/backups/download/:filename',
      config: { admin: 'query-token' },
      document: (request) => backupScope((request.params as { filename: string }).filename),
      present: (file, http) =>
        http.reply
          .header('content-type', 'application/gzip')
          .header('content-disposition', contentDisposition('attachment', (http.request.params as { filename: string }).filename))
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(createReadStream(file)),
      produces: 'application/gzip',
    },
  }),
];
