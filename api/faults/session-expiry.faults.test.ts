/** Issue 7: a live subscription ends when its session does: at its token's expiry, or at logout on any instance. */
import { beforeAll, describe, expect, it } from 'vitest';
import { wsClient } from '../test/ws-client.js';
import { waitFor } from '../test/wait-for.js';
import { Cluster, useCluster, type ApiProcess } from './harness/cluster.js';
import { adminToken, appointment, rest, shortLivedToken, weekdays } from './harness/http.js';

const JWT_SECRET = 'faults-suite-secret-0123456789-abcdefghijklmnop';
const COUNTERS = 'subscription { dashboardCounters { totalBooked } }';

describe('a live subscription when its session ends', () => {
  const cluster = useCluster();
  let api: ApiProcess;
  let other: ApiProcess;

  /** Books on `on` (10:00, then a later slot each time) until `seen` answers true. */
  async function bookUntil(seen: () => boolean, date: string, timeoutMs: number, what: string, on: ApiProcess = api): Promise<void> {
    const times = ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00', '14:30'];
    let booked = 0;
    await waitFor(
      async () => {
        if (seen()) return true;
        expect((await rest(on.url, 'POST', '/api/appointments', appointment(date, times[booked++]))).status).toBe(201);
        return false;
      },
      { timeoutMs, everyMs: 300, what },
    );
  }

  beforeAll(async () => {
    const c = cluster.set(await Cluster.create({ env: { JWT_SECRET, PUBSUB: 'postgres' } }));
    api = await c.spawn('a');
    other = await c.spawn('b');
  });

  it('streams while its token is valid and is closed after the token expires', async () => {
    const lifetime = 4;
    // A signed-in session's token, signed again to expire in seconds (a session lasts at least a minute).
    const token = shortLivedToken(JWT_SECRET, await adminToken(api.url), lifetime);
    const expiresAt = Date.now() + lifetime * 1000;
    const client = wsClient(api.url, token);
    let closedAt: number | null = null;
    client.on('closed', () => (closedAt ??= Date.now()));
    const events: unknown[] = [];
    let endedAt: number | null = null;
    const end = () => (endedAt ??= Date.now());
    client.subscribe({ query: COUNTERS }, { next: (v) => events.push(v), error: end, complete: end });
    try {
      // The subscription starts on the other process at a moment no signal shows from here: book,
      // and again (a later slot each time) until an event arrives, while the token is valid.
      const [date] = weekdays(0, 1);
      await bookUntil(() => events.length > 0, date, Math.max(0, expiresAt - Date.now()), 'an event while the token is valid');

      // Ended after the expiry: the ceiling (the 3 s check × 4 + 10 s) catches "never", not a slow machine.
      await waitFor(() => (endedAt ?? closedAt) !== null, {
        timeoutMs: Math.max(0, expiresAt - Date.now()) + 3000 * 4 + 10_000,
        what: 'the subscription or its socket to end after the token expired',
      });

      // And nothing more is streamed to the expired session (a quiet window on purpose, for a stray event to show up).
      const seen = events.length;
      expect((await rest(api.url, 'POST', '/api/appointments', appointment(date, '15:00'))).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(events.length).toBe(seen);
    } finally {
      await client.dispose();
    }
  });

  it('is closed after a logout with its token on the other instance', async () => {
    const token = await adminToken(api.url);
    const client = wsClient(api.url, token);
    let endedAt: number | null = null;
    const end = () => (endedAt ??= Date.now());
    client.on('closed', end);
    const events: unknown[] = [];
    client.subscribe({ query: COUNTERS }, { next: (v) => events.push(v), error: end, complete: end });
    try {
      // Booked on the other instance, again until the subscription (started at a moment no signal shows) streams.
      const [date] = weekdays(1, 1);
      await bookUntil(() => events.length > 0, date, 10_000, 'an event while the session is open', other);
      const res = await rest(other.url, 'POST', '/api/admin/logout', undefined, { authorization: `Bearer ${token}` });
      expect(res.status, res.text).toBe(200);
      // The ceiling (the 3 s check × 4 + 10 s) catches "never", not a slow machine.
      await waitFor(() => endedAt !== null, { timeoutMs: 3000 * 4 + 10_000, what: 'the subscription or its socket to end after the logout' });
      expect((await rest(api.url, 'GET', '/api/admin/appointments', undefined, { authorization: `Bearer ${token}` })).status).toBe(401);
    } finally {
      await client.dispose();
    }
  });
});
