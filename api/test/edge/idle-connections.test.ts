/**
 * A TCP connection that never sends a byte is closed whatever the order of the idle timeout and
 * the headers deadline, including the defaults (idle 30 s above headers 15 s, where Node's own idle
 * close never fires), and closed silently, so a client that is not reading sees it too.
 * (connection-faults.test.ts covers the other order, slow headers, keep-alive and websockets.)
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';

interface Closed {
  afterMs: number;
  received: string;
}

/** Connects and sends nothing; resolves when the connection is closed (rejects after `limitMs`). */
function silentConnection(url: string, reads: boolean, limitMs: number): Promise<Closed> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = '';
    const socket = connect(Number(port), hostname);
    // A client that does not read (a preconnect, a scanner) only learns of a close that sends nothing first.
    if (reads) socket.on('data', (chunk) => (received += chunk));
    socket.on('error', () => undefined);
    const limit = setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after ${limitMs} ms (reading: ${reads})`));
    }, limitMs);
    socket.on('close', () => {
      clearTimeout(limit);
      resolve({ afterMs: Date.now() - started, received });
    });
  });
}

/** A ceiling that catches "never" (a busy machine may run a timer many times late): the deadline × 4 + 10 s. */
const ceiling = (deadlineMs: number) => deadlineMs * 4 + 10_000;

// The idle timeout is far beyond the ceiling, so only the headers deadline can close the connection in time.
describe('in the default order, idle longer than the headers deadline (10 min and 1.5 s)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      smtp: false,
      env: { HTTP_IDLE_TIMEOUT_MS: '600000', HTTP_HEADERS_TIMEOUT_MS: '1500', HTTP_REQUEST_TIMEOUT_MS: '3000' },
    });
  });
  afterAll(() => t?.close());

  it('closes a connection that never sends a byte at the headers deadline, with no answer, read or not', async () => {
    const limit = ceiling(1_500);
    const [reading, notReading] = await Promise.all([silentConnection(t.url, true, limit), silentConnection(t.url, false, limit)]);
    // Not before the deadline (a timer may fire a little early); after it, whenever the machine gets to it.
    for (const closed of [reading, notReading]) expect(closed.afterMs).toBeGreaterThanOrEqual(1_400);
    expect(reading.received).toBe('');
  });

  it('still answers a request that started, and a slow one gets its 408', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.status).toBe(200);
    const { hostname, port } = new URL(t.url);
    const socket = connect(Number(port), hostname);
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    await new Promise((resolve) => socket.on('close', resolve));
    expect(received).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe('with the default timeouts (idle 30 s, headers 15 s)', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ smtp: false });
  });
  afterAll(() => t?.close());

  // Node's own idle close never fires here (idle 30 s is above headers 15 s): closed at all is the server's own close.
  it('closes a connection that never sends a byte after 15 s, read or not', { timeout: ceiling(15_000) + 10_000 }, async () => {
    const limit = ceiling(15_000);
    const [reading, notReading] = await Promise.all([silentConnection(t.url, true, limit), silentConnection(t.url, false, limit)]);
    for (const closed of [reading, notReading]) expect(closed.afterMs).toBeGreaterThanOrEqual(14_900);
    expect(reading.received).toBe('');
  });
});
