/** Backups over GraphQL: the status and the list for the monitoring page (staff); Back up now, delete and download links (owners). */
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { requireOwner, sessionOf } from '../../edge/admin.js';
import type { GraphQLContext } from '../../edge/context.js';
import type { DocumentLinks } from '../documents/public.js';
import { DocumentLinkResult } from '../documents/public.js';
import { backupScope } from './backup.routes.js';
import type { BackupService } from './backup.service.js';
import { Backup, BackupKind, BackupStatus } from './backup.types.js';

@Authorized()
@Resolver()
export class BackupResolver {
  constructor(
    private readonly service: BackupService,
    private readonly links: DocumentLinks,
  ) {}

  @Query(() => BackupStatus, { description: 'Where the backups stand: database kind, last and last verified backup, next scheduled run (admin).' })
  backupStatus(): BackupStatus {
    return this.service.status();
  }

  @Query(() => [Backup], { description: 'Every backup in BACKUP_DIR, newest first (admin).' })
  backups(): Backup[] {
    return this.service.list();
  }

  @Mutation(() => Backup, { description: 'Backs up the whole database now and verifies the backup (owners); CONFLICT while another is being made.' })
  createBackup(@Ctx() ctx: GraphQLContext): Promise<Backup> {
    requireOwner(ctx.admin);
    return this.service.create(BackupKind.manual);
  }

  @Mutation(() => String, { description: 'Deletes a backup file (owners); CONFLICT for the newest verified backup, which is kept.' })
  async deleteBackup(@Arg('filename', () => String) filename: string, @Ctx() ctx: GraphQLContext): Promise<string> {
    requireOwner(ctx.admin);
    await this.service.delete(filename);
    return `Backup ${filename} deleted.`;
  }

  @Mutation(() => DocumentLinkResult, { description: 'A download link to one backup, valid for 5 minutes (owners); the download is recorded in the audit trail.' })
  backupDownloadLink(@Arg('filename', () => String) filename: string, @Ctx() ctx: GraphQLContext): DocumentLinkResult {
    requireOwner(ctx.admin);
    this.service.store.pathOf(filename);
    return this.links.link(`/api/admin/backups/download/${encodeURIComponent(filename)}`, backupScope(filename), sessionOf(ctx));
  }
}
