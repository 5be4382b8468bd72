/**
 * The dump of a PostgreSQL server with the machine's pg_dump (real PostgreSQL; skipped without
 * TEST_DATABASE_URL or pg_dump): it finishes, leaves the named file (no .partial), and the file is
 * the gzip'd plain dump with every row and the manifest taken in the same snapshot.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { readManifest } from './dump-sql.js';
import { dumpServer, findPgDump } from './server-dump.js';

const pgDump = findPgDump();

describe.skipIf(!process.env.TEST_DATABASE_URL || !pgDump)('dumpServer (real PostgreSQL, pg_dump)', () => {
  let db: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    db = await createTestDatabase();
    dir = mkdtempSync(path.join(os.tmpdir(), 'server-dump-'));
    const client = new pg.Client({ connectionString: db.url! });
    await client.connect();
    await client.query('CREATE TABLE part (id int PRIMARY KEY, name text NOT NULL)');
    await client.query("INSERT INTO part SELECT n, 'Oil filter ' || n FROM generate_series(1, 2500) AS n");
    await client.end();
  });

  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await db?.drop();
  });

  it('finishes and leaves the gzip’d dump with its manifest', async () => {
    const file = path.join(dir, 'backup-20261126-020000.sql.gz');
    const manifest = await dumpServer(pgDump!, db.url!, file);
    expect(manifest.tables).toEqual({ part: 2500 });
    expect(existsSync(file)).toBe(true);
    expect(existsSync(`${file}.partial`)).toBe(false);
    const bytes = readFileSync(file);
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
    const sql = gunzipSync(bytes).toString('utf8');
    expect(sql).toContain('CREATE TABLE public.part');
    expect(sql).toContain("(2500, 'Oil filter 2500')");
    expect(readManifest(sql)).toEqual(manifest);
  }, 20_000);
});
