/**
 * The database's rules (functions and triggers) are what their files in src/db/sql/ say: the last
 * migration that applies each file was written for its text as it is now, and a database migrated
 * from scratch (the run's migrated copy) has each function and trigger exactly as its file defines
 * it, and none that no file defines. So a file edited without a migration that applies it, or a
 * function or trigger written only in a migration, fails here. On PostgreSQL and on PGlite.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../../src/db/embedded.js';
import { model } from '../../src/features/index.js';
import { APPLIED_LINE, currentSql, fillValues, sqlNames, sqlVersion, type SqlName } from '../../src/db/sql.js';
import { sqlFiles } from '../../src/db/sql/sql-files.js';
import { DAY_LOCK, SLOT_LOCK, SLOT_MINUTES } from '../../src/shared/booking-slots.js';
import { createTestDatabase, embeddedSeed, type TestDatabase } from '../database.js';

const SQL_DIR = path.resolve(import.meta.dirname, '../../src/db/sql');

/** Every function of the app (extensions' left out) and every trigger, each as the database prints its definition. */
const DEFINITIONS = `
  select 'function ' || p.oid::regprocedure::text as key, pg_get_functiondef(p.oid) as definition
  from pg_proc p
  where p.pronamespace = 'public'::regnamespace
    and not exists (select 1 from pg_depend d where d.classid = 'pg_proc'::regclass and d.objid = p.oid and d.deptype = 'e')
  union all
  select 'trigger ' || t.tgname || ' on ' || t.tgrelid::regclass::text, pg_get_triggerdef(t.oid)
  from pg_trigger t
  where not t.tgisinternal and t.tgrelid::regclass::text not like 'pg\\_%'
  order by key`;

/** Each rule's version as the last migration that applies it was written for (its up() statements, collected). */
async function lastAppliedVersions(): Promise<Map<string, { version: string; migration: string }>> {
  const applied = new Map<string, { version: string; migration: string }>();
  for (const M of model.migrations) {
    const statements: string[] = [];
    const migration = Object.assign(Object.create(M.prototype) as { up(): void | Promise<void> }, { addSql: (sql: string) => void statements.push(sql) });
    await migration.up();
    for (const sql of statements) {
      for (const [, name, version] of sql.matchAll(new RegExp(APPLIED_LINE, 'gm'))) applied.set(name, { version, migration: M.name });
    }
  }
  return applied;
}

async function definitions(client: pg.Client): Promise<Record<string, string>> {
  const { rows } = await client.query<{ key: string; definition: string }>(DEFINITIONS);
  return Object.fromEntries(rows.map((r) => [r.key, r.definition]));
}

describe('the database rules in src/db/sql/', () => {
  let server: TestDatabase | null = null;
  let embedded: EmbeddedDatabase | null = null;
  let client: pg.Client;

  beforeAll(async () => {
    server = await createTestDatabase({ migrated: true });
    if (!server.url) embedded = await startEmbeddedDatabase(null, 2, embeddedSeed());
    client = new pg.Client({ connectionString: (server.url ?? embedded?.url)! });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await embedded?.close();
    await server?.drop();
  });

  it('are the code’s copy of the files (run `node api/scripts/sql-files.mjs` after editing one)', () => {
    const files = readdirSync(SQL_DIR).filter((f) => f.endsWith('.sql'));
    expect(Object.keys(sqlFiles).sort()).toEqual(files.map((f) => f.slice(0, -'.sql'.length)).sort());
    for (const file of files) expect(sqlFiles[file.slice(0, -'.sql'.length) as keyof typeof sqlFiles], file).toBe(readFileSync(path.join(SQL_DIR, file), 'utf8'));
  });

  it('each define the function they are named after, and the triggers that call it', () => {
    for (const name of sqlNames) {
      const text = currentSql(name);
      const fn = name.replaceAll('-', '_');
      expect([...text.matchAll(/create or replace function (\w+)\s*\(/gi)].map((m) => m[1]), `${name}.sql`).toEqual([fn]);
      for (const [, trigger, called] of text.matchAll(/create trigger (\w+)[\s\S]*?execute function (\w+)\s*\(/gi)) {
        expect(called, `${name}.sql: trigger ${trigger}`).toBe(fn);
        expect(text, `${name}.sql: trigger ${trigger} is dropped first, so the file applies again`).toMatch(new RegExp(`drop trigger if exists ${trigger} on `, 'i'));
      }
    }
  });

  it('are each applied by a migration written for the file as it is now', async () => {
    const applied = await lastAppliedVersions();
    for (const name of sqlNames) {
      const last = applied.get(name);
      const fix = `add a migration with this.addSql(...rulesSql({ '${name}': '${sqlVersion(name)}' })) (db/sql.ts)`;
      expect(last, `${name}.sql is applied by no migration: ${fix}`).toBeDefined();
      expect(last!.version, `${name}.sql changed since ${last!.migration} applied it: ${fix}`).toBe(sqlVersion(name as SqlName));
    }
    expect([...applied.keys()].filter((name) => !(sqlNames as string[]).includes(name)), 'rules applied by a migration without a file').toEqual([]);
  });

  it('take the values they share with the TypeScript from it', () => {
    for (const name of sqlNames) expect(currentSql(name), `${name}.sql`).not.toMatch(/\{\{|\}\}/);
    expect(currentSql('appointment-refuse-blocked')).toContain(`pg_advisory_xact_lock_shared(${DAY_LOCK}, workshop_day_bucket(new.preferred_date))`);
    expect(currentSql('appointment-slot-capacity')).toContain(`pg_advisory_xact_lock(${SLOT_LOCK}, workshop_slot_key(`);
    expect(currentSql('appointment-before-insert')).toContain(`new.preferred_date, new.preferred_time, ${SLOT_MINUTES}))`);
    expect(() => fillValues('select {{NO_SUCH_VALUE}}', 'example')).toThrow(/NO_SUCH_VALUE/);
  });

  it('are what a database migrated from scratch has: each function and trigger as its file says, and no other', async () => {
    await client.query('begin');
    try {
      const migrated = await definitions(client);
      // Every function and trigger gone (with what depends on them, such as a column default), then the files alone.
      for (const key of Object.keys(migrated).filter((k) => k.startsWith('function '))) {
        await client.query(`drop function if exists ${key.slice('function '.length)} cascade`);
      }
      expect(await definitions(client)).toEqual({});
      await client.query('set local check_function_bodies = off');
      for (const name of sqlNames) await client.query(currentSql(name));
      const fromFiles = await definitions(client);
      // A difference: a file changed without a migration applying it, or a rule written in a migration without a file.
      expect(fromFiles).toEqual(migrated);
      expect(Object.keys(migrated).length).toBeGreaterThan(sqlNames.length);
    } finally {
      await client.query('rollback');
    }
  });
});
