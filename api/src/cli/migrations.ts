/**
 * `create <feature>`: writes a migration for whatever the entities need beyond the committed
 * migrations, into that feature's `migrations/` folder (list it in the feature's descriptor).
 * `check`: fails when the entities need a migration that is not committed.
 * Both run against a fresh in-memory embedded database, so they need no server.
 */
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startEmbeddedDatabase } from '../db/embedded.js';
import { createOrm } from '../db/orm.js';
import { model } from '../features/index.js';

/**
 * Migrations run in the order of their names: a new one named from the clock that would sort before
 * the newest committed one is renamed (file and class) to sort just after it.
 */
function afterTheLast(file: string): string {
  const made = /Migration(\d{14})/.exec(path.basename(file))![1];
  const newest = model.migrations.map((m) => m.name.replace('Migration', '')).sort().at(-1) ?? '0';
  if (made > newest) return file;
  const name = `Migration${String(BigInt(newest) + 1n)}`;
  const renamed = path.join(path.dirname(file), `${name}.ts`);
  writeFileSync(renamed, readFileSync(file, 'utf8').replaceAll(`Migration${made}`, name));
  unlinkSync(file);
  return renamed;
}

const command = process.argv[2];
if (command !== 'create' && command !== 'check') {
  console.error('usage: migrations.ts create|check');
  process.exit(2);
}

const db = await startEmbeddedDatabase(null, 4);
const orm = await createOrm(db.url, 2, model);
let exitCode = 0;
try {
  await orm.migrator.up();
  if (command === 'check') {
    const needed = await orm.migrator.checkSchema();
    if (needed) {
      const diff = await orm.schema.getUpdateSchemaSQL({ wrap: false });
      console.error('The entities need a migration that is not committed. Run `npm run migration:create -w api`.\n' + diff);
      exitCode = 1;
    } else {
      console.log('Migrations are up to date with the entities.');
    }
  } else {
    const feature = process.argv[3];
    if (!feature || !/^[a-z][a-z-]*$/.test(feature)) throw new Error('usage: npm run migration:create -w api -- <feature folder name>');
    const folder = path.join(import.meta.dirname, '..', 'features', feature, 'migrations');
    const result = await orm.migrator.create(folder, false, false);
    if (!result.fileName) console.log('No changes: no migration created.');
    else {
      const file = afterTheLast(path.join(folder, result.fileName));
      console.log(`Created ${path.relative(process.cwd(), file)}: list it in its feature's descriptor (migrations: [...]).`);
    }
  }
} finally {
  await orm.close(true);
  await db.close();
}
process.exit(exitCode);
