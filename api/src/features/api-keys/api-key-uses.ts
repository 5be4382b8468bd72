/**
 * What each API key's calls cost and leave behind: its calls per minute, counted in this
 * instance's memory in fixed minutes (one map lookup per call: a shared count would cost every
 * call a round trip), and its last use (when, from where, what), written within a second by one
 * statement for every key used meanwhile, never on the call's own time.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';

const FLUSH_MS = 1000;

interface Use {
  at: Date;
  ip: string;
  what: string;
}

export class ApiKeyUses {
  private counts = new Map<string, number>();
  private windowEnds = 0;
  private pending = new Map<string, Use>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();
  /** Where a failed write is told (the server's logger, once it exists). */
  log: { warn(obj: object, msg: string): void } | null = null;

  constructor(private readonly deps: { em(): EntityManager; perMinute: number }) {}

  /** Counts one call of `keyId`: 429 with Retry-After once the key is over its minute's limit. */
  admit(keyId: string, name: string): void {
    const now = Date.now();
    if (now >= this.windowEnds) {
      this.counts = new Map();
      this.windowEnds = now + 60_000;
    }
    const count = (this.counts.get(keyId) ?? 0) + 1;
    this.counts.set(keyId, count);
    if (count > this.deps.perMinute) {
      const seconds = Math.max(1, Math.ceil((this.windowEnds - now) / 1000));
      throw AppError.tooManyRequests(`API key "${name}" has made more than ${this.deps.perMinute} calls this minute. Try again in ${seconds} s.`, seconds);
    }
  }

  /** Remembers a call as the key's last use: written within a second. */
  record(keyId: string, ip: string, what: string): void {
    this.pending.set(keyId, { at: new Date(), ip: ip.slice(0, 64), what: what.slice(0, 200) });
    this.timer ??= setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, FLUSH_MS).unref();
  }

  /** Writes the uses waiting (also at shutdown). */
  flush(): Promise<void> {
    const uses = [...this.pending];
    this.pending = new Map();
    if (!uses.length) return this.writing;
    const rows = JSON.stringify(uses.map(([id, u]) => ({ id, at: u.at.toISOString(), ip: u.ip, what: u.what })));
    this.writing = this.writing.then(async () => {
      try {
        await this.deps.em().getConnection().execute(
          `UPDATE api_key SET last_used_at = u.at, last_used_ip = u.ip, last_used_for = u.what
             FROM json_to_recordset(?::json) AS u(id text, at timestamptz, ip text, what text)
            WHERE api_key._id = u.id AND (api_key.last_used_at IS NULL OR api_key.last_used_at < u.at)`,
          [rows],
        );
      } catch (err) {
        this.log?.warn({ err }, 'api keys: their last use could not be recorded');
      }
    });
    return this.writing;
  }

  close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    return this.flush();
  }
}
