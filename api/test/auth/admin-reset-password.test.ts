/**
 * `npm run admin:reset-password` as the owner runs it: a real child process on the test database
 * (PostgreSQL while the server runs; the embedded database on disk, with the server stopped, as
 * it must be). Afterwards the new password signs in, the old one does not, and the sessions
 * signed in before have ended.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, signIn } from '../admin-session.js';
import { startTestServer, type TestServer } from '../harness.js';

const API = path.resolve(import.meta.dirname, '../..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'reset-cli-'));
const onServer = Boolean(process.env.TEST_DATABASE_URL);
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ smtp: false, dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The command, from the sources (tsx), with `input` on its stdin (a pipe, not a terminal). */
function resetPassword(args: string[], input: string): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/admin-reset-password.ts', ...args], {
    cwd: API,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: t.databaseUrl ?? '', LOG_LEVEL: 'silent' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  child.stdin.end(input);
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** On the embedded database the server holds the directory: stop it for the command, start it again after. */
async function withServerStopped(run: () => Promise<Run>): Promise<Run> {
  if (onServer) return run();
  await t.close();
  try {
    return await run();
  } finally {
    t = await startTestServer({ smtp: false, dataDir });
  }
}

const login = (password: string) => t.rest('POST', '/api/admin/login', { username: ADMIN.username, password });

describe('npm run admin:reset-password', () => {
  it('refuses a password the app would refuse, and changes nothing', async () => {
    const run = await withServerStopped(() => resetPassword([], 'admin-2026-pass\n'));
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Password must not contain the username.');
    expect((await login(ADMIN.password)).status).toBe(200);
  }, 180_000);

  it('sets the password read from stdin and ends the sessions signed in before', async () => {
    const token = await signIn(t);
    const run = await withServerStopped(() => resetPassword([], 'Fresh-brakes-2026\n'));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("The password of 'admin' is changed. Every session signed in before now has ended.");

    expect((await login(ADMIN.password)).status).toBe(401);
    expect((await login('Fresh-brakes-2026')).status).toBe(200);
    const before = await t.rest('GET', '/api/admin/appointments', undefined, { authorization: `Bearer ${token}` });
    expect(before.status).toBe(401);
    expect(before.body.message).toBe('Your session has ended. Please sign in again.');

    // In the audit trail once, as done on the server (the refused run before left none).
    const owner = (await login('Fresh-brakes-2026')).body.token as string;
    const [{ _id: id }] = await t.app.db.orm.em.getConnection().execute<Array<{ _id: string }>>('SELECT _id FROM admin_user WHERE username = ?', [ADMIN.username]);
    const trail = await t.rest('GET', `/api/admin/audit?entityType=user&entityId=${id}&action=auth.password_set`, undefined, { authorization: `Bearer ${owner}` });
    expect(trail.body).toEqual([
      expect.objectContaining({ actor: { kind: 'system', id: null, name: 'System', ip: null }, summary: "Password of admin set on the server (npm run admin:reset-password): every session ended" }),
    ]);
  }, 180_000);

  it('--generate prints a new password that signs in', async () => {
    const run = await withServerStopped(() => resetPassword(['--generate'], ''));
    expect(run.code).toBe(0);
    const generated = /New password: (\S+)/.exec(run.stdout)?.[1];
    expect(generated).toBeTruthy();
    expect((await login(generated!)).status).toBe(200);
    expect((await login('Fresh-brakes-2026')).status).toBe(401);
  }, 180_000);
});
