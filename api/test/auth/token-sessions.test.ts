/**
 * A token is honoured only while its session row is live, and the secret that signs tokens never
 * leaves the database in a backup: a token signed with the right secret but no session behind it,
 * one without `jti`, and one whose own `exp` outlives its session are all refused.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import jwt from 'jsonwebtoken';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { asAdmin, signIn } from '../admin-session.js';
import { startTestServer, type TestServer } from '../harness.js';
import { waitFor } from '../wait-for.js';

let t: TestServer;
let adminId: string;
beforeAll(async () => {
  t = await startTestServer({ smtp: false, env: { ADMIN_SESSION_MINUTES: '60' } });
  adminId = (await sql("SELECT _id FROM admin_user WHERE username = 'admin'"))[0]._id as string;
});
afterAll(() => t?.close());

const sql = (query: string, params: unknown[] = []) => t.app.db.orm.em.getConnection().execute(query, params);
const secret = async () => (await sql("SELECT value FROM signing_secret WHERE key = 'jwt_secret'"))[0].value as string;
const forge = async (options: jwt.SignOptions) => jwt.sign({ username: 'admin' }, await secret(), { subject: adminId, issuer: 'workshop-admin', ...options });
/** `npm run restore -- <file>` as an owner runs it, into the embedded database under `dataDir`. */
function restoreCli(file: string, dataDir: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.resolve(import.meta.dirname, '../../src/cli/restore.ts'), file],
      { cwd: path.resolve(import.meta.dirname, '../..'), env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, timeout: 120_000 },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

const me = (token: string) => asAdmin(t, token).rest('GET', '/api/admin/me');

describe('a token needs its live session', () => {
  it('refuses a token signed with the right secret for the owner when no session row is behind it', async () => {
    const token = await forge({ expiresIn: 30 * 24 * 3600, jwtid: 'forged-without-session' });
    expect(await me(token)).toEqual({ status: 401, body: { message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' } });
    // Over GraphQL too: nothing of the account answers (refused as anonymous, whichever way).
    const gql = await asAdmin(t, token).gql('{ me { username } }');
    expect(gql.data?.me ?? null).toBeNull();
    expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(gql.errors?.[0].extensions.code);
  });

  it('refuses a token without jti', async () => {
    const token = await forge({ expiresIn: 3600 });
    expect((await me(token)).status).toBe(401);
  });

  it("refuses a token borrowing another account's session id", async () => {
    const real = await signIn(t);
    const { jti } = jwt.decode(real) as { jti: string };
    const other = 'c'.repeat(24);
    const token = jwt.sign({ username: 'someone' }, await secret(), { subject: other, issuer: 'workshop-admin', expiresIn: 3600, jwtid: jti });
    expect((await me(token)).status).toBe(401);
    expect((await me(real)).status).toBe(200);
  });

  it("refuses a token whose own exp outlives its session once the session's time is up (ADMIN_SESSION_MINUTES)", async () => {
    const real = await signIn(t);
    const { jti } = jwt.decode(real) as { jti: string };
    // The same session, re-signed with a 30-day exp (what a leaked secret would allow).
    const long = await forge({ expiresIn: 30 * 24 * 3600, jwtid: jti });
    expect((await me(long)).status).toBe(200);
    const [{ created }] = await sql('SELECT created_at AS created FROM admin_session WHERE _id = ?', [jti]);
    // ADMIN_SESSION_MINUTES=60: a minute past the session's hour.
    t.clock.set(new Date(new Date(created as string).getTime() + 61 * 60_000).toISOString());
    try {
      expect(await me(long)).toEqual({ status: 401, body: { message: 'Your session has expired. Please sign in again.', code: 'UNAUTHENTICATED' } });
      // Even with the session row's own expiry pushed out: never past ADMIN_SESSION_MINUTES from its start.
      await sql("UPDATE admin_session SET expires_at = now() + interval '30 days' WHERE _id = ?", [jti]);
      expect((await me(long)).status).toBe(401);
    } finally {
      t.clock.reset();
    }
  });

  it('refuses a token of an ended session, though its signature and exp are fine', async () => {
    const real = await signIn(t);
    const { jti } = jwt.decode(real) as { jti: string };
    const long = await forge({ expiresIn: 30 * 24 * 3600, jwtid: jti });
    expect((await asAdmin(t, real).rest('POST', '/api/admin/logout')).status).toBe(200);
    expect(await me(long)).toEqual({ status: 401, body: { message: 'Your session has ended. Please sign in again.', code: 'UNAUTHENTICATED' } });
  });

  it('a verified token is not kept past its session: the 5-second cache follows the session row', async () => {
    const real = await signIn(t);
    const { jti } = jwt.decode(real) as { jti: string };
    const long = await forge({ expiresIn: 30 * 24 * 3600, jwtid: jti });
    await sql("UPDATE admin_session SET expires_at = now() + interval '1 second' WHERE _id = ?", [jti]);
    expect((await me(long)).status).toBe(200);
    // Once the database says the session has ended (well inside the 5-second cache of the verified token).
    await waitFor(async () => (await sql('SELECT expires_at <= now() AS ended FROM admin_session WHERE _id = ?', [jti]))[0].ended === true, {
      what: 'the session to end',
    });
    expect((await me(long)).status).toBe(401);
  });
});

describe('backups', () => {
  it('a dump holds no token-signing secret (and a restore starts with a new one)', async () => {
    const signing = await secret();
    const token = await signIn(t);
    const admin = asAdmin(t, token);
    const res = await admin.rest('POST', '/api/admin/backups');
    expect(res.status).toBe(201);
    expect(res.body.verified).toBe(true);
    const dump = gunzipSync(readFileSync(path.join(t.app.config.backupDir, res.body.filename))).toString('utf8');
    // The dump is real: it holds the admin account, and the (empty) table the secret lives in.
    expect(dump).toContain('admin_user');
    expect(dump).toMatch(/CREATE TABLE public\.signing_secret/);
    expect(dump).not.toContain(signing);
    expect(dump).not.toContain('jwt_secret');

    // Restored (the real command, into a fresh embedded database), the next start makes a new secret: every session ends.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'workshop-restored-'));
    try {
      const run = await restoreCli(path.join(t.app.config.backupDir, res.body.filename), dataDir);
      expect(run.code, run.out).toBe(0);
      expect(run.out).toContain('The next start makes a new token-signing secret (backups never hold it): every session ends, and staff sign in again.');
      const restored = await createApp(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), { logger: false });
      try {
        const [{ value }] = await restored.db.orm.em.getConnection().execute("SELECT value FROM signing_secret WHERE key = 'jwt_secret'");
        expect(value).toMatch(/^[\w-]{64}$/);
        expect(value).not.toBe(signing);
        // The session row came back with the backup, but its token was signed with the old secret.
        await expect(restored.services.auth.verify(token)).rejects.toThrow('Please sign in to continue.');
      } finally {
        await restored.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
