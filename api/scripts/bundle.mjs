/**
 * Bundles the compiled api (build/, from tsc) into dist/: one module graph instead of ~2,000
 * files to resolve and load at every start, which is most of a cold start (measured here: first
 * answer ~1.1 s unbundled, ~0.75 s bundled). tsc still compiles (decorator metadata, type
 * checks); esbuild only joins its output. Packages that read their own files at run time stay
 * outside the bundle and load from node_modules.
 */
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { withCheapNameHelper } from './name-helper.mjs';

const api = path.resolve(import.meta.dirname, '..');

/** Bundle-only stand-ins for packages whose hot path is slow once bundled (see each file). */
const standIns = {
  '@apollo/utils.createhash': path.join(api, 'scripts/node-createhash.mjs'),
  negotiator: path.join(api, 'scripts/remembering-negotiator.mjs'),
};
const standInPlugin = {
  name: 'stand-ins',
  setup(b) {
    const filter = new RegExp(`^(${Object.keys(standIns).map((k) => k.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})$`);
    // A stand-in that imports the package it stands in for gets the package itself.
    b.onResolve({ filter }, (args) => (Object.values(standIns).includes(args.importer) ? undefined : { path: standIns[args.path] }));
  },
};
const outdir = path.join(api, 'dist');
rmSync(outdir, { recursive: true, force: true });

await build({
  // The server, the command line tools (dist/cli/…) and the worker threads (beside the chunks that
  // start them: src/shared/worker-url.ts), sharing their code through common chunks.
  entryPoints: {
    main: path.join(api, 'build/main.js'),
    'cli/admin-reset-password': path.join(api, 'build/cli/admin-reset-password.js'),
    'cli/restore': path.join(api, 'build/cli/restore.js'),
    'embedded-worker': path.join(api, 'build/db/embedded-worker.js'),
    'backup-worker': path.join(api, 'build/features/backups/backup-worker.js'),
  },
  outdir,
  bundle: true,
  // Lazily loaded parts (embedded database, PDF layouts, …) stay separate chunks, loaded on first use.
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  sourcemap: 'linked',
  legalComments: 'linked',
  logLevel: 'warning',
  // Class and function names stay as written: TypeGraphQL names GraphQL types after classes, and
  // a bundle renames colliding top-level names (LoginInput → LoginInput2) unless told not to.
  keepNames: true,
  external: [
    // WASM and data files beside their modules
    '@electric-sql/pglite',
    '@electric-sql/pglite-socket',
    '@electric-sql/pglite-tools',
    'pdfkit',
    'fontkit',
    'dejavu-fonts-ttf',
    // optional native addon of pg, never installed
    'pg-native',
    // native libvips binding with its platform package (inspection photos), loaded on the first photo
    'sharp',
    // Loaded first by every file of the bundle (banner): decorators read its metadata API while
    // their module is evaluated, and a chunk shared with the command line tools is evaluated
    // before the body of the module that imported the polyfill.
    'reflect-metadata',
  ],
  plugins: [standInPlugin],
  // The built server is the production server, whatever the shell's NODE_ENV: graphql-js checks
  // every type test for a second copy of itself otherwise (a third of a large query's execution),
  // and graphql-ws would send internal error messages to clients.
  define: { 'process.env.NODE_ENV': '"production"' },
  // CommonJS packages inside an ES module bundle still call require() for Node's built-ins.
  banner: { js: "import 'reflect-metadata'; import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});

// esbuild's keepNames helper, once, in the chunk every other imports it from (scripts/name-helper.mjs).
let helpers = 0;
for (const file of readdirSync(outdir).filter((f) => f.endsWith('.js'))) {
  const { code, replaced } = withCheapNameHelper(readFileSync(path.join(outdir, file), 'utf8'));
  if (replaced) writeFileSync(path.join(outdir, file), code);
  helpers += replaced;
}
if (helpers !== 1) throw new Error(`bundle: expected esbuild's __name helper once in dist/, found it ${helpers} times (has esbuild changed it? see scripts/name-helper.mjs)`);
