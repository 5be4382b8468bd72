import type { EventEmitter } from 'node:events';
import type { PubSub, Topic } from '../src/shared/pubsub.js';

/**
 * Waits for something to happen instead of for a fixed time: polls `condition` every `everyMs`
 * (20 ms) until it answers true, and fails naming `what` it waited for when `timeoutMs` passed first.
 * A throw from `condition` counts as "not yet" (the last one is quoted in the failure).
 * `timeoutMs` is a ceiling that catches "never", not a measure: make it generous (a busy 2-core
 * machine may be many times slower than a quiet one).
 */
export async function waitFor(
  condition: () => boolean | Promise<boolean>,
  { timeoutMs = 10_000, everyMs = 20, what = 'the condition' }: { timeoutMs?: number; everyMs?: number; what?: string } = {},
): Promise<void> {
  const end = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      if (await condition()) return;
      last = undefined;
    } catch (err) {
      last = err;
    }
    if (Date.now() >= end) {
      const why = last === undefined ? '' : ` (last error: ${last instanceof Error ? last.message : String(last)})`;
      throw new Error(`waited ${timeoutMs} ms for ${what}, and it did not happen${why}`);
    }
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

/**
 * How many listeners this instance has for `topic` (a GraphQL subscription adds one per topic it
 * follows once it has started): wait for it to grow instead of sleeping until a subscription starts.
 */
export function listenerCount(pubsub: PubSub, topic: Topic): number {
  return (pubsub as unknown as { emitter: EventEmitter }).emitter.listenerCount(topic);
}
