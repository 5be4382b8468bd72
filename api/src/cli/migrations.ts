/**
 * `create <feature>`: writes a migration for whatever the entities need beyond the committed
 * migrations, into that feature's `migrations/` folder (list it in the feature's descriptor).
 * `check`: fails when the entities need a migration that is not committed.
 * Both run against a fresh in-memory embedded database, so they need no server.
 */
import path from 'node:path';
import { startEmbeddedDatabase } from '../db/embedded.js';
import { createOrm } from '../db/orm.js';
import { model } from '../features/index.js';

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
    else console.log(`Created ${path.relative(process.cwd(), path.join(folder, result.fileName))}: list it in its feature's descriptor (migrations: [...]).`);
  }
} finally {
  await orm.close(true);
  await db.close();
}
process.exit(exitCode);
