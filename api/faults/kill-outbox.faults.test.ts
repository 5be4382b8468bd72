/**
 * Issue 7: kill -9 while the outbox sends through a slow SMTP server. After the restart every
 * mail is delivered, and at most one is delivered twice (the one in flight). How long the
 * delivery took is printed, not asserted (the ceiling below catches "never").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../test/wait-for.js';
import { Cluster, useCluster, type ApiProcess } from './harness/cluster.js';
import { rest } from './harness/http.js';
import { startSlowSmtpSink, type SlowSmtpSink } from './harness/slow-smtp.js';

const MESSAGES = 20;

describe('kill -9 mid-send', () => {
  const cluster = useCluster();
  let api: ApiProcess;
  let smtp: SlowSmtpSink;

  beforeAll(async () => {
    smtp = await startSlowSmtpSink(300);
    const c = cluster.set(await Cluster.create({ env: { PUBSUB: 'memory', SMTP_URL: smtp.url, OUTBOX_POLL_MS: '100' } }));
    api = await c.spawn('a');
  });

  afterAll(async () => {
    await smtp?.close();
  });

  it('every mail is sent after the restart, with at most one duplicate', async () => {
    for (let i = 0; i < MESSAGES; i++) {
      const res = await rest(api.url, 'POST', '/api/contact', {
        name: `Customer ${i}`,
        email: `customer.${i}@example.com`,
        phone: '0412 345 678',
        message: `Question number ${i} about my car.`,
      });
      expect(res.status, res.text).toBe(201);
    }
    const [{ n }] = await cluster.get().sql<{ n: string }>('SELECT count(*) AS n FROM outbox_message');
    const queued = Number(n);
    expect(queued).toBeGreaterThanOrEqual(MESSAGES);

    // Kill it while it sends: some mail is out, most is not.
    await waitFor(() => smtp.received.length >= 3, { timeoutMs: 15_000, what: 'the outbox to start sending' });
    await api.kill9();
    const sentBeforeKill = smtp.received.length;
    expect(sentBeforeKill).toBeLessThan(queued);

    const restartedAt = Date.now();
    await api.start();
    await waitFor(() => smtp.distinct() >= queued, { timeoutMs: 90_000, everyMs: 100, what: `all ${queued} mails delivered after the restart` });
    const took = Date.now() - restartedAt;
    console.info(`kill -9 mid-send: ${queued} queued, ${sentBeforeKill} received before the kill, all ${smtp.distinct()} distinct after ${took} ms, ${smtp.duplicates()} duplicate(s)`);
    expect(smtp.duplicates(), 'mails delivered twice (by Message-ID)').toBeLessThanOrEqual(1);
  });
});
