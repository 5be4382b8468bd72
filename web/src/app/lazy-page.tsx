/**
 * Pages whose code loads on demand, without a data router: `preload()` fetches a page's module
 * (the server awaits it before rendering, the browser before hydrating, links on intent), and the
 * page renders synchronously once loaded or suspends until it is. Also tells the layout while a
 * navigation waits for a page's code.
 */
import { use, type ComponentType } from 'react';

export interface LazyPage {
  Component: ComponentType;
  preload(): Promise<void>;
}

export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  let Loaded: ComponentType | undefined;
  let pending: Promise<void> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (Page) => {
        Loaded = Page;
      },
      (error: unknown) => {
        pending = undefined; // a later navigation tries again (e.g. after a network blip)
        throw error;
      },
    ));
  function LazyRoute() {
    if (!Loaded) {
      const loading = preload();
      waitingFor(loading);
      use(loading);
    }
    const Page = Loaded as ComponentType;
    return <Page />;
  }
  return { Component: LazyRoute, preload };
}

// Loads a navigation is waiting for (not prefetches), for the progress bar.
const waiting = new Set<Promise<void>>();
const listeners = new Set<() => void>();
// Called while React renders: tell the listeners afterwards, never during the render.
const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

function waitingFor(loading: Promise<void>): void {
  if (waiting.has(loading)) return;
  waiting.add(loading);
  notify();
  const done = () => {
    waiting.delete(loading);
    notify();
  };
  loading.then(done, done);
}

/** For useSyncExternalStore: whether a navigation waits for a page's code. */
export const pageLoads = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  pending: (): boolean => waiting.size > 0,
  none: (): boolean => false,
};
