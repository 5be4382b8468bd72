/** The contact form: POST /api/contact and sendContactMessage, stored, workshop notified, event published. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../harness.js';
import { appDocument } from '../app-documents.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Priya Sharma',
  email: 'priya@example.com',
  phone: '',
  message: 'Do you service hybrid Camrys?',
  ...overrides,
});

describe('POST /api/contact', () => {
  it('stores the message unreplied, emails the workshop and tells the admin counters', async () => {
    const events: string[] = [];
    const off = t.app.pubsub.on('contact.received', ({ id }) => events.push(id));
    const res = await t.rest('POST', '/api/contact', message({ message: 'Can I book a roadworthy for Friday?' }));
    off();
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Thank you for your message. We will get back to you soon.');
    expect(events).toEqual([res.body._id]);

    const [row] = await t.app.db.orm.em.getConnection().execute('SELECT * FROM contact_query WHERE _id = ?', [res.body._id]);
    expect(row).toMatchObject({ name: 'Priya Sharma', email: 'priya@example.com', phone: null, replied: false, replied_at: null });

    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('workshop@example.com') && m.text!.includes('roadworthy for Friday'));
    expect(mail.subject).toBe('Website message from Priya Sharma');
    expect(mail.replyTo?.value[0].address).toBe('priya@example.com');
  });

  it('keeps a phone number when one is given', async () => {
    const res = await t.rest('POST', '/api/contact', message({ phone: '03 9000 1111' }));
    const [row] = await t.app.db.orm.em.getConnection().execute('SELECT phone FROM contact_query WHERE _id = ?', [res.body._id]);
    expect(row.phone).toBe('03 9000 1111');
  });

  it.each([
    ['no name', { name: '' }, 'Name is required.'],
    ['no email', { email: undefined }, 'Email is required.'],
    ['a malformed email', { email: 'priya@' }, 'Please enter a valid email address.'],
    ['no message', { message: '   '.trim() }, 'Message is required.'],
    ['an overlong message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters.'],
    ['a nonsense phone', { phone: 'ring me' }, 'Please enter a valid phone number.'],
  ])('rejects %s with 400 and stores nothing', async (_label, overrides, text) => {
    const before = await t.app.db.orm.em.getConnection().execute('SELECT count(*)::int AS n FROM contact_query');
    const res = await t.rest('POST', '/api/contact', message(overrides));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(text);
    const after = await t.app.db.orm.em.getConnection().execute('SELECT count(*)::int AS n FROM contact_query');
    expect(after[0].n).toBe(before[0].n);
  });
});

describe('sendContactMessage', () => {
  const SEND = appDocument('SendContactMessage').query;

  it('stores the message', async () => {
    const res = await t.gql(SEND, { input: message({ name: 'Via GraphQL' }) });
    expect(res.data.sendContactMessage.message).toBe('Thank you for your message. We will get back to you soon.');
    const rows = await t.app.db.orm.em.getConnection().execute(`SELECT count(*)::int AS n FROM contact_query WHERE name = 'Via GraphQL'`);
    expect(rows[0].n).toBe(1);
  });

  it('answers BAD_USER_INPUT with the field messages', async () => {
    const res = await t.gql(SEND, { input: message({ email: 'nope', message: '' }) });
    expect(res.errors?.[0].extensions).toEqual({
      code: 'BAD_USER_INPUT',
      fields: { email: ['Please enter a valid email address.'], message: ['Message is required.'] },
    });
  });
});
