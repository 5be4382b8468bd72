/**
 * Every table has one owner (a feature, the platform or the database layer), declared with the
 * owner (`tables`, `readModels` in its descriptor; platform/platform.ts; db/entities.ts). Raw SQL
 * anywhere in api/src writes only its own area's tables, and reads another owner's only where that
 * owner declares it a read model. Migrations (db/migrations/, a feature's migrations/) and db/sql/
 * (the database's functions and triggers) are not scanned: they define the tables rather than use them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { MetadataStorage, UnderscoreNamingStrategy } from '@mikro-orm/core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { coreEntities, coreReadModels, coreTables } from '../../src/db/entities.js';
import { startEmbeddedDatabase } from '../../src/db/embedded.js';
import { features } from '../../src/features/index.js';
import { platformEntities, platformReadModels, platformTables } from '../../src/platform/platform.js';
import { createTestDatabase, embeddedSeed } from '../database.js';
import { DYNAMIC, knownTables, tableUses, violations, type TableOwner } from './sql-tables.js';

const SRC = path.resolve(import.meta.dirname, '../../src');

interface Owner extends TableOwner {
  entities: readonly Function[];
}

/** The owners, one per name (the settings feature has two descriptors). */
function owners(): Owner[] {
  const byName = new Map<string, Owner>();
  const add = (name: string, tables: readonly string[], readModels: readonly string[], entities: readonly Function[]) => {
    const owner = byName.get(name) ?? { name, tables: [], readModels: [], entities: [] };
    byName.set(name, { name, tables: [...owner.tables, ...tables], readModels: [...owner.readModels, ...readModels], entities: [...owner.entities, ...entities] });
  };
  add('db', coreTables, coreReadModels, coreEntities);
  add('platform', platformTables, platformReadModels, platformEntities);
  for (const f of features) add(f.name, f.tables ?? [], f.readModels ?? [], f.entities ?? []);
  return [...byName.values()];
}

/** An entity's table as MikroORM names it: its `@Entity({ tableName })`, else the naming strategy's. */
function tableOf(entity: Function): string {
  const meta = Object.values(MetadataStorage.getMetadata()).find((m) => m.class === entity);
  if (!meta) throw new Error(`${entity.name} has no entity metadata`);
  return meta.tableName ?? meta.collection ?? new UnderscoreNamingStrategy().classToTableName(entity.name);
}

/** The area a source file belongs to: its feature's name, 'platform', 'db', or its top folder (http, edge, shared, cli; 'app' at the root). */
function areaOf(rel: string): string {
  const parts = rel.split('/');
  if (parts[0] === 'features') return parts[1];
  return parts.length === 1 ? 'app' : parts[0];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') && !e.name.endsWith('.d.ts'))
    .map((e) => path.relative(SRC, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((rel) => !rel.split('/').includes('migrations') && !rel.startsWith('db/sql/'))
    .sort();
}

describe('the SQL scanner', () => {
  const fixture: TableOwner[] = [
    { name: 'invoices', tables: ['invoice', 'invoice_payment'], readModels: ['invoice'] },
    { name: 'vehicles', tables: ['vehicle', 'odometer_reading'], readModels: ['vehicle'] },
    { name: 'platform', tables: ['outbox_message', 'audit_event'], readModels: [] },
  ];
  const check = (area: string, source: string) => violations(`features/${area}/x.ts`, area, tableUses(source, knownTables(fixture)), fixture);

  it("refuses a feature updating another feature's table, naming the file, the table, its owner and what to do", () => {
    const found = check('invoices', "await em.execute('update vehicle set next_service_due = ? where rego_key = ?', [due, rego]);");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ table: 'vehicle', access: 'write', owner: 'vehicles', line: 1 });
    expect(found[0].message).toMatch(/features\/invoices\/x\.ts:1 writes 'vehicle', owned by vehicles: ask vehicles to change it, through its service or public.ts/);
  });

  it('refuses every kind of write to another owner’s table: INSERT (in a CTE), DELETE, TRUNCATE, COPY, MERGE', () => {
    const source = `
      const a = \`WITH saved AS (UPDATE invoice SET paid = true RETURNING _id),
        queued AS (INSERT INTO outbox_message ("to", template) SELECT 'a', 'b' FROM saved)
        SELECT * FROM saved\`;
      const b = 'DELETE FROM public.audit_event WHERE id = ?';
      const c = 'TRUNCATE TABLE odometer_reading';
      const d = 'COPY "vehicle" FROM STDIN';
      const e = sql\`MERGE INTO vehicle v USING invoice i ON i.rego_key = v.rego_key WHEN MATCHED THEN DO NOTHING\`;`;
    const found = check('invoices', source).map((v) => `${v.access} ${v.table} :${v.line}`);
    expect(found).toEqual(['write outbox_message :2', 'write audit_event :5', 'write odometer_reading :6', 'write vehicle :7', 'write vehicle :8']);
  });

  it("allows reading a declared read model, and refuses reading another owner's table it does not declare", () => {
    const reads = `await em.execute(\`SELECT v.rego, i.total FROM vehicle v, audit_event AS e
      JOIN invoice i ON i.rego_key = v.rego_key
      LEFT JOIN odometer_reading r ON r.rego_key = v.rego_key WHERE i.number = \${n}\`)`;
    expect(check('reminders', reads).map((v) => `${v.access} ${v.table} (${v.owner})`)).toEqual(['read audit_event (platform)', 'read odometer_reading (vehicles)']);
    expect(check('reminders', reads)[0].message).toMatch(/reads 'audit_event', owned by platform: ask a service of platform for it, or have platform declare 'audit_event' in its readModels/);
  });

  it('allows a feature its own tables, read and written', () => {
    expect(check('vehicles', "execute('UPDATE vehicle SET make = ? FROM odometer_reading r WHERE r.rego_key = vehicle.rego_key'); statement(em, 'DELETE FROM odometer_reading', [])")).toEqual([]);
  });

  it("does not take a table's name in a string constant, a comment or plain text for a use", () => {
    const source = `
      const audit = { entityType: 'vehicle', summary: 'Deleted from invoice' };
      execute("SELECT 1 FROM job_card WHERE kind = 'update vehicle' -- from vehicle\\n /* delete from invoice */");
      const label = 'Copy the invoice';`;
    expect(check('jobcards', source)).toEqual([]);
  });

  it('refuses a write whose table is not written out in the SQL (its owner cannot be checked)', () => {
    const found = check('customers', "for (const table of TABLES) await conn.execute(`update \"${table}\" set customer_id = ? where customer_id = ?`, [keep, gone]);");
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ table: DYNAMIC, access: 'write' });
    expect(found[0].message).toMatch(/name the table/);
  });
});

describe('table owners', () => {
  const all = owners();

  it('every feature says which tables it owns (an empty list when none)', () => {
    expect(features.filter((f) => !f.tables).map((f) => f.name)).toEqual([]);
  });

  it("every entity's table is declared by the owner that lists the entity", () => {
    const problems = all.flatMap((owner) =>
      owner.entities.map(tableOf).filter((table) => !owner.tables.includes(table)).map((table) => `${owner.name} lists an entity of table '${table}' but not '${table}' in its tables`),
    );
    expect(problems).toEqual([]);
  });

  it('no table has two owners, and each read model is its owner’s own table', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const owner of all) {
      for (const table of owner.tables) {
        if (seen.has(table)) problems.push(`'${table}' is declared by ${seen.get(table)} and ${owner.name}`);
        seen.set(table, owner.name);
      }
      for (const model of owner.readModels) if (!owner.tables.includes(model)) problems.push(`${owner.name} declares the read model '${model}', not one of its tables`);
    }
    expect(problems).toEqual([]);
  });
});

describe("api/src's raw SQL", () => {
  it("writes only its own area's tables, and reads another owner's only where the owner declares it a read model", () => {
    const all = owners();
    const known = knownTables(all);
    const files = sourceFiles(SRC);
    const found = files.flatMap((rel) => violations(rel, areaOf(rel), tableUses(readFileSync(path.join(SRC, rel), 'utf8'), known, rel), all));
    // The scan sees the statements it should: a file with known SQL of each kind.
    const uses = (rel: string) => tableUses(readFileSync(path.join(SRC, rel), 'utf8'), known, rel).map((u) => `${u.access} ${u.table}`);
    expect(uses('features/booking/appointment-writer.ts')).toContain('write appointment');
    expect(uses('features/reminders/reminder-run.ts')).toEqual(expect.arrayContaining(['read vehicle', 'read customer', 'write reminder']));
    expect(found.map((v) => v.message)).toEqual([]);
  });
});

describe('the migrated database', () => {
  it('has exactly the tables the owners declare, each with one owner', async () => {
    const server = await createTestDatabase({ migrated: true });
    const embedded = server.url ? null : await startEmbeddedDatabase(null, 1, embeddedSeed());
    const client = new pg.Client({ connectionString: server.url ?? embedded!.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
      );
      const declared = owners().flatMap((o) => o.tables.map((table) => ({ table, owner: o.name })));
      const present = rows.map((r) => r.name);
      const problems = [
        ...present.filter((t) => declared.filter((d) => d.table === t).length !== 1).map((t) => `'${t}' has ${declared.filter((d) => d.table === t).length} owners`),
        ...declared.filter((d) => !present.includes(d.table)).map((d) => `${d.owner} declares '${d.table}', which the migrated database does not have`),
      ];
      expect(problems).toEqual([]);
      expect(present.length).toBeGreaterThan(30);
    } finally {
      await client.end();
      await embedded?.close();
      await server.drop();
    }
  });
});
