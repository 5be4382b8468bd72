/**
 * The embedded PostgreSQL (PGlite) in its own thread: the database, the loopback socket the
 * app's pool connects to, and the dumps of backups. PGlite executes each statement synchronously
 * in WebAssembly and pg_dump runs as one synchronous call: here neither holds up the server's
 * event loop (requests, the booked-slots cache, websockets), only the database itself.
 *
 * Loaded as a worker from embedded.ts; it imports packages and Node's built-ins only, so it runs
 * as compiled JavaScript (build/, dist/) and, in tests, from its TypeScript source (Node strips types).
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { EXCLUDE_SECRETS, takeManifest, type BackupManifest } from './backup-manifest.ts';

interface Init {
  dir: string | null;
  /** An in-memory database's starting data directory (PGlite's dumpDataDir, uncompressed), or null for a fresh initdb. */
  seed: Uint8Array | null;
  maxConnections: number;
  /** PGlite's modules compiled once by the process (pglite-modules.ts): shared, never freed here. */
  modules: { pgliteWasmModule: object; initdbWasmModule: object };
}

type Request = { id: number; op: 'dump' | 'dataDir' | 'close'; to?: MessagePort };

/** The socket server's queue of statements (pglite-socket 0.2.17, pinned): paused while a dump runs. */
interface StatementQueue {
  processing: boolean;
  processQueue(): Promise<void>;
}

const port = parentPort!;
const { dir, seed, maxConnections, modules } = workerData as Init;
// pg_trgm: the admin's search (trigram indexes), as on a PostgreSQL server.
const db = await PGlite.create(dir ?? 'memory://', {
  extensions: { pg_trgm },
  ...(seed && !dir ? { loadDataDir: new Blob([seed]) } : {}),
  ...(modules as unknown as Record<string, never>),
});
const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
await server.start();
const queue = (server as unknown as { queryQueue: StatementQueue }).queryQueue;

/**
 * Waits until no statement runs and no transaction is open, then holds every connection's next
 * statement until the returned function is called. The pool's connections share PGlite's one
 * session, so a dump must neither land inside an app's transaction nor let app statements into its own.
 */
async function quiesce(timeoutMs: number): Promise<() => void> {
  const deadline = Date.now() + timeoutMs;
  while (queue.processing || db.isInTransaction()) {
    if (Date.now() > deadline) throw new Error(`the database stayed busy for ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  queue.processing = true;
  return () => {
    queue.processing = false;
    void queue.processQueue();
  };
}

/**
 * PGlite as pg_dump should see it: each answer handed over in one piece. pglite-tools (0.4.8,
 * pinned) appends every chunk of an answer to everything before it (a copy per chunk), which made
 * the answer of `SELECT … FROM document` (a hundred megabytes of PDFs) cost about 15 s; one copy
 * of the chunks (views of PGlite's memory, reused after the call) and one concatenation is linear.
 */
function wholeAnswers(pg: PGlite): PGlite {
  type Stream = PGlite['execProtocolRawStream'];
  const stream: Stream = (message, options) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    // PGlite runs the statement and hands over its whole answer before this call returns.
    const done = pg.execProtocolRawStream(message, {
      ...options,
      onRawData: (chunk) => {
        chunks.push(chunk.slice());
        size += chunk.byteLength;
      },
    });
    const whole = new Uint8Array(size);
    let at = 0;
    for (const chunk of chunks) {
      whole.set(chunk, at);
      at += chunk.byteLength;
    }
    if (size) options?.onRawData(whole);
    return done;
  };
  return new Proxy(pg, {
    get(target, key) {
      if (key === 'execProtocolRawStream') return stream;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** Session settings pg_dump changes (search_path, DateStyle, timeouts, …), to put back after it. */
async function sessionSettings(): Promise<Map<string, string>> {
  const { rows } = await db.query<{ name: string; setting: string }>(`SELECT name, setting FROM pg_settings WHERE context IN ('user', 'superuser')`);
  return new Map(rows.map((r) => [r.name, r.setting]));
}

async function dump(): Promise<{ sql: Uint8Array; manifest: BackupManifest }> {
  const resume = await quiesce(30_000);
  try {
    const before = await sessionSettings();
    const statements = await db.query<{ name: string }>('SELECT name FROM pg_prepared_statements');
    const prepared = new Set(statements.rows.map((r) => r.name));
    try {
      const manifest = await takeManifest((sql) => db.query(sql));
      const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
      const file = await pgDump({ pg: wholeAnswers(db), args: ['--no-owner', '--no-privileges', '--rows-per-insert=100', ...EXCLUDE_SECRETS] });
      const sql = new Uint8Array(await file.arrayBuffer());
      return { sql, manifest };
    } finally {
      if (db.isInTransaction()) await db.exec('ROLLBACK');
      const after = await sessionSettings();
      for (const [name, value] of before) {
        if (after.get(name) !== value) await db.query('SELECT set_config($1, $2, false)', [name, value]);
      }
      // pgDump ends with DEALLOCATE ALL; nothing of the app's is prepared on PGlite, but be exact.
      void prepared;
    }
  } finally {
    resume();
  }
}

port.on('message', (request: Request) => {
  const run = async () => {
    if (request.op === 'dump') {
      // The dump goes straight to the port it was asked for (the backup's writer), the manifest back.
      const to = request.to!;
      try {
        const { sql, manifest } = await dump();
        to.postMessage({ sql }, [sql.buffer as ArrayBuffer]);
        port.postMessage({ id: request.id, ok: true, result: { manifest } });
      } finally {
        to.close();
      }
    } else if (request.op === 'dataDir') {
      const resume = await quiesce(30_000);
      try {
        const files = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
        port.postMessage({ id: request.id, ok: true, result: { files } }, [files.buffer as ArrayBuffer]);
      } finally {
        resume();
      }
    } else {
      await server.stop();
      await db.close();
      port.postMessage({ id: request.id, ok: true });
    }
  };
  run().catch((err: unknown) => {
    port.postMessage({ id: request.id, ok: false, message: err instanceof Error ? err.message : String(err) });
  });
});

port.postMessage({ ready: true, url: `postgres://postgres@${server.getServerConn()}/postgres` });
