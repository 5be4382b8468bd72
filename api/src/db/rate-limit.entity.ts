/**
 * The counters of rate-limiter-flexible's PostgreSQL store, declared here so a committed migration
 * creates the table. Its column order is the store's contract: it inserts `VALUES (key, points, expire)`.
 */
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { Opt } from '@mikro-orm/core';

@Entity({ tableName: 'rate_limit' })
export class RateLimitCounter {
  /** `<limiter prefix>:<key>`, e.g. `login_ip:203.0.113.7` */
  @PrimaryKey({ type: 'string', length: 255 })
  key!: string;

  @Property({ type: 'integer', default: 0 })
  points: number & Opt = 0;

  /** Epoch milliseconds when the window ends; null never ends. */
  @Property({ type: 'bigint', nullable: true })
  expire?: string | null;
}
