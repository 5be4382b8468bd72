/**
 * A bench piece on an api and a database of its own: a fresh PostgreSQL database (on
 * TEST_DATABASE_URL's server), the built api started on it and signed in as its owner, the piece
 * run, then the api stopped and the database dropped, whatever happened (the api's log is kept
 * when the piece failed).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApi } from './backup.mjs';
import { createDatabase, dbUrl, dropDatabase } from './database.mjs';
import { log } from './env.mjs';
import { stopChild } from './processes.mjs';

/** Runs `fn({ base, headers, dbName, proc })` on a fresh api (with `env` besides the usual); `headers`: the owner's authorization. */
export async function onOwnApi(name, fn, env = {}) {
  const dbName = `bench_${name.replace(/\W/g, '_')}_${process.pid}_${Date.now().toString(36)}`;
  const tmp = mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  await createDatabase(dbName);
  let api = null;
  let keep = false;
  try {
    api = await startApi(`api-${name}`, { ...env, DATABASE_URL: dbUrl(dbName), DATA_DIR: tmp }, tmp);
    return await fn({ base: api.base, headers: api.headers, dbName, proc: api.proc });
  } catch (err) {
    log(`${name}: api log kept at ${path.join(tmp, `api-${name}.log`)}`);
    keep = true;
    throw err;
  } finally {
    if (api) await stopChild(api.proc);
    await dropDatabase(dbName);
    if (!keep) rmSync(tmp, { recursive: true, force: true });
  }
}
