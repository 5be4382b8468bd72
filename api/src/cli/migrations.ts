/**
 * `create`: writes a migration for whatever the entities need beyond the committed migrations.
 * `check`: fails when the entities need a migration that is not committed.
 * Both run against a fresh in-memory embedded database, so they need no server.
 */
import { startEmbeddedDatabase } from '../db/embedded.js';
import { createOrm } from '../db/orm.js';
import { entities } from '../features/index.js';

const command = process.argv[2];
if (command !== 'create' && command !== 'check') {
  console.error('usage: migrations.ts create|check');
  process.exit(2);
}

const db = await startEmbeddedDatabase(null, 4);
const orm = await createOrm(db.url, 2, entities);
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
    const result = await orm.migrator.create(undefined, false, false);
    if (!result.fileName) console.log('No changes: no migration created.');
    else console.log(`Created ${result.fileName}: add it to src/db/migrations/index.ts.`);
  }
} finally {
  await orm.close(true);
  await db.close();
}
process.exit(exitCode);
