// The system under e2e test: a real SMTP receiver (its catch readable over HTTP), a real Dovecot
// IMAP mailbox (the Email Manager's; GET /mailbox on the mail port tells its URL) and the built api
// serving the built web app, on a fresh database. Started by Playwright's webServer.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, openSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const appPort = Number(process.env.E2E_PORT ?? 3300);
// Derived from E2E_PORT (3301 beside the default 3300), so parallel runs on other ports do not collide.
const mailPort = Number(process.env.E2E_MAIL_PORT ?? appPort + 1);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'workshop-e2e-'));

// 0. The Email Manager's mailbox: a real Dovecot (api/test/dovecot.ts, loaded with Node's type
//     stripping). Without Dovecot the run fails here, loudly: the mailbox journeys need it.
const { startDovecot } = await import('../api/test/dovecot.ts');
let dovecot;
try {
  dovecot = await startDovecot();
} catch (err) {
  console.error(`e2e: ${err.message}`);
  process.exit(1);
}

// 1. SMTP receiver; GET /messages on the mail port lists what it caught (and POST /restart-api
//    restarts the api, see 3; ?without=NAME,NAME leaves those environment variables out until the
//    next restart, e.g. the Twilio account, so a journey sees the app's own settings take over).
const messages = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        messages.push({
          to: (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value.map((v) => v.address) ?? []),
          subject: mail.subject ?? '',
          messageId: mail.messageId ?? null,
          inReplyTo: mail.inReplyTo ?? null,
          references: mail.references ?? null,
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType })),
        });
        callback();
      })
      .catch(callback);
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;
const mailApi = http.createServer((req, res) => {
  res.setHeader('content-type', 'application/json');
  if (req.method === 'POST' && req.url.startsWith('/restart-api')) {
    const without = new URL(req.url, 'http://e2e').searchParams.get('without');
    restartApi(without ? without.split(',') : []).then(
      () => res.end('{"restarted":true}'),
      (err) => {
        res.statusCode = 500;
        res.end(JSON.stringify({ message: err.message }));
      },
    );
    return;
  }
  if (req.url === '/mailbox') return res.end(JSON.stringify({ url: dovecot.url() }));
  res.end(JSON.stringify(req.url === '/messages' ? messages : []));
});
await new Promise((resolve) => mailApi.listen(mailPort, '127.0.0.1', resolve));

// 2. A fresh database on the PostgreSQL server of TEST_DATABASE_URL, else embedded PGlite.
let dbName = null;
const admin = process.env.TEST_DATABASE_URL;
let databaseUrl;
if (admin) {
  dbName = `e2e_${Date.now()}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`CREATE DATABASE ${dbName}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${dbName}`;
  databaseUrl = url.toString();
}

// 2b. Stripe: a local stand-in speaking its API (api/test/stripe-stand-in.ts); its checkout page's
//     Pay button sends the signed checkout.session.completed webhook to the api.
const { startStripeStandIn, STRIPE_TEST_KEY, STRIPE_TEST_WEBHOOK_SECRET } = await import('../api/test/stripe-stand-in.ts');
const stripe = await startStripeStandIn();
stripe.webhookUrl = `http://127.0.0.1:${appPort}/api/payments/stripe/webhook`;

// 2c. Twilio: a local stand-in speaking its Messages API (api/test/twilio-stand-in.ts); journeys
//     post customers' texts to /api/sms/inbound signed with its auth token (tests/support/texts.ts).
const { startTwilioStandIn, TWILIO_TEST_SID, TWILIO_TEST_TOKEN } = await import('../api/test/twilio-stand-in.ts');
const twilio = await startTwilioStandIn();

// 3. The built api, serving the built web app. POST /restart-api on the mail port restarts it
//    (same database and data), for tests of recovery after a server restart.
const log = openSync(path.join(dataDir, 'api.log'), 'a');
const apiEnv = {
  ...process.env,
  PORT: String(appPort),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://127.0.0.1:${appPort}`,
  DATA_DIR: dataDir,
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  IMAP_URL: dovecot.url(),
  ADMIN_EMAIL: 'workshop@example.com',
  ADMIN_PASSWORD: 'e2e-Workshop-pw-2468',
  OUTBOX_POLL_MS: '250',
  PUBLIC_RATE_LIMIT: '1000',
  PUBLIC_READ_RATE_LIMIT: '100000',
  // Reminders run when a journey asks ('Run now'): a quarter-hour tick would mail other journeys' bookings.
  REMINDER_SCHEDULE: 'off',
  STRIPE_SECRET_KEY: STRIPE_TEST_KEY,
  STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
  STRIPE_API_URL: stripe.url,
  TWILIO_ACCOUNT_SID: TWILIO_TEST_SID,
  TWILIO_AUTH_TOKEN: TWILIO_TEST_TOKEN,
  TWILIO_FROM: '+61480000000',
  TWILIO_API_URL: twilio.url,
  LOG_LEVEL: 'warn',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
};
let api = null;
let stopping = false;
let restarting = false;

function startApi(without = []) {
  const env = Object.fromEntries(Object.entries(apiEnv).filter(([name]) => !without.includes(name)));
  api = spawn(path.join(root, 'node_modules/.bin/node'), [path.join(root, 'api/dist/main.js')], { env, stdio: ['ignore', log, log] });
  api.on('exit', (code) => {
    if (!stopping && !restarting) {
      console.error(`e2e: api exited early with ${code}; see ${dataDir}/api.log`);
      process.exit(1);
    }
  });
}

async function stopApi() {
  if (api.exitCode !== null || api.signalCode !== null) return;
  const exited = new Promise((resolve) => api.once('exit', resolve));
  api.kill('SIGTERM');
  await exited;
}

async function restartApi(without = []) {
  restarting = true;
  await stopApi();
  startApi(without);
  restarting = false;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${appPort}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('api did not come back after a restart');
}

startApi();
console.log(`e2e: api on ${appPort} (log ${dataDir}/api.log), mail catch on ${mailPort}, IMAP on ${dovecot.port}`);

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await stopApi();
  smtp.close();
  mailApi.close();
  await dovecot.close();
  if (dbName) {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
