/** Issue 7: without JWT_SECRET every instance must agree on the generated secret (kept in the database, not on local disk). */
import { beforeAll, describe, expect, it } from 'vitest';
import { Cluster, useCluster, type ApiProcess } from './harness/cluster.js';
import { adminToken, rest } from './harness/http.js';

describe('a token signed by one instance', () => {
  const cluster = useCluster();
  let a: ApiProcess;
  let b: ApiProcess;

  beforeAll(async () => {
    const c = cluster.set(await Cluster.create());
    // Separate DATA_DIRs (the harness gives each process its own) and no JWT_SECRET anywhere.
    a = await c.spawn('a');
    b = await c.spawn('b');
    expect(a.env.JWT_SECRET).toBeUndefined();
    expect(a.env.DATA_DIR).not.toBe(b.env.DATA_DIR);
  });

  it('is accepted by another instance started without JWT_SECRET', async () => {
    const token = await adminToken(a.url);
    const onA = await rest(a.url, 'GET', '/api/admin/appointments', undefined, { authorization: `Bearer ${token}` });
    expect(onA.status).toBe(200);
    const onB = await rest(b.url, 'GET', '/api/admin/appointments', undefined, { authorization: `Bearer ${token}` });
    expect(onB.status, onB.text).toBe(200);
  });

  it('is still accepted by an instance restarted after it was issued', async () => {
    const token = await adminToken(b.url);
    await a.kill9();
    await a.start();
    const res = await rest(a.url, 'GET', '/api/admin/appointments', undefined, { authorization: `Bearer ${token}` });
    expect(res.status, res.text).toBe(200);
  });
});
