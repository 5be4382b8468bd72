/**
 * REST: make, download and delete backups (owners: a backup is the whole database, every account's
 * password hash and two-factor secret included); list them (every member of staff, as the
 * monitoring page shows them).
 */
import { createReadStream } from 'node:fs';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { requireOwner } from '../../edge/admin.js';
import { currentActor } from '../../shared/actor.js';
import { contentDisposition } from '../documents/public.js';
import { backupJson } from './backup.json.js';
import { BackupKind } from './backup.types.js';
import type { BackupService } from './backup.service.js';

const admin = { config: { admin: true as const } };

/** The scope of a one-backup download link. */
export function backupScope(filename: string): string {
  return `backup:${filename}`;
}

/** Whether the staff account `id` is an owner's now. */
export type IsOwner = (em: EntityManager, id: string) => Promise<boolean>;

export function backupRoutes(app: FastifyInstance, backups: BackupService, isOwner: IsOwner): void {
  app.post('/api/admin/backups', admin, async (request, reply) => {
    requireOwner(request.admin);
    return reply.code(201).send(backupJson(await backups.create(BackupKind.manual)));
  });

  app.get('/api/admin/backups', admin, async (_request, reply) => reply.header('cache-control', 'no-store').send(backups.list().map(backupJson)));

  app.get<{ Params: { filename: string } }>(
    '/api/admin/backups/download/:filename',
    { config: { admin: 'query-token', document: (request) => backupScope((request.params as { filename: string }).filename) } },
    async (request, reply) => {
      // A session's token must be an owner's; so must the account of a 5-minute link (made by owners
      // only, backupDownloadLink), still: one made no longer an owner since is refused.
      if (request.admin) requireOwner(request.admin);
      else {
        const id = currentActor().id;
        requireOwner({ owner: id !== null && (await isOwner(request.em, id)) });
      }
      const file = await backups.download(request.params.filename);
      return reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', contentDisposition('attachment', request.params.filename))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );

  app.delete<{ Params: { filename: string } }>('/api/admin/backups/:filename', admin, async (request) => {
    requireOwner(request.admin);
    await backups.delete(request.params.filename);
    return { message: `Backup ${request.params.filename} deleted.` };
  });
}
