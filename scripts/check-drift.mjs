// Regenerates schema.graphql and web/src/gql and fails when they differ from what is committed.
import { execSync } from 'node:child_process';

const run = (cmd) => execSync(cmd, { stdio: 'inherit' });
run('npm run codegen --silent');
const diff = execSync('git status --porcelain -- schema.graphql web/src/gql', { encoding: 'utf8' }).trim();
if (diff) {
  console.error(`Generated files drifted from the committed ones (commit the output of \`npm run codegen\`):\n${diff}`);
  execSync('git --no-pager diff --stat -- schema.graphql web/src/gql', { stdio: 'inherit' });
  process.exit(1);
}
console.log('schema.graphql and web/src/gql are up to date.');
