/**
 * One writer per data directory. PGlite takes no lock of its own: two processes on one DATA_DIR
 * would each start, see only their own writes and silently lose the other's. So whatever opens the
 * directory (the server, `npm run restore`, …) first takes `DATA_DIR/pglite.lock`, a file holding
 * the holder's pid, what it is, when it started and on which host.
 *
 * - The file appears atomically with its whole content (written aside, then hard-linked into place;
 *   `open(…, 'wx')` where links are not supported), so a reader never sees half a lock.
 * - A lock whose holder is gone is taken over: on the same host, `kill(pid, 0)` answers ESRCH, or
 *   the machine has rebooted since (Linux boot id), or the pid now belongs to a process that started
 *   at another time (Linux `/proc/<pid>/stat` start time: a pid reused by an unrelated process).
 * - Taking over is safe against racing starters: removing a stale lock needs a second exclusive
 *   file named after that lock's content (`pglite.lock.<hash>.takeover`), and its holder checks,
 *   under it, that the lock is still the very one judged stale. A lock from another host (a shared
 *   network disk) is never taken over: its holder cannot be checked from here.
 * - Released by `release()` and, if the process ends without it, on `process.on('exit')`; either
 *   removes the file only while it is still this holder's. A kill -9 leaves it, stale, for the next.
 *
 * Known limits: pid namespaces (two containers sharing one volume under the same hostname) are not
 * told apart; off Linux a pid reused by an unrelated live process keeps the lock until it ends.
 */
import { createHash, randomBytes } from 'node:crypto';
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeFileSync, writeSync, type Stats } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'pglite.lock';
/** A lock file that cannot be read and is older than this is a leftover, not one being written. */
const UNREADABLE_STALE_MS = 2000;
const DEFAULT_WAIT_MS = 5000;

export interface LockRecord {
  pid: number;
  /** What holds it, e.g. 'the server', 'npm run restore'. */
  purpose: string;
  /** ISO instant the lock was taken. */
  startedAt: string;
  hostname: string;
  /** Linux: the boot the holder runs in, and its start time (clock ticks since boot). */
  bootId?: string;
  procStart?: string;
  /** Random: tells two locks of the same pid apart. */
  token: string;
}

export interface DataDirLock {
  readonly dataDir: string;
  readonly file: string;
  /** Removes the lock file if it is still ours; idempotent. */
  release(): void;
}

export interface LockOptions {
  /** Zone of the start time in the message (default Australia/Melbourne, the workshop's). */
  timeZone?: string;
  /** How long to keep trying while a takeover by another process is in progress. */
  waitMs?: number;
  /** Called between judging a lock stale and taking it over (tests widen the race window with it). */
  beforeTakeover?: () => void;
}

export class DataDirLockedError extends Error {
  readonly code = 'EDATADIRLOCKED';
  readonly dataDir: string;
  /** Who holds it; null when its lock file cannot be read. */
  readonly holder: LockRecord | null;

  // (No parameter properties: this file runs under Node's type stripping in tests' child processes.)
  constructor(dataDir: string, holder: LockRecord | null, timeZone = 'Australia/Melbourne') {
    super(lockedMessage(dataDir, holder, timeZone));
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

function lockedMessage(dataDir: string, holder: LockRecord | null, timeZone: string): string {
  const advice = 'Stop it first, or set DATA_DIR to another directory.';
  const file = path.join(dataDir, LOCK_FILE);
  if (!holder) return `The data directory ${dataDir} is locked by another process (its lock file ${file} could not be read). ${advice}`;
  const started = `${holder.purpose} started ${formatInstant(holder.startedAt, timeZone)}`;
  if (holder.hostname !== os.hostname()) {
    return `The data directory ${dataDir} is in use by another process (pid ${holder.pid} on host ${holder.hostname}, ${started}). ${advice} If that process is no longer running, delete ${file}.`;
  }
  if (holder.pid === process.pid) return `The data directory ${dataDir} is already open in this process (${started}).`;
  return `The data directory ${dataDir} is in use by another process (pid ${holder.pid}, ${started}). ${advice}`;
}

function formatInstant(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'at an unknown time';
  try {
    const parts: Record<string, string> = {};
    const fmt = new Intl.DateTimeFormat('en-AU', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    for (const p of fmt.formatToParts(date)) parts[p.type] = p.value;
    return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
  } catch {
    return iso;
  }
}

/** Locks this process holds, by file: a second open of the same directory in one process is refused too. */
const heldHere = new Map<string, LockRecord>();

/**
 * Takes the data directory's lock for `purpose` (shown to whoever is refused), creating the
 * directory if needed. Throws DataDirLockedError when a live process holds it.
 */
export function acquireDataDirLock(dataDir: string, purpose: string, options: LockOptions = {}): DataDirLock {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const timeZone = options.timeZone ?? 'Australia/Melbourne';
  const mine = heldHere.get(file);
  if (mine) throw new DataDirLockedError(dir, mine, timeZone);

  const record = newRecord(purpose);
  const content = JSON.stringify(record);
  const deadline = Date.now() + (options.waitMs ?? DEFAULT_WAIT_MS);
  let last: SeenLock | null = null;
  for (;;) {
    if (Date.now() > deadline) throw new DataDirLockedError(dir, last?.record ?? null, timeZone);
    if (createExclusive(file, content)) break;
    const seen = readLock(file);
    if (!seen) continue; // released meanwhile: try again
    last = seen;
    const verdict = judge(seen);
    if (verdict === 'held') throw new DataDirLockedError(dir, seen.record, timeZone);
    if (verdict === 'stale') {
      options.beforeTakeover?.();
      if (removeStale(file, seen, 0)) continue;
    }
    // Another process is taking it over, or it is being written: wait for the outcome.
    sleepSync(10 + Math.random() * 20);
  }

  heldHere.set(file, record);
  const onExit = () => removeIfOurs(file, content);
  process.on('exit', onExit);
  let released = false;
  return {
    dataDir: dir,
    file,
    release() {
      if (released) return;
      released = true;
      process.off('exit', onExit);
      heldHere.delete(file);
      removeIfOurs(file, content);
    },
  };
}

/**
 * Throws DataDirLockedError when a live process holds the directory: a quick refusal before a
 * slow start (taking the lock stays acquireDataDirLock's, which decides any race).
 */
export function assertDataDirFree(dataDir: string, options: Pick<LockOptions, 'timeZone'> = {}): void {
  const dir = path.resolve(dataDir);
  const seen = readLock(path.join(dir, LOCK_FILE));
  if (seen && judge(seen) === 'held') throw new DataDirLockedError(dir, seen.record, options.timeZone);
}

function newRecord(purpose: string): LockRecord {
  const record: LockRecord = { pid: process.pid, purpose, startedAt: new Date().toISOString(), hostname: os.hostname(), token: randomBytes(16).toString('hex') };
  const bootId = currentBootId();
  const procStart = processStart(process.pid);
  if (bootId) record.bootId = bootId;
  if (procStart) record.procStart = procStart;
  return record;
}

/** Creates `file` holding `content` unless it exists; true when created. The content is never seen partial. */
function createExclusive(file: string, content: string): boolean {
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(aside, content, { flag: 'wx' });
  try {
    linkSync(aside, file);
    return true;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    if (code !== 'EPERM' && code !== 'ENOTSUP' && code !== 'EOPNOTSUPP' && code !== 'ENOSYS') throw err;
    // A filesystem without hard links: create in place (a reader may briefly see it empty).
    let fd: number;
    try {
      fd = openSync(file, 'wx');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw e;
    }
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
    return true;
  } finally {
    unlinkQuietly(aside);
  }
}

interface SeenLock {
  raw: string;
  record: LockRecord | null;
  /** Names this very file content (a new lock always differs: its token is random). */
  identity: string;
  ageMs: number;
}

function readLock(file: string): SeenLock | null {
  let raw: string;
  let stat: Stats;
  try {
    stat = statSync(file);
    raw = readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  // The content names a lock (its token is random); inode and time tell apart two unreadable ones.
  const identity = createHash('sha256').update(`${stat.ino}:${stat.mtimeMs}:${raw}`).digest('hex').slice(0, 24);
  return { raw, record: parseRecord(raw), identity, ageMs: Date.now() - stat.mtimeMs };
}

function parseRecord(raw: string): LockRecord | null {
  try {
    const r = JSON.parse(raw) as Partial<LockRecord>;
    if (Number.isSafeInteger(r.pid) && r.pid! > 0 && typeof r.hostname === 'string' && typeof r.token === 'string') {
      return { ...r, purpose: typeof r.purpose === 'string' ? r.purpose : 'a process', startedAt: String(r.startedAt ?? '') } as LockRecord;
    }
  } catch {
    /* unreadable */
  }
  return null;
}

/** 'held' by a live process (or one that cannot be checked), 'stale', or 'unsure' (being written). */
function judge(seen: SeenLock): 'held' | 'stale' | 'unsure' {
  if (!seen.record) return seen.ageMs > UNREADABLE_STALE_MS ? 'stale' : 'unsure';
  return holderAlive(seen.record) ? 'held' : 'stale';
}

/** Whether the process that wrote `record` may still be running. */
function holderAlive(record: LockRecord): boolean {
  // Another machine's process cannot be checked from here.
  if (record.hostname !== os.hostname()) return true;
  const bootId = currentBootId();
  if (record.bootId && bootId && record.bootId !== bootId) return false; // rebooted since
  // Our own pid but not a lock of ours (those are in heldHere): an earlier life of this pid,
  // e.g. a container restarted with the same pid.
  if (record.pid === process.pid) return false;
  try {
    process.kill(record.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ESRCH') return false;
    // EPERM: it exists, under another user.
  }
  if (record.procStart) {
    const start = processStart(record.pid);
    if (start && start !== record.procStart) return false; // the pid now belongs to another process
  }
  return true;
}

/**
 * Removes the stale lock `seen` at `file`, unless it has changed meanwhile; true when it is gone.
 * Exclusive through `<file>.<identity>.takeover`: of several processes that judged the same lock
 * stale, one removes it, and only after checking, under that file, that it is still the same lock.
 * A takeover file left by a taker that died holding it is itself a stale lock, removed the same way.
 */
function removeStale(file: string, seen: SeenLock, depth: number): boolean {
  const guard = guardFile(file, seen);
  if (!createExclusive(guard, JSON.stringify(newRecord('taking over a stale lock')))) {
    const other = readLock(guard);
    if (other && depth < 4 && judge(other) === 'stale') removeStale(guard, other, depth + 1);
    return false;
  }
  try {
    const now = readLock(file);
    if (!now) return true;
    if (now.identity !== seen.identity || judge(now) !== 'stale') return false;
    unlinkQuietly(file);
    return true;
  } finally {
    unlinkQuietly(guard);
  }
}

function guardFile(file: string, seen: SeenLock): string {
  return `${path.join(path.dirname(file), LOCK_FILE)}.${seen.identity}.takeover`;
}

/** The file that guards the takeover of the data directory's present lock (tests); null when unlocked. */
export function takeoverGuardFile(dataDir: string): string | null {
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  const seen = readLock(file);
  return seen && guardFile(file, seen);
}

function removeIfOurs(file: string, content: string): void {
  try {
    if (readFileSync(file, 'utf8') === content) unlinkSync(file);
  } catch {
    /* already gone, or not ours to remove */
  }
}

function unlinkQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch {
    /* gone already */
  }
}

let bootIdCache: string | null | undefined;
function currentBootId(): string | null {
  if (bootIdCache === undefined) {
    try {
      bootIdCache = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || null;
    } catch {
      bootIdCache = null;
    }
  }
  return bootIdCache;
}

/** Linux: a process's start time in clock ticks since boot (field 22 of /proc/<pid>/stat); null elsewhere. */
export function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may hold spaces or parentheses itself.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));
function sleepSync(ms: number): void {
  Atomics.wait(sleeper, 0, 0, ms);
}
