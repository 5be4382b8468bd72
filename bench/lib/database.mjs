/** The bench's own PostgreSQL database: created for a run, dropped after. */
import pg from 'pg';
import { ADMIN_URL } from './env.mjs';

export function dbUrl(name) {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function withAdmin(fn) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase(name) {
  await withAdmin((c) => c.query(`CREATE DATABASE "${name}"`));
}

export async function dropDatabase(name) {
  await withAdmin(async (c) => {
    try {
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    } catch (err) {
      if (err.code !== '42601') throw err; // syntax error: PostgreSQL < 13 has no WITH (FORCE)
      await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
      await c.query(`DROP DATABASE IF EXISTS "${name}"`);
    }
  });
}

export async function queryDb(name, sql) {
  const client = new pg.Client({ connectionString: dbUrl(name) });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}


/**
 * Lets the database settle after the bench's bulk seeds (years of history and 100,000 customers
 * written in seconds): their vacuum and statistics now, and a checkpoint, so neither autovacuum
 * working through the seeded tables nor the first writes after a checkpoint (whole pages into the
 * WAL) land inside the next measured run. A workshop's database never takes such a burst. Answers
 * the seconds it took; a checkpoint needs a superuser (or pg_checkpoint): without one it is skipped.
 */
export async function settleDatabase(name) {
  const started = Date.now();
  const client = new pg.Client({ connectionString: dbUrl(name) });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE)');
    await client.query('CHECKPOINT').catch(() => undefined);
  } finally {
    await client.end();
  }
  return (Date.now() - started) / 1000;
}
