/**
 * Typed events between features and to GraphQL subscriptions. In-process by default; with
 * PUBSUB=postgres every event also travels through LISTEN/NOTIFY so all instances hear it.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';

export interface Events {
  /** Booked or blocked times changed; `dates` null means any date may have changed. */
  'availability.changed': { dates: string[] | null; origin?: string };
  'appointment.booked': { id: string; date: string; time: string };
  'appointment.cancelled': { id: string; date: string; time: string };
  'outbox.enqueued': Record<string, never>;
  'appointment.deleted': { id: string };
  'contact.received': { id: string };
  'contact.changed': { id: string | null };
  /**
   * Admin sessions ended: the token `jti` (logout), or every token issued before `issuedBefore`
   * (epoch seconds; a password change). Live sockets of those sessions close on every instance.
   */
  'admin.sessions-ended': { adminId: string; jti: string | null; issuedBefore: number | null };
}

export type Topic = keyof Events;
type Handler<T extends Topic> = (payload: Events[T]) => void;

export interface PubSub {
  publish<T extends Topic>(topic: T, payload: Events[T]): void;
  on<T extends Topic>(topic: T, handler: Handler<T>): () => void;
  /** For GraphQL subscriptions: an async iterable of a topic's payloads. */
  iterate<T extends Topic>(topics: T | T[]): AsyncIterableIterator<Events[T]>;
  close(): Promise<void>;
}

class LocalPubSub implements PubSub {
  protected readonly emitter = new EventEmitter();

  constructor() {
    this.emitter.setMaxListeners(0);
  }

  publish<T extends Topic>(topic: T, payload: Events[T]): void {
    this.emitter.emit(topic, payload);
  }

  on<T extends Topic>(topic: T, handler: Handler<T>): () => void {
    this.emitter.on(topic, handler as (p: unknown) => void);
    return () => this.emitter.off(topic, handler as (p: unknown) => void);
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

/** Local delivery at once; other instances hear it through NOTIFY (their own echo is dropped). */
class PostgresPubSub extends LocalPubSub {
  private client: pg.Client | null = null;
  private closed = false;
  // Per pubsub, not per module: two apps in one process (tests) are two instances too.
  private readonly instance = Math.random().toString(36).slice(2);

  constructor(private readonly url: string) {
    super();
  }

  async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('error', () => this.reconnect());
    client.on('notification', (msg) => {
      if (!msg.payload) return;
      const { from, topic, payload } = JSON.parse(msg.payload) as { from: string; topic: Topic; payload: unknown };
      if (from !== this.instance) this.emitter.emit(topic, payload);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    this.client = client;
  }

  private reconnect(): void {
    if (this.closed) return;
    this.client = null;
    // Something may have changed while we were deaf: drop every cached answer.
    this.emitter.emit('availability.changed', { dates: null });
    setTimeout(() => this.connect().catch(() => this.reconnect()), 1000).unref();
  }

  override publish<T extends Topic>(topic: T, payload: Events[T]): void {
    super.publish(topic, payload);
    this.client
      ?.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ from: this.instance, topic, payload })])
      .catch(() => this.reconnect());
  }

  override async close(): Promise<void> {
    this.closed = true;
    await super.close();
    await this.client?.end().catch(() => undefined);
  }
}

export async function createPubSub(kind: 'memory' | 'postgres', url: string): Promise<PubSub> {
  if (kind === 'memory') return new LocalPubSub();
  const pubsub = new PostgresPubSub(url);
  await pubsub.connect();
  return pubsub;
}
