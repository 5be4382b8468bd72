/**
 * Typed events between features and to GraphQL subscriptions. In-process by default; with
 * PUBSUB=postgres every event also travels through LISTEN/NOTIFY so all instances hear it.
 */
import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { PgListener } from './pg-listener.js';

/**
 * Every live event, by topic. Each feature adds its own in its `<name>.feature.ts` (declaration
 * merging: `declare module '../../shared/pubsub.js' { interface Events { … } }`); these two belong
 * to the pubsub itself and to the machine's monitor.
 */
export interface Events {
  /**
   * Local only: events of other instances may have been missed (the LISTEN connection was lost,
   * or listens again). Every cache of facts other instances change must forget them.
   */
  'pubsub.reset': Record<string, never>;
  /** The monitor took a fresh sample of this instance's machine (local only: never sent to other instances). */
  'monitor.sampled': { at: string };
}

/** Topics about this instance alone (its own machine): delivered in-process, never through NOTIFY. */
const LOCAL_TOPICS: ReadonlySet<Topic> = new Set<Topic>(['monitor.sampled', 'pubsub.reset']);

export type Topic = keyof Events;
type Handler<T extends Topic> = (payload: Events[T]) => void;

export interface PubSub {
  publish<T extends Topic>(topic: T, payload: Events[T]): void;
  on<T extends Topic>(topic: T, handler: Handler<T>): () => void;
  /**
   * False while events of other instances may be missed (PUBSUB=postgres and the LISTEN
   * connection is down): caches must not keep answers then.
   */
  readonly healthy: boolean;
  /** For GraphQL subscriptions: an async iterable of a topic's payloads. */
  iterate<T extends Topic>(topics: T | T[]): AsyncIterableIterator<Events[T]>;
  /**
   * Calls `onChange` with the number of this instance's listeners of `topic` each time it changes
   * (after the change), e.g. to do costly work only while a subscription watches.
   */
  onListeners(topic: Topic, onChange: (count: number) => void): () => void;
  close(): Promise<void>;
}

class LocalPubSub implements PubSub {
  protected readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  get healthy(): boolean {
    return true;
  }

  publish<T extends Topic>(topic: T, payload: Events[T]): void {
    this.emitter.emit(topic, payload);
  }

  on<T extends Topic>(topic: T, handler: Handler<T>): () => void {
    this.emitter.on(topic, handler as (p: unknown) => void);
    return () => this.emitter.off(topic, handler as (p: unknown) => void);
  }

  onListeners(topic: Topic, onChange: (count: number) => void): () => void {
    // 'newListener' comes before the listener is added: read the count once the change is made.
    const changed = (event: string | symbol) => {
      if (event === topic) queueMicrotask(() => onChange(this.emitter.listenerCount(topic)));
    };
    this.emitter.on('newListener', changed);
    this.emitter.on('removeListener', changed);
    return () => {
      this.emitter.off('newListener', changed);
      this.emitter.off('removeListener', changed);
    };
  }

  iterate<T extends Topic>(topics: T | T[]): AsyncIterableIterator<Events[T]> {
    const queue: Events[T][] = [];
    let wake: (() => void) | null = null;
    let done = false;
    const offs = (Array.isArray(topics) ? topics : [topics]).map((topic) =>
      this.on(topic, (payload) => {
        queue.push(payload);
        wake?.();
      }),
    );
    const finish = () => {
      done = true;
      offs.forEach((off) => off());
      wake?.();
    };
    const iterator: AsyncIterableIterator<Events[T]> = {
      async next() {
        while (!queue.length && !done) await new Promise<void>((r) => (wake = r));
        wake = null;
        if (queue.length) return { value: queue.shift()!, done: false };
        return { value: undefined, done: true };
      },
      async return() {
        finish();
        return { value: undefined, done: true };
      },
      [Symbol.asyncIterator]() {
        return iterator;
      },
    };
    return iterator;
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const CHANNEL = 'workshop_events';

/** Where the pubsub reports connection trouble (the app's logger once it exists). */
export interface PubSubLog {
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

/**
 * Local delivery at once; other instances hear it through NOTIFY (their own echo is dropped).
 * One LISTEN connection per instance (PgListener) that reconnects by itself; notifications are
 * sent from a small pool, so a dead LISTEN connection never loses what this instance publishes.
 * Every time the instance may have missed something (the LISTEN connection lost, and again once
 * it listens anew) 'availability.changed' { dates: null } drops every cached answer.
 */
class PostgresPubSub extends LocalPubSub {
  private readonly id = randomBytes(8).toString('hex');
  private readonly listener: PgListener;
  private readonly pool: pg.Pool;
  log: PubSubLog | null = null;

  constructor(url: string) {
    super();
    this.pool = new pg.Pool({ connectionString: url, max: 2, application_name: 'workshop-notify' });
    this.pool.on('error', () => undefined); // an idle client that dies is replaced on next use
    this.listener = new PgListener(url, CHANNEL, {
      onNotification: (raw) => {
        let message: { from: string; topic: Topic; payload: unknown };
        try {
          message = JSON.parse(raw);
        } catch {
          return;
        }
        if (message.from !== this.id) this.emitter.emit(message.topic, message.payload);
      },
      onListening: () => {
        this.log?.info({}, 'pubsub: listening for other instances\' events');
        this.emitter.emit('availability.changed', { dates: null });
        this.emitter.emit('pubsub.reset', {});
      },
      onLost: (err) => {
        this.log?.warn({ err }, 'pubsub: LISTEN connection lost; reconnecting');
        this.emitter.emit('availability.changed', { dates: null });
        this.emitter.emit('pubsub.reset', {});
      },
    });
  }

  override get healthy(): boolean {
    return this.listener.listening;
  }

  async connect(): Promise<void> {
    try {
      await this.listener.start();
    } catch (err) {
      await this.close();
      throw err;
    }
  }

  override publish<T extends Topic>(topic: T, payload: Events[T]): void {
    super.publish(topic, payload);
    if (LOCAL_TOPICS.has(topic)) return;
    const message = JSON.stringify({ from: this.id, topic, payload });
    const send = () => this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, message]);
    // One retry: the pool drops a connection that failed and opens a fresh one.
    send()
      .catch(send)
      .catch((err) => this.log?.warn({ err, topic }, 'pubsub: could not tell other instances'));
  }

  override async close(): Promise<void> {
    await super.close();
    await this.listener.close();
    await this.pool.end().catch(() => undefined);
  }
}

export async function createPubSub(kind: 'memory' | 'postgres', url: string): Promise<PubSub> {
  if (kind === 'memory') return new LocalPubSub();
  const pubsub = new PostgresPubSub(url);
  await pubsub.connect();
  return pubsub;
}

/** Lets the pubsub report through the app's logger. */
export function setPubSubLog(pubsub: PubSub, log: PubSubLog): void {
  if (pubsub instanceof PostgresPubSub) pubsub.log = log;
}
