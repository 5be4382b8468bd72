/** A real SMTP receiver for tests: collects parsed messages and waits for the ones a test expects. */
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  port: number;
  url: string;
  /** Every accepted message, in order (a message delivered twice is here twice). */
  messages: ParsedMail[];
  /** When each of `messages` was accepted (performance.now(), same order). */
  acceptedAt: number[];
  /** How many messages are between DATA and the server's answer right now. */
  receiving: number;
  /** A slow server: each message is held this long before it is accepted (changeable at any time). */
  delayMs: number;
  waitFor(predicate: (m: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** `auth`: the sink requires signing in (AUTH PLAIN/LOGIN over plain SMTP) with this account. */
export async function startSmtpSink(port = 0, options: { delayMs?: number; auth?: { user: string; password: string } } = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const acceptedAt: number[] = [];
  const waiters = new Set<() => void>();
  const state = { receiving: 0, delayMs: options.delayMs ?? 0 };
  const server = new SMTPServer({
    authOptional: !options.auth,
    disabledCommands: options.auth ? ['STARTTLS'] : ['STARTTLS', 'AUTH'],
    allowInsecureAuth: Boolean(options.auth),
    onAuth(auth, _session, callback) {
      if (options.auth && auth.username === options.auth.user && auth.password === options.auth.password) return callback(null, { user: auth.username });
      callback(Object.assign(new Error('Authentication credentials invalid'), { responseCode: 535 }));
    },
    logger: false,
    onData(stream, _session, callback) {
      state.receiving++;
      simpleParser(stream)
        .then(async (mail) => {
          if (state.delayMs) await new Promise((resolve) => setTimeout(resolve, state.delayMs));
          messages.push(mail);
          acceptedAt.push(performance.now());
          for (const wake of waiters) wake();
          callback();
        })
        .catch(callback)
        .finally(() => state.receiving--);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const bound = (server.server.address() as { port: number }).port;
  return {
    port: bound,
    url: `smtp://127.0.0.1:${bound}`,
    messages,
    acceptedAt,
    get receiving() {
      return state.receiving;
    },
    get delayMs() {
      return state.delayMs;
    },
    set delayMs(ms: number) {
      state.delayMs = ms;
    },
    waitFor(predicate, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching email within ${timeoutMs} ms (received: ${messages.map((m) => m.subject).join(' | ') || 'none'})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((a) => a.value.map((v) => v.address ?? ''));
}
