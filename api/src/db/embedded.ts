/**
 * Embedded PostgreSQL (PGlite) for running with no database to set up: persisted under
 * DATA_DIR, served on a loopback socket so the same PostgreSQL driver connects to it. It runs in a
 * worker thread (embedded-worker.ts): its statements and its dumps never hold up the event loop.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { Worker, type MessagePort } from 'node:worker_threads';
import { workerUrl } from '../shared/worker-url.js';
import type { BackupManifest } from './backup-manifest.js';
import { pgliteModules } from './pglite-modules.js';

/** What the server's thread gets of a dump: its manifest. The dump itself goes to the port it named. */
export interface EmbeddedDump {
  manifest: BackupManifest;
}

/** The message a dump's port receives: the plain SQL dump (pg_dump, INSERT statements), transferred. */
export interface DumpDelivery {
  sql: Uint8Array;
}

export interface EmbeddedDatabase {
  url: string;
  /**
   * A consistent dump of the whole database (statements wait meanwhile; the event loop does not),
   * posted to `to` (a DumpDelivery, e.g. to the thread that writes and verifies it): hundreds of
   * megabytes of SQL never come into the server's thread, whose heap would otherwise be collected
   * in full on their arrival (tens of milliseconds of a held event loop).
   */
  dump(to: MessagePort): Promise<EmbeddedDump>;
  /** The data directory as one uncompressed tarball: a later in-memory database's `seed`. */
  dataDir(): Promise<Uint8Array>;
  close(): Promise<void>;
}

type Reply = { id: number; ok: true; result?: EmbeddedDump | { files: Uint8Array } } | { id: number; ok: false; message: string };

/**
 * `dir` null keeps the database in memory (tests, migration checks); such a database starts from
 * `seed` when given (a data directory PGlite dumped uncompressed) instead of an initdb.
 */
export async function startEmbeddedDatabase(dir: string | null, maxConnections: number, seed: Uint8Array | null = null): Promise<EmbeddedDatabase> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  const modules = await pgliteModules();
  const worker = new Worker(workerUrl('embedded-worker', import.meta.url), { workerData: { dir, seed, maxConnections, modules } });
  const pending = new Map<number, { resolve(reply: Reply): void; reject(err: Error): void }>();
  let nextId = 1;
  let failure: Error | null = null;
  const url = await new Promise<string>((resolve, reject) => {
    const exited = (code: number) => reject(new Error(`The embedded database stopped while starting (exit code ${code}).`));
    worker.once('message', (msg: { url: string }) => {
      worker.off('error', reject).off('exit', exited);
      resolve(msg.url);
    });
    worker.once('error', reject).once('exit', exited);
  });
  worker.on('message', (reply: Reply) => {
    pending.get(reply.id)?.resolve(reply);
    pending.delete(reply.id);
  });
  const fail = (err: Error) => {
    failure = err;
    for (const waiting of pending.values()) waiting.reject(err);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The embedded database stopped (exit code ${code}).`)));

  const call = (op: 'dump' | 'dataDir' | 'close', to?: MessagePort) =>
    new Promise<Reply>((resolve, reject) => {
      if (failure) return reject(failure);
      const id = nextId++;
      pending.set(id, { resolve, reject });
      if (to) worker.postMessage({ id, op, to }, [to]);
      else worker.postMessage({ id, op });
    });

  let closing: Promise<void> | null = null;
  return {
    url,
    async dump(to) {
      const reply = await call('dump', to);
      if (!reply.ok) throw new Error(`The embedded database could not be dumped: ${reply.message}`);
      return reply.result as EmbeddedDump;
    },
    async dataDir() {
      const reply = await call('dataDir');
      if (!reply.ok) throw new Error(`The embedded database's files could not be read: ${reply.message}`);
      return (reply.result as { files: Uint8Array }).files;
    },
    close() {
      closing ??= (async () => {
        if (!failure) await call('close').catch(() => undefined);
        await worker.terminate();
      })();
      return closing;
    },
  };
}
