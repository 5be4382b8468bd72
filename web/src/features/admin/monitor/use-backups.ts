/**
 * The backups' status and list for the monitoring page. The status is asked again every minute
 * (its ages move on, a scheduled backup may have run) and every few seconds while a backup is being
 * made, whoever started it; when that one finishes, the list is asked again too.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { AdminBackupsDocument, AdminBackupStatusDocument, type AdminBackupRowFragment, type AdminBackupStatusQuery } from '../../../gql/graphql';

export type BackupStatusView = AdminBackupStatusQuery['backupStatus'];
export type BackupRow = AdminBackupRowFragment;

const STATUS_POLL_MS = 60_000;
const RUNNING_POLL_MS = 3000;

export interface BackupsState {
  status: BackupStatusView | undefined;
  statusFailed: boolean;
  list: BackupRow[] | undefined;
  listFailed: boolean;
  /** Asks for both again (after a backup is made or deleted). */
  refresh(): Promise<void>;
}

export function useBackups(): BackupsState {
  const [pollMs, setPollMs] = useState(STATUS_POLL_MS);
  const status = useQuery(AdminBackupStatusDocument, { fetchPolicy: 'cache-and-network', pollInterval: pollMs });
  const list = useQuery(AdminBackupsDocument, { fetchPolicy: 'cache-and-network' });
  const running = status.data?.backupStatus.running ?? false;
  const refetchStatus = status.refetch;
  const refetchList = list.refetch;

  const wasRunning = useRef(running);
  useEffect(() => {
    setPollMs(running ? RUNNING_POLL_MS : STATUS_POLL_MS);
    if (wasRunning.current && !running) void refetchList().catch(() => undefined);
    wasRunning.current = running;
  }, [running, refetchList]);

  const refresh = useCallback(async () => {
    await Promise.all([refetchStatus().catch(() => undefined), refetchList().catch(() => undefined)]);
  }, [refetchStatus, refetchList]);

  return {
    status: status.data?.backupStatus,
    statusFailed: !status.data && Boolean(status.error),
    list: list.data?.backups,
    listFailed: Boolean(list.error),
    refresh,
  };
}

/** The time now, moved on every `everyMs` so ages ('3 hours ago') stay true while the page is open. */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
