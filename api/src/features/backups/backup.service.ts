/**
 * Backups the owner never has to think about: on a schedule (BACKUP_SCHEDULE, workshop time), on
 * demand ('Back up now') and before a migration changes the database. Each is a gzip'd plain
 * PostgreSQL dump (PGlite's pg_dump in the embedded database's thread, or the machine's pg_dump
 * for a server), verified at once by a restore into a throw-away database in a worker thread, so
 * neither the dump nor the check holds up the event loop. One backup at a time per instance; with
 * several instances each scheduled run is claimed in the database, so one instance makes it.
 * After the scheduled backup the embedded database is tidied (dead rows cleared, planner statistics
 * refreshed: the autovacuum PGlite does not run); about a second for five years of history.
 */
import { pgliteModules, type PGliteModules } from '../../db/pglite-modules.js';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Cron } from 'croner';
import type { Config } from '../../config.js';
import { summarize, type BackupManifest } from '../../db/backup-manifest.js';
import { claimScheduledRun } from '../../db/scheduled-run.entity.js';
import type { Database } from '../../db/orm.js';
import { AppError } from '../../shared/errors.js';
import type { Clock } from '../../shared/time.js';
import { workerUrl } from '../../shared/worker-url.js';
import { HealthState } from '../monitor/public.js';
import type { AuditEntry, ChangeUnit } from '../../platform/outbox/public.js';
import type { Verification } from './backup-file.js';
import type { BackupJob } from './backup-worker.js';
import { BackupStore } from './backup-store.js';
import { BackupKind, BackupStatus, type Backup } from './backup.types.js';
import { dumpServer, findPgDump } from './server-dump.js';

const NEWEST_VERIFIED_KEPT = (filename: string) =>
  `${filename} is the newest verified backup, the one a restore would use, so it cannot be deleted. Once a newer backup is made and verified, this one can be deleted.`;

/** The newest verified backup may be this old before the monitoring page warns. */
const BACKUP_STALE_SECONDS = 26 * 3600;

export interface BackupLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface BackupDeps {
  config: Pick<Config, 'backupDir' | 'backupSchedule' | 'backupKeep' | 'timeZone' | 'databaseUrl'>;
  clock: Clock;
  db: Pick<Database, 'embedded' | 'dumpEmbedded' | 'tidyEmbedded' | 'orm'>;
  log?: BackupLog;
  /** Records backups made and deleted in the audit trail (absent before migrations, when there is no trail yet). */
  changes?: ChangeUnit;
}

export class BackupService {
  readonly store: BackupStore;
  private running: Promise<Backup> | null = null;
  private cron: Cron | null = null;
  private log: BackupLog | null;
  private readonly pgDump: string | null;

  constructor(private readonly deps: BackupDeps) {
    this.store = new BackupStore(deps.config.backupDir, deps.config.timeZone);
    this.log = deps.log ?? null;
    this.pgDump = deps.db.embedded ? null : findPgDump();
  }

  logTo(log: BackupLog): void {
    this.log = log;
  }

  get available(): boolean {
    return this.deps.db.embedded || this.pgDump !== null;
  }

  private unavailableReason(): string | null {
    if (this.available) return null;
    return 'pg_dump is not installed on this machine, so this server cannot back up its PostgreSQL database: backups are the database server’s job (or install the PostgreSQL client tools).';
  }

  /** Starts the schedule. */
  start(): void {
    this.cron ??= new Cron(this.deps.config.backupSchedule, { timezone: this.deps.config.timeZone, protect: true, unref: true }, (job) => {
      const slot = job.currentRun() ?? this.deps.clock.now();
      void this.scheduled(slot);
    });
  }

  close(): Promise<unknown> {
    this.cron?.stop();
    this.cron = null;
    return this.running?.catch(() => undefined) ?? Promise.resolve();
  }

  /** A scheduled run: the backup, made by the one instance that claims its slot; then, embedded, the tidying. */
  async scheduled(slot: Date): Promise<Backup | null> {
    const backup = await this.scheduledBackup(slot);
    await this.tidy();
    return backup;
  }

  private async scheduledBackup(slot: Date): Promise<Backup | null> {
    if (!this.available) return null;
    try {
      // A backup already running here (e.g. 'Back up now') leaves the slot to another instance.
      if (this.running) return null;
      if (!(await claimScheduledRun(this.deps.db.orm.em.fork() as EntityManager, 'backup', slot))) return null;
      return await this.create(BackupKind.scheduled);
    } catch (err) {
      this.log?.error({ err }, 'the scheduled backup failed');
      return null;
    }
  }

  /** The embedded database's night-time housekeeping; a failure is logged (the next night tries again). */
  private async tidy(): Promise<void> {
    if (!this.deps.db.tidyEmbedded) return;
    const t0 = performance.now();
    try {
      await this.deps.db.tidyEmbedded();
      this.log?.info({ durationMs: Math.round(performance.now() - t0) }, 'embedded database tidied (VACUUM, statistics)');
    } catch (err) {
      this.log?.error({ err }, 'the embedded database could not be tidied');
    }
  }

  /** Makes a backup and verifies it; one at a time (a second request meanwhile answers 409). */
  create(kind: BackupKind): Promise<Backup> {
    if (!this.available) throw AppError.conflict(this.unavailableReason()!);
    if (this.running) throw AppError.conflict('A backup is being made right now. Try again when it has finished.');
    const run = this.make(kind).finally(() => {
      this.running = null;
    });
    this.running = run;
    return run;
  }

  private async make(kind: BackupKind): Promise<Backup> {
    const started = this.deps.clock.now();
    const t0 = performance.now();
    this.store.ensure();
    const filename = this.store.newName(started, kind);
    const file = this.store.filePath(filename);
    let verification: Verification;
    let manifest: BackupManifest | null = null;
    // Started first: it prepares its throw-away database while the dump runs.
    const verifier = startVerifier(await pgliteModules());
    try {
      if (this.deps.db.dumpEmbedded) {
        // The dump goes from the database's thread to the verifier's, not through this one.
        manifest = (await this.deps.db.dumpEmbedded(verifier.dumps)).manifest;
        verification = await verifier.verify({ file, write: true, manifest });
      } else {
        manifest = await dumpServer(this.pgDump!, this.deps.config.databaseUrl!, file);
        verification = await verifier.verify({ file, write: false, manifest });
      }
    } catch (err) {
      this.log?.error({ err, filename }, 'a backup could not be made');
      throw AppError.unavailable(`The backup could not be made: ${(err as Error).message}`);
    } finally {
      verifier.stop();
    }
    const counts = manifest ? summarize(manifest) : null;
    const backup: Backup = {
      newestVerified: verification.verified,
      filename,
      size: verification.size,
      sha256: verification.sha256,
      verified: verification.verified,
      problems: verification.problems,
      createdAt: started,
      kind,
      tables: counts?.tables ?? null,
      rows: counts?.rows ?? null,
      documents: counts?.documents ?? null,
      durationMs: Math.round(performance.now() - t0),
    };
    this.store.record(backup);
    await this.audit({
      action: 'backup.created',
      entityType: 'backup',
      entityId: filename.slice(0, 64),
      summary: `${kind === BackupKind.manual ? 'Backup' : `${kind[0].toUpperCase()}${kind.slice(1)} backup`} ${filename} made${backup.verified ? ' and verified' : ': verification FAILED'}`,
    });
    if (backup.verified) {
      this.log?.info({ filename, size: backup.size, rows: backup.rows, documents: backup.documents, durationMs: backup.durationMs }, 'backup made and verified');
      this.store.prune(this.deps.config.backupKeep);
    } else {
      this.log?.error({ filename, problems: backup.problems }, 'a backup FAILED its verification: it is kept, marked not verified');
    }
    return backup;
  }

  list(): Backup[] {
    return this.store.list();
  }

  /** Deletes a backup; never the newest verified one (409): it is the one a restore would need. */
  async delete(filename: string): Promise<void> {
    this.store.pathOf(filename);
    if (this.store.list().find((b) => b.newestVerified)?.filename === filename) throw AppError.conflict(NEWEST_VERIFIED_KEPT(filename));
    this.store.delete(filename);
    await this.audit({ action: 'backup.deleted', entityType: 'backup', entityId: filename.slice(0, 64), summary: `Backup ${filename} deleted` });
  }

  /**
   * The file of a backup about to be downloaded, its download recorded first: the whole database
   * leaves the server, so it is never without its record (a failure to record refuses it).
   */
  async download(filename: string): Promise<string> {
    const file = this.store.pathOf(filename);
    if (!this.deps.changes) throw AppError.unavailable('Backups cannot be downloaded before the database is ready.');
    await this.deps.changes.run(this.deps.db.orm.em.fork() as EntityManager, async (_tx, effects) =>
      effects.audit({ action: 'backup.downloaded', entityType: 'backup', entityId: filename.slice(0, 64), summary: `Backup ${filename} downloaded` }),
    );
    return file;
  }

  /** A backup is a file, not a row: its record follows it (a failure to record is logged, the backup stands). */
  private async audit(entry: AuditEntry): Promise<void> {
    if (!this.deps.changes) return;
    try {
      await this.deps.changes.run(this.deps.db.orm.em.fork() as EntityManager, async (_tx, effects) => effects.audit(entry));
    } catch (err) {
      this.log?.error({ err }, 'could not record the backup in the audit trail');
    }
  }

  status(): BackupStatus {
    const all = this.list();
    const last = all[0] ?? null;
    const lastVerified = all.find((b) => b.verified) ?? null;
    const now = this.deps.clock.now();
    const age = lastVerified ? Math.max(0, Math.round((now.getTime() - lastVerified.createdAt.getTime()) / 1000)) : null;
    let message: string | null = null;
    if (!this.available) message = this.unavailableReason();
    else if (last && !last.verified) message = `The last backup (${last.filename}) failed its verification: ${last.problems.join('; ')}.`;
    else if (!lastVerified) message = 'There is no verified backup yet.';
    else if (age! > BACKUP_STALE_SECONDS) message = `The newest verified backup is ${Math.floor(age! / 3600)} hours old.`;
    return Object.assign(new BackupStatus(), {
      databaseKind: this.deps.db.embedded ? 'embedded' : 'postgresql',
      available: this.available,
      unavailableReason: this.unavailableReason(),
      directory: this.store.directory,
      schedule: this.deps.config.backupSchedule,
      nextRunAt: this.cron?.nextRun() ?? new Cron(this.deps.config.backupSchedule, { timezone: this.deps.config.timeZone, paused: true }).nextRun(now),
      keep: this.deps.config.backupKeep,
      running: this.running !== null,
      last,
      lastVerified,
      lastVerifiedAgeSeconds: age,
      state: message === null ? HealthState.ok : HealthState.warning,
      message,
    });
  }
}

/**
 * The worker thread that writes (when given the dump, on `dumps`) and verifies one backup file.
 * `dumps` is handed to whoever makes the dump (the embedded database's thread), at most once.
 */
function startVerifier(modules: PGliteModules): { dumps: MessagePort; verify(job: BackupJob): Promise<Verification>; stop(): void } {
  const channel = new MessageChannel();
  const worker = new Worker(workerUrl('backup-worker', import.meta.url), { workerData: { modules, dumps: channel.port2 }, transferList: [channel.port2] });
  const answer = new Promise<Verification>((resolve, reject) => {
    worker.once('message', (reply: { ok: true; result: Verification } | { ok: false; message: string }) => {
      if (reply.ok) resolve(reply.result);
      else reject(new Error(reply.message));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the verification stopped (exit code ${code})`)));
  });
  answer.catch(() => undefined); // rejected when stopped without a job
  return {
    dumps: channel.port1,
    verify(job) {
      worker.postMessage(job);
      return answer;
    },
    stop() {
      channel.port1.close();
      void worker.terminate();
    },
  };
}
