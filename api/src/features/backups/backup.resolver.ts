/** Backups over GraphQL (admin): the status for the monitoring page, the list, Back up now, delete, download links. */
import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { sessionOf } from '../../edge/admin.js';
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

  @Mutation(() => Backup, { description: 'Backs up the whole database now and verifies the backup (admin); CONFLICT while another is being made.' })
  createBackup(): Promise<Backup> {
    return this.service.create(BackupKind.manual);
  }

  @Mutation(() => String, { description: 'Deletes a backup file (admin).' })
  async deleteBackup(@Arg('filename', () => String) filename: string): Promise<string> {
    await this.service.delete(filename);
    return `Backup ${filename} deleted.`;
  }

  @Mutation(() => DocumentLinkResult, { description: 'A download link to one backup, valid for 5 minutes (admin).' })
  backupDownloadLink(@Arg('filename', () => String) filename: string, @Ctx() ctx: GraphQLContext): DocumentLinkResult {
    this.service.store.pathOf(filename);
    return this.links.link(`/api/admin/backups/download/${encodeURIComponent(filename)}`, backupScope(filename), sessionOf(ctx));
  }
}
