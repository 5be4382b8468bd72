/** A live read: one computation per change for every subscriber, each subscriber paced to one answer a window. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPubSub, type Events, type PubSub, type Topic } from '../../shared/pubsub.js';
import { LiveRead } from './live-read.js';

const TOPIC = 'jobcard.changed' as Topic;
const OTHER = 'timeclock.changed' as Topic;
let pubsub: PubSub;
const change = (topic: Topic = TOPIC) => pubsub.publish(topic, {} as Events[Topic]);
const listeners = () => (pubsub as unknown as { emitter: { listenerCount(t: string): number } }).emitter.listenerCount(TOPIC);

/** Counts the signals an iterator gives, taking each as soon as it is due (as a subscriber does). */
function take(iterator: AsyncIterableIterator<true>) {
  const got = { signals: 0, ended: false };
  void (async () => {
    for (;;) {
      const next = await iterator.next();
      if (next.done) return void (got.ended = true);
      got.signals += 1;
    }
  })();
  return got;
}

beforeEach(async () => {
  vi.useFakeTimers();
  pubsub = await createPubSub('memory', '');
});
afterEach(async () => {
  vi.useRealTimers();
  await pubsub.close();
});

describe('LiveRead.subscribe', () => {
  it('signals the first change of a quiet period at once, a burst once more when its window ends', async () => {
    const live = new LiveRead<number>([TOPIC, OTHER], 250);
    const got = take(live.subscribe(pubsub));
    change();
    await vi.advanceTimersByTimeAsync(0);
    expect(got.signals).toBe(1);

    for (let i = 0; i < 20; i += 1) change(i % 2 ? OTHER : TOPIC);
    await vi.advanceTimersByTimeAsync(249);
    expect(got.signals).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(got.signals).toBe(2);

    // A window with no change ends the burst: the next change is signalled at once again.
    await vi.advanceTimersByTimeAsync(1000);
    expect(got.signals).toBe(2);
    change();
    await vi.advanceTimersByTimeAsync(0);
    expect(got.signals).toBe(3);
  });

  it('during a long burst gives one signal a window, and the last change always', async () => {
    const live = new LiveRead<number>([TOPIC], 250);
    const got = take(live.subscribe(pubsub));
    for (let ms = 0; ms < 1000; ms += 50) {
      change();
      await vi.advanceTimersByTimeAsync(50);
    }
    // Changes from 0 to 950 ms: at 0, then at 250, 500, 750 and 1000 (the last, at 950, included).
    await vi.advanceTimersByTimeAsync(2000);
    expect(got.signals).toBe(5);
  });

  it('stops its timer and its listeners when the subscriber leaves, also while waiting', async () => {
    const live = new LiveRead<number>([TOPIC], 250);
    const before = listeners();
    const iterator = live.subscribe(pubsub);
    const got = take(iterator);
    expect(listeners()).toBe(before + 1);
    change();
    change();
    await vi.advanceTimersByTimeAsync(0);
    expect(vi.getTimerCount()).toBe(1);

    await iterator.return!();
    await vi.advanceTimersByTimeAsync(0);
    expect(got).toEqual({ signals: 1, ended: true });
    expect(listeners()).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
    change();
    await vi.advanceTimersByTimeAsync(1000);
    expect(got.signals).toBe(1);
  });
});

describe('LiveRead.read', () => {
  it('shares one computation among subscribers until a change is heard, then computes afresh', async () => {
    const live = new LiveRead<number>([TOPIC], 250);
    const a = live.subscribe(pubsub);
    const b = live.subscribe(pubsub);
    let computed = 0;
    const compute = vi.fn(async () => (computed += 1));

    change();
    expect([await a.next(), await b.next()].map((n) => n.done)).toEqual([false, false]);
    expect(await Promise.all([live.read(pubsub, compute), live.read(pubsub, compute)])).toEqual([1, 1]);
    expect(compute).toHaveBeenCalledTimes(1);

    change();
    expect(await live.read(pubsub, compute)).toBe(2);
    expect(await live.read(pubsub, compute)).toBe(2);
    expect(compute).toHaveBeenCalledTimes(2);
    await a.return!();
    await b.return!();
  });

  it('never answers with a computation that started before the last change heard', async () => {
    const live = new LiveRead<string>([TOPIC], 250);
    const sub = live.subscribe(pubsub);
    let finish!: (value: string) => void;
    const first = live.read(pubsub, () => new Promise<string>((resolve) => (finish = resolve)));
    change(); // heard while the first computation is in flight
    const second = live.read(pubsub, async () => 'after the change');
    finish('before the change');
    expect(await first).toBe('before the change');
    expect(await second).toBe('after the change');
    await sub.return!();
  });

  it('does not reuse a failed computation', async () => {
    const live = new LiveRead<string>([TOPIC], 250);
    await expect(live.read(pubsub, async () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await live.read(pubsub, async () => 'board')).toBe('board');
  });

  it('keeps each instance’s reads apart', async () => {
    const live = new LiveRead<string>([TOPIC], 250);
    const other = await createPubSub('memory', '');
    expect(await live.read(pubsub, async () => 'here')).toBe('here');
    expect(await live.read(other, async () => 'there')).toBe('there');
    expect(await live.read(pubsub, async () => 'again')).toBe('here');
    await other.close();
  });
});
