/**
 * The heavy part of a backup, off the server's event loop: compressing and writing the dump, then
 * verifying the file by restoring it into a throw-away embedded database. One worker per backup,
 * started as the dump begins: it makes the throw-away database (an initdb, seconds) meanwhile,
 * then takes the job. An embedded database's dump comes here straight from the database's thread
 * (the port in workerData), never through the server's. The lead thread terminates this worker
 * afterwards, which frees that database's memory.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { PGliteModules } from '../../db/pglite-modules.ts';
import type { BackupManifest } from '../../db/backup-manifest.ts';
import type { DumpDelivery } from '../../db/embedded.ts';
import { throwAwayDatabase, verifyBackup, writeBackup } from './backup-file.ts';

export interface BackupJob {
  file: string;
  /** True when the dump is to be written first, as it arrives on the dump port (embedded database); false when pg_dump already wrote the file. */
  write: boolean;
  manifest: BackupManifest;
}

const { modules, dumps } = workerData as { modules: PGliteModules; dumps: MessagePort };
// The process's compiled PGlite (db/pglite-modules.ts), so this thread allocates and frees no code of its own.
const database = throwAwayDatabase(modules);
database.catch(() => undefined); // a failure is reported by the verification that awaits it
const dump = new Promise<Uint8Array>((resolve) => dumps.once('message', (delivery: DumpDelivery) => resolve(delivery.sql)));

parentPort!.once('message', (job: BackupJob) => {
  const run = async () => {
    if (job.write) writeBackup(job.file, await dump, job.manifest);
    return verifyBackup(job.file, job.manifest, database);
  };
  run().then(
    (result) => parentPort!.postMessage({ ok: true, result }),
    (err: unknown) => parentPort!.postMessage({ ok: false, message: (err as Error).message }),
  );
});
