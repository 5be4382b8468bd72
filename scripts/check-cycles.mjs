// Import cycles, type imports included: `npm run check:cycles` (part of `npm run check`).
// Each tree is read with its own tsconfig's module resolution and paths (`@money`, `@phone`).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keepTypes = { skipTypeImports: false };
const trees = [
  { dir: 'api/src', tsConfig: 'api/tsconfig.json' },
  { dir: 'web/src', tsConfig: 'web/tsconfig.json' },
];

// madge hands a parsed tsconfig to a reader that wants it as written, and reads `paths` only
// beside a `baseUrl`: give it the file's compiler options as written, based at its folder.
function compilerOptions(file) {
  const { config, error } = ts.readConfigFile(file, ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  return { compilerOptions: { ...config.compilerOptions, baseUrl: path.dirname(file) } };
}

let failed = false;
for (const { dir, tsConfig } of trees) {
  const result = await madge(path.join(root, dir), {
    baseDir: root,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: compilerOptions(path.join(root, tsConfig)),
    detectiveOptions: { ts: keepTypes, tsx: keepTypes, es6: keepTypes },
  });
  const files = Object.keys(result.obj()).length;
  // An import the tree cannot resolve is left out of the graph, and a cycle could hide behind it. A
  // package's stylesheet (graphiql/style.css) is found by the bundler through the package's exports,
  // which this resolver does not read; a stylesheet imports no module, so no cycle hides behind it.
  const unresolved = result.warnings().skipped.filter((name) => !/^[^./].*\.css$/.test(name));
  for (const name of unresolved) console.error(`unresolved import in ${dir}: ${name}`);
  if (unresolved.length > 0) failed = true;
  const cycles = result.circular();
  for (const cycle of cycles) console.error(`cycle: ${[...cycle, cycle[0]].join(' → ')}`);
  console.log(`${dir}: ${files} files, ${cycles.length} import cycle(s)`);
  if (cycles.length > 0) failed = true;
}
if (failed) process.exit(1);
