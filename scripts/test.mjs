/**
 * `npm test`: every suite, the ones that share nothing side by side, so the whole run takes about
 * as long as its longest lane instead of the sum of all suites.
 *
 *   lane 1: build, then e2e (Playwright against the built app)
 *   lane 2: the web app's unit tests (vitest, a second), unit + integration (on TEST_DATABASE_URL's
 *           server, else PGlite), then the faults suite (once the build is there), then the
 *           engine-dependent integration tests again on embedded PGlite (only when the first pass
 *           ran on a server; the list is api/vitest.pglite.config.ts)
 *
 * Nothing is shared between lanes: every test file and the e2e server create their own database
 * (a fresh name on the server, or PGlite in memory or in their own temp dir), take free ports (e2e
 * its E2E_PORT, 3300 and 3301 by default) and their own temp dirs.
 *
 * Each line of output is prefixed with its suite's name. Every suite runs even when another fails
 * (one run reports every failure), except those that need a build that failed; at the end a summary
 * names each suite with its result and time, the whole output of each failed suite is printed again
 * in one piece, and the exit code is non-zero when any suite failed or did not run. Ctrl-C (SIGINT)
 * or SIGTERM is passed on to every running suite (each runs in a process group of its own) and
 * stops the run; whatever is still running 15 s later is killed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const onServer = Boolean(process.env.TEST_DATABASE_URL);

/** A suite: an npm command; `needs` names a suite (of another lane) that must have passed first. */
const suite = (name, args, needs) => ({ name, args, needs, state: 'waiting', ms: 0, output: [] });
const lanes = [
  [suite('build', ['run', 'build']), suite('e2e', ['test', '-w', 'e2e'], 'build')],
  [
    suite('web', ['test', '-w', 'web']),
    suite(onServer ? 'unit+pg' : 'unit', ['run', 'test:main', '-w', 'api']),
    suite('faults', ['run', 'test:faults', '-w', 'api'], 'build'),
    ...(onServer ? [suite('pglite', ['run', 'test:pglite', '-w', 'api'])] : []),
  ],
];
const suites = lanes.flat();
const width = Math.max(...suites.map((s) => s.name.length));
const started = Date.now();
const running = new Set();
let stopping = null;

const duration = (ms) => `${Math.floor(ms / 60_000)}m${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}s`;
const say = (line) => process.stdout.write(`${line}\n`);

/** Resolves when a suite is over (passed, failed or not run). */
const finished = new Map(suites.map((s) => [s.name, Promise.withResolvers()]));

function prefixLines(s, stream, sink) {
  const label = `[${s.name.padEnd(width)}] `;
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop();
    for (const line of lines) {
      s.output.push(line);
      sink.write(label + line + '\n');
    }
  });
  stream.on('end', () => {
    if (!rest) return;
    s.output.push(rest);
    sink.write(label + rest + '\n');
  });
}

function run(s) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    s.state = 'running';
    say(`[${s.name.padEnd(width)}] ── npm ${s.args.join(' ')} (at ${duration(t0 - started)})`);
    // A process group of its own: a signal reaches the whole tree (npm, vitest and its forks,
    // Playwright, its web server, Chromium, Dovecot) and nothing of another suite.
    const child = spawn('npm', s.args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    prefixLines(s, child.stdout, process.stdout);
    prefixLines(s, child.stderr, process.stderr);
    let over = false;
    let late = null;
    const end = (code, signal) => {
      clearTimeout(late);
      if (over) return;
      over = true;
      running.delete(child);
      s.ms = Date.now() - t0;
      s.state = code === 0 ? 'passed' : 'failed';
      say(`[${s.name.padEnd(width)}] ── ${s.state} in ${duration(s.ms)}${code === 0 ? '' : ` (${code === null ? signal : `exit code ${code}`})`}`);
      resolve();
    };
    // The output is complete once both pipes have ended ('close'); a process left behind holding
    // them (none should) does not hold the run up for more than 10 s after the suite's exit.
    child.on('close', end);
    child.on('exit', (code, signal) => {
      late = setTimeout(() => {
        say(`[${s.name.padEnd(width)}] ── processes it left behind still hold its output: killed`);
        signalGroup(child, 'SIGKILL');
        child.stdout.destroy();
        child.stderr.destroy();
        end(code, signal);
      }, 10_000);
    });
    child.on('error', (err) => {
      s.output.push(String(err));
      end(null, err.message);
    });
  });
}

async function runLane(lane) {
  for (const s of lane) {
    if (s.needs) await finished.get(s.needs).promise;
    const need = s.needs && suites.find((n) => n.name === s.needs);
    if (stopping) s.state = 'not run (stopped)';
    else if (need && need.state !== 'passed') s.state = `not run (${need.name} ${need.state})`;
    else await run(s);
    finished.get(s.name).resolve();
  }
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    /* the group is gone */
  }
}

function stop(signal) {
  if (stopping) return;
  stopping = signal;
  say(`\n${signal}: stopping every suite…`);
  const stopped = [...running];
  for (const child of stopped) signalGroup(child, signal);
  setTimeout(() => stopped.forEach((child) => signalGroup(child, 'SIGKILL')), 15_000).unref();
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

say(`npm test: ${lanes.map((lane) => lane.map((s) => s.name).join(' → ')).join('  ‖  ')}`);
await Promise.all(lanes.map(runLane));

const failed = suites.filter((s) => s.state !== 'passed');
for (const s of failed.filter((f) => f.output.length)) {
  say(`\n══ ${s.name} ${s.state}: its whole output again ══`);
  say(s.output.join('\n'));
}
say(`\n══ npm test: ${failed.length ? `${failed.length} of ${suites.length} suites did not pass` : `all ${suites.length} suites passed`} in ${duration(Date.now() - started)} ══`);
for (const s of suites) say(`  ${s.name.padEnd(width)}  ${s.state.padEnd(7)}  ${s.ms ? duration(s.ms) : ''}`);
process.exitCode = stopping ? 128 + ({ SIGINT: 2, SIGTERM: 15, SIGHUP: 1 }[stopping] ?? 0) : failed.length ? 1 : 0;
