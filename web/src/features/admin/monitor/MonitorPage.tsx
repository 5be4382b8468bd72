/**
 * /admin/monitor, 'Server Monitoring': is the system healthy? At a glance: one line of overall
 * state, cards for the operating system, CPU, RAM and storage with the last hour drawn small, and
 * the application's own health. Live every few seconds; every 30 s over REST while the socket is down.
 */
import type { HealthState } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { AdminIcon } from '../ui/AdminIcon';
import { LoadFailed, LoadingState, PageHeader } from '../ui/States';
import { ApplicationHealth } from './ApplicationHealth';
import { formatClock, STATE_TONES } from './monitor-format';
import { SystemCards } from './SystemCards';
import { POLL_MS, useSystemInfo, type InfoSource, type SystemInfoView } from './use-system-info';
import '../styles/admin-monitor.css';

export default function MonitorPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Server Monitoring', businessName);
  const { info, source, failed, retry } = useSystemInfo();

  return (
    <div className="admin-page monitor-page">
      <PageHeader title="Server Monitoring" description="This server’s health at a glance, sampled every few seconds while this page is open." />
      {info ? (
        <>
          <Overview info={info} source={source} />
          <SystemCards info={info} />
          <ApplicationHealth application={info.application} />
        </>
      ) : failed ? (
        <LoadFailed message="Could not load the server’s figures." onRetry={retry} />
      ) : (
        <LoadingState label="Taking the first sample…" />
      )}
    </div>
  );
}

const HEADLINES: Record<HealthState, string> = {
  ok: 'All systems normal',
  unknown: 'Still measuring',
  warning: 'Needs attention',
  critical: 'Action needed',
};

/** What is not normal, by name. */
function concerns(info: SystemInfoView): string[] {
  const { cpuUsage, ramUsage, storageUsage, application } = info;
  const items: Array<[string, HealthState]> = [
    ['CPU', cpuUsage.state],
    ['RAM', ramUsage.state],
    ['Storage', storageUsage.state],
    ['Database', application.database.state],
    ['Mail outbox', application.mailOutbox.state],
    ['Outgoing mail (SMTP)', application.smtp.state],
    ['Mailbox (IMAP)', application.imap.state],
  ];
  return items.filter(([, state]) => state === 'warning' || state === 'critical').map(([name, state]) => `${name} (${state})`);
}

const SOURCE_TEXT: Record<InfoSource, string> = {
  live: 'Live',
  connecting: 'Connecting to live updates…',
  polling: `Live updates are down: refreshing every ${POLL_MS / 1000} seconds`,
};

function Overview({ info, source }: { info: SystemInfoView; source: InfoSource }) {
  const list = concerns(info);
  const icon = info.state === 'ok' ? 'check' : info.state === 'unknown' ? 'clock' : info.state === 'warning' ? 'warning' : 'alert';
  return (
    <div className={`monitor-overview monitor-overview--${STATE_TONES[info.state]}`}>
      {/* Announced when the state or the list of concerns changes, not on every sample. */}
      <p className="monitor-overview__state" role="status" data-testid="monitor-overall">
        <AdminIcon name={icon} size={22} />
        <span>
          <strong>{HEADLINES[info.state]}</strong>
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
