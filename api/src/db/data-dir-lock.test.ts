/** One writer per data directory: the lock file, its stale takeover and the race of several takers. */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, assertDataDirFree, DataDirLockedError, LOCK_FILE, processStart, takeoverGuardFile, type LockRecord } from './data-dir-lock.js';

const TAKER = path.resolve(import.meta.dirname, '../../test/fixtures/lock-taker.mjs');
const MODULE = path.resolve(import.meta.dirname, 'data-dir-lock.ts');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'workshop-lock-'));
const children: ChildProcess[] = [];
const ROUNDS = Number(process.env.LOCK_RACE_ROUNDS ?? 10);
const TAKERS = 4;

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

let dirs = 0;
const freshDir = () => path.join(tmp, `data-${++dirs}`);
const lockFile = (dir: string) => path.join(dir, LOCK_FILE);
const readRecord = (dir: string) => JSON.parse(readFileSync(lockFile(dir), 'utf8')) as LockRecord;

/** A process that has exited: its pid is dead (and not reused this soon). */
async function deadPid(): Promise<number> {
  const child = spawn('sh', ['-c', 'exit 0']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** A live process unrelated to any lock. */
function livePid(): number {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)']);
  children.push(child);
  return child.pid!;
}

function writeLock(dir: string, record: Partial<LockRecord>): void {
  const full: LockRecord = { pid: 1, purpose: 'the server', startedAt: '2026-11-26T09:12:00.000Z', hostname: os.hostname(), token: 'feedface', ...record };
  mkdirp(dir);
  writeFileSync(lockFile(dir), JSON.stringify(full));
}

/** An empty directory. */
function mkdirp(dir: string) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

/** A lock-taker child process, driven line by line. */
class Taker {
  private readonly child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', TAKER, MODULE], { stdio: ['pipe', 'pipe', 'inherit'] });
  private readonly answers: string[] = [];
  private waiting: ((line: string) => void) | null = null;

  constructor() {
    children.push(this.child);
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      if (this.waiting) {
        const w = this.waiting;
        this.waiting = null;
        w(line);
      } else this.answers.push(line);
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  next(): Promise<string> {
    const line = this.answers.shift();
    if (line !== undefined) return Promise.resolve(line);
    return new Promise((resolve) => (this.waiting = resolve));
  }

  send(command: string): void {
    this.child.stdin!.write(`${command}\n`);
  }

  async ask(command: string): Promise<string> {
    this.send(command);
    return this.next();
  }

  exited(): Promise<void> {
    return new Promise((resolve) => (this.child.exitCode !== null ? resolve() : this.child.once('exit', () => resolve())));
  }
}

async function takers(n: number): Promise<Taker[]> {
  const all = Array.from({ length: n }, () => new Taker());
  for (const t of all) expect(await t.next()).toBe('ready');
  return all;
}

describe('data directory lock', () => {
  it('holds a JSON lock file with our pid until released, then can be taken again', () => {
    const dir = freshDir();
    const before = Date.now();
    const lock = acquireDataDirLock(dir, 'the server');
    const record = readRecord(dir);
    expect(record).toMatchObject({ pid: process.pid, purpose: 'the server', hostname: os.hostname() });
    // Stamped when taken.
    expect(Date.parse(record.startedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(record.startedAt)).toBeLessThanOrEqual(Date.now());
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    lock.release(); // twice is harmless
    acquireDataDirLock(dir, 'the server').release();
    expect(readdirSync(dir)).toEqual([]); // no temporary or takeover files left behind
  });

  it('refuses a directory a live process holds, naming the directory, its pid and what it is', async () => {
    const dir = freshDir();
    const [holder] = await takers(1);
    expect(await holder.ask(`take ${dir}`)).toBe('won');
    const before = readFileSync(lockFile(dir), 'utf8');
    let error: unknown;
    try {
      acquireDataDirLock(dir, 'the server');
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    const message = (error as Error).message;
    expect(message).toContain(`The data directory ${dir} is in use by another process (pid ${holder.pid}, a lock taker started `);
    expect(message).toContain('Stop it first, or set DATA_DIR to another directory.');
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(before);
    // The quick check before a start says the same.
    expect(() => assertDataDirFree(dir)).toThrow(message);
    // Released by its holder: free again.
    expect(await holder.ask('release')).toBe('released');
    acquireDataDirLock(dir, 'the server').release();
  });

  it('refuses a second open of the same directory within one process', () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir, 'the server');
    expect(() => acquireDataDirLock(dir, 'the server')).toThrow(/already open in this process/);
    lock.release();
  });

  it('shows the start time in the workshop zone', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: livePid(), startedAt: '2026-11-25T22:12:00.000Z' });
    expect(() => acquireDataDirLock(dir, 'the server')).toThrow(/, the server started 2026-11-26 09:12\)/);
  });

  it('takes over the lock of a dead process', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: await deadPid() });
    assertDataDirFree(dir); // stale: no refusal
    const lock = acquireDataDirLock(dir, 'the server');
    expect(readRecord(dir).pid).toBe(process.pid);
    lock.release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes over the lock of a pid now used by an unrelated process (start time differs)', async () => {
    const dir = freshDir();
    const pid = livePid();
    await expect.poll(() => processStart(pid)).toBeTruthy();
    writeLock(dir, { pid, procStart: String(Number(processStart(pid)) - 1) });
    acquireDataDirLock(dir, 'the server').release();
    // The same pid with its own start time is its lock: refused.
    writeLock(dir, { pid, procStart: processStart(pid)! });
    expect(() => acquireDataDirLock(dir, 'the server')).toThrow(DataDirLockedError);
  });

  it('takes over a lock from before a reboot, and a leftover unreadable lock file', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: livePid(), bootId: 'an-earlier-boot' });
    acquireDataDirLock(dir, 'the server').release();
    mkdirp(dir);
    writeFileSync(lockFile(dir), '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(dir), old, old);
    acquireDataDirLock(dir, 'the server').release();
  });

  it('takes over past a taker that died mid-takeover, and waits for one still at it', async () => {
    const dir = freshDir();
    writeLock(dir, { pid: await deadPid() });
    const guard = takeoverGuardFile(dir)!;
    const taker = (pid: number) => JSON.stringify({ pid, purpose: 'taking over a stale lock', startedAt: new Date().toISOString(), hostname: os.hostname(), token: `t${pid}` });
    writeFileSync(guard, taker(livePid()));
    const started = Date.now();
    expect(() => acquireDataDirLock(dir, 'the server', { waitMs: 300 })).toThrow(DataDirLockedError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    writeFileSync(guard, taker(await deadPid()));
    acquireDataDirLock(dir, 'the server').release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("never takes over another host's lock (its process cannot be checked from here)", async () => {
    const dir = freshDir();
    writeLock(dir, { pid: await deadPid(), hostname: 'other-machine' });
    expect(() => acquireDataDirLock(dir, 'the server')).toThrow(/pid \d+ on host other-machine, the server started .* delete .*pglite\.lock/);
  });

  it('release removes only our own lock file', async () => {
    const dir = freshDir();
    const lock = acquireDataDirLock(dir, 'the server');
    // Someone replaced it (a takeover after this process was wrongly judged gone): not ours to remove.
    const theirs = JSON.stringify({ pid: livePid(), purpose: 'npm run restore', startedAt: new Date().toISOString(), hostname: os.hostname(), token: 'theirs' });
    writeFileSync(lockFile(dir), theirs);
    lock.release();
    expect(readFileSync(lockFile(dir), 'utf8')).toBe(theirs);
  });

  it('is released when the holder exits without releasing, and left stale by a kill -9 (then taken over)', async () => {
    const dir = freshDir();
    const [exits, killed] = await takers(2);
    expect(await exits.ask(`take ${dir}`)).toBe('won');
    exits.send('exit');
    await exits.exited();
    expect(existsSync(lockFile(dir))).toBe(false);

    expect(await killed.ask(`take ${dir}`)).toBe('won');
    process.kill(killed.pid, 'SIGKILL');
    await killed.exited();
    expect(readRecord(dir).pid).toBe(killed.pid);
    acquireDataDirLock(dir, 'the server').release();
  });

  it('of several processes racing over a stale lock (or a free directory), exactly one wins', async () => {
    const t0 = Date.now();
    const all = await takers(TAKERS);
    const t1 = Date.now();
    const failures: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const dir = freshDir();
      // A stale lock of a dead process, and every fifth round no lock at all.
      if (round % 5 === 4) mkdirp(dir);
      else writeLock(dir, { pid: await deadPid(), token: `stale-${round}` });
      const at = Date.now() + 30;
      // Each pauses 0–20 ms between judging the lock stale and taking it over: every interleaving occurs.
      for (const t of all) t.send(`take ${dir} ${at} 20`);
      const answers = await Promise.all(all.map((t) => t.next()));
      const winners = all.filter((_, i) => answers[i] === 'won');
      if (winners.length !== 1) failures.push(`round ${round}: ${winners.length} winners`);
      else {
        expect(readRecord(dir).pid).toBe(winners[0].pid);
        for (const answer of answers.filter((a) => a !== 'won')) expect(answer).toContain(`(pid ${winners[0].pid}, a lock taker started`);
        expect(readdirSync(dir)).toEqual([LOCK_FILE]);
      }
      await Promise.all(winners.map(async (w) => expect(await w.ask('release')).toBe('released')));
    }
    console.info(`lock race: ${TAKERS} takers started in ${t1 - t0} ms, ${ROUNDS} rounds in ${Date.now() - t1} ms`);
    expect(failures).toEqual([]);
  });
});
