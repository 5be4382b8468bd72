/** The embedded database's dump goes to the port it is asked for: the server's thread gets only its manifest. */
import { MessageChannel } from 'node:worker_threads';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type DumpDelivery, type EmbeddedDatabase } from './embedded.js';

let db: EmbeddedDatabase;
beforeAll(async () => {
  db = await startEmbeddedDatabase(null, 2);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query(`CREATE TABLE parts (id int PRIMARY KEY, name text); INSERT INTO parts VALUES (1, 'Oil filter'), (2, 'Brake pads')`);
  await client.end();
}, 60_000);
afterAll(() => db?.close());

describe('a dump of the embedded database', () => {
  it('is delivered whole to the given port, and only its manifest comes back to the caller', async () => {
    const { port1, port2 } = new MessageChannel();
    const delivered = new Promise<DumpDelivery>((resolve) => port2.once('message', resolve));
    const reply = await db.dump(port1);
    const { sql } = await delivered;
    port2.close();
    const text = Buffer.from(sql).toString('utf8');
    expect(text).toMatch(/CREATE TABLE public\.parts/);
    expect(text).toContain(`(2, 'Brake pads')`);
    expect(text).toMatch(/PostgreSQL database dump complete/);
    expect(Object.keys(reply)).toEqual(['manifest']);
    expect(reply.manifest.tables).toEqual({ parts: 2 });
  }, 60_000);
});
