/**
 * The heavy part of a backup, off the server's event loop: compressing and writing the dump, then
 * verifying the file by restoring it into a throw-away embedded database. One worker per backup,
 * started as the dump begins: it makes the throw-away database (an initdb, seconds) meanwhile,
 * then takes the job. The lead thread terminates it afterwards, which frees that database's memory.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { PGliteModules } from '../../db/pglite-modules.ts';
import type { BackupManifest } from '../../db/backup-manifest.ts';
import { throwAwayDatabase, verifyBackup, writeBackup } from './backup-file.ts';

export interface BackupJob {
  file: string;
  /** The dump to write first (embedded database); absent when pg_dump already wrote the file. */
  sql?: Uint8Array;
  manifest: BackupManifest;
}

// The process's compiled PGlite (db/pglite-modules.ts), so this thread allocates and frees no code of its own.
const database = throwAwayDatabase((workerData as { modules: PGliteModules }).modules);
database.catch(() => undefined); // a failure is reported by the verification that awaits it

parentPort!.once('message', (job: BackupJob) => {
  const run = async () => {
    if (job.sql) writeBackup(job.file, job.sql, job.manifest);
    return verifyBackup(job.file, job.manifest, database);
  };
  run().then(
    (result) => parentPort!.postMessage({ ok: true, result }),
    (err: unknown) => parentPort!.postMessage({ ok: false, message: (err as Error).message }),
  );
});
