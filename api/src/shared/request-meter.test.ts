import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RequestMeter } from './request-meter.js';

describe('RequestMeter', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the requests begun per second over the last window, and its last answer when asked sooner', () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const meter = new RequestMeter();
    for (let i = 0; i < 50; i++) meter.hit(new EventEmitter());
    vi.advanceTimersByTime(250);
    expect(meter.rate()).toBe(200);
    meter.hit(new EventEmitter());
    vi.advanceTimersByTime(50);
    expect(meter.rate()).toBe(200);
    vi.advanceTimersByTime(950);
    expect(meter.rate()).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(meter.rate()).toBe(0);
  });

  it('counts a request in flight until its response closes, answered or abandoned', () => {
    const meter = new RequestMeter();
    const [answered, abandoned] = [new EventEmitter(), new EventEmitter()];
    meter.hit(answered);
    meter.hit(abandoned);
    expect(meter.inFlight).toBe(2);
    answered.emit('close');
    expect(meter.inFlight).toBe(1);
    abandoned.emit('close');
    abandoned.emit('close');
    expect(meter.inFlight).toBe(0);
  });
});
