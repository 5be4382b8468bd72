import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter.js';

describe('RateLimiter', () => {
  it('allows the limit within a window, then refuses, per key', () => {
    let now = 0;
    const limiter = new RateLimiter(3, 60_000, () => now);
    expect([limiter.hit('a'), limiter.hit('a'), limiter.hit('a'), limiter.hit('a')]).toEqual([true, true, true, false]);
    expect(limiter.hit('b')).toBe(true);
    now = 30_000;
    expect(limiter.hit('a')).toBe(false);
  });

  it('lets hits back in as the previous window slides out', () => {
    let now = 0;
    const limiter = new RateLimiter(4, 60_000, () => now);
    for (let i = 0; i < 4; i++) limiter.hit('a');
    now = 60_000 + 30_000; // half the previous window still counts: 2 of 4
    expect(limiter.hit('a')).toBe(true);
    expect(limiter.hit('a')).toBe(true);
    expect(limiter.hit('a')).toBe(false);
    now = 250_000; // long quiet: all forgotten
    expect(limiter.count('a')).toBe(0);
  });
});
