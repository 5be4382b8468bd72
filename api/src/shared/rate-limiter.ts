/**
 * Counts requests per key in a sliding window of two fixed windows. In memory, per instance:
 * behind a load balancer with N instances a client gets at most N × the limit.
 */
export class RateLimiter {
  private current = new Map<string, number>();
  private previous = new Map<string, number>();
  private windowStart: number;

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.windowStart = now();
  }

  /** Counts one hit for `key`; false when the key is over its limit (the hit is not counted then). */
  hit(key: string): boolean {
    if (this.count(key) >= this.limit) return false;
    this.current.set(key, (this.current.get(key) ?? 0) + 1);
    return true;
  }

  /** The weighted number of hits within the last window. */
  count(key: string): number {
    this.roll();
    const elapsed = (this.now() - this.windowStart) / this.windowMs;
    return (this.previous.get(key) ?? 0) * (1 - elapsed) + (this.current.get(key) ?? 0);
  }

  /** Seconds until `key` may try again. */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.windowStart + this.windowMs - this.now()) / 1000));
  }

  reset(key: string): void {
    this.current.delete(key);
    this.previous.delete(key);
  }

  private roll(): void {
    const now = this.now();
    if (now - this.windowStart < this.windowMs) return;
    const windows = Math.floor((now - this.windowStart) / this.windowMs);
    this.previous = windows === 1 ? this.current : new Map();
    this.current = new Map();
    this.windowStart += windows * this.windowMs;
  }
}
