/**
 * One query for a list's field instead of one per row (the N+1 of a GraphQL field resolver): the
 * keys asked for in the same tick of one request are loaded together, once, and each caller gets
 * its own answer. Kept per request (by its context object), so nothing outlives the request.
 */
type Loader<K, V> = (keys: K[]) => Promise<Map<K, V>>;

interface Batch<K, V> {
  keys: Set<K>;
  result: Promise<Map<K, V>> | null;
}

const batches = new WeakMap<object, Map<string, Batch<unknown, unknown>>>();

export function loadBatched<K, V>(request: object, name: string, key: K, load: Loader<K, V>): Promise<V | undefined> {
  let perRequest = batches.get(request);
  if (!perRequest) batches.set(request, (perRequest = new Map()));
  let batch = perRequest.get(name) as Batch<K, V> | undefined;
  if (!batch || batch.result) {
    const fresh: Batch<K, V> = { keys: new Set(), result: null };
    perRequest.set(name, fresh as Batch<unknown, unknown>);
    batch = fresh;
    // Every key of this tick joins before the one query goes out.
    fresh.result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => load([...fresh.keys]));
  }
  batch.keys.add(key);
  return batch.result!.then((found) => found.get(key));
}
