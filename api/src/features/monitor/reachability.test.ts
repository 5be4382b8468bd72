import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { probe } from './reachability.js';

const servers: net.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A server on loopback: an SMTP one that greets and answers EHLO, or one that accepts and says nothing. */
async function server(kind: 'smtp' | 'silent'): Promise<string> {
  const s = net.createServer((socket) => {
    socket.on('error', () => undefined);
    if (kind === 'silent') return;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      if (/^EHLO/i.test(chunk.toString())) socket.write('250-test\r\n250 8BITMIME\r\n');
    });
  });
  servers.push(s);
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `smtp://127.0.0.1:${(s.address() as net.AddressInfo).port}`;
}

/** Holds this process's event loop, as a long render or a full collection does. */
function holdLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until);
}

describe('probe', () => {
  it('finds a server that answers reachable', async () => {
    const result = await probe(await server('smtp'), 2000);
    expect(result).toMatchObject({ status: 'reachable', error: null });
  });

  it('does not count time the event loop was held as the server’s silence', async () => {
    const url = await server('smtp');
    const answer = probe(url, 1000);
    // Held past the deadline: when the loop turns again, the timers run before the reads.
    holdLoop(1500);
    expect(await answer).toMatchObject({ status: 'reachable', error: null });
  });

  it('gives a silent server up after the timeout, as no answer', async () => {
    const url = await server('silent');
    const started = performance.now();
    const result = await probe(url, 300);
    expect(result).toMatchObject({ status: 'unreachable', error: 'no answer within 0.3 s' });
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });
});
