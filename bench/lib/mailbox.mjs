/**
 * The Email Manager against a real Dovecot (api/test/dovecot.ts, loaded with Node's type
 * stripping): an INBOX of 2,000 messages, 1,000 of them in the last 30 days, 20 of those a 200 KB
 * HTML newsletter. Measured through the api, one request at a time, after a warm-up:
 *   - listing the INBOX (GET /api/admin/emails): median <= 400 ms;
 *   - opening a 200 KB HTML message (GET /api/admin/emails/{uid}: IMAP fetch, parse, sanitize),
 *     each open a different copy so no parse is served from the api's cache: median <= 150 ms.
 * Part of `npm run bench`; alone (api built): `node bench/lib/mailbox.mjs` starts its own api on a
 * fresh PostgreSQL database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createDatabase, dbUrl, dropDatabase } from './database.mjs';
import { API_MAIN, ROOT, log } from './env.mjs';
import { freePort, startChild, stopChild, waitForOk } from './processes.mjs';

export const MAILBOX_TARGET = { listMedianMs: 400, openMedianMs: 150 };
const TOTAL = 2000;
const RECENT = 1000;
const LARGE_COPIES = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

/** About 200 KB of newsletter HTML: a table of parts with inline styles, links and remote images. */
export function newsletterHtml(targetBytes = 200 * 1024) {
  const rows = [];
  let size = 0;
  for (let i = 1; size < targetBytes; i++) {
    const row =
      `<tr><td style="padding:6px 8px;border-bottom:1px solid #e5e7eb;font-family:Arial,sans-serif;color:#111827">` +
      `<a href="https://parts.example.com/item/${i}?utm_source=newsletter" style="color:#1d4ed8">Brake pad set ${i}</a></td>` +
      `<td style="padding:6px 8px;border-bottom:1px solid #e5e7eb"><img src="https://cdn.example.com/img/${i}.jpg" width="48" height="48" alt="part ${i}"></td>` +
      `<td align="right" style="padding:6px 8px;border-bottom:1px solid #e5e7eb;font-weight:bold">$${(i % 400) + 19}.95</td></tr>\r\n`;
    rows.push(row);
    size += row.length;
  }
  return (
    `<html><head><style>body{margin:0;background:#f3f4f6} .wrap{max-width:640px;margin:0 auto;background:#fff} td{font-size:14px}</style></head>` +
    `<body><div class="wrap"><h1 style="font-family:Arial,sans-serif">This month's parts catalogue</h1>` +
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0">\r\n${rows.join('')}</table>` +
    `<p style="color:#6b7280;font-size:12px">You receive this because you asked for our catalogue.</p></div></body></html>`
  );
}

function rawMessage(n, { html = null } = {}) {
  const headers = [
    `From: Customer ${n} <customer${n}@example.com>`,
    'To: Truganina Auto Care <workshop@example.com>',
    `Subject: ${html ? `Parts catalogue ${n}` : `Booking question ${n}`}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <bench-${n}@example.com>`,
    'MIME-Version: 1.0',
    `Content-Type: ${html ? 'text/html' : 'text/plain'}; charset=utf-8`,
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = html ?? `Hello,\r\n\r\n${'Could you look at the car on Friday? It pulls to the left when braking. '.repeat(12)}\r\n\r\nThanks, customer ${n}\r\n`;
  return `${headers.join('\r\n')}\r\n\r\n${body}`;
}

/** Starts Dovecot and fills its INBOX; answers { dovecot, imapUrl, largeUids, seedMs }. */
export async function prepareMailbox() {
  const { startDovecot } = await import(pathToFileURL(path.join(ROOT, 'api/test/dovecot.ts')).href);
  const dovecot = await startDovecot();
  const started = performance.now();
  const now = Date.now();
  const html = newsletterHtml();
  const messages = [];
  for (let n = 0; n < TOTAL; n++) {
    const recent = n >= TOTAL - RECENT;
    // Older mail spread over the year before the window; recent mail over the last 30 days.
    const date = recent ? new Date(now - ((TOTAL - n) / RECENT) * 29 * DAY_MS) : new Date(now - (31 + (n % 330)) * DAY_MS);
    const large = recent && n >= TOTAL - LARGE_COPIES;
    messages.push({ raw: rawMessage(n, large ? { html } : {}), date, seen: n % 3 === 0 });
  }
  const uids = await dovecot.append(messages);
  const seedMs = performance.now() - started;
  log(`mailbox: ${TOTAL} messages (${RECENT} in the last 30 days) appended in ${(seedMs / 1000).toFixed(1)} s`);
  return { dovecot, imapUrl: dovecot.url(), largeUids: uids.slice(-LARGE_COPIES), seedMs, largeBytes: Buffer.byteLength(html) };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function timed(url, headers) {
  const start = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.json();
  const ms = performance.now() - start;
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
  return { ms, body };
}

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  return { runs: sorted.length, medianMs: percentile(sorted, 50), p95Ms: percentile(sorted, 95), maxMs: sorted[sorted.length - 1] };
}

/** Measures listing and opening through the api at `base` (admin `token`). */
export async function benchMailbox(base, token, prepared, { listRuns = 20 } = {}) {
  const headers = { authorization: `Bearer ${token}` };
  // Warm-up: the api's IMAP connection, the JIT.
  for (let i = 0; i < 3; i++) await timed(`${base}/api/admin/emails`, headers);
  const listTimes = [];
  let listed = 0;
  for (let i = 0; i < listRuns; i++) {
    const { ms, body } = await timed(`${base}/api/admin/emails`, headers);
    listTimes.push(ms);
    listed = body.length;
  }
  // Warm the parse path on a small message, then open each 200 KB copy once (never cached).
  await timed(`${base}/api/admin/emails/${prepared.largeUids[0] - 1}`, headers);
  const openTimes = [];
  let htmlBytes = 0;
  for (const uid of prepared.largeUids) {
    const { ms, body } = await timed(`${base}/api/admin/emails/${uid}`, headers);
    openTimes.push(ms);
    htmlBytes = Buffer.byteLength(body.html);
  }
  const list = stats(listTimes);
  const open = stats(openTimes);
  return {
    name: 'mailbox',
    listed,
    list: { ...list, target: `median <= ${MAILBOX_TARGET.listMedianMs} ms`, pass: listed === RECENT && list.medianMs <= MAILBOX_TARGET.listMedianMs },
    open: { ...open, target: `median <= ${MAILBOX_TARGET.openMedianMs} ms`, pass: open.medianMs <= MAILBOX_TARGET.openMedianMs },
    messageBytes: prepared.largeBytes,
    sanitizedBytes: htmlBytes,
    seedMs: prepared.seedMs,
    loadAverage: os.loadavg()[0],
  };
}

/** The report table's rows: target, req/s, p99 ms, non-2xx, errors, x raw, goal, result. */
export function mailboxRows(r) {
  return [
    [`INBOX list, 2,000 msgs (median ${r.list.medianMs.toFixed(0)} ms)`, '', '', '', '', '', r.list.target, r.list.pass ? 'PASS' : 'FAIL'],
    [`open 200 KB HTML (median ${r.open.medianMs.toFixed(0)} ms)`, '', '', '', '', '', r.open.target, r.open.pass ? 'PASS' : 'FAIL'],
  ];
}

export function mailboxSummary(r) {
  return (
    `mailbox: INBOX of 2,000 (1,000 in the last 30 days; listed ${r.listed}): list median ${r.list.medianMs.toFixed(1)} ms, p95 ${r.list.p95Ms.toFixed(1)} ms, ` +
    `max ${r.list.maxMs.toFixed(1)} ms over ${r.list.runs} runs; open a ${Math.round(r.messageBytes / 1024)} KB HTML message (fetch + parse + sanitize, ` +
    `${r.open.runs} different copies): median ${r.open.medianMs.toFixed(1)} ms, p95 ${r.open.p95Ms.toFixed(1)} ms, max ${r.open.maxMs.toFixed(1)} ms` +
    (r.loadAverage > os.cpus().length ? ` (load average ${r.loadAverage.toFixed(1)} on ${os.cpus().length} CPUs)` : '')
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-mailbox-'));
  const dbName = `bench_mailbox_${process.pid}`;
  const password = 'bench-mailbox-pw-2026!';
  let prepared = null;
  let api = null;
  try {
    prepared = await prepareMailbox();
    await createDatabase(dbName);
    const port = await freePort();
    const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: dbUrl(dbName), DATA_DIR: tmp, LOG_LEVEL: 'warn', ADMIN_PASSWORD: password, IMAP_URL: prepared.imapUrl };
    delete env.SMTP_URL;
    api = startChild('api', [API_MAIN], { env, cwd: path.dirname(path.dirname(API_MAIN)), logFile: path.join(tmp, 'api.log') });
    const base = `http://127.0.0.1:${port}`;
    await waitForOk(api, `${base}/api/health`);
    const login = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    const { token } = await login.json();
    const r = await benchMailbox(base, token, prepared);
    console.log(mailboxSummary(r));
    console.log(`targets: list ${r.list.pass ? 'PASS' : 'FAIL'}, open ${r.open.pass ? 'PASS' : 'FAIL'}`);
  } finally {
    if (api) await stopChild(api);
    await dropDatabase(dbName).catch(() => undefined);
    await prepared?.dovecot.close();
    rmSync(tmp, { recursive: true, force: true });
  }
}
