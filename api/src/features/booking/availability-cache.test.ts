import { describe, expect, it } from 'vitest';
import { createPubSub } from '../../shared/pubsub.js';
import { AvailabilityCache, type TakenTimes } from './availability-cache.js';

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('AvailabilityCache', () => {
  it('with several bays, a time is unavailable only once that many bookings hold it, its own bookings counted', async () => {
    const pubsub = await createPubSub('memory', '');
    const cache = new AvailabilityCache(pubsub, async () => ({ booked: [['a1', '09:00'], ['a2', '09:00'], ['a3', '10:00']], blocked: ['12:00'], bays: 2 }));
    expect((await cache.get('2030-01-07')).unavailable).toEqual(['09:00', '12:00']);
    cache.markBooked('2030-01-07', '10:00', 'a4');
    const entry = await cache.get('2030-01-07');
    expect(entry.unavailable).toEqual(['09:00', '10:00', '12:00']);
    expect(entry.bookable).not.toContain('10:00');
    expect(entry.bookable).toContain('10:30');
  });

  it('counts a booking once when the load in flight already read it and it was also applied here', async () => {
    const pubsub = await createPubSub('memory', '');
    const slow = deferred<TakenTimes>();
    const cache = new AvailabilityCache(pubsub, () => slow.promise);
    const first = cache.get('2030-01-07');
    cache.markBooked('2030-01-07', '09:00', 'mine');
    slow.resolve({ booked: [['mine', '09:00']], blocked: [], bays: 2 });
    expect((await first).unavailable).toEqual([]);
  });

  it('answers from memory until a change event drops the date', async () => {
    const pubsub = await createPubSub('memory', '');
    let loads = 0;
    const cache = new AvailabilityCache(pubsub, async () => ({ booked: [['a', `0${9 + loads++}:00`.slice(-5)]], blocked: [], bays: 1 }));
    expect((await cache.get('2030-01-07')).json).toBe('{"unavailableSlots":["09:00"]}');
    expect((await cache.get('2030-01-07')).json).toBe('{"unavailableSlots":["09:00"]}');
    expect(loads).toBe(1);
    pubsub.publish('availability.changed', { dates: ['2030-01-07'] });
    expect((await cache.get('2030-01-07')).json).toBe('{"unavailableSlots":["10:00"]}');
    pubsub.publish('availability.changed', { dates: null });
    await cache.get('2030-01-07');
    expect(loads).toBe(3);
  });

  it('does not keep an answer loaded before a change that landed while it was loading', async () => {
    const pubsub = await createPubSub('memory', '');
    const slow = deferred<TakenTimes>();
    let calls = 0;
    const cache = new AvailabilityCache(pubsub, () => (calls++ === 0 ? slow.promise : Promise.resolve({ booked: [['x-09:00', '09:00'], ['x-09:30', '09:30']], blocked: [], bays: 1 })));
    const first = cache.get('2030-01-07');
    pubsub.publish('availability.changed', { dates: ['2030-01-07'] });
    slow.resolve({ booked: [['x-09:00', '09:00']], blocked: [], bays: 1 });
    expect((await first).unavailable).toEqual(['09:00']); // the caller gets what it asked for...
    expect((await cache.get('2030-01-07')).unavailable).toEqual(['09:00', '09:30']); // ...but it was not kept
  });

  it('applies its own bookings in place and ignores its own change events', async () => {
    const pubsub = await createPubSub('memory', '');
    let loads = 0;
    const cache = new AvailabilityCache(pubsub, async () => (loads++, { booked: [['x-09:00', '09:00']], blocked: ['12:00'], bays: 1 }));
    await cache.get('2030-01-07');
    cache.markBooked('2030-01-07', '10:30', 'x-10:30');
    pubsub.publish('availability.changed', { dates: ['2030-01-07'], origin: cache.origin });
    const entry = await cache.get('2030-01-07');
    expect(entry.unavailable).toEqual(['09:00', '10:30', '12:00']);
    expect(entry.blocked.has('12:00')).toBe(true);
    expect(loads).toBe(1);
    // Another instance's event still drops it.
    pubsub.publish('availability.changed', { dates: ['2030-01-07'], origin: 'someone-else' });
    await cache.get('2030-01-07');
    expect(loads).toBe(2);
  });

  it('keeps a load that its own booking overtook, with that booking added; a cancellation meanwhile still discards it', async () => {
    const pubsub = await createPubSub('memory', '');
    const slow = deferred<TakenTimes>();
    let loads = 0;
    const cache = new AvailabilityCache(pubsub, () => (loads++ === 0 ? slow.promise : Promise.resolve({ booked: [['x-09:00', '09:00']], blocked: [], bays: 1 })));
    const first = cache.get('2030-01-07');
    cache.markBooked('2030-01-07', '11:00', 'x-11:00'); // committed after the load read the table
    slow.resolve({ booked: [['x-09:00', '09:00']], blocked: [], bays: 1 });
    expect((await first).unavailable).toEqual(['09:00', '11:00']);
    expect((await cache.get('2030-01-07')).unavailable).toEqual(['09:00', '11:00']);
    expect(loads).toBe(1);

    const again = deferred<TakenTimes>();
    const cache2 = new AvailabilityCache(pubsub, () => (loads++ === 1 ? again.promise : Promise.resolve({ booked: [], blocked: [], bays: 1 })));
    const loading = cache2.get('2030-01-08');
    cache2.markBooked('2030-01-08', '11:00', 'x-11:00');
    pubsub.publish('availability.changed', { dates: ['2030-01-08'], origin: 'a-cancellation' });
    again.resolve({ booked: [['x-11:00', '11:00']], blocked: [], bays: 1 });
    await loading;
    expect((await cache2.get('2030-01-08')).unavailable).toEqual([]); // reloaded: the cancelled time is free
  });

  it('shares one load among the misses of a date, but not with a miss after a change', async () => {
    const pubsub = await createPubSub('memory', '');
    const slow = deferred<TakenTimes>();
    let loads = 0;
    const cache = new AvailabilityCache(pubsub, () => (loads++ === 0 ? slow.promise : Promise.resolve({ booked: [], blocked: [], bays: 1 })));
    const misses = [cache.get('2030-01-07'), cache.get('2030-01-07'), cache.get('2030-01-07')];
    expect(loads).toBe(1);
    // A cancellation lands while the load is in flight: a later miss must not get the older answer.
    pubsub.publish('availability.changed', { dates: ['2030-01-07'], origin: 'a-cancellation' });
    const after = cache.get('2030-01-07');
    expect(loads).toBe(2);
    slow.resolve({ booked: [['x-09:00', '09:00']], blocked: [], bays: 1 });
    for (const miss of misses) expect((await miss).unavailable).toEqual(['09:00']);
    expect((await after).unavailable).toEqual([]);
    expect((await cache.get('2030-01-07')).unavailable).toEqual([]);
    expect(loads).toBe(2);
  });

  it('lets the next miss load again after a load failed', async () => {
    const pubsub = await createPubSub('memory', '');
    let loads = 0;
    const cache = new AvailabilityCache(pubsub, async () => {
      if (loads++ === 0) throw new Error('connection lost');
      return { booked: [['x-10:00', '10:00']], blocked: [], bays: 1 };
    });
    const [a, b] = [cache.get('2030-01-07'), cache.get('2030-01-07')];
    await expect(a).rejects.toThrow('connection lost');
    await expect(b).rejects.toThrow('connection lost');
    expect((await cache.get('2030-01-07')).unavailable).toEqual(['10:00']);
    expect(loads).toBe(2);
  });
});
