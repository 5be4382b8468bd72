import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
// One copy of graphql for type-graphql, Apollo and the tests (two copies break instanceof checks).
const graphqlEntry = path.join(path.dirname(require.resolve('graphql/package.json')), 'index.mjs');

export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlEntry }] },
  oxc: {
    decorator: { legacy: true, emitDecoratorMetadata: true },
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    setupFiles: ['test/setup.ts'],
    // One migrated database for every test server to copy (test/global-setup.ts).
    globalSetup: ['test/global-setup.ts'],
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file gets its own database; two at a time suits a 2-core machine.
    maxWorkers: 2,
    // A worker imports the app once for all the files it runs (each file still starts its own server
    // on its own database): importing it again for every file was about 2 s of CPU a file.
    isolate: false,
  },
});
