/**
 * Embedded PostgreSQL (PGlite) for running with no database to set up: persisted under
 * DATA_DIR, served on a loopback socket so the same PostgreSQL driver connects to it.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedDatabase {
  url: string;
  close(): Promise<void>;
}

/** `dir` null keeps the database in memory (tests, migration checks). */
export async function startEmbeddedDatabase(dir: string | null, maxConnections: number): Promise<EmbeddedDatabase> {
  if (dir) mkdirSync(path.dirname(dir), { recursive: true });
  const db = await PGlite.create(dir ?? 'memory://');
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections });
  await server.start();
  const address = server.getServerConn();
  return {
    url: `postgres://postgres@${address}/postgres`,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
