// The system under e2e test: a real SMTP receiver (its catch readable over HTTP) and the built
// api serving the built web app, on a fresh database. Started by Playwright's webServer.
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
const mailPort = Number(process.env.E2E_MAIL_PORT ?? 3301);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'workshop-e2e-'));

// 1. SMTP receiver; GET /messages on the mail port lists what it caught.
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

// 3. The built api, serving the built web app.
const log = openSync(path.join(dataDir, 'api.log'), 'a');
const api = spawn(path.join(root, 'node_modules/.bin/node'), [path.join(root, 'api/dist/main.js')], {
  env: {
    ...process.env,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${appPort}`,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ADMIN_EMAIL: 'workshop@example.com',
    ADMIN_PASSWORD: 'e2e-Workshop-pw-2468',
    OUTBOX_POLL_MS: '250',
    PUBLIC_RATE_LIMIT: '1000',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_URL: '' }),
  },
  stdio: ['ignore', log, log],
});
console.log(`e2e: api on ${appPort} (log ${dataDir}/api.log), mail catch on ${mailPort}`);

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await new Promise((resolve) => (api.exitCode !== null ? resolve() : api.once('exit', resolve)));
  smtp.close();
  mailApi.close();
  if (dbName) {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await client.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code);
}
api.on('exit', (code) => {
  if (!stopping) {
    console.error(`e2e: api exited early with ${code}; see ${dataDir}/api.log`);
    process.exit(1);
  }
});
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
