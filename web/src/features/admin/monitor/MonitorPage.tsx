/**
 * /admin/monitor, 'Server Monitoring': is the system healthy? At a glance: one line of overall
 * state, cards for the operating system, CPU, RAM and storage with the last hour drawn small, and
 * the application's own health, then the backups (database kind, last and last verified backup, Back
 * up now, the list). Live every few seconds; every 30 s over REST while the socket is down.
 */
import type { HealthState } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { AdminIcon } from '../ui/AdminIcon';
import { LoadFailed, LoadingState, PageHeader } from '../ui/States';
import { ApplicationHealth } from './ApplicationHealth';
import { BackupsPanel } from './BackupsPanel';
import { formatClock, STATE_TONES } from './monitor-format';
import { SystemCards } from './SystemCards';
import { useBackups } from './use-backups';
import { POLL_MS, useSystemInfo, type InfoSource, type SystemInfoView } from './use-system-info';
import '../styles/admin-monitor.css';

export default function MonitorPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Server Monitoring', businessName);
  const { info, source, failed, retry } = useSystemInfo();
  const backups = useBackups();
  const backupState = backups.status?.state;

  return (
    <div className="admin-page monitor-page">
      <PageHeader title="Server Monitoring" description="This server’s health at a glance, sampled every few seconds while this page is open." />
      {info ? (
        <>
          <Overview info={info} source={source} backupState={backupState} />
          <SystemCards info={info} />
          <ApplicationHealth application={info.application} />
        </>
      ) : failed ? (
        <LoadFailed message="Could not load the server’s figures." onRetry={retry} />
      ) : (
        <LoadingState label="Taking the first sample…" />
      )}
      <BackupsPanel backups={backups} dataDir={info?.storageUsage.path} />
    </div>
  );
}

const HEADLINES: Record<HealthState, string> = {
  ok: 'All systems normal',
  unknown: 'Still measuring',
  warning: 'Needs attention',
  critical: 'Action needed',
};

const SEVERITY: Record<HealthState, number> = { ok: 0, unknown: 1, warning: 2, critical: 3 };

/** The worse of two states. */
const worse = (a: HealthState, b: HealthState | undefined): HealthState => (b && SEVERITY[b] > SEVERITY[a] ? b : a);

/** What is not normal, by name. */
function concerns(info: SystemInfoView, backupState: HealthState | undefined): string[] {
  const { cpuUsage, ramUsage, storageUsage, application } = info;
  const items: Array<[string, HealthState]> = [
    ['CPU', cpuUsage.state],
    ['RAM', ramUsage.state],
    ['Storage', storageUsage.state],
    ['Database', application.database.state],
    ['Mail outbox', application.mailOutbox.state],
    ['Outgoing mail (SMTP)', application.smtp.state],
    ['Mailbox (IMAP)', application.imap.state],
    ['Backups', backupState ?? 'unknown'],
  ];
  return items.filter(([, state]) => state === 'warning' || state === 'critical').map(([name, state]) => `${name} (${state})`);
}

const SOURCE_TEXT: Record<InfoSource, string> = {
  live: 'Live',
  connecting: 'Connecting to live updates…',
  polling: `Live updates are down: refreshing every ${POLL_MS / 1000} seconds`,
};

function Overview({ info, source, backupState }: { info: SystemInfoView; source: InfoSource; backupState: HealthState | undefined }) {
  const list = concerns(info, backupState);
  // Backups that need attention make the whole server need it (a still-measuring backup status does not).
  const state = backupState === 'unknown' ? info.state : worse(info.state, backupState);
  const icon = state === 'ok' ? 'check' : state === 'unknown' ? 'clock' : state === 'warning' ? 'warning' : 'alert';
  return (
    <div className={`monitor-overview monitor-overview--${STATE_TONES[state]}`}>
      {/* Announced when the state or the list of concerns changes, not on every sample. */}
      <p className="monitor-overview__state" role="status" data-testid="monitor-overall">
        <AdminIcon name={icon} size={22} />
        <span>
          <strong>{HEADLINES[state]}</strong>
          {list.length > 0 && <span className="monitor-overview__concerns">: {list.join(', ')}</span>}
        </span>
      </p>
      <p className={`monitor-overview__source monitor-overview__source--${source}`}>
        <span className="monitor-overview__dot" aria-hidden="true" />
        {SOURCE_TEXT[source]} · updated <time dateTime={info.sampledAt}>{formatClock(info.sampledAt)}</time>
      </p>
    </div>
  );
}
