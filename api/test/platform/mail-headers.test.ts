/**
 * Headers of outgoing mail: a Message-ID no other installation's message has (the first message of
 * two fresh installations is outbox row 1 in both), kept by the row; `Auto-Submitted:
 * auto-generated` on the mail the system writes, none on a reply staff wrote.
 */
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeMail } from '../../src/platform/outbox/public.js';
import { asAdmin, signIn } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { recipients } from '../smtp-sink.js';

const header = (mail: ParsedMail, name: string) => mail.headerLines.find((h) => h.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');

let one: TestServer;
let two: TestServer;
beforeAll(async () => {
  [one, two] = await Promise.all([startTestServer(), startTestServer()]);
});
afterAll(async () => {
  await one?.close();
  await two?.close();
});

describe('Message-ID', () => {
  it('differs between two installations\' first messages, and is the outbox row\'s own', async () => {
    const firsts: ParsedMail[] = [];
    for (const t of [one, two]) {
      expect((await t.rest('POST', '/api/appointments', appointmentRequest({ email: 'first@example.com' }))).status).toBe(201);
      firsts.push(await t.smtp!.waitFor((m) => recipients(m).includes('first@example.com')));
      const [row] = await t.app.db.orm.em.fork().getConnection().execute("SELECT min(id)::text AS id FROM outbox_message");
      expect(row.id).toBe('1');
    }
    const [a, b] = firsts.map((m) => m.messageId);
    expect(a).toMatch(/^<[0-9a-f-]{36}@[^>]+>$/);
    expect(b).toMatch(/^<[0-9a-f-]{36}@[^>]+>$/);
    expect(a).not.toBe(b);
    const [row] = await one.app.db.orm.em.fork().getConnection().execute("SELECT message_key FROM outbox_message WHERE \"to\" = 'first@example.com'");
    expect(a).toContain(row.message_key);
  });

  it('is the same when the message is composed again (a retry, the copy filed in Sent)', async () => {
    const mail = { id: '7', messageKey: '0b6c1c39-65f4-4e8e-9d0c-0d4cfd8d5d4e', from: 'Workshop <mail@workshop.example>', to: 'a@example.com', subject: 'x', text: 'y' };
    const [first, again] = await Promise.all([composeMail(mail), composeMail(mail)]);
    for (const raw of [first, again]) expect(raw.toString()).toContain('Message-ID: <0b6c1c39-65f4-4e8e-9d0c-0d4cfd8d5d4e@workshop.example>');
  });
});

describe('Auto-Submitted', () => {
  it('is auto-generated on the system\'s mail (confirmation, workshop notice) and absent on a reply staff wrote', async () => {
    const t = one;
    expect((await t.rest('POST', '/api/appointments', appointmentRequest({ email: 'auto@example.com' }))).status).toBe(201);
    const confirmation = await t.smtp!.waitFor((m) => recipients(m).includes('auto@example.com'));
    expect(header(confirmation, 'Auto-Submitted')).toBe('auto-generated');

    const asked = await t.rest('POST', '/api/contact', { name: 'Asking Person', email: 'asking@example.com', message: 'Can you fit me in?' });
    expect(asked.status).toBe(201);
    const notice = await t.smtp!.waitFor((m) => recipients(m).includes('workshop@example.com') && (m.text ?? '').includes('Can you fit me in?'));
    expect(header(notice, 'Auto-Submitted')).toBe('auto-generated');

    const admin = asAdmin(t, await signIn(t));
    const reply = await admin.rest('POST', `/api/admin/contact-queries/${asked.body._id}/reply`, { replyMessage: 'Yes, Friday at 10.' });
    expect(reply.status).toBe(200);
    const written = await t.smtp!.waitFor((m) => recipients(m).includes('asking@example.com'));
    expect(written.text).toContain('Yes, Friday at 10.');
    expect(header(written, 'Auto-Submitted')).toBeUndefined();
  });
});
