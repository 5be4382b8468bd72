/** A graphql-ws client for tests: collects a subscription's events. */
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export function wsClient(httpUrl: string, token?: string): Client {
  return createClient({
    url: httpUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: token ? { Authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
}

export interface Subscribed<T> {
  events: T[];
  errors: unknown[];
  done: Promise<void>;
  stop(): void;
}

export function subscribe<T>(client: Client, query: string): Subscribed<T> {
  const events: T[] = [];
  const errors: unknown[] = [];
  let stop = () => {};
  const done = new Promise<void>((resolve) => {
    stop = client.subscribe<T>(
      { query },
      {
        next: (value) => {
          if (value.errors) errors.push(...value.errors);
          if (value.data) events.push(value.data as T);
        },
        error: (err) => {
          errors.push(err);
          resolve();
        },
        complete: () => resolve(),
      },
    );
  });
  return { events, errors, done, stop: () => stop() };
}
