/**
 * A read made afresh after changes (the job board, …), for live subscriptions: one computation per
 * change for every subscriber of this instance, and each subscriber paced to at most one answer a
 * window (the first change of a quiet period at once, the last of a burst always).
 *
 * A shared computation is reused only while no change has been heard since it started, so every
 * answer is read after the last change its subscriber heard. Changes are announced after their
 * transaction commits, hence an answer never misses a committed change it was told of.
 */
import type { PubSub, Topic } from '../../shared/pubsub.js';

/** Time between two answers to one subscriber during a burst of changes. */
const LIVE_WINDOW_MS = 250;

interface Latest<T> {
  promise: Promise<T> | null;
  /** A change was heard after `promise` started: it must not answer anyone again. */
  stale: boolean;
}

export class LiveRead<T> {
  private readonly latest = new WeakMap<PubSub, Latest<T>>();

  constructor(
    private readonly topics: readonly Topic[],
    private readonly windowMs = LIVE_WINDOW_MS,
  ) {}

  private of(pubsub: PubSub): Latest<T> {
    let latest = this.latest.get(pubsub);
    if (!latest) this.latest.set(pubsub, (latest = { promise: null, stale: true }));
    return latest;
  }

  /**
   * The read as of now: the computation in flight (or its answer) when no change was heard since
   * it started, else a new one made by `compute`. A failed computation is never reused.
   */
  read(pubsub: PubSub, compute: () => Promise<T>): Promise<T> {
    const latest = this.of(pubsub);
    if (latest.promise && !latest.stale) return latest.promise;
    const promise = compute();
    latest.promise = promise;
    latest.stale = false;
    promise.catch(() => {
      if (latest.promise === promise) latest.promise = null;
    });
    return promise;
  }

  /**
   * One subscriber's signals: it yields when a change of `topics` is heard, at once after a quiet
   * window, else once the window ends (one signal for all the changes heard meanwhile). Each
   * signal asks for `read` again. Unsubscribing (return) stops its timer and its listeners.
   */
  subscribe(pubsub: PubSub): AsyncIterableIterator<true> {
    const latest = this.of(pubsub);
    let heard = false; // changes not yet signalled
    let due = false; // a signal waits for the subscriber to take it
    let done = false;
    let timer: NodeJS.Timeout | null = null;
    let wake: (() => void) | null = null;
    const windowMs = this.windowMs;

    const release = () => {
      if (!heard || done) return;
      heard = false;
      due = true;
      timer = setTimeout(() => {
        timer = null;
        release();
      }, windowMs);
      wake?.();
    };
    const offs = this.topics.map((topic) =>
      pubsub.on(topic, () => {
        latest.stale = true;
        heard = true;
        if (!timer) release();
      }),
    );
    const finish = () => {
      done = true;
      if (timer) clearTimeout(timer);
      timer = null;
      offs.splice(0).forEach((off) => off());
      wake?.();
    };
    const iterator: AsyncIterableIterator<true> = {
      async next() {
        while (!due && !done) await new Promise<void>((resolve) => (wake = resolve));
        wake = null;
        if (done) return { value: undefined, done: true };
        due = false;
        return { value: true, done: false };
      },
      async return() {
        finish();
        return { value: undefined, done: true };
      },
      async throw(err?: unknown) {
        finish();
        throw err;
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }
}
