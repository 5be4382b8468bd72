/**
 * At most `limit` pieces of work at once; the rest wait their turn, first come first served. A
 * finished (or failed) piece hands its place straight to the next in line.
 */
export function turns(limit: number): <T>(work: () => Promise<T>) => Promise<T> {
  if (!(Number.isInteger(limit) && limit >= 1)) throw new RangeError(`turns: the limit must be a whole number of at least 1 (got ${limit})`);
  let running = 0;
  const waiting: Array<() => void> = [];
  return async (work) => {
    if (running < limit) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

/**
 * Work in order per key: a key's work starts once its previous work has settled (done or failed),
 * in the order it was asked for; work for other keys is not held up. An idle key is forgotten.
 */
export function inOrderPerKey(): <T>(key: string, work: () => Promise<T>) => Promise<T> {
  const lastOf = new Map<string, Promise<unknown>>();
  return (key, work) => {
    const before = lastOf.get(key);
    const mine = before ? before.then(work, work) : work();
    const settled = mine.catch(() => undefined);
    lastOf.set(key, settled);
    void settled.then(() => {
      if (lastOf.get(key) === settled) lastOf.delete(key);
    });
    return mine;
  };
}
