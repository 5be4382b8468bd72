/** The four cards of the machine: operating system, CPU, RAM and storage, each with the last hour drawn small. */
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
        state={cpuUsage.state}
        figure={formatPercent(cpuUsage.usagePercentage)}
        figureLabel="in use"
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
        chart={
          <Sparkline
            {...chartProps(info)}
            points={series(info, 'cpu')}
            max={100}
            guides={[
              { value: thresholds.cpuWarning, kind: 'warning' },
              { value: thresholds.cpuCritical, kind: 'critical' },
            ]}
            label="CPU use"
            format={percent}
          />
        }
        note={`Warning when the 10-minute average is above ${thresholds.cpuWarning}%, critical above ${thresholds.cpuCritical}%.`}
      />
      <MetricCard
        id="ram"
        title="RAM"
        icon="memory"
        state={ramUsage.state}
        figure={formatPercent(ramUsage.usagePercentage)}
        figureLabel="used"
        details={[
          ['Used', formatBytes(ramUsage.used)],
          ['Free', formatBytes(ramUsage.free)],
          ['Total', formatBytes(ramUsage.total)],
        ]}
        chart={
          <Sparkline
            {...chartProps(info)}
            points={series(info, 'ram')}
            max={100}
            guides={[
              { value: 100 - thresholds.ramAvailableWarning, kind: 'warning' },
              { value: 100 - thresholds.ramAvailableCritical, kind: 'critical' },
            ]}
            label="RAM used"
            format={percent}
          />
        }
        note={`Free counts the cache the system gives back on demand. Warning below ${thresholds.ramAvailableWarning}% free, critical below ${thresholds.ramAvailableCritical}%.`}
      />
      <MetricCard
        id="storage"
        title="Storage"
        icon="disk"
        state={storageUsage.state}
        figure={formatPercent(storageUsage.usagePercentage)}
        figureLabel="used"
        details={[
          ['Used', formatBytes(storageUsage.used)],
          ['Available', formatBytes(storageUsage.available)],
          ['Total', formatBytes(storageUsage.total)],
          ['Disk full', <DiskFull key="fill" fill={storageUsage.fill} />],
        ]}
        chart={
          <Sparkline
            {...chartProps(info)}
            points={series(info, 'disk')}
            max={100}
            guides={[
              { value: thresholds.diskWarning, kind: 'warning' },
              { value: thresholds.diskCritical, kind: 'critical' },
            ]}
            label="Disk used"
            format={percent}
          />
        }
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
