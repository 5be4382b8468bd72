import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestMeter } from './request-meter.js';

describe('RequestMeter', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the requests begun per second over the last window, and its last answer when asked sooner', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const meter = new RequestMeter();
    for (let i = 0; i < 50; i++) meter.hit();
    vi.advanceTimersByTime(250);
    expect(meter.rate()).toBe(200);
    meter.hit();
    vi.advanceTimersByTime(50);
    expect(meter.rate()).toBe(200);
    vi.advanceTimersByTime(950);
    expect(meter.rate()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(meter.rate()).toBe(0);
  });
});
