/**
 * Faults answer like faults: requests that lose their database connection answer 503 with
 * Retry-After (GraphQL: SERVICE_UNAVAILABLE) and the next ones succeed without a restart; idle,
 * slow and kept-alive sockets are closed on timeouts, while websockets stay open.
 */
import { connect, type Socket } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../src/shared/errors.js';
import { ADMIN, signIn } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { appDocument } from '../app-documents.js';
import { subscribe, wsClient } from '../ws-client.js';
import { waitFor } from '../wait-for.js';

const TERMINATE_OTHERS = `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`;

async function post(t: TestServer, route: string, body: unknown) {
  const res = await fetch(t.url + route, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as any };
}

const contact = (name: string) => ({ name, email: 'fault@example.com', message: 'Are you open on Monday?' });
const SEND = appDocument('SendContactMessage').query;

// Terminating backends and locking tables needs a PostgreSQL server (embedded PGlite has one session).
describe.skipIf(!process.env.TEST_DATABASE_URL)('when PostgreSQL drops the connections', () => {
  let t: TestServer;
  let db: pg.Client;
  beforeAll(async () => {
    // A small pool: a connection leaked per dropped transaction would exhaust it within the test.
    t = await startTestServer({ env: { DB_POOL_SIZE: '3' } });
    db = new pg.Client({ connectionString: t.app.db.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });

  /** Signs in, retrying while a connection dropped by the previous test is still being replaced. */
  async function adminToken(): Promise<string> {
    let token = '';
    let refused: number | null = null;
    await waitFor(
      async () => {
        const res = await t.rest('POST', '/api/admin/login', ADMIN);
        if (res.status === 200) token = res.body.token;
        else if (res.status !== 503) refused = res.status;
        return res.status !== 503;
      },
      { everyMs: 100, what: 'a sign-in answered other than 503' },
    );
    if (refused !== null) throw new Error(`sign-in failed: ${refused}`);
    return token;
  }

  /** Holds the tables so requests wait inside PostgreSQL, then terminates every other connection. */
  async function dropWhileWaiting(requests: () => Array<Promise<unknown>>, waiting: number): Promise<void> {
    await db.query('BEGIN');
    let inFlight: Array<Promise<unknown>> = [];
    try {
      await db.query('LOCK TABLE contact_query, appointment, admin_user IN ACCESS EXCLUSIVE MODE');
      inFlight = requests();
      try {
        await waitFor(
          async () => {
            // Statistics views are a snapshot per transaction: take a fresh one each time.
            await db.query('SELECT pg_stat_clear_snapshot()');
            const { rows } = await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
            return rows[0].n >= waiting;
          },
          { what: `${waiting} requests waiting inside the database` },
        );
      } catch (err) {
        const { rows: all } = await db.query(`SELECT state, wait_event_type, query FROM pg_stat_activity WHERE datname = current_database()`);
        throw new Error(`the requests never reached the database: ${JSON.stringify(all)}`, { cause: err });
      }
      const { rows } = await db.query(TERMINATE_OTHERS);
      expect(rows[0].n).toBeGreaterThanOrEqual(waiting);
    } finally {
      await db.query('ROLLBACK');
    }
    await Promise.allSettled(inFlight);
  }

  it('answers requests in flight 503 with a message and Retry-After, and serves the next ones, drop after drop', async () => {
    // More drops than the pool has connections: each one must give its connection back.
    for (let round = 0; round < 5; round++) {
      let answers: Array<Awaited<ReturnType<typeof post>>> = [];
      await dropWhileWaiting(() => {
        const all = Promise.all([post(t, '/api/contact', contact(`In Flight ${round}`)), post(t, '/api/appointments', appointmentRequest())]);
        void all.then((a) => (answers = a));
        return [all];
      }, 2);
      expect(answers.map((a) => a.status)).toEqual([503, 503]);
      for (const a of answers) {
        expect(a.body.message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
        expect(a.retryAfter).toBe('5');
      }
      // Served again without a restart (a request racing the pool's discovery of a dead idle connection may still get a 503).
      await expect.poll(async () => (await post(t, '/api/contact', contact(`After ${round}`))).status, { timeout: 5_000 }).toBe(201);
      await expect.poll(async () => (await post(t, '/api/appointments', appointmentRequest())).status, { timeout: 5_000 }).toBe(201);
    }
  });

  it('answers a GraphQL operation in flight with SERVICE_UNAVAILABLE', async () => {
    let answer: any;
    await dropWhileWaiting(() => [t.gql(SEND, { input: contact('Via GraphQL') }).then((a) => (answer = a))], 1);
    expect(answer.errors).toHaveLength(1);
    expect(answer.errors[0].message).toBe(SERVICE_UNAVAILABLE_MESSAGE);
    expect(answer.errors[0].extensions.code).toBe('SERVICE_UNAVAILABLE');
    await expect.poll(async () => (await t.gql(SEND, { input: contact('Via GraphQL again') })).errors, { timeout: 5_000 }).toBeUndefined();
  });

  it('answers an admin whose token check loses the connection 503, not 401 (which would sign them out)', async () => {
    const token = await adminToken();
    const asAdmin = { authorization: `Bearer ${token}` };
    let rest: Response | undefined;
    let graphql: Response | undefined;
    await dropWhileWaiting(
      () => [
        fetch(`${t.url}/api/admin/contact-queries`, { headers: asAdmin }).then((r) => (rest = r)),
        fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...asAdmin },
          body: JSON.stringify({ query: '{ recentContactQueries { id } }' }),
        }).then((r) => (graphql = r)),
      ],
      2,
    );
    expect(rest!.status).toBe(503);
    expect(graphql!.status).toBe(503);
    expect(graphql!.headers.get('retry-after')).toBe('5');
    const body = (await graphql!.json()) as { errors: Array<{ message: string; extensions: { code: string } }> };
    expect(body.errors[0]).toMatchObject({ message: SERVICE_UNAVAILABLE_MESSAGE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
    await expect.poll(async () => (await fetch(`${t.url}/api/admin/contact-queries`, { headers: asAdmin })).status, { timeout: 5_000 }).toBe(200);
  });

  it('never answers 500 to requests right after the connections dropped, and recovers', async () => {
    const token = await adminToken();
    for (let round = 0; round < 3; round++) {
      await db.query(TERMINATE_OTHERS);
      const answers = await Promise.all([
        post(t, '/api/contact', contact(`Round ${round}`)),
        fetch(`${t.url}/api/admin/contact-queries`, { headers: { authorization: `Bearer ${token}` } }).then((r) => ({ status: r.status, retryAfter: r.headers.get('retry-after') })),
        t.gql(SEND, { input: contact(`Round ${round} GraphQL`) }).then((r) => ({ status: r.errors ? 503 : 201, code: r.errors?.[0].extensions.code })),
        // An admin's token is checked against the database: a drop must not read as "signed out".
        fetch(`${t.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: '{ recentContactQueries { id } }' }),
        }).then(async (r) => {
          const body = (await r.json()) as { errors?: Array<{ extensions: { code: string } }> };
          return { status: r.status, retryAfter: r.status === 503 ? r.headers.get('retry-after') : '5', code: body.errors?.[0].extensions.code };
        }),
      ]);
      for (const a of answers) {
        expect([200, 201, 503]).toContain(a.status);
        if (a.status === 503 && 'retryAfter' in a) expect(a.retryAfter).toBe('5');
        if ('code' in a && a.code) expect(a.code).toBe('SERVICE_UNAVAILABLE');
      }
    }
    await expect.poll(async () => (await post(t, '/api/contact', contact('Recovered'))).status, { timeout: 5_000 }).toBe(201);
  });
});

function rawSocket(url: string): Promise<Socket> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => resolve(socket));
    socket.on('error', reject);
  });
}

function closed(socket: Socket): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => socket.on('close', () => resolve(Date.now() - started)));
}

describe('connection timeouts', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      env: { HTTP_IDLE_TIMEOUT_MS: '600', HTTP_KEEP_ALIVE_TIMEOUT_MS: '300', HTTP_HEADERS_TIMEOUT_MS: '1500', HTTP_REQUEST_TIMEOUT_MS: '3000' },
    });
  });
  afterAll(() => t?.close());

  it('closes a connection that never sends a request', async () => {
    const socket = await rawSocket(t.url);
    const after = await closed(socket);
    expect(after).toBeLessThan(3_000);
  });

  it('closes a connection whose headers trickle in slower than the headers timeout', async () => {
    const socket = await rawSocket(t.url);
    const ended = closed(socket);
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    // A header byte every 200 ms keeps the socket from being idle, but the headers never end.
    const trickle = setInterval(() => socket.writable && socket.write('X'), 200);
    try {
      expect(await ended).toBeLessThan(4_000);
    } finally {
      clearInterval(trickle);
    }
  });

  it('keeps a websocket subscription open well past the idle timeout', async () => {
    const client = wsClient(t.url, await signIn(t));
    const live = subscribe<{ contactQueryReceived: string }>(client, 'subscription { contactQueryReceived }');
    try {
      // Four idle timeouts of silence on the socket: the wait is the behaviour under test.
      await new Promise((resolve) => setTimeout(resolve, 2_400));
      const sent = await t.rest('POST', '/api/contact', contact('Still Listening'));
      await expect.poll(() => live.events.map((e) => e.contactQueryReceived), { timeout: 3_000 }).toContain(sent.body._id);
      expect(live.errors).toEqual([]);
    } finally {
      live.stop();
      await client.dispose();
    }
  });
});

// Its own server, with every other deadline far away (10 min, beyond the test's own timeout), so
// a close within the test is the keep-alive timeout's, however late a busy machine runs it. Node 24
// closes a kept-alive socket its keepAliveTimeoutBuffer (1 s) after the keep-alive timeout, so
// 300 ms here means about 1.3 s.
describe('the keep-alive timeout', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      env: { HTTP_IDLE_TIMEOUT_MS: '600000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '300', HTTP_HEADERS_TIMEOUT_MS: '600000', HTTP_REQUEST_TIMEOUT_MS: '600000' },
    });
  });
  afterAll(() => t?.close());

  it('closes a kept-alive connection soon after its last answer', async () => {
    const socket = await rawSocket(t.url);
    const ended = closed(socket);
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n');
    // Closed by the server (the test's own timeout catches "never"), after answering the one request.
    await ended;
    expect(received).toMatch(/^HTTP\/1\.1 200 /);
    expect(received.match(/HTTP\/1\.1 /g)).toHaveLength(1);
  });
});
