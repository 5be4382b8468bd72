/**
 * A fresh database per test file: on the PostgreSQL server of TEST_DATABASE_URL when set,
 * else nothing (the app then starts embedded PGlite in memory).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  url: string | null;
  drop(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { url: null, drop: async () => undefined };
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: admin });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
