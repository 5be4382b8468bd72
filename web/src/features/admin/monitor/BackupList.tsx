/**
 * The backups in BACKUP_DIR, newest first: when, kind, size, verified or not (and why), with
 * Download (a 5-minute link for that one file) and Delete (after a confirmation).
 */
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminBackupDownloadLinkDocument, AdminDeleteBackupDocument } from '../../../gql/graphql';
import { formatDateTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { useConfirm } from '../ui/Confirm';
import { startDownload } from '../ui/DocumentLinks';
import { IconButton } from '../ui/IconButton';
import { useNotices } from '../ui/Notices';
import { EmptyState, LoadingState } from '../ui/States';
import { BACKUP_KIND_LABELS, contentsOf, formatAgo, secondsSince } from './backup-format';
import { formatBytes } from './monitor-format';
import type { BackupRow, BackupsState } from './use-backups';

export const BACKUP_LIST_FAILED = 'Could not load the list of backups.';

/** 'Verified ✓', or 'Not verified' with the problems found. */
export function VerifiedMark({ backup }: { backup: Pick<BackupRow, 'verified' | 'problems'> }) {
  if (backup.verified) {
    return (
      <span className="backup-check backup-check--ok" data-testid="backup-verified">
        Verified <span aria-hidden="true">✓</span>
      </span>
    );
  }
  return (
    <span className="backup-check backup-check--bad" data-testid="backup-verified">
      <AdminIcon name="warning" size={14} /> Not verified
      {backup.problems.length > 0 && <span className="backup-check__problems">{backup.problems.join('; ')}</span>}
    </span>
  );
}

export function BackupList({ backups, now }: { backups: BackupsState; now: number }) {
  const { list, listFailed, status, refresh } = backups;
  const [remove, removing] = useMutation(AdminDeleteBackupDocument);
  const [requestLink] = useMutation(AdminBackupDownloadLinkDocument);
  const [fetching, setFetching] = useState<string | null>(null);
  const confirm = useConfirm();
  const notices = useNotices();

  async function onDownload(backup: BackupRow) {
    setFetching(backup.filename);
    try {
      const { data } = await requestLink({ variables: { filename: backup.filename } });
      if (!data) throw new Error('No link in the answer.');
      startDownload(data.backupDownloadLink.url);
    } catch (failure) {
      notices.error(failure);
    } finally {
      setFetching(null);
    }
  }

  async function onDelete(backup: BackupRow) {
    const onlyVerified = backup.verified && !list?.some((b) => b.verified && b.filename !== backup.filename);
    const yes = await confirm({
      title: 'Delete backup',
      message: `Are you sure you want to delete the backup "${backup.filename}"? It cannot be undone.${onlyVerified ? ' It is the only verified backup.' : ''}`,
      confirmLabel: 'Delete',
    });
    if (!yes) return;
    try {
      const { data } = await remove({ variables: { filename: backup.filename } });
      notices.success(data?.deleteBackup ?? `Backup ${backup.filename} deleted.`);
    } catch (failure) {
      notices.error(failure);
    }
    await refresh();
  }

  if (list === undefined) {
    return listFailed ? <EmptyState icon="alert">{BACKUP_LIST_FAILED}</EmptyState> : <LoadingState label="Loading the list of backups…" />;
  }
  if (list.length === 0) {
    return <EmptyState icon="database">{status?.available === false ? 'No backups here.' : 'No backups yet.'}</EmptyState>;
  }
  return (
    <div className="table-wrap backups__list">
      <table className="data-table data-table--cards backups__table">
        <caption className="sr-only">Backups, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Made</th>
            <th scope="col">Kind</th>
            <th scope="col" className="num">
              Size
            </th>
            <th scope="col">Check</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {list.map((b) => (
            <tr key={b.filename} data-testid="backup-row" data-filename={b.filename}>
              <td data-label="Made">
                <time className="cell-main nowrap" dateTime={b.createdAt}>
                  {formatDateTime(b.createdAt)}
                </time>
                <span className="cell-sub">{formatAgo(secondsSince(b.createdAt, now))}</span>
                <span className="cell-sub mono backups__filename">{b.filename}</span>
              </td>
              <td data-label="Kind">{BACKUP_KIND_LABELS[b.kind]}</td>
              <td data-label="Size" className="num nowrap" data-testid="backup-size">
                {formatBytes(b.size)}
              </td>
              <td data-label="Check">
                <VerifiedMark backup={b} />
                {b.verified && contentsOf(b) && <span className="cell-sub">{contentsOf(b)}</span>}
              </td>
              <td className="cell-actions">
                <span className="backups__actions">
                  <button
                    type="button"
                    className="abtn abtn--ghost abtn--small"
                    disabled={fetching !== null}
                    aria-busy={fetching === b.filename}
                    aria-label={`Download ${b.filename}`}
                    onClick={() => void onDownload(b)}
                  >
                    <AdminIcon name="download" size={16} /> Download
                  </button>
                  <IconButton icon="trash" danger label={`Delete ${b.filename}`} title="Delete backup" disabled={removing.loading} onClick={() => void onDelete(b)} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
