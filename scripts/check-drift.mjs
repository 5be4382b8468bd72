// Regenerates schema.graphql, web/src/gql and api/src/db/sql/sql-files.ts (the database's rules
// from their .sql files) and fails when they differ from what is committed.
import { execSync } from 'node:child_process';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
run('npm run codegen --silent');
run('node api/scripts/sql-files.mjs');
const GENERATED = 'schema.graphql web/src/gql api/src/db/sql/sql-files.ts';
const diff = execSync(`git status --porcelain -- ${GENERATED}`, { encoding: 'utf8' }).trim();
if (diff) {
  console.error(`Generated files drifted from the committed ones (commit the output of \`npm run codegen\` and \`node api/scripts/sql-files.mjs\`):\n${diff}`);
  execSync(`git --no-pager diff --stat -- ${GENERATED}`, { stdio: 'inherit' });
  process.exit(1);
}
console.log('schema.graphql, web/src/gql and api/src/db/sql/sql-files.ts are up to date.');
