/** The faults suite: the built server as real processes (on real PostgreSQL; `*.embedded.faults.test.ts` on the embedded default, needing no server), one file at a time. */
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

export default defineConfig({
  ...base,
  test: {
    include: ['faults/**/*.faults.test.ts'],
    setupFiles: ['test/setup.ts'],
    pool: 'forks',
    // Each file starts api processes and loads the machine: one file at a time.
    maxWorkers: 1,
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
