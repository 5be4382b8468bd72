/**
 * A dump of a PostgreSQL server with the machine's pg_dump, streamed through gzip to the backup
 * file. The manifest is counted in a repeatable-read transaction whose snapshot pg_dump shares
 * (`--snapshot`), so the counts and the dump see the same instant while the workshop keeps working.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, readdirSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import { EXCLUDE_SECRETS, takeManifest, type BackupManifest } from '../../db/backup-manifest.js';
import { manifestTrailer } from './dump-sql.js';

/** pg_dump on PATH, else the newest under Debian's /usr/lib/postgresql/<version>/bin; null when none. */
export function findPgDump(): string | null {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'pg_dump'))) return path.join(dir, 'pg_dump');
  }
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_dump')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin', 'pg_dump') : null;
}

/** The URL without its password (which goes to pg_dump through PGPASSWORD, never onto a command line). */
function splitPassword(url: string): { url: string; password: string | null } {
  const parsed = new URL(url);
  const password = parsed.password ? decodeURIComponent(parsed.password) : null;
  parsed.password = '';
  return { url: parsed.toString(), password };
}

export async function dumpServer(pgDump: string, databaseUrl: string, file: string): Promise<BackupManifest> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0].id;
    const manifest = await takeManifest((sql) => client.query(sql));
    const target = splitPassword(databaseUrl);
    const args = ['--no-owner', '--no-privileges', '--inserts', '--rows-per-insert=100', `--snapshot=${snapshot}`, ...EXCLUDE_SECRETS, `--dbname=${target.url}`];
    const env = { ...process.env, ...(target.password ? { PGPASSWORD: target.password } : {}) };
    const partial = `${file}.partial`;
    const gzip = createGzip({ level: 6 });
    const out = createWriteStream(partial, { mode: 0o600 });
    const written = new Promise<void>((resolve, reject) => {
      gzip.pipe(out).on('close', resolve).on('error', reject);
      gzip.on('error', reject);
    });
    const child = spawn(pgDump, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
    child.stdout.pipe(gzip, { end: false });
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    if (code !== 0) {
      gzip.destroy();
      out.destroy();
      throw new Error(`pg_dump failed (exit code ${code}): ${stderr.trim().split('\n').slice(-3).join(' ') || 'no message'}`);
    }
    gzip.end(manifestTrailer(manifest));
    await written;
    // On disk before it is named as a backup: fsync applies to the file, whichever descriptor asks.
    const synced = await open(partial, 'r+');
    try {
      await synced.sync();
    } finally {
      await synced.close();
    }
    const { rename, rm } = await import('node:fs/promises');
    await rename(partial, file).catch(async (err) => {
      await rm(partial, { force: true });
      throw err;
    });
    return manifest;
  } catch (err) {
    const { rm } = await import('node:fs/promises');
    await rm(`${file}.partial`, { force: true });
    throw err;
  } finally {
    await client.query('COMMIT').catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}
