/** The four cards of the machine: operating system, CPU, RAM and storage, each with the last hour drawn small. */
import type { HealthState } from '../../../gql/graphql';
import { formatDateTime } from '../format';
import { formatBytes, formatDuration, formatPercent, formatRoughly } from './monitor-format';
import { MetricCard } from './MetricCard';
import { Sparkline, type SparkPoint } from './Sparkline';
import type { SystemInfoView } from './use-system-info';

const HOUR_MS = 60 * 60 * 1000;
const STEP_MS = 5 * 60 * 1000;

type Series = 'cpu' | 'ram' | 'disk' | 'load';

function series(info: SystemInfoView, key: Series): SparkPoint[] {
  return info.history.map((p) => ({ at: p.at, value: p[key] }));
}

function chartProps(info: SystemInfoView) {
  // The hour kept, or, while less has been sampled, the minutes since the first point (at least 10).
  const now = Date.parse(info.sampledAt);
  const since = info.history.length ? now - Date.parse(info.history[0].at) : 0;
  const windowMs = Math.min(HOUR_MS, Math.max(2 * STEP_MS, Math.ceil(since / STEP_MS) * STEP_MS));
  // A point is a 30-second mean: points further apart than two of them were not sampled in between.
  return { now: info.sampledAt, windowMs, gapMs: 65_000 };
}

const percent = (v: number) => formatPercent(v, 0);

interface PercentChartProps {
  series: Exclude<Series, 'load'>;
  label: string;
  warning: number;
  critical: number;
}

/**
 * What a card measured in percent shows: its state, the percentage (`figureLabel` beside it) and
 * the last hour of it, with its warning and critical levels drawn across.
 */
function percentCard(info: SystemInfoView, usage: { state: HealthState; usagePercentage: number | null }, chart: PercentChartProps, figureLabel = 'used') {
  const guides = [
    { value: chart.warning, kind: 'warning' as const },
    { value: chart.critical, kind: 'critical' as const },
  ];
  return {
    state: usage.state,
    figure: formatPercent(usage.usagePercentage),
    figureLabel,
    chart: <Sparkline {...chartProps(info)} points={series(info, chart.series)} max={100} guides={guides} label={chart.label} format={percent} />,
  };
}

export function SystemCards({ info }: { info: SystemInfoView }) {
  const { osInfo, cpuUsage, ramUsage, storageUsage, thresholds } = info;
  const loads = series(info, 'load');
  const loadMax = Math.max(1, Math.ceil(Math.max(0, ...loads.map((p) => p.value ?? 0))));
  // Sampling runs while someone watches: right after opening, less than 10 minutes may be measured.
  const averageNote =
    cpuUsage.averagePercentage !== null && cpuUsage.averageWindowSeconds < 600 ? (
      <span className="cell-sub">over the {formatDuration(cpuUsage.averageWindowSeconds)} measured so far</span>
    ) : null;

  return (
    <div className="metric-grid">
      <MetricCard
        id="os"
        title="Operating System"
        icon="server"
        badge={<span className="badge badge--info">{osInfo.platform}</span>}
        figure={`${osInfo.distro}${osInfo.release ? ` ${osInfo.release}` : ''}`}
        details={[
          ['Uptime', formatDuration(osInfo.uptime)],
          ['Host', `${osInfo.hostname || '–'}${osInfo.arch ? ` (${osInfo.arch})` : ''}`],
          ['Load per core', osInfo.loadPerCore.toFixed(2)],
        ]}
        chart={<Sparkline {...chartProps(info)} points={loads} max={loadMax} label="Load per core" format={(v) => v.toFixed(2)} />}
        note="Load per core: 1 means every core is busy."
      />
      <MetricCard
        id="cpu"
        title="CPU"
        icon="cpu"
        {...percentCard(info, cpuUsage, { series: 'cpu', label: 'CPU use', warning: thresholds.cpuWarning, critical: thresholds.cpuCritical }, 'in use')}
        details={[
          [
            '10-minute average',
            <>
              {formatPercent(cpuUsage.averagePercentage)}
              {averageNote}
            </>,
          ],
          ['Cores', String(cpuUsage.cores)],
        ]}
        note={`Warning when the 10-minute average is above ${thresholds.cpuWarning}%, critical above ${thresholds.cpuCritical}%.`}
      />
      <MetricCard
        id="ram"
        title="RAM"
        icon="memory"
        {...percentCard(info, ramUsage, { series: 'ram', label: 'RAM used', warning: 100 - thresholds.ramAvailableWarning, critical: 100 - thresholds.ramAvailableCritical })}
        details={[
          ['Used', formatBytes(ramUsage.used)],
          ['Free', formatBytes(ramUsage.free)],
          ['Total', formatBytes(ramUsage.total)],
        ]}
        note={`Free counts the cache the system gives back on demand. Warning below ${thresholds.ramAvailableWarning}% free, critical below ${thresholds.ramAvailableCritical}%.`}
      />
      <MetricCard
        id="storage"
        title="Storage"
        icon="disk"
        {...percentCard(info, storageUsage, { series: 'disk', label: 'Disk used', warning: thresholds.diskWarning, critical: thresholds.diskCritical })}
        details={[
          ['Used', formatBytes(storageUsage.used)],
          ['Available', formatBytes(storageUsage.available)],
          ['Total', formatBytes(storageUsage.total)],
          ['Disk full', <DiskFull key="fill" fill={storageUsage.fill} />],
        ]}
        note={
          <>
            Warning above {thresholds.diskWarning}% used, critical above {thresholds.diskCritical}%. Measured where the data lives:{' '}
            <code className="metric-card__path">{storageUsage.path}</code>
          </>
        }
      />
    </div>
  );
}

function DiskFull({ fill }: { fill: SystemInfoView['storageUsage']['fill'] }) {
  if (fill.status === 'measuring') return <span data-testid="disk-full">Estimating (needs 5 minutes of samples)</span>;
  if (fill.status === 'not_filling' || fill.secondsUntilFull === null) return <span data-testid="disk-full">Not filling</span>;
  const rate = `${formatBytes(fill.bytesPerHour ?? 0)} an hour`;
  return (
    <span data-testid="disk-full">
      In {formatRoughly(fill.secondsUntilFull)} at {rate}
      {fill.fullAt && fill.secondsUntilFull < 365 * 86_400 && <span className="cell-sub">around {formatDateTime(fill.fullAt)}</span>}
    </span>
  );
}
