/** Child processes of a bench run: start, wait until ready, stop. */
import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { log } from './env.mjs';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export function startChild(name, args, { env, cwd, logFile }) {
  const out = createWriteStream(logFile, { flags: 'a' });
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const proc = { name, child, exited: false, exitInfo: null, logFile };
  child.stdout.pipe(out);
  child.stderr.pipe(out);
  child.on('exit', (code, signal) => {
    proc.exited = true;
    proc.exitInfo = signal ? `signal ${signal}` : `code ${code}`;
  });
  child.on('error', (err) => {
    proc.exited = true;
    proc.exitInfo = `spawn error: ${err.message}`;
  });
  return proc;
}

export async function waitForOk(proc, url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (proc.exited) throw new Error(`${proc.name} exited during start (${proc.exitInfo}); see ${proc.logFile}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = err.cause?.code ?? err.message;
    }
    await sleep(200);
  }
  throw new Error(`${proc.name} not ready at ${url} after ${timeoutMs / 1000} s (${lastError}); see ${proc.logFile}`);
}

export const RAW_SERVER = `
const http = require('node:http');
const body = JSON.stringify({ ok: true, message: 'hello' });
http
  .createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
`;


export function stopChild(proc, graceMs = 20_000) {
  const { child } = proc;
  if (proc.exited) return Promise.resolve({ ms: 0, exitInfo: proc.exitInfo });
  const t0 = Date.now();
  return new Promise((resolve) => {
    const force = setTimeout(() => {
      log(`${proc.name} did not stop within ${graceMs / 1000} s: SIGKILL`);
      child.kill('SIGKILL');
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(force);
      const ms = Date.now() - t0;
      log(`${proc.name} stopped in ${(ms / 1000).toFixed(1)} s (${proc.exitInfo})`);
      resolve({ ms, exitInfo: proc.exitInfo });
    });
    child.kill('SIGTERM');
  });
}
