/**
 * Can this instance reach its mail servers? A bounded-time conversation, no sign-in: SMTP must
 * greet (220) and answer EHLO (250); IMAP must greet (* OK or * PREAUTH). Results are cached, and
 * a check runs in the background while the cached answer is served.
 */
import net from 'node:net';
import os from 'node:os';
import tls from 'node:tls';

export type ReachabilityStatus = 'reachable' | 'unreachable' | 'not_configured' | 'checking';

export interface Reachability {
  status: ReachabilityStatus;
  /** host:port (never the credentials of the URL); null when not configured. */
  target: string | null;
  /** How long the conversation took, when it succeeded. */
  latencyMs: number | null;
  checkedAt: Date | null;
  /** Why it failed, in a few words. */
  error: string | null;
}

type Protocol = 'smtp' | 'imap';

interface Endpoint {
  protocol: Protocol;
  host: string;
  port: number;
  secure: boolean;
}

/** A probe's deadline looks at the clock this often; a look this much later than asked means the loop was held; after a hold the server gets this long again. */
const STEP_MS = 250;
const LATE_MS = 100;
const GRACE_MS = 1000;

const DEFAULT_PORTS = { smtp: 587, smtps: 465, imap: 143, imaps: 993 } as const;

function endpointOf(url: string): Endpoint {
  const u = new URL(url);
  const scheme = u.protocol.replace(':', '') as keyof typeof DEFAULT_PORTS;
  const protocol: Protocol = scheme.startsWith('smtp') ? 'smtp' : 'imap';
  // Like nodemailer and imapflow: the implicit-TLS schemes, or their well-known ports.
  const port = u.port ? Number(u.port) : DEFAULT_PORTS[scheme];
  const secure = scheme === 'smtps' || scheme === 'imaps' || port === 465 || port === 993;
  return { protocol, host: u.hostname.replace(/^\[|\]$/g, ''), port, secure };
}

function targetOf(endpoint: Endpoint): string {
  return `${endpoint.host.includes(':') ? `[${endpoint.host}]` : endpoint.host}:${endpoint.port}`;
}

/** Reads CRLF-terminated lines from the socket, one `next()` at a time. */
function lineReader(socket: net.Socket) {
  let buffer = '';
  const lines: string[] = [];
  let waiting: ((line: string) => void) | null = null;
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n')) >= 0) {
      lines.push(buffer.slice(0, end).replace(/\r$/, ''));
      buffer = buffer.slice(end + 1);
    }
    while (waiting && lines.length) {
      const wake = waiting;
      waiting = null;
      wake(lines.shift()!);
    }
  });
  return {
    next: () => new Promise<string>((resolve) => (lines.length ? resolve(lines.shift()!) : (waiting = resolve))),
  };
}

/** An SMTP reply: its lines until the one whose code is followed by a space. */
async function smtpReply(read: () => Promise<string>): Promise<{ code: number; text: string }> {
  for (;;) {
    const line = await read();
    if (/^\d{3} /.test(line) || /^\d{3}$/.test(line)) return { code: Number(line.slice(0, 3)), text: line };
    if (!/^\d{3}-/.test(line)) return { code: 0, text: line };
  }
}

class ProbeFailure extends Error {}

async function converse(endpoint: Endpoint, socket: net.Socket): Promise<void> {
  const reader = lineReader(socket);
  if (endpoint.protocol === 'imap') {
    const greeting = await reader.next();
    if (!/^\* (OK|PREAUTH)\b/i.test(greeting)) throw new ProbeFailure(`unexpected greeting: ${greeting.slice(0, 80)}`);
    socket.end('a1 LOGOUT\r\n');
    return;
  }
  const greeting = await smtpReply(reader.next);
  if (greeting.code !== 220) throw new ProbeFailure(`unexpected greeting: ${greeting.text.slice(0, 80)}`);
  socket.write(`EHLO ${os.hostname() || 'localhost'}\r\n`);
  const ehlo = await smtpReply(reader.next);
  if (ehlo.code !== 250) throw new ProbeFailure(`EHLO refused: ${ehlo.text.slice(0, 80)}`);
  socket.end('QUIT\r\n');
}

function describe(err: unknown, timeoutMs: number): string {
  if (err instanceof ProbeFailure) return err.message;
  const code = (err as { code?: string }).code;
  if (code === 'ETIMEOUT') return `no answer within ${timeoutMs / 1000} s`;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'host not found';
  if (code === 'ECONNRESET') return 'connection reset';
  return (err as Error).message || String(err);
}

/**
 * Calls `onTimeout` once the server has had `timeoutMs` to answer while this process could hear
 * it. After the event loop was held (a page render, a full collection, a starved machine) an
 * answer may be waiting unread, and when the loop turns again its timers run before its reads: a
 * plain timer would call a server that did answer silent. So the deadline ticks every STEP_MS, and
 * a tick that comes late (the loop was held) moves it to at least a grace (1 s, or the whole
 * timeout if shorter) after the hold. It gives up at 3 × `timeoutMs` whatever the loop did.
 * Returns the cancel.
 */
function listeningDeadline(timeoutMs: number, onTimeout: () => void): () => void {
  const started = performance.now();
  const giveUp = started + 3 * timeoutMs;
  const grace = Math.min(GRACE_MS, timeoutMs);
  let due = started + timeoutMs;
  let last = started;
  let wait = Math.min(STEP_MS, timeoutMs);
  const tick = () => {
    const now = performance.now();
    if (now - last > wait + LATE_MS) due = Math.max(due, now + grace);
    last = now;
    const end = Math.min(due, giveUp);
    if (now >= end) return onTimeout();
    wait = Math.min(STEP_MS, end - now);
    timer = setTimeout(tick, wait);
  };
  let timer = setTimeout(tick, wait);
  return () => clearTimeout(timer);
}

/** One bounded conversation with the server of `url` (smtp(s):// or imap(s)://). */
export async function probe(url: string, timeoutMs: number): Promise<Reachability> {
  const endpoint = endpointOf(url);
  const target = targetOf(endpoint);
  const started = performance.now();
  const socket = endpoint.secure
    ? tls.connect({ host: endpoint.host, port: endpoint.port, servername: net.isIP(endpoint.host) ? undefined : endpoint.host })
    : net.connect({ host: endpoint.host, port: endpoint.port });
  socket.on('error', () => undefined); // failures are read from the race below; later ones are of no interest
  let stopDeadline = () => {};
  let failed = true;
  try {
    await Promise.race([
      new Promise<void>((resolve, reject) => {
        socket.once('error', reject);
        socket.once('close', () => reject(new ProbeFailure('the server closed the connection')));
        socket.once(endpoint.secure ? 'secureConnect' : 'connect', () => converse(endpoint, socket).then(resolve, reject));
      }),
      new Promise<never>((_, reject) => {
        stopDeadline = listeningDeadline(timeoutMs, () => reject(Object.assign(new Error('timeout'), { code: 'ETIMEOUT' })));
      }),
    ]);
    failed = false;
    return { status: 'reachable', target, latencyMs: Math.round(performance.now() - started), checkedAt: new Date(), error: null };
  } catch (err) {
    return { status: 'unreachable', target, latencyMs: null, checkedAt: new Date(), error: describe(err, timeoutMs) };
  } finally {
    stopDeadline();
    // After a goodbye the server closes the connection; give it a moment to, then close it anyway.
    if (failed) socket.destroy();
    else setTimeout(() => socket.destroy(), 1000).unref();
  }
}

/**
 * The last answer about one server, renewed in the background once it is older than `ttlMs`.
 * With no URL configured the answer is always 'not_configured'.
 */
export class CachedReachability {
  private last: Reachability;
  private running: Promise<void> | null = null;

  constructor(
    private readonly url: string | null,
    private readonly ttlMs: number,
    private readonly timeoutMs: number,
  ) {
    this.last = url
      ? { status: 'checking', target: targetOf(endpointOf(url)), latencyMs: null, checkedAt: null, error: null }
      : { status: 'not_configured', target: null, latencyMs: null, checkedAt: null, error: null };
  }

  /** Starts a check if the last one is stale; resolves when it ends, or after `waitMs` at most. */
  async refresh(waitMs: number): Promise<void> {
    if (!this.url) return;
    const checkedAt = this.last.checkedAt?.getTime() ?? 0;
    if (!this.running && Date.now() - checkedAt >= this.ttlMs) {
      this.running = probe(this.url, this.timeoutMs)
        .then((result) => {
          this.last = result;
        })
        .finally(() => {
          this.running = null;
        });
    }
    if (!this.running) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.running, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
    clearTimeout(timer);
  }

  current(): Reachability {
    return this.last;
  }

  /** Resolves when no check is running (for an orderly close). */
  async idle(): Promise<void> {
    await this.running;
  }
}
