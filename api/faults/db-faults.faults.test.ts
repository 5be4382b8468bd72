/**
 * Issue 7: faults answer like faults. Requests that lose their database connection answer 503
 * with Retry-After (never 500) and the api recovers without a restart; idle and stalled TCP
 * connections are closed by the server's timeouts.
 */
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../test/wait-for.js';
import { Cluster, useCluster, type ApiProcess } from './harness/cluster.js';
import { adminToken, appointment, gql, isServerFault, rest, WEEKDAY_TIMES, weekdays, type Answer } from './harness/http.js';

const JWT_SECRET = 'faults-suite-secret-0123456789-abcdefghijklmnop';
/** Node's and Fastify's defaults kept these open for good; any sane timeout is well under this. */
const CLOSE_BOUND_MS = 65_000;

/** Opens a TCP connection, sends `bytes` (maybe nothing) and resolves with how long the server kept it open. */
function heldOpenFor(port: number, bytes: string): Promise<number> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, '127.0.0.1', () => {
      if (bytes) socket.write(bytes);
    });
    const timer = setTimeout(() => {
      socket.destroy();
      resolve(Infinity);
    }, CLOSE_BOUND_MS + 1000);
    socket.on('data', () => undefined);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Date.now() - started);
    });
  });
}

describe('database connections terminated under load', () => {
  const cluster = useCluster();
  let api: ApiProcess;
  let token: string;
  let idle: Promise<number>;
  let stalled: Promise<number>;

  beforeAll(async () => {
    const c = cluster.set(
      await Cluster.create({
        // Timeouts the outbox-faults change reads (ignored by a server that has none): short, so the test is quick.
        env: { JWT_SECRET, PUBSUB: 'memory', HTTP_IDLE_TIMEOUT_MS: '3000', HTTP_HEADERS_TIMEOUT_MS: '3000', HTTP_REQUEST_TIMEOUT_MS: '5000' },
      }),
    );
    api = await c.spawn('a');
    token = await adminToken(api.url);
    // Measured while the other tests run.
    idle = heldOpenFor(api.port, '');
    stalled = heldOpenFor(api.port, 'POST /api/contact HTTP/1.1\r\nHost: workshop.test\r\nContent-Type: application/json\r\n');
  });

  it('answers 503 with Retry-After (never 500) while its connections are terminated', async () => {
    const slots = weekdays(600, 100).flatMap((d) => WEEKDAY_TIMES.map((t) => [d, t] as const));
    const auth = { authorization: `Bearer ${token}` };
    const calls: Array<() => Promise<Answer>> = [
      () => {
        const [date, time] = slots.shift()!;
        return rest(api.url, 'POST', '/api/appointments', appointment(date, time));
      },
      () => rest(api.url, 'GET', '/api/admin/appointments', undefined, auth),
      () => rest(api.url, 'POST', '/api/contact', { name: 'Sam Lee', email: 'sam@example.com', message: 'Is the workshop open?' }),
      () => gql(api.url, '{ dashboardCounters { totalBooked } contactQueries { id } }', undefined, token),
    ];
    const answers: Answer[] = [];
    let transportErrors = 0;
    let running = true;
    const client = async (n: number) => {
      for (let i = n; running; i++) {
        try {
          answers.push(await calls[i % calls.length]());
        } catch {
          transportErrors++;
        }
      }
    };
    const pid = api.pid;
    const load = Promise.all(Array.from({ length: 8 }, (_, n) => client(n)));
    // Each round of terminations, and the end, come once the load has had more answers (however slow the machine).
    const moreAnswers = async (what: string) => {
      const seen = answers.length + transportErrors;
      await waitFor(() => answers.length + transportErrors >= seen + 16, { timeoutMs: 30_000, what });
    };
    let terminated = 0;
    for (let round = 0; round < 5; round++) {
      await moreAnswers(`answers under load before round ${round + 1} of terminations`);
      terminated += await cluster.get().terminate(api, 'all');
    }
    await moreAnswers('answers under load after the last terminations');
    running = false;
    await load;

    const faults = answers.filter((a) => isServerFault(a) && a.status !== 503);
    const unavailable = answers.filter((a) => a.status === 503);
    console.info(`terminated ${terminated} backends under load: ${answers.length} answers, ${unavailable.length} × 503, ${faults.length} other faults`);
    expect(terminated, 'there were connections to terminate').toBeGreaterThan(0);
    expect(transportErrors, 'requests that got no HTTP answer').toBe(0);
    expect(
      faults.map((a) => `${a.status} ${a.text.slice(0, 200)}`),
      'answers that were server faults other than 503',
    ).toEqual([]);
    for (const a of unavailable) {
      expect(a.headers.get('retry-after'), 'a 503 says when to retry').toMatch(/^\d+$/);
      // REST answers { message }; GraphQL answers its errors list with the code (the token check lost the database).
      const message = a.body?.message ?? a.body?.errors?.[0]?.message;
      expect(typeof message, a.text).toBe('string');
      if (a.body?.errors) expect(a.body.errors[0].extensions?.code, a.text).toBe('SERVICE_UNAVAILABLE');
    }
    expect(api.pid, 'the same process').toBe(pid);
  });

  it('serves again without a restart once PostgreSQL accepts connections', async () => {
    const pid = api.pid;
    const [date] = weekdays(700, 1);
    await waitFor(async () => (await rest(api.url, 'GET', '/api/health')).status === 200, { everyMs: 100, what: 'health to answer 200 again' });
    expect((await rest(api.url, 'POST', '/api/appointments', appointment(date, '09:00'))).status).toBe(201);
    expect((await rest(api.url, 'GET', '/api/admin/appointments', undefined, { authorization: `Bearer ${token}` })).status).toBe(200);
    expect(api.pid).toBe(pid);
    expect(api.running).toBe(true);
  });

  it('closes a TCP connection that sends nothing, and one that stalls mid-headers', async () => {
    const [idleMs, stalledMs] = await Promise.all([idle, stalled]);
    console.info(`idle connection closed after ${idleMs} ms, stalled one after ${stalledMs} ms`);
    expect(idleMs, 'an idle connection is closed').toBeLessThanOrEqual(CLOSE_BOUND_MS);
    expect(stalledMs, 'a connection stalled mid-headers is closed').toBeLessThanOrEqual(CLOSE_BOUND_MS);
  });
});
