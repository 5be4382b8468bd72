/**
 * Builds the web app and the api, and remembers what it built them from, so `npm start` can reuse
 * a build that is up to date instead of spending ten seconds or more on every start.
 *
 *   node scripts/build.mjs               builds (npm run build)
 *   node scripts/build.mjs --if-stale    builds only when a source changed since the last build or
 *                                        an output is missing (npm start)
 *   node scripts/build.mjs --if-missing  builds only when an output is missing (the command line
 *                                        tools: they never rebuild under a running server)
 *
 * "Changed" is by content: a SHA-256 over every file the build reads (sources, configs, the lock
 * file), so a checkout, a pull or an edit is noticed whatever it does to modification times, and a
 * deleted file too; an output rebuilt on its own since (`npm run build -w web`) makes it stale as well.
 * The stamp lives in node_modules/.cache, so a fresh install builds afresh.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = path.join(ROOT, 'node_modules', '.cache', 'workshop-build.json');

/** What the build reads: single files, and folders taken whole (tests left out). */
const INPUT_FILES = [
  'package.json',
  'package-lock.json',
  'tsconfig.base.json',
  'api/package.json',
  'api/tsconfig.json',
  'api/tsconfig.build.json',
  'web/package.json',
  'web/tsconfig.json',
  'web/vite.config.ts',
  'web/index.html',
];
const INPUT_DIRS = ['api/src', 'api/scripts', 'web/src', 'web/public'];
/** What a complete build leaves behind. */
export const OUTPUTS = ['web/dist/index.html', 'web/dist-ssr/entry-server.js', 'api/dist/main.js', 'api/dist/cli/admin-reset-password.js'];

function* filesUnder(dir) {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* filesUnder(rel);
    else if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name)) yield rel;
  }
}

/** The SHA-256 of every input's path and content, in a fixed order. */
export function sourceHash() {
  const envFiles = existsSync(path.join(ROOT, 'web')) ? readdirSync(path.join(ROOT, 'web')).filter((f) => f.startsWith('.env')).map((f) => `web/${f}`) : [];
  const files = [...INPUT_FILES, ...envFiles, ...INPUT_DIRS.filter((d) => existsSync(path.join(ROOT, d))).flatMap((d) => [...filesUnder(d)])].sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const full = path.join(ROOT, file);
    if (!existsSync(full)) continue;
    const content = readFileSync(full);
    hash.update(`${file}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}

/** When each output was written: a part rebuilt on its own (`npm run build -w web`) no longer matches the stamp. */
function outputTimes() {
  return Object.fromEntries(OUTPUTS.map((f) => [f, statSync(path.join(ROOT, f)).mtimeMs]));
}

/** True when the stamp was written for these sources and these very outputs. */
function stampMatches(sources) {
  try {
    const stamp = JSON.parse(readFileSync(STAMP, 'utf8'));
    const outputs = outputTimes();
    return stamp.sources === sources && OUTPUTS.every((f) => stamp.outputs?.[f] === outputs[f]);
  } catch {
    return false;
  }
}

/**
 * Builds one workspace. `quiet` (a start, a tool): its file list is kept back, and shown whole
 * only when the build fails; its warnings are still printed.
 */
function run(workspace, quiet) {
  const stdio = quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'];
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, stdio, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`${result.stdout ?? ''}${result.stderr ?? ''}`);
    console.error(`The ${workspace} build failed.`);
    process.exit(result.status ?? 1);
  }
  if (quiet) for (const line of warningsIn(`${result.stdout ?? ''}\n${result.stderr ?? ''}`)) console.warn(line);
}

/** The lines of a build's output that warn (vite's `(!)` notes, `warning:` lines), colours removed. */
function warningsIn(output) {
  // eslint-disable-next-line no-control-regex
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  return [...new Set(plain.split('\n').filter((line) => /^\s*\(!\)|\bwarn(ing)?\b/i.test(line)).map((line) => line.trim()))];
}

/** Builds when `mode` says so ('always', 'if-stale', 'if-missing'); true when it built. */
export function build(mode = 'always') {
  const started = Date.now();
  const missing = OUTPUTS.filter((f) => !existsSync(path.join(ROOT, f)));
  if (mode === 'if-missing' && !missing.length) return false;
  // Hashed before building: an edit made while it builds is noticed next time.
  const sources = sourceHash();
  if (mode === 'if-stale' && !missing.length && stampMatches(sources)) {
    console.log(`The build is up to date (checked in ${Date.now() - started} ms); \`npm run build\` rebuilds it.`);
    return false;
  }
  const quiet = mode !== 'always';
  if (quiet) console.log(missing.length ? 'Building… (no complete build yet)' : 'Building… (the sources changed since the last build)');
  rmSync(STAMP, { force: true });
  run('web', quiet);
  run('api', quiet);
  mkdirSync(path.dirname(STAMP), { recursive: true });
  writeFileSync(STAMP, `${JSON.stringify({ sources, outputs: outputTimes(), builtAt: new Date().toISOString() })}\n`);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const mode = args.includes('--if-stale') ? 'if-stale' : args.includes('--if-missing') ? 'if-missing' : 'always';
  build(mode);
}
