/**
 * The backup folder (BACKUP_DIR): `backup-YYYYMMDD-HHmmss[-kind].sql.gz` files, named in the
 * workshop's time, each with a `.json` record of what it holds and whether it was verified. A name
 * from a request is accepted only in exactly that shape, so it cannot leave the folder.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { AppError } from '../../shared/errors.js';
import { writeAtomically } from './backup-file.js';
import { BackupKind, type Backup } from './backup.types.js';

const NAME = /^backup-(\d{8})-(\d{6})(?:-(pre-migration|manual))?(?:-(\d+))?\.sql\.gz$/;

export class BackupStore {
  constructor(
    readonly directory: string,
    private readonly timeZone: string,
  ) {}

  ensure(): void {
    mkdirSync(this.directory, { recursive: true, mode: 0o700 });
  }

  /** A new file name for a backup made at `at` (a suffix when that second is taken). */
  newName(at: Date, kind: BackupKind): string {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-AU', { timeZone: this.timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' })
        .formatToParts(at)
        .map((p) => [p.type, p.value]),
    );
    const stamp = `${parts.year}${parts.month}${parts.day}-${parts.hour}${parts.minute}${parts.second}`;
    const suffix = kind === BackupKind.scheduled ? '' : `-${kind}`;
    for (let n = 1; ; n++) {
      const name = `backup-${stamp}${suffix}${n > 1 ? `-${n}` : ''}.sql.gz`;
      if (!this.exists(name)) return name;
    }
  }

  /** The file of a backup named in a request; 400 for a name of another shape, 404 when absent. */
  pathOf(filename: string): string {
    if (!NAME.test(filename)) throw AppError.badInput('That is not the name of a backup file.');
    if (!this.exists(filename)) throw AppError.notFound(`No backup named ${filename}.`);
    return path.join(this.directory, filename);
  }

  filePath(filename: string): string {
    return path.join(this.directory, filename);
  }

  private exists(filename: string): boolean {
    try {
      return statSync(path.join(this.directory, filename)).isFile();
    } catch {
      return false;
    }
  }

  /** Writes what a backup holds and whether it was verified (which is the newest verified one follows from the folder). */
  record(backup: Omit<Backup, 'newestVerified'>): void {
    const { newestVerified: _followsFromTheFolder, ...facts } = backup as Backup;
    writeAtomically(path.join(this.directory, `${backup.filename}.json`), Buffer.from(JSON.stringify(facts, null, 2)));
  }

  /** Every backup in the folder, newest first, the newest verified one marked; a file without its record is listed as not verified. */
  list(): Backup[] {
    let names: string[];
    try {
      names = readdirSync(this.directory).filter((n) => NAME.test(n));
    } catch {
      return [];
    }
    const all = names.map((name) => this.read(name)).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.filename.localeCompare(a.filename));
    const newest = all.find((b) => b.verified);
    if (newest) newest.newestVerified = true;
    return all;
  }

  private read(filename: string): Backup {
    const file = path.join(this.directory, filename);
    try {
      const saved = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as Backup & { createdAt: string };
      return { ...saved, filename, createdAt: new Date(saved.createdAt), size: statSync(file).size, newestVerified: false };
    } catch {
      const stat = statSync(file);
      const kind = NAME.exec(filename)?.[3];
      return {
        filename,
        size: stat.size,
        sha256: '',
        verified: false,
        problems: ['no record of a verification (the file was not made here, or its record is missing)'],
        createdAt: stat.mtime,
        kind: kind === 'manual' ? BackupKind.manual : kind === 'pre-migration' ? BackupKind.preMigration : BackupKind.scheduled,
        tables: null,
        rows: null,
        documents: null,
        durationMs: null,
        newestVerified: false,
      };
    }
  }

  delete(filename: string): void {
    const file = this.pathOf(filename);
    rmSync(file, { force: true });
    rmSync(`${file}.json`, { force: true });
  }

  /** Keeps the newest `keep` backups, and the newest verified one whatever its age; deletes the rest. */
  prune(keep: number): string[] {
    const all = this.list();
    const newestVerified = all.find((b) => b.verified)?.filename;
    const removed: string[] = [];
    for (const backup of all.slice(keep)) {
      if (backup.filename === newestVerified) continue;
      this.delete(backup.filename);
      removed.push(backup.filename);
    }
    return removed;
  }
}
