/**
 * Once per run, before any test file: the one migrated database every test server starts from,
 * instead of each running every migration (and, embedded, an initdb: seconds per server there):
 * - on TEST_DATABASE_URL's server, a template database each test's database is copied from;
 * - for embedded PGlite, a migrated in-memory data directory, dumped to a temp file.
 * Test files read them with inject() (database.ts); both are removed when the run ends.
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../src/db/embedded.js';
import { createOrm } from '../src/db/orm.js';
import { model } from '../src/features/index.js';
import { adminQuery } from './database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database on TEST_DATABASE_URL's server; null without a server. */
    templateDatabase: string | null;
    /** The file holding a migrated embedded data directory (PGlite's dumpDataDir, uncompressed). */
    embeddedSeedFile: string;
  }
}

async function migrate(url: string): Promise<void> {
  const orm = await createOrm(url, 2, model);
  try {
    await orm.migrator.up();
  } finally {
    await orm.close(true);
  }
}

async function makeTemplate(admin: string): Promise<string> {
  const name = `test_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(admin, `CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  await migrate(url.toString());
  return name;
}

async function makeEmbeddedSeed(dir: string): Promise<string> {
  const db = await startEmbeddedDatabase(null, 2);
  try {
    await migrate(db.url);
    const file = path.join(dir, 'embedded-seed.tar');
    writeFileSync(file, await db.dataDir());
    return file;
  } finally {
    await db.close();
  }
}

export default async function setup(project: TestProject) {
  const admin = process.env.TEST_DATABASE_URL || null;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'workshop-seed-'));
  const [templateDatabase, embeddedSeedFile] = await Promise.all([admin ? makeTemplate(admin) : null, makeEmbeddedSeed(dir)]);
  project.provide('templateDatabase', templateDatabase);
  project.provide('embeddedSeedFile', embeddedSeedFile);
  return async () => {
    if (admin && templateDatabase) await adminQuery(admin, `DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  };
}
