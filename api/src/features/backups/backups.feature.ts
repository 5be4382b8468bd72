/** Backups: on a schedule, on demand and before migrations, each verified; their list and downloads. */
import { defineFeature } from '../../feature.js';
import { BACKUP_AUDIT_ACTIONS } from './backup.audit.js';
import { backupOperations } from './backup.operations.js';
import { BackupService } from './backup.service.js';

declare module '../../services.js' {
  interface Services {
    backups: BackupService;
  }
}

export const backupsFeature = defineFeature({
  name: 'backups',
  auditActions: BACKUP_AUDIT_ACTIONS,
  tables: [],
  services: ({ config, clock, db, changes }) => ({ backups: new BackupService({ config, clock, db, changes }) }),
  operations: backupOperations,
  ready: ({ services }, log) => services.backups.logTo(log),
  start: (services) => services.backups.start(),
  close: async (services) => void (await services.backups.close()),
});
