/**
 * Outgoing mail and the mailbox set up in the app: an owner saves an SMTP server (a real receiver
 * that requires signing in) and the next outbox mail goes through it without a restart; the test
 * email arrives, a wrong password answers a clear 400; an IMAP mailbox (real Dovecot) is tested
 * and read at once. Passwords are never answered, and neither the table nor a backup holds them in
 * clear. A member of staff who is not an owner reads the settings but cannot change or test them.
 */
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, asAdmin, signIn, type Admin } from '../admin-session.js';
import { startDovecot, type Dovecot } from '../dovecot.js';
import { startTestServer, type TestServer } from '../harness.js';
import { recipients, startSmtpSink, type SmtpSink } from '../smtp-sink.js';

const SMTP_PASSWORD = 'relay-Pa55word-7391';
const IMAP_PASSWORD = 'mailbox-Pa55word-4682';
const FORBIDDEN = { message: 'Only an owner can do this.', code: 'FORBIDDEN' };

let t: TestServer;
let admin: Admin;
let relay: SmtpSink;
let dovecot: Dovecot;
let backupFile: string;

const sql = <T = Record<string, unknown>>(query: string) => t.app.db.orm.em.getConnection().execute<T[]>(query);

function smtpSettings(overrides: Record<string, unknown> = {}) {
  return { host: '127.0.0.1', port: relay.port, secure: false, user: 'relay-user', password: SMTP_PASSWORD, from: 'Truganina Auto Care <office@truganina.example>', ...overrides };
}

function mailboxSettings(overrides: Record<string, unknown> = {}) {
  return { host: '127.0.0.1', port: dovecot.port, secure: false, user: 'workshop', password: IMAP_PASSWORD, ...overrides };
}

/** A member of staff who is not an owner: invited by the owner (the invitation read from `sink`), signed in by accepting. */
async function staffMember(sink: SmtpSink): Promise<Admin> {
  expect((await admin.rest('POST', '/api/admin/users', { name: 'Sam Apprentice', email: 'sam@example.com', owner: false })).status).toBe(201);
  const mail = await sink.waitFor((m) => recipients(m).includes('sam@example.com') && /invited to the back office/.test(m.subject ?? ''));
  const token = new URL(/http:\/\/workshop\.test\/admin\/invitation\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token')!;
  const res = await t.rest('POST', '/api/admin/invitations/accept', { token, username: 'sam', password: 'spanner-set-2026' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return asAdmin(t, res.body.token as string);
}

beforeAll(async () => {
  relay = await startSmtpSink(0, { auth: { user: 'relay-user', password: SMTP_PASSWORD } });
  dovecot = await startDovecot({ users: [{ user: 'workshop', password: IMAP_PASSWORD }] });
  t = await startTestServer();
  admin = asAdmin(t, await signIn(t));
}, 60_000);

afterAll(async () => {
  await t?.close();
  await relay?.close();
  await dovecot?.close();
});

describe('outgoing mail set up in the app', () => {
  it('shows SMTP_URL’s server until one is saved, and never a password', async () => {
    const res = await admin.rest('GET', '/api/admin/settings/mail');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ configured: true, source: 'environment', host: '127.0.0.1', port: t.smtp!.port, passwordSaved: false });
    expect(await t.app.services.mailSettings.mailConfigured()).toBe(true);
  });

  it('refuses a member of staff who is not an owner every change and test, and lets them read', async () => {
    const staff = await staffMember(t.smtp!);
    for (const [method, route, body] of [
      ['PUT', '/api/admin/settings/mail', smtpSettings()],
      ['PUT', '/api/admin/settings/mailbox', mailboxSettings()],
      ['POST', '/api/admin/settings/mail/test', undefined],
      ['POST', '/api/admin/settings/mailbox/test', undefined],
    ] as const) {
      expect(await staff.rest(method, route, body), `${method} ${route}`).toEqual({ status: 403, body: FORBIDDEN });
    }
    const gql = await staff.gql('mutation($i: MailSettingsInput!) { updateMailSettings(input: $i) { configured } }', { i: smtpSettings() });
    expect(gql.errors?.[0]).toMatchObject({ message: FORBIDDEN.message, extensions: { code: 'FORBIDDEN' } });
    expect((await staff.rest('GET', '/api/admin/settings/mail')).status).toBe(200);
    expect((await sql('SELECT kind FROM mail_server_setting')).length).toBe(0);
  });

  it('checks each field with its own message', async () => {
    const res = await admin.rest('PUT', '/api/admin/settings/mail', smtpSettings({ host: 'not a host', port: 70000, from: 'nobody' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Server must be a host name such as smtp.example.com, or an IP address.');
    expect(Object.keys(res.body.fields ?? {}).sort()).toEqual(['from', 'host', 'port']);
  });

  it('sends the next outbox mail through the saved server at once, the password sealed and never answered', async () => {
    const saved = await admin.rest('PUT', '/api/admin/settings/mail', smtpSettings());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ configured: true, source: 'app', host: '127.0.0.1', port: relay.port, user: 'relay-user', passwordSaved: true, savedBy: ADMIN.username });
    expect(JSON.stringify(saved.body)).not.toContain(SMTP_PASSWORD);
    const read = await admin.rest('GET', '/api/admin/settings/mail');
    expect(JSON.stringify(read.body)).not.toContain(SMTP_PASSWORD);
    expect(read.body).not.toHaveProperty('password');

    const before = t.smtp!.messages.length;
    expect((await t.rest('POST', '/api/contact', { name: 'Mia Chen', email: 'mia@example.com', message: 'Is the ute ready for Friday?' })).status).toBe(201);
    const mail = await relay.waitFor((m) => (m.text ?? '').includes('Is the ute ready for Friday?'));
    expect(mail.from?.value[0].address).toBe('office@truganina.example');
    expect(t.smtp!.messages.length).toBe(before);

    const rows = await sql('SELECT * FROM mail_server_setting');
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(SMTP_PASSWORD);
    expect(String(rows[0].password_sealed)).toMatch(/^v1:[A-Za-z0-9+/]+=*$/);
    const keyFile = path.join(t.app.config.dataDir, 'secret.key');
    expect(statSync(keyFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(keyFile, 'utf8').trim()).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(JSON.stringify(await sql('SELECT * FROM app_setting'))).not.toContain(readFileSync(keyFile, 'utf8').trim());

    // Audited as the owner's, the password only as changed.
    const audit = await admin.rest('GET', '/api/admin/audit?action=settings.mail_saved&limit=10');
    expect(audit.body).toHaveLength(1);
    expect(audit.body[0]).toMatchObject({ actor: { kind: 'staff', name: ADMIN.username }, entityType: 'settings', entityId: 'mail', summary: 'Outgoing mail server saved' });
    expect(audit.body[0].changes).toMatchObject({ host: [null, '127.0.0.1'], username: [null, 'relay-user'], password: ['(hidden)', '(changed)'] });
    expect(JSON.stringify(audit.body)).not.toContain(SMTP_PASSWORD);
  });

  it('keeps the saved password when the form leaves it blank', async () => {
    const res = await admin.rest('PUT', '/api/admin/settings/mail', smtpSettings({ password: '' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await admin.rest('POST', '/api/admin/settings/mail/test')).status).toBe(200);
  });

  it('sends a test email to the signed-in owner through the saved server', async () => {
    const res = await admin.rest('POST', '/api/admin/settings/mail/test');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toMatch(/^Test email sent to workshop@example\.com through 127\.0\.0\.1:\d+\./);
    const mail = await relay.waitFor((m) => m.subject === 'Test email from the workshop’s back office');
    expect(recipients(mail)).toEqual(['workshop@example.com']);
  });

  it('answers a wrong password with a clear 400 that names the server, over REST and GraphQL', async () => {
    expect((await admin.rest('PUT', '/api/admin/settings/mail', smtpSettings({ password: 'not-the-password' }))).status).toBe(200);
    const res = await admin.rest('POST', '/api/admin/settings/mail/test');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^The mail server 127\.0\.0\.1:\d+ refused the username or password \(it said: 535 .*\)\.$/);
    const gql = await admin.gql('mutation { sendTestMail { message } }');
    expect(gql.errors?.[0]).toMatchObject({ message: res.body.message, extensions: { code: 'BAD_USER_INPUT' } });
    const good = await admin.gql('mutation($i: MailSettingsInput!) { updateMailSettings(input: $i) { configured source user passwordSaved } }', { i: smtpSettings() });
    expect(good.errors).toBeUndefined();
    expect(good.data.updateMailSettings).toEqual({ configured: true, source: 'app', user: 'relay-user', passwordSaved: true });
    expect((await admin.gql('mutation { sendTestMail { message } }')).data.sendTestMail.message).toMatch(/^Test email sent to/);
  });
});

describe('the mailbox set up in the app', () => {
  it('is not connected until saved, and a test says so', async () => {
    expect((await admin.rest('GET', '/api/admin/settings/mailbox')).body).toMatchObject({ configured: false, source: null, host: null });
    expect((await admin.gql('{ systemInfo { application { imap { status } } } }')).data.systemInfo.application.imap).toEqual({ status: 'not_configured' });
    expect((await admin.rest('GET', '/api/admin/emails')).status).toBe(503);
    const res = await admin.rest('POST', '/api/admin/settings/mailbox/test');
    expect(res).toEqual({ status: 400, body: { message: 'No mailbox is set up: save the IMAP server first.', code: 'BAD_USER_INPUT' } });
  });

  it('connects the Email Manager to the saved mailbox at once; Test connection signs in', async () => {
    await dovecot.append([{ raw: 'From: Mia Chen <mia@example.com>\r\nTo: workshop@example.com\r\nSubject: Brake noise\r\n\r\nSqueaks when cold.\r\n' }]);
    const saved = await admin.rest('PUT', '/api/admin/settings/mailbox', mailboxSettings());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ configured: true, source: 'app', host: '127.0.0.1', port: dovecot.port, user: 'workshop', passwordSaved: true });
    expect(saved.body).not.toHaveProperty('from');
    expect(JSON.stringify(saved.body)).not.toContain(IMAP_PASSWORD);
    const test = await admin.rest('POST', '/api/admin/settings/mailbox/test');
    expect(test).toEqual({ status: 200, body: { message: `Connected to 127.0.0.1:${dovecot.port}: the inbox holds 1 message, 1 unread.` } });
    const inbox = await admin.rest('GET', '/api/admin/emails');
    expect(inbox.status, JSON.stringify(inbox.body)).toBe(200);
    expect(inbox.body.map((e: { subject: string }) => e.subject)).toEqual(['Brake noise']);
    const gql = await admin.gql('{ mailboxSettings { configured host user passwordSaved } }');
    expect(gql.data.mailboxSettings).toEqual({ configured: true, host: '127.0.0.1', user: 'workshop', passwordSaved: true });
    // Server Monitoring checks the saved mailbox and the saved outgoing server.
    const checked = async () => (await admin.gql('{ systemInfo { application { smtp { target } imap { target status } } } }')).data.systemInfo.application;
    await expect.poll(checked, { timeout: 15_000 }).toEqual({ smtp: { target: `127.0.0.1:${relay.port}` }, imap: { target: `127.0.0.1:${dovecot.port}`, status: 'reachable' } });
  });

  it('answers a wrong password with a clear 400, and the Email Manager says the mailbox refused it', async () => {
    expect((await admin.rest('PUT', '/api/admin/settings/mailbox', mailboxSettings({ password: 'wrong-password' }))).status).toBe(200);
    const test = await admin.rest('POST', '/api/admin/settings/mailbox/test');
    expect(test).toEqual({ status: 400, body: { message: `Could not reach the mailbox: 127.0.0.1:${dovecot.port} refused the username or password.`, code: 'BAD_USER_INPUT' } });
    const gql = await admin.gql('mutation { testMailboxConnection { message } }');
    expect(gql.errors?.[0]).toMatchObject({ message: test.body.message, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await admin.rest('GET', '/api/admin/emails')).body.message).toBe(test.body.message);
    const rows = await sql('SELECT * FROM mail_server_setting');
    expect(JSON.stringify(rows)).not.toContain('wrong-password');
    expect(JSON.stringify(rows)).not.toContain(IMAP_PASSWORD);
  });
});

describe('a backup', () => {
  it('holds the mail settings sealed, never a password in clear', async () => {
    expect((await admin.rest('PUT', '/api/admin/settings/mailbox', mailboxSettings())).status).toBe(200);
    const res = await admin.rest('POST', '/api/admin/backups');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const dump = gunzipSync(readFileSync(path.join(t.app.config.backupDir, res.body.filename))).toString('utf8');
    expect(dump).toContain('mail_server_setting');
    expect(dump).toMatch(/v1:[A-Za-z0-9+/]{40,}/);
    for (const secret of [SMTP_PASSWORD, IMAP_PASSWORD, readFileSync(path.join(t.app.config.dataDir, 'secret.key'), 'utf8').trim()]) expect(dump).not.toContain(secret);
    backupFile = path.join(t.app.config.backupDir, res.body.filename);
  }, 120_000);

  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))('restored by npm run restore, says the mail passwords need the same key', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'mail-restore-'));
    try {
      const out = await new Promise<string>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', path.join(import.meta.dirname, '../../src/cli/restore.ts'), backupFile],
          { cwd: path.join(import.meta.dirname, '../..'), env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, timeout: 120_000 },
          (_err, stdout, stderr) => resolve(`${stdout}${stderr}`),
        );
      });
      expect(out).toContain('Mail passwords saved in Settings are sealed with SETTINGS_KEY or DATA_DIR/secret.key (never in a backup): start with the same key, or enter them again in Settings.');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 150_000);
});

describe('the first-run checklist', () => {
  it('ticks outgoing mail once a server is saved in the app, without SMTP_URL', async () => {
    const bare = await startTestServer({ smtp: false });
    try {
      const owner = asAdmin(bare, await signIn(bare));
      const mailStep = async () => ((await owner.rest('GET', '/api/admin/setup-checklist')).body.items as Array<{ key: string; done: boolean }>).find((i) => i.key === 'mail');
      expect(await mailStep()).toMatchObject({ done: false });
      expect((await owner.rest('GET', '/api/admin/settings/mail')).body).toMatchObject({ configured: false, source: null });
      expect((await owner.rest('PUT', '/api/admin/settings/mail', smtpSettings())).status).toBe(200);
      expect(await mailStep()).toMatchObject({ done: true });
      expect(await bare.app.services.mailSettings.mailConfigured()).toBe(true);
    } finally {
      await bare.close();
    }
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('on two instances', () => {
  it('a server saved on one sends the other’s mail through it, with SETTINGS_KEY shared', async () => {
    const key = execFileSync('openssl', ['rand', '-base64', '32'], { encoding: 'utf8' }).trim();
    const a = await startTestServer({ env: { PUBSUB: 'postgres', SETTINGS_KEY: key } });
    const b = await startTestServer({ smtp: false, databaseUrl: a.databaseUrl!, env: { PUBSUB: 'postgres', SETTINGS_KEY: key, SMTP_URL: a.smtp!.url } });
    try {
      const owner = asAdmin(a, await signIn(a));
      // Only the second instance sends from now on: what it sends shows which server it uses.
      await a.app.worker.stop();
      expect((await owner.rest('PUT', '/api/admin/settings/mail', smtpSettings())).status).toBe(200);
      await expect.poll(() => b.app.services.mailSettings.outgoing.description).toBe(`SMTP 127.0.0.1:${relay.port}`);
      expect((await b.rest('POST', '/api/contact', { name: 'Ned Kelly', email: 'ned@example.com', message: 'from the second instance' })).status).toBe(201);
      const mail = await relay.waitFor((m) => (m.text ?? '').includes('from the second instance'));
      expect(mail.from?.value[0].address).toBe('office@truganina.example');

      // An instance with another key (a restore on another machine) cannot read the password: it
      // says so, keeps sending through its SMTP_URL, and asks for the password again.
      const c = await startTestServer({ databaseUrl: a.databaseUrl!, env: { PUBSUB: 'postgres', SETTINGS_KEY: execFileSync('openssl', ['rand', '-base64', '32'], { encoding: 'utf8' }).trim() } });
      try {
        const other = asAdmin(c, await signIn(c));
        const read = await other.rest('GET', '/api/admin/settings/mail');
        expect(read.body).toMatchObject({ source: 'app', passwordSaved: true, problem: expect.stringMatching(/^The saved password cannot be read with this server’s key/) });
        expect(c.app.services.mailSettings.outgoing.description).toBe(`SMTP 127.0.0.1:${c.smtp!.port}`);
        expect(await other.rest('POST', '/api/admin/settings/mail/test')).toEqual({ status: 400, body: { message: read.body.problem, code: 'BAD_USER_INPUT' } });
        expect((await other.rest('PUT', '/api/admin/settings/mail', smtpSettings({ password: '' }))).body.message).toBe(read.body.problem);
        expect((await other.rest('PUT', '/api/admin/settings/mail', smtpSettings())).status).toBe(200);
        expect((await other.rest('GET', '/api/admin/settings/mail')).body.problem).toBeNull();
        await expect.poll(() => c.app.services.mailSettings.outgoing.description).toBe(`SMTP 127.0.0.1:${relay.port}`);
      } finally {
        await c.close();
      }
    } finally {
      await b.close();
      await a.close();
    }
  }, 60_000);
});
