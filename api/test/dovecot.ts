/**
 * A real Dovecot IMAP server for tests, e2e and the bench: its own config in a short temp dir,
 * plain IMAP on a free loopback port (refused when the port already answers), users from a
 * passwd-file, maildirs owned by `nobody` when run as root. Seeds messages by APPEND with chosen
 * arrival dates (SEARCH SINCE compares those).
 *
 * Plain TypeScript only (no enums, no parameter properties): e2e/server.mjs and bench/ import it
 * with Node's own type stripping.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';

export interface MailUser {
  user: string;
  password: string;
}

export interface SeedMessage {
  raw: string | Buffer;
  /** Arrival (internal) date; default now. */
  date?: Date;
  seen?: boolean;
  mailbox?: string;
}

export interface Dovecot {
  host: string;
  port: number;
  users: MailUser[];
  /** imap://user:password@127.0.0.1:port for a user (the first by default). */
  url(user?: string): string;
  /** An imapflow client of a user, connected. */
  client(user?: string): Promise<ImapFlow>;
  /** APPENDs messages (one connection); answers their UIDs. */
  append(messages: SeedMessage[], user?: string): Promise<number[]>;
  /** Every message of a mailbox: uid, flags, raw source. */
  messages(mailbox?: string, user?: string): Promise<Array<{ uid: number; flags: Set<string>; source: Buffer }>>;
  /** Empties a mailbox. */
  clear(mailbox?: string, user?: string): Promise<void>;
  /** Stops the server, keeping its mail (start() brings it back on the same port). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes everything. */
  close(): Promise<void>;
  /** The server's recent log, for failure messages. */
  log(): string;
}

const BINARIES = ['/usr/sbin/dovecot', '/usr/local/sbin/dovecot'];
export const DOVECOT_MISSING = 'Dovecot is not installed: the mailbox tests need a real IMAP server (apt-get install -y dovecot-imapd; .ci/run does it).';

export function dovecotBinary(): string | null {
  const found = BINARIES.find((b) => existsSync(b));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v dovecot'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function answers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits for the IMAP greeting ("* OK"), or fails when the process exits first. */
async function greeting(port: number, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Dovecot exited with ${child.exitCode}:\n${log()}`);
    const ok = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.setTimeout(1000, () => socket.destroy());
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('* OK'));
      });
      socket.once('error', () => resolve(false));
      socket.once('close', () => resolve(false));
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Dovecot did not greet on port ${port} within 15 s:\n${log()}`);
}

function idOf(name: string, flag: '-u' | '-g'): number | null {
  const out = spawnSync('id', [flag, name], { encoding: 'utf8' });
  return out.status === 0 ? Number(out.stdout.trim()) : null;
}

function config(dir: string, port: number, asRoot: boolean): string {
  const me = os.userInfo().username;
  const [internal, login] = asRoot ? ['dovecot', 'dovenull'] : [me, me];
  const [uid, gid] = asRoot ? ['nobody', 'nogroup'] : [String(process.getuid?.() ?? ''), String(process.getgid?.() ?? '')];
  return `# Written by api/test/dovecot.ts for one test run.
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = test-${port}
log_path = /dev/stderr
info_log_path = /dev/stderr
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
auth_failure_delay = 0
mail_location = maildir:${dir}/mail/%u
mail_fsync = never
default_internal_user = ${internal}
default_internal_group = ${asRoot ? 'dovecot' : me}
default_login_user = ${login}
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=${uid} gid=${gid} home=${dir}/home/%u
}
namespace inbox {
  inbox = yes
  separator = /
  mailbox Sent {
    special_use = \\Sent
    auto = create
  }
  mailbox Trash {
    special_use = \\Trash
    auto = create
  }
}
service imap-login {
  chroot =
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
service anvil {
  chroot =
}
service stats {
  chroot =
}
`;
}

export async function startDovecot(options: { users?: MailUser[]; port?: number } = {}): Promise<Dovecot> {
  const binary = dovecotBinary();
  if (!binary) throw new Error(DOVECOT_MISSING);
  const users = options.users ?? [{ user: 'workshop', password: 'mailbox-pw-2468' }];
  const port = options.port ?? (await freePort());
  if (await answers(port)) throw new Error(`Port ${port} already answers: refusing to start Dovecot over another server.`);
  const asRoot = process.getuid?.() === 0;
  // Socket paths must stay short (108 bytes): /tmp/dv-XXXXXX.
  const dir = mkdtempSync(path.join(os.tmpdir().length > 20 ? '/tmp' : os.tmpdir(), 'dv-'));
  for (const sub of ['run', 'state', 'mail', 'home']) mkdirSync(path.join(dir, sub));
  writeFileSync(path.join(dir, 'passwd'), users.map((u) => `${u.user}:{PLAIN}${u.password}::::::`).join('\n') + '\n');
  writeFileSync(path.join(dir, 'dovecot.conf'), config(dir, port, asRoot));
  chmodSync(dir, 0o755);
  if (asRoot) {
    const uid = idOf('nobody', '-u') ?? 65534;
    const gid = idOf('nobody', '-g') ?? 65534;
    chownSync(path.join(dir, 'mail'), uid, gid);
    chownSync(path.join(dir, 'home'), uid, gid);
  }

  const lines: string[] = [];
  const log = () => lines.slice(-60).join('');
  let child: ChildProcess | null = null;

  async function start(): Promise<void> {
    if (child) return;
    if (await answers(port)) throw new Error(`Port ${port} already answers: refusing to start Dovecot over another server.`);
    // Its own process group: stopping it ends every Dovecot process (an imap process outlives
    // the master otherwise, still serving the connections it has).
    const started = spawn(binary!, ['-F', '-c', path.join(dir, 'dovecot.conf')], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    const keep = (data: Buffer) => {
      lines.push(data.toString());
      if (lines.length > 500) lines.splice(0, lines.length - 500);
    };
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    child = started;
    started.once('exit', () => {
      if (child === started) child = null;
    });
    try {
      await greeting(port, started, log);
    } catch (err) {
      started.kill('SIGKILL');
      throw err;
    }
  }

  async function stop(): Promise<void> {
    const running = child;
    if (!running || running.pid === undefined) return;
    const group = running.pid;
    const signal = (sig: NodeJS.Signals | 0): boolean => {
      try {
        process.kill(-group, sig);
        return true;
      } catch {
        return false; // the group is gone
      }
    };
    signal('SIGTERM');
    // Every process of the group gone, SIGKILL after 5 s.
    for (let i = 0; signal(0); i++) {
      if (i === 100) signal('SIGKILL');
      await new Promise((r) => setTimeout(r, 50));
    }
    child = null;
  }

  const credentials = (user?: string): MailUser => {
    const found = user ? users.find((u) => u.user === user) : users[0];
    if (!found) throw new Error(`no mail user ${user}`);
    return found;
  };

  async function client(user?: string): Promise<ImapFlow> {
    const u = credentials(user);
    const c = new ImapFlow({ host: '127.0.0.1', port, secure: false, auth: { user: u.user, pass: u.password }, logger: false, disableAutoIdle: true });
    c.on('error', () => undefined);
    await c.connect();
    return c;
  }

  async function withClient<T>(user: string | undefined, task: (c: ImapFlow) => Promise<T>): Promise<T> {
    const c = await client(user);
    try {
      return await task(c);
    } finally {
      await c.logout().catch(() => c.close());
    }
  }

  await start();
  return {
    host: '127.0.0.1',
    port,
    users,
    url(user) {
      const u = credentials(user);
      return `imap://${encodeURIComponent(u.user)}:${encodeURIComponent(u.password)}@127.0.0.1:${port}`;
    },
    client,
    append(messages, user) {
      return withClient(user, async (c) => {
        const uids: number[] = [];
        for (const m of messages) {
          const result = await c.append(m.mailbox ?? 'INBOX', m.raw, m.seen ? ['\\Seen'] : [], m.date ?? new Date());
          if (!result || !result.uid) throw new Error('APPEND did not answer a UID');
          uids.push(result.uid);
        }
        return uids;
      });
    },
    messages(mailbox = 'INBOX', user) {
      return withClient(user, async (c) => {
        const lock = await c.getMailboxLock(mailbox);
        try {
          if (!c.mailbox || !c.mailbox.exists) return [];
          const all = await c.fetchAll('1:*', { uid: true, flags: true, source: true }, { uid: true });
          return all.map((m) => ({ uid: m.uid, flags: m.flags ?? new Set<string>(), source: m.source ?? Buffer.alloc(0) }));
        } finally {
          lock.release();
        }
      });
    },
    clear(mailbox = 'INBOX', user) {
      return withClient(user, async (c) => {
        const lock = await c.getMailboxLock(mailbox);
        try {
          if (c.mailbox && c.mailbox.exists) await c.messageDelete('1:*');
        } finally {
          lock.release();
        }
      });
    },
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
    log,
  };
}
