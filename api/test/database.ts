/**
 * A fresh database per test file: on the PostgreSQL server of TEST_DATABASE_URL when set,
 * else nothing (the app then starts embedded PGlite in memory).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestDatabase {
  url: string | null;
  drop(): Promise<void>;
}

/** Runs one statement as TEST_DATABASE_URL's user (create and drop databases). */
export async function adminQuery(admin: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/**
 * `migrated`: a copy of the run's migrated template (global-setup.ts) instead of an empty database.
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<TestDatabase> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return { url: null, drop: async () => undefined };
  const name = `test_${randomBytes(6).toString('hex')}`;
  const template = options.migrated ? inject('templateDatabase') : null;
  await adminQuery(admin, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

let seed: Uint8Array | null = null;

/** The run's migrated embedded data directory (global-setup.ts), read once per test file. */
export function embeddedSeed(): Uint8Array {
  seed ??= readFileSync(inject('embeddedSeedFile'));
  return seed;
}
