/** A steady reader beside a measured load: the time of each answer while the load runs. */

/**
 * Asks `url` every 10 ms (one request at a time) until `stop()`, which answers every request's time
 * in ms, fastest first (a failed request counts as Infinity).
 */
export function probeEvery10Ms(url) {
  let running = true;
  const times = [];
  const probing = (async () => {
    while (running) {
      const t0 = performance.now();
      const res = await fetch(url);
      await res.arrayBuffer();
      times.push(res.ok ? performance.now() - t0 : Infinity);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  return {
    async stop() {
      running = false;
      await probing;
      return times.sort((a, b) => a - b);
    },
  };
}
