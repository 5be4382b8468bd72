/**
 * 'Backups' on the monitoring page: which database this is, the last backup and the age of the
 * newest verified one, the next scheduled run and where they are kept; a warning when the backups
 * need attention; 'Back up now' (it dumps and verifies, up to a minute) and the list of backups.
 * Making, downloading and deleting backups is for owners (a backup is the whole database, every
 * account's password included): other staff see where the backups stand and are told so.
 */
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { AdminCreateBackupDocument } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { formatDateTime } from '../format';
import { useMe } from '../session/use-me';
import { AdminIcon } from '../ui/AdminIcon';
import { LoadFailed, LoadingState } from '../ui/States';
import { describeSchedule, formatAgo, formatUntil, secondsSince } from './backup-format';
import { BackupList, VerifiedMark } from './BackupList';
import { formatBytes } from './monitor-format';
import { StateBadge } from './StateBadge';
import { useNow, type BackupsState, type BackupStatusView } from './use-backups';
import { Button } from '../ui/Button';
import '../styles/admin-backups.css';

interface BackupsPanelProps {
  backups: BackupsState;
  /** Where the embedded database lives (DATA_DIR), when known. */
  dataDir?: string;
}

export function BackupsPanel({ backups, dataDir }: BackupsPanelProps) {
  const { status, statusFailed, refresh } = backups;
  const now = useNow();
  const owner = Boolean(useMe().me?.owner);
  // Not available: the reason stands where the button would be, not twice.
  const warning = status?.message && status.available ? status.message : null;
  return (
    <section className={`panel backups backups--${status?.state ?? 'unknown'}`} aria-labelledby="backups-title" data-testid="backups">
      <header className="panel__header">
        <div className="backups__heading">
          <span className="backups__icon" aria-hidden="true">
            <AdminIcon name="database" size={20} />
          </span>
          <h2 id="backups-title" className="panel__title">
            Backups
          </h2>
        </div>
        {status && <StateBadge state={status.state} />}
      </header>
      {status ? (
        <>
          {warning && (
            <div className="banner banner--warning backups__warning" data-testid="backups-warning">
              <AdminIcon name="warning" size={20} className="banner__icon" />
              <p className="banner__text">
                <span className="sr-only">Warning: </span>
                {warning}
              </p>
            </div>
          )}
          <div className="backups__summary">
            <BackupFacts status={status} now={now} dataDir={dataDir} />
            {owner ? <BackUpNow status={status} onDone={refresh} /> : <OwnersOnly />}
          </div>
        </>
      ) : statusFailed ? (
        <LoadFailed message="Could not load the backups’ status." onRetry={() => void refresh()} />
      ) : (
        <LoadingState label="Loading the backups…" />
      )}
      <BackupList backups={backups} now={now} owner={owner} />
    </section>
  );
}

function databaseKindText(kind: string, dataDir?: string): string {
  if (kind === 'embedded') return dataDir ? `Embedded database (PGlite) in ${dataDir}` : 'Embedded database (PGlite)';
  return 'PostgreSQL server';
}

function BackupFacts({ status, now, dataDir }: { status: BackupStatusView; now: number; dataDir?: string }) {
  const { last, lastVerified, nextRunAt } = status;
  return (
    <dl className="detail-list backups__facts">
      <div className="detail-list__wide" data-testid="backups-database">
        <dt>Database</dt>
        <dd>{databaseKindText(status.databaseKind, dataDir)}</dd>
      </div>
      <div data-testid="backups-last">
        <dt>Last backup</dt>
        <dd>
          {last ? (
            <>
              <time dateTime={last.createdAt}>{formatDateTime(last.createdAt)}</time>
              <span className="cell-sub">
                {formatAgo(secondsSince(last.createdAt, now))} · {formatBytes(last.size)}
              </span>
              <VerifiedMark backup={last} />
            </>
          ) : (
            'None yet'
          )}
        </dd>
      </div>
      <div data-testid="backups-verified-age">
        <dt>Last verified backup</dt>
        <dd>
          {lastVerified ? (
            <>
              {formatAgo(secondsSince(lastVerified.createdAt, now))}
              <span className="cell-sub">
                <time dateTime={lastVerified.createdAt}>{formatDateTime(lastVerified.createdAt)}</time>
              </span>
            </>
          ) : (
            'None yet'
          )}
        </dd>
      </div>
      <div data-testid="backups-next">
        <dt>Next scheduled</dt>
        <dd>
          {status.available && nextRunAt ? (
            <>
              <time dateTime={nextRunAt}>{formatDateTime(nextRunAt)}</time>
              <span className="cell-sub">
                {formatUntil(Math.max(0, (Date.parse(nextRunAt) - now) / 1000))} · <span title={`BACKUP_SCHEDULE ${status.schedule}`}>{describeSchedule(status.schedule)}</span>
              </span>
            </>
          ) : (
            'None'
          )}
        </dd>
      </div>
      <div className="detail-list__wide" data-testid="backups-directory">
        <dt>Kept in</dt>
        <dd>
          <code className="mono backups__path">{status.directory}</code>
          <span className="cell-sub">The newest {status.keep} are kept, and always the newest verified one.</span>
        </dd>
      </div>
    </dl>
  );
}

const BACKUPS_OWNERS_ONLY = 'Only an owner can make, download or delete backups: a backup holds the whole database, every account’s password included.';

function OwnersOnly() {
  return (
    <div className="backups__action">
      <p className="backups__unavailable" data-testid="backups-owners-only">
        <AdminIcon name="lock" size={18} />
        <span>{BACKUPS_OWNERS_ONLY}</span>
      </p>
    </div>
  );
}

type Outcome = { tone: 'success' | 'warning' | 'error'; text: string } | null;

function BackUpNow({ status, onDone }: { status: BackupStatusView; onDone: () => Promise<void> }) {
  const [create, { loading }] = useMutation(AdminCreateBackupDocument);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const busy = loading || status.running;

  async function onBackUp() {
    setOutcome(null);
    try {
      const { data } = await create();
      const made = data?.createBackup;
      if (!made) throw new Error('No backup in the answer.');
      setOutcome(
        made.verified
          ? { tone: 'success', text: `Backup made and verified: ${made.filename} (${formatBytes(made.size)}).` }
          : { tone: 'warning', text: `Backup ${made.filename} was made but FAILED its verification: ${made.problems.join('; ')}.` },
      );
    } catch (failure) {
      setOutcome({ tone: 'error', text: errorMessage(failure) });
    }
    await onDone();
  }

  if (!status.available) {
    return (
      <div className="backups__action">
        <p className="backups__unavailable" data-testid="backups-unavailable">
          <AdminIcon name="ban" size={18} />
          <span>{status.unavailableReason}</span>
        </p>
      </div>
    );
  }

  const progress = loading ? 'Backing up and verifying… this can take a minute.' : status.running ? 'A backup is being made now (scheduled, or started elsewhere)…' : null;
  return (
    <div className="backups__action">
      <Button variant="primary" onClick={() => void onBackUp()} disabled={busy} aria-busy={busy} aria-describedby="backups-progress">
        {busy ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="database" size={18} />}
        {loading ? 'Backing up and verifying…' : 'Back up now'}
      </Button>
      <p className="backups__hint">A dump of the whole database, checked at once by restoring it into a throw-away copy. Takes up to a minute; the site keeps working meanwhile.</p>
      {/* Always in the page, so what is put in it is announced. */}
      <div id="backups-progress" className="backups__outcome" role="status" aria-live="polite" data-testid="backups-outcome">
        {progress ? (
          <p className="backups__progress">{progress}</p>
        ) : (
          outcome && (
            <p className={`backups__result backups__result--${outcome.tone}`}>
              <AdminIcon name={outcome.tone === 'success' ? 'check' : outcome.tone === 'warning' ? 'warning' : 'alert'} size={18} />
              <span>{outcome.text}</span>
            </p>
          )
        )}
      </div>
    </div>
  );
}
