/**
 * The faults suite's world: a fresh PostgreSQL database and real api processes (the built server,
 * `api/dist/main.js`) that a test can start, SIGKILL and restart, each logging to its own file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { useTeardown } from './teardown.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { waitFor } from '../../test/wait-for.js';

export const ADMIN_PASSWORD = 'correct-horse-battery-staple';
export const ADMIN_EMAIL = 'workshop@example.com';

/** What every api process of the suite runs with: the suite's admin, quiet logs, rate limits no test reaches. */
export const SUITE_ENV = {
  ADMIN_PASSWORD,
  ADMIN_EMAIL,
  LOG_LEVEL: 'warn',
  PUBLIC_RATE_LIMIT: '1000000',
  PUBLIC_READ_RATE_LIMIT: '1000000',
  LOGIN_RATE_LIMIT: '1000000',
};
const MAIN_JS = path.resolve(import.meta.dirname, '../../dist/main.js');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The local TCP ports of a process's sockets (from /proc: its socket inodes, then /proc/net/tcp*). */
export function socketPorts(pid: number): number[] {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (m) inodes.add(m[1]);
      } catch {
        /* closed meanwhile */
      }
    }
  } catch {
    return []; // the process is gone
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length > 9 && inodes.has(cols[9])) ports.push(parseInt(cols[1].split(':')[1], 16));
    }
  }
  return ports;
}

/** One api process (the built server), logging to its own file across restarts. */
export class ApiProcess {
  child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();

  constructor(
    readonly name: string,
    readonly port: number,
    readonly env: Record<string, string>,
    readonly logFile: string,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get running(): boolean {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Starts the process and waits until GET /api/health answers 200. */
  async start(timeoutMs = 30_000): Promise<void> {
    const fd = openSync(this.logFile, 'a');
    const child = spawn(process.execPath, [MAIN_JS], { env: this.env, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const exited = this.exited.then(() => {
      throw new Error(`api ${this.name} exited during start (code ${child.exitCode}):\n${this.logTail()}`);
    });
    const answering = waitFor(
      async () => {
        if (!this.running) return true; // the exit above tells why
        const res = await fetch(`${this.url}/api/health`, { signal: AbortSignal.timeout(1000) });
        await res.body?.cancel();
        return res.status === 200;
      },
      { timeoutMs, everyMs: 50, what: `api ${this.name} to answer /api/health` },
    ).catch((err: Error) => {
      throw new Error(`${err.message}:\n${this.logTail()}`);
    });
    // Whichever comes first: health answering 200, or the process exiting.
    await Promise.race([answering.then(() => (this.running ? undefined : exited)), exited]);
  }

  /** kill -9: no shutdown hook runs. */
  async kill9(): Promise<void> {
    if (!this.running) return;
    this.child!.kill('SIGKILL');
    await this.exited;
  }

  async stop(): Promise<void> {
    if (!this.running) return;
    this.child!.kill('SIGTERM');
    // SIGTERM's shutdown gets a ceiling; past it the process is killed.
    let ceiling: NodeJS.Timeout | undefined;
    const done = await Promise.race([this.exited.then(() => true), new Promise<boolean>((resolve) => (ceiling = setTimeout(() => resolve(false), 5000)))]);
    clearTimeout(ceiling);
    if (!done) await this.kill9();
  }

  logTail(lines = 40): string {
    if (!existsSync(this.logFile)) return '(no log)';
    const tail = readFileSync(this.logFile, 'utf8').split('\n').slice(-lines);
    return tail.map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line)).join('\n');
  }
}

export interface ClusterOptions {
  /** Environment for every process of the cluster (per-process env overrides it). */
  env?: Record<string, string>;
}

/** A database, its api processes, and an SQL client on it; `useCluster` tears it all down. */
export class Cluster {
  readonly apis: ApiProcess[] = [];
  readonly pool: pg.Pool;
  private readonly tmp = mkdtempSync(path.join(os.tmpdir(), 'workshop-faults-'));

  private constructor(
    readonly db: TestDatabase & { url: string },
    private readonly options: ClusterOptions,
  ) {
    this.pool = new pg.Pool({ connectionString: db.url, max: 4 });
    this.pool.on('error', () => undefined);
  }

  static async create(options: ClusterOptions = {}): Promise<Cluster> {
    if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: run \`npm run build -w api\` before the faults suite`);
    const db = await createTestDatabase();
    if (!db.url) throw new Error('the faults suite needs PostgreSQL: set TEST_DATABASE_URL');
    return new Cluster(db as TestDatabase & { url: string }, options);
  }

  /** Starts one more api process on the cluster's database (one at a time: each runs migrations at boot). */
  async spawn(name: string, env: Record<string, string> = {}): Promise<ApiProcess> {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(this.tmp, `${name}-`));
    const api = new ApiProcess(
      name,
      port,
      {
        PATH: process.env.PATH ?? '',
        TZ: 'UTC',
        DATABASE_URL: this.db.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: 'http://workshop.test',
        DATA_DIR: dataDir,
        // No web build needed: the api serves only itself when this holds no index.html.
        WEB_DIST: path.join(dataDir, 'no-web'),
        PUBSUB: 'postgres',
        ...SUITE_ENV,
        OUTBOX_POLL_MS: '100',
        OUTBOX_RETRY_BASE_MS: '200',
        PGAPPNAME: `faults-${name}`,
        ...this.options.env,
        ...env,
      },
      path.join(this.tmp, `${name}.log`),
    );
    this.apis.push(api);
    await api.start();
    return api;
  }

  async sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    return (await this.pool.query(text, params)).rows as T[];
  }

  /**
   * The database connections an api process holds, found by the TCP ports its sockets use (an app
   * may name its connections as it likes). `listenersOnly`: the pubsub's LISTEN connection(s), i.e.
   * those that last ran LISTEN or call themselves listeners (application_name), or a listener that
   * also publishes through itself (last ran pg_notify, not from a connection named for notifying).
   */
  private async backends(api: ApiProcess, listenersOnly: boolean): Promise<number[]> {
    const ports = api.pid ? socketPorts(api.pid) : [];
    const rows = await this.sql<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity
        WHERE datname = current_database() AND client_port = ANY($1::int[]) AND pid <> pg_backend_pid()
          AND (NOT $2 OR query ILIKE 'LISTEN%' OR application_name ILIKE '%listen%'
               OR (query ILIKE '%pg_notify%' AND application_name NOT ILIKE '%notify%'))`,
      [ports, listenersOnly],
    );
    return rows.map((r) => r.pid);
  }

  /**
   * Ends an api process's database connections (all, or only its LISTEN connections) and waits
   * until their backends are gone from the server; answers how many.
   */
  async terminate(api: ApiProcess, which: 'all' | 'listen'): Promise<number> {
    const pids = await this.backends(api, which === 'listen');
    await this.sql('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [pids]);
    await waitFor(async () => (await this.sql('SELECT 1 FROM pg_stat_activity WHERE pid = ANY($1::int[])', [pids])).length === 0, {
      what: `the terminated backends ${pids.join(', ')} to end`,
    });
    return pids.length;
  }

  /** How many LISTEN connections an api process holds. */
  async listenConnections(api: ApiProcess): Promise<number> {
    return (await this.backends(api, true)).length;
  }

  logTails(): string {
    return this.apis.map((api) => `----- ${api.name} (${api.logFile}) -----\n${api.logTail()}`).join('\n');
  }

  async close(): Promise<void> {
    await Promise.all(this.apis.map((api) => api.kill9()));
    await this.pool.end().catch(() => undefined);
    await this.db.drop();
    rmSync(this.tmp, { recursive: true, force: true });
  }
}

/**
 * Registers the file's teardown: on a failed test the tail of every process log is printed;
 * after the file, every process is killed and the database dropped (also after a failure).
 */
export function useCluster(): { get: () => Cluster; set: (cluster: Cluster) => Cluster } {
  const kept = useTeardown<Cluster>();
  return {
    get: () => {
      const current = kept.current();
      if (!current) throw new Error('cluster not started');
      return current;
    },
    set: kept.set,
  };
}
