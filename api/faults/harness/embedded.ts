/**
 * The embedded default as a workshop runs it: built servers (`api/dist/main.js`) with no
 * DATABASE_URL, so PGlite under DATA_DIR, in a temporary directory. Needs no PostgreSQL server.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useTeardown } from './teardown.js';
import { ApiProcess, freePort, SUITE_ENV } from './cluster.js';

const MAIN_JS = path.resolve(import.meta.dirname, '../../dist/main.js');
/** A ceiling, not a wait: ~10 s on a quiet 2-core machine, 90 s seen on one running five other suites. */
export const START_TIMEOUT_MS = 240_000;

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
  ms: number;
}

export class EmbeddedWorld {
  readonly tmp = mkdtempSync(path.join(os.tmpdir(), 'workshop-embedded-'));
  readonly dataDir = path.join(this.tmp, 'data');
  readonly apis: ApiProcess[] = [];

  constructor() {
    if (!existsSync(MAIN_JS)) throw new Error(`${MAIN_JS} is missing: run \`npm run build -w api\` before the faults suite`);
  }

  /** The environment of a server on this world's DATA_DIR (no DATABASE_URL: the embedded default). */
  env(port: number, extra: Record<string, string> = {}): Record<string, string> {
    return {
      PATH: process.env.PATH ?? '',
      TZ: 'UTC',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: 'http://workshop.test',
      DATA_DIR: this.dataDir,
      WEB_DIST: path.join(this.tmp, 'no-web'),
      ...SUITE_ENV,
      ...extra,
    };
  }

  /** A server on this world's DATA_DIR, started (embedded PGlite opens and migrates: allow a while). */
  async spawn(name: string, extra: Record<string, string> = {}): Promise<ApiProcess> {
    const port = await freePort();
    const api = new ApiProcess(name, port, this.env(port, extra), path.join(this.tmp, `${name}.log`));
    this.apis.push(api);
    // PGlite (WASM) creates, migrates or recovers the database first: CPU-bound, slow on a busy machine.
    await api.start(START_TIMEOUT_MS);
    return api;
  }

  /** Starts a server that is expected to refuse: answers how it exited, its output and how long it ran. */
  async runToExit(timeoutMs = 30_000): Promise<Exit & { port: number }> {
    const port = await freePort();
    const started = Date.now();
    const child = spawn(process.execPath, [MAIN_JS], { env: this.env(port), stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    const [code, signal] = (await new Promise((resolve) => child.once('close', (c, s) => resolve([c, s])))) as [number | null, NodeJS.Signals | null];
    clearTimeout(timer);
    return { code, signal, output, ms: Date.now() - started, port };
  }

  logTails(): string {
    return this.apis.map((api) => `----- ${api.name} (${api.logFile}) -----\n${api.logTail()}`).join('\n');
  }

  async close(): Promise<void> {
    await Promise.all(this.apis.map((api) => api.kill9()));
    rmSync(this.tmp, { recursive: true, force: true });
  }
}

/** One world per file: process logs printed when a test fails, every process killed after the file. */
export function useEmbeddedWorld(): () => EmbeddedWorld {
  const kept = useTeardown<EmbeddedWorld>();
  return () => kept.current() ?? kept.set(new EmbeddedWorld());
}
