/**
 * The backups in BACKUP_DIR, newest first: when, kind, size, verified or not (and why); for owners
 * Download (a 5-minute link for that one file) and Delete (after a confirmation), never offered for
 * the newest verified backup, which the api keeps.
 */
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminBackupDownloadLinkDocument, AdminDeleteBackupDocument } from '../../../gql/graphql';
import { formatDateTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { useConfirm } from '../ui/Confirm';
import { DataTable, type Column } from '../ui/DataTable';
import { startDownload } from '../ui/DocumentLinks';
import { useNotices } from '../ui/Notices';
import { EmptyState, LoadingState } from '../ui/States';
import { BACKUP_KIND_LABELS, contentsOf, formatAgo, secondsSince } from './backup-format';
import { formatBytes } from './monitor-format';
import type { BackupRow, BackupsState } from './use-backups';

const BACKUP_LIST_FAILED = 'Could not load the list of backups.';

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

export function BackupList({ backups, now, owner }: { backups: BackupsState; now: number; owner: boolean }) {
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
    const yes = await confirm({
      title: 'Delete backup',
      message: `Are you sure you want to delete the backup "${backup.filename}"? It cannot be undone.`,
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
  const columns: ReadonlyArray<Column<BackupRow>> = [
    {
      header: 'Made',
      cell: (b) => (
        <>
          <time className="cell-main nowrap" dateTime={b.createdAt}>
            {formatDateTime(b.createdAt)}
          </time>
          <span className="cell-sub">{formatAgo(secondsSince(b.createdAt, now))}</span>
          <span className="cell-sub mono backups__filename">{b.filename}</span>
        </>
      ),
    },
    { header: 'Kind', cell: (b) => BACKUP_KIND_LABELS[b.kind] },
    { header: 'Size', kind: 'num', cell: (b) => <span data-testid="backup-size">{formatBytes(b.size)}</span> },
    {
      header: 'Check',
      cell: (b) => (
        <>
          <VerifiedMark backup={b} />
          {b.verified && contentsOf(b) && <span className="cell-sub">{contentsOf(b)}</span>}
          {b.newestVerified && (
            <span className="cell-sub" data-testid="backup-kept">
              Kept: the newest verified backup
            </span>
          )}
        </>
      ),
    },
  ];
  return (
    <DataTable
      className="backups__table"
      caption="Backups, newest first"
      rows={list}
      rowKey={(b) => b.filename}
      rowTestId="backup-row"
      columns={columns}
      rowName={(b) => b.filename}
      actions={
        owner
          ? [
              { icon: 'download', label: 'Download', labelled: true, disabled: fetching !== null, busy: (b) => fetching === b.filename, onClick: (b) => void onDownload(b) },
              { icon: 'trash', label: 'Delete', danger: true, disabled: removing.loading, when: (b) => !b.newestVerified, onClick: (b) => void onDelete(b) },
            ]
          : []
      }
    />
  );
}
