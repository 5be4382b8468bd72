/**
 * Fixed-window hit counters for hot paths, counted in groups: the hits of one event-loop turn
 * are one statement on the shared `rate_limit` table (the rate-limit store's), aggregated per
 * key. One busy address (a school's, an office's NAT, a load test) would otherwise queue every
 * request on the lock of its one counter row. Exact: each hit learns its own ordinal within the
 * window. On embedded PGlite (one instance) the counters live in memory.
 */
import type pg from 'pg';

export interface Hit {
  /** Hits of the key in the current window, this one included. */
  count: number;
  msBeforeNext: number;
}

interface Waiting {
  key: string;
  resolve: (hit: Hit) => void;
  reject: (err: unknown) => void;
}

const GROUP_SQL = `INSERT INTO rate_limit (key, points, expire)
  SELECT k, n, $3::bigint FROM unnest($1::text[], $2::int[]) AS t(k, n)
  ON CONFLICT (key) DO UPDATE SET
    points = CASE WHEN rate_limit.expire <= $4::bigint THEN excluded.points ELSE rate_limit.points + excluded.points END,
    expire = CASE WHEN rate_limit.expire <= $4::bigint THEN excluded.expire ELSE rate_limit.expire END
  RETURNING key, points, expire`;

export class GroupedCounter {
  private waiting: Waiting[] = [];
  private scheduled = false;
  private readonly memory = new Map<string, { points: number; expire: number }>();

  constructor(
    private readonly pool: pg.Pool | null,
    private readonly prefix: string,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  hit(key: string): Promise<Hit> {
    const full = `${this.prefix}:${key}`;
    if (!this.pool) return Promise.resolve(this.hitInMemory(full));
    return new Promise((resolve, reject) => {
      this.waiting.push({ key: full, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private hitInMemory(key: string): Hit {
    const now = this.now();
    let entry = this.memory.get(key);
    if (!entry || entry.expire <= now) {
      if (this.memory.size > 10_000) for (const [k, e] of this.memory) if (e.expire <= now) this.memory.delete(k);
      entry = { points: 0, expire: now + this.windowMs };
      this.memory.set(key, entry);
    }
    entry.points++;
    return { count: entry.points, msBeforeNext: entry.expire - now };
  }

  private flush(): void {
    this.scheduled = false;
    const group = this.waiting;
    this.waiting = [];
    const counts = new Map<string, number>();
    for (const w of group) counts.set(w.key, (counts.get(w.key) ?? 0) + 1);
    const now = this.now();
    // Named: each connection parses and plans it once, not for every group.
    const values = [[...counts.keys()], [...counts.values()], now + this.windowMs, now];
    this.pool!.query<{ key: string; points: number; expire: string }>({ name: 'rate-limit-group', text: GROUP_SQL, values }).then(
      ({ rows }) => {
        const after = new Map(rows.map((r) => [r.key, { points: r.points, expire: Number(r.expire) }]));
        const seen = new Map<string, number>();
        for (const w of group) {
          const row = after.get(w.key)!;
          const ordinal = (seen.get(w.key) ?? 0) + 1;
          seen.set(w.key, ordinal);
          // The group's hits of a key are the last `n` of its points, in arrival order.
          w.resolve({ count: row.points - counts.get(w.key)! + ordinal, msBeforeNext: Math.max(0, row.expire - now) });
        }
      },
      (err) => group.forEach((w) => w.reject(err)),
    );
  }
}
