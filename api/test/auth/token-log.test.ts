/**
 * The log of a customer's links: every page and api call that carries a link's key (a quote, a
 * signing, a booking's cancel, a reminder's unsubscribe and prefill, a reset or invitation token, a
 * document link) is logged, with the key redacted, at info and at debug alike.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableLog } from '../../src/http/log-output.js';
import { asAdmin, signIn } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { createCard, lines } from '../jobcards/jobcards-factory.js';

const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), 'web-')), 'dist');
mkdirSync(webDist, { recursive: true });
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');

const json: string[] = [];
const readable: string[] = [];
const terminal = readableLog({ write: (l) => readable.push(l) }, false);
let t: TestServer;
const secrets: string[] = [];
let visits: Array<[string, string, unknown?]> = [];

beforeAll(async () => {
  t = await startTestServer({
    smtp: false,
    env: { WEB_DIST: webDist },
    logger: { level: 'info', stream: { write: (l: string) => (json.push(l), terminal.write(l)) } },
  });
  const admin = asAdmin(t, await signIn(t));
  const booking = await t.rest('POST', '/api/appointments', appointmentRequest({ email: 'log.secret@example.com' }));
  expect(booking.status).toBe(201);
  const appointmentId = booking.body.appointment._id as string;
  const card = await createCard(admin);
  const quote = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines, gstIncludedInEstimate: false });
  expect(quote.status).toBe(200);
  const quoteId = (await t.app.db.orm.em.fork().getConnection().execute('SELECT _id FROM quote WHERE job_card_id = ?', [card._id]))[0]._id as string;
  const reminderToken = randomBytes(32).toString('hex');
  const resetToken = randomBytes(24).toString('base64url');
  const documentToken = 'eyJ.s3cret-document.sig';
  secrets.push(appointmentId, card._id, quoteId, reminderToken, resetToken, documentToken);
  visits = [
    ['GET', `/quote/${quoteId}`],
    ['GET', `/api/quotes/${quoteId}`],
    ['GET', `/api/quotes/${quoteId}/photos/0123456789abcdef01234567`],
    ['POST', `/api/quotes/${quoteId}/decline`, {}],
    ['GET', `/accept-policy/${card._id}`],
    ['GET', `/api/jobcards/sign/${card._id}`],
    ['GET', `/cancel?id=${appointmentId}&email=log.secret%40example.com`],
    ['POST', '/api/appointments/cancel', { id: appointmentId, email: 'log.secret@example.com' }],
    ['GET', `/unsubscribe/${reminderToken}`],
    ['GET', `/api/unsubscribe/${reminderToken}`],
    ['POST', `/api/unsubscribe/${reminderToken}`],
    ['GET', `/booking?reminder=${reminderToken}`],
    ['GET', `/api/reminders/${reminderToken}/booking`],
    ['GET', `/admin/reset-password?token=${resetToken}`],
    ['GET', `/admin/invitation?token=${resetToken}`],
    ['GET', `/admin/jobcards/${card._id}`],
    ['GET', `/api/admin/documents/0123456789abcdef01234567/view?token=${documentToken}`],
    ['GET', `/api/admin/jobcards/view-pdf/${card._id}?token=${documentToken}`],
    ['POST', `/api/admin/appointments/${appointmentId}/jobcard`],
    ['POST', `/api/admin/cancel-appointment/${appointmentId}`],
  ];
});
afterAll(() => t.close());

async function run(level: string): Promise<{ json: string; readable: string; urls: string[] }> {
  t.app.http.app.log.level = level;
  json.length = 0;
  readable.length = 0;
  for (const [method, route, body] of visits) await t.rest(method, route, body);
  const urls = json.map((l) => JSON.parse(l)).filter((l) => l.req && l.res).map((l) => `${l.req.method} ${l.req.url}`);
  return { json: json.join(''), readable: readable.join(''), urls };
}

describe('the log of every customer link', () => {
  for (const level of ['info', 'debug']) {
    it(`at ${level}: holds no link key, in JSON and on a terminal`, async () => {
      const log = await run(level);
      for (const secret of secrets) {
        expect(log.json, secret).not.toContain(secret);
        expect(log.readable, secret).not.toContain(secret);
      }
      // The calls are logged all the same, with their keys hidden.
      expect(log.urls).toEqual(
        expect.arrayContaining([
          'GET /api/quotes/[redacted]',
          'GET /api/jobcards/sign/[redacted]',
          'GET /api/unsubscribe/[redacted]',
          'GET /api/reminders/[redacted]/booking',
          'POST /api/admin/cancel-appointment/[redacted]',
          'GET /api/admin/documents/0123456789abcdef01234567/view?token=[redacted]',
        ]),
      );
      if (level === 'debug') {
        expect(log.urls).toEqual(
          expect.arrayContaining(['GET /quote/[redacted]', 'GET /accept-policy/[redacted]', 'GET /cancel?id=[redacted]&email=[redacted]', 'GET /unsubscribe/[redacted]', 'GET /admin/jobcards/[redacted]']),
        );
      }
    });
  }
});
