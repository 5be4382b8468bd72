/**
 * The heavy part of a backup, off the server's event loop: compressing and writing the dump, then
 * verifying the file by restoring it into a throw-away embedded database. One worker per backup;
 * the lead thread terminates it afterwards, which frees the throw-away database's memory.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { BackupManifest } from '../../db/backup-manifest.ts';
import { verifyBackup, writeBackup } from './backup-file.ts';

interface Job {
  file: string;
  /** The dump to write first (embedded database); absent when pg_dump already wrote the file. */
  sql?: Uint8Array;
  manifest: BackupManifest;
}

const job = workerData as Job;
try {
  if (job.sql) writeBackup(job.file, job.sql, job.manifest);
  parentPort!.postMessage({ ok: true, result: await verifyBackup(job.file, job.manifest) });
} catch (err) {
  parentPort!.postMessage({ ok: false, message: (err as Error).message });
}
