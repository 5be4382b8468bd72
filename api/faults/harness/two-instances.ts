/** Two api processes on one database, as the races and the PostgreSQL pub/sub are tested. */
import { beforeAll } from 'vitest';
import { Cluster, useCluster, type ApiProcess } from './cluster.js';
import { adminToken } from './http.js';

/** The suite's signing secret: instances started with it accept each other's tokens. */
export const JWT_SECRET = 'faults-suite-secret-0123456789-abcdefghijklmnop';

/**
 * Two api processes, a and b, on one database with PUBSUB=postgres and the suite's JWT_SECRET, and
 * an admin token signed in on a: started before the block's first test (`use` receives them then),
 * stopped after its last. Answers the block's cluster.
 */
export function useTwoInstances(use: (a: ApiProcess, b: ApiProcess, token: string) => void): { get: () => Cluster } {
  const cluster = useCluster();
  beforeAll(async () => {
    const c = cluster.set(await Cluster.create({ env: { JWT_SECRET, PUBSUB: 'postgres' } }));
    const a = await c.spawn('a');
    const b = await c.spawn('b');
    use(a, b, await adminToken(a.url));
  });
  return cluster;
}
