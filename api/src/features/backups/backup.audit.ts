/** The actions the backups feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const BACKUP_AUDIT_ACTIONS = [
  ...auditActions('backup', {
    'backup.created': 'Backup made',
    'backup.downloaded': 'Backup downloaded',
    'backup.deleted': 'Backup deleted',
    'backup.restored': 'Database restored from a backup',
  }),
];
