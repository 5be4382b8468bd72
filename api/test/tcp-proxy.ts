/** A TCP relay a test can cut: the network between a process and its database failing at once. */
import { createServer, connect, type Socket } from 'node:net';

export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones. */
  cut(): Promise<void>;
}

export async function startTcpProxy(host: string, port: number): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(port, host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => s.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}
