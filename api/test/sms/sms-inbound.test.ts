/**
 * Texts both ways: Twilio's signed post of a customer's text (stored once per MessageSid, matched to
 * the customer by number), STOP/START/HELP, 1 and 2 answering a day-before reminder, the customer's
 * conversation, the texts inbox and its unread count, and staff replies reaching Twilio.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, type Admin } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { postInboundText, startTwilioStandIn, TWILIO_TEST_SID, TWILIO_TEST_TOKEN, type TwilioStandIn } from '../twilio-stand-in.js';
import { waitFor } from '../wait-for.js';

interface Row {
  _id: string;
  customer_id: string | null;
  phone: string;
  direction: string;
  kind: string;
  body: string;
  status: string;
  read_at: Date | null;
  appointment_id: string | null;
}

let standIn: TwilioStandIn;
let t: TestServer;
let admin: Admin;

beforeAll(async () => {
  standIn = await startTwilioStandIn();
  t = await startTestServer({
    env: { TWILIO_ACCOUNT_SID: TWILIO_TEST_SID, TWILIO_AUTH_TOKEN: TWILIO_TEST_TOKEN, TWILIO_FROM: '+61480000000', TWILIO_API_URL: standIn.url },
  });
  admin = asAdmin(t, await signIn(t));
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const sql = <T>(query: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<T[]>(query, params);
const textsOf = (phone: string) => sql<Row>(`SELECT * FROM sms_message WHERE phone = ? ORDER BY created_at, _id`, [phone]);
const received = (phone: string) => textsOf(phone).then((rows) => rows.filter((r) => r.direction === 'in'));
const answers = (phone: string) => textsOf(phone).then((rows) => rows.filter((r) => r.direction === 'out' && r.kind !== 'booking.confirmation'));
const sentTo = (phone: string) => standIn.messages.filter((m) => m.params.To === phone && !m.params.Body!.includes("you're booked in"));
const text = (from: string, body: string, sid?: string) => postInboundText(t.url, { from, body, sid });

/** Books an appointment with this mobile; its id and customer. */
async function book(phone: string, email: string): Promise<{ id: string; customerId: string }> {
  const res = await t.rest('POST', '/api/appointments', appointmentRequest({ phone, email, fullName: 'Jordan Texter' }));
  expect(res.status).toBe(201);
  const id = res.body.appointment._id as string;
  const [row] = await sql<{ customer_id: string }>('SELECT customer_id FROM appointment WHERE _id = ?', [id]);
  return { id, customerId: row!.customer_id };
}

/** The day-before reminder's text, queued as the reminder run queues it. */
async function remind(phone: string, appointmentId: string, customerId: string): Promise<void> {
  await t.app.changes.run(t.app.db.orm.em.fork(), (tx, effects) =>
    t.app.services.sms.queue(tx, effects, { phone, body: 'Truganina Auto Care: see you tomorrow. Reply 1 to confirm, 2 to cancel.', kind: 'appointment.reminder', appointmentId, customerId }),
  );
}

describe('a text a customer sends', () => {
  it('is refused with 403 and not stored when Twilio did not sign it', async () => {
    const wrong = await postInboundText(t.url, { from: '+61412000001', body: 'Hello' }, { token: 'not-the-auth-token' });
    expect(wrong.status).toBe(403);
    const unsigned = await fetch(`${t.url}/api/sms/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ From: '+61412000001', Body: 'Hello', MessageSid: 'SM1' }),
    });
    expect(unsigned.status).toBe(403);
    expect(await textsOf('+61412000001')).toEqual([]);
  });

  it('is stored once per MessageSid, matched to the customer of its number, unread, and answered with empty TwiML', async () => {
    const { customerId } = await book('0412 000 002', 'matched@example.com');
    const first = await text('+61412000002', 'Hi, is my car ready yet?');
    expect(first.status).toBe(200);
    expect(first.body).toContain('<Response/>');
    // Twilio retries a post it got no answer to: the same MessageSid.
    expect((await text('+61412000002', 'Hi, is my car ready yet?', first.sid)).status).toBe(200);
    const rows = await received('+61412000002');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ customer_id: customerId, status: 'received', body: 'Hi, is my car ready yet?', read_at: null });
    expect(await answers('+61412000002')).toEqual([]);

    const count = await admin.rest('GET', '/api/admin/texts/unread-count');
    expect(count.body.count).toBeGreaterThanOrEqual(1);
    const inbox = await admin.rest('GET', '/api/admin/texts');
    expect(inbox.status).toBe(200);
    expect(inbox.body[0]).toMatchObject({ customerId, customerName: 'Jordan Texter', phone: '+61412000002', unread: 1, lastBody: 'Hi, is my car ready yet?', lastDirection: 'in' });
  });

  it('from a number no customer has is kept for the inbox', async () => {
    await text('+61412000003', 'Who is this?');
    const [row] = await received('+61412000003');
    expect(row).toMatchObject({ customer_id: null, read_at: null });
    const inbox = await admin.rest('GET', '/api/admin/texts');
    expect(inbox.body).toContainEqual(expect.objectContaining({ customerId: null, phone: '+61412000003', unread: 1, lastBody: 'Who is this?' }));
    expect((await admin.rest('POST', '/api/admin/texts/read', { phone: '0412 000 003' })).body).toEqual({ marked: 1 });
    expect((await received('+61412000003'))[0]!.read_at).not.toBeNull();
  });
});

describe('STOP, START and HELP', () => {
  const phone = '+61412000010';
  const optedOut = async () => (await sql('SELECT 1 FROM sms_opt_out WHERE phone = ?', [phone])).length === 1;

  it('STOP opts the number out at once and is confirmed once; START opts it back in; HELP says who we are', async () => {
    await text(phone, ' stop ');
    expect(await optedOut()).toBe(true);
    await waitFor(async () => sentTo(phone).length === 1, { what: 'the STOP confirmation sent' });
    expect(sentTo(phone)[0]!.params.Body).toBe("You're unsubscribed from Truganina Auto Care texts. Reply START to resubscribe.");

    await text(phone, 'STOP');
    await text(phone, 'Unsubscribe');
    expect(await optedOut()).toBe(true);
    expect((await answers(phone)).map((r) => r.kind)).toEqual(['sms.opted_out']);

    await text(phone, 'Start');
    expect(await optedOut()).toBe(false);
    await text(phone, 'HELP');
    await waitFor(async () => sentTo(phone).length === 3, { what: 'the START and HELP answers sent' });
    expect(sentTo(phone)[1]!.params.Body).toMatch(/^You're subscribed to Truganina Auto Care texts again/);
    expect(sentTo(phone)[2]!.params.Body).toMatch(/^Truganina Auto Care: for help with a booking or your car, call us on .+\. Reply STOP to unsubscribe\.$/);
    // Commands are answered automatically: none waits in the inbox.
    expect((await received(phone)).every((r) => r.read_at !== null)).toBe(true);
  });
});

describe('answering a day-before reminder', () => {
  it('2 cancels the booking as its cancel link does, once, with one cancellation email; 2 again says it is cancelled', async () => {
    const phone = '+61412000020';
    const { id, customerId } = await book('0412 000 020', 'two@example.com');
    await remind(phone, id, customerId);
    await text(phone, '2');
    const [appointment] = await sql<{ status: string }>('SELECT status FROM appointment WHERE _id = ?', [id]);
    expect(appointment!.status).toBe('cancelled');
    await t.smtp!.waitFor((m) => m.subject?.startsWith('Cancelled: your appointment') === true && JSON.stringify(m.to).includes('two@example.com'));

    await text(phone, '2');
    const replies = (await answers(phone)).filter((r) => r.kind !== 'appointment.reminder');
    expect(replies.map((r) => r.kind)).toEqual(['appointment.cancelled', 'appointment.reply']);
    expect(replies[0]!.body).toMatch(/^Your booking for .+ is cancelled, and we've emailed you a confirmation\./);
    expect(replies[1]!.body).toMatch(/is already cancelled/);
    // Let a second email arrive if one were sent.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const cancellations = t.smtp!.messages.filter((m) => m.subject?.startsWith('Cancelled: your appointment') && JSON.stringify(m.to).includes('two@example.com'));
    expect(cancellations).toHaveLength(1);
    const trail = await admin.rest('GET', `/api/admin/audit?entityType=appointment&entityId=${id}`);
    expect(trail.body.filter((r: { action: string }) => r.action === 'appointment.cancelled')).toHaveLength(1);
  });

  it('1 confirms the booking (recorded in its audit trail) and thanks them with the time', async () => {
    const phone = '+61412000021';
    const { id, customerId } = await book('0412 000 021', 'one@example.com');
    await remind(phone, id, customerId);
    await text(phone, '1');
    const [reply] = (await answers(phone)).filter((r) => r.kind === 'appointment.confirmed');
    expect(reply!.body).toMatch(/^Thanks, see you [A-Z][a-z]{2},? \d{1,2} [A-Z][a-z]{2} at .+\. Truganina Auto Care$/);
    const trail = await admin.rest('GET', `/api/admin/audit?entityType=appointment&entityId=${id}`);
    expect(trail.body[0]).toMatchObject({ action: 'appointment.confirmed_by_text', actor: { kind: 'customer' } });
    const [appointment] = await sql<{ status: string }>('SELECT status FROM appointment WHERE _id = ?', [id]);
    expect(appointment!.status).toBe('booked');
  });

  it('1 with no reminder to answer is a message for staff', async () => {
    const phone = '+61412000022';
    await book('0412 000 022', 'no.reminder@example.com');
    await text(phone, '1');
    expect(await answers(phone)).toEqual([]);
    expect((await received(phone))[0]!.read_at).toBeNull();
  });
});

describe('the conversation and staff replies', () => {
  it('merges texts, emails and contact messages oldest first; opening marks texts read; a reply reaches Twilio and is audited', async () => {
    const phone = '+61412000030';
    const { customerId } = await book('0412 000 030', 'chat@example.com');
    expect((await t.rest('POST', '/api/contact', { name: 'Jordan Texter', email: 'chat@example.com', phone: '0412 000 030', message: 'Do you fit tyres?' })).status).toBe(201);
    await text(phone, 'Can I drop it off early?');

    const res = await admin.rest('GET', `/api/admin/customers/${customerId}/conversation`);
    expect(res.status).toBe(200);
    const entries = res.body as Array<{ id: string; channel: string; direction: string; body: string; at: string; status: string; unread: boolean }>;
    expect(entries.map((e) => e.at)).toEqual([...entries.map((e) => e.at)].sort());
    expect(entries).toContainEqual(expect.objectContaining({ channel: 'sms', direction: 'out', status: expect.any(String), body: expect.stringContaining("you're booked in") }));
    expect(entries).toContainEqual(expect.objectContaining({ channel: 'email', direction: 'out', body: expect.stringMatching(/^Your appointment at Truganina Auto Care/) }));
    expect(entries).toContainEqual(expect.objectContaining({ channel: 'contact', direction: 'in', body: 'Do you fit tyres?', status: 'received' }));
    expect(entries.at(-1)).toMatchObject({ channel: 'sms', direction: 'in', body: 'Can I drop it off early?', status: 'received', unread: true });

    const gql = await admin.gql('query ($id: ID!) { customer(id: $id) { customer { conversation { channel direction body unread } } } }', { id: customerId });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.customer.customer.conversation.at(-1)).toEqual({ channel: 'sms', direction: 'in', body: 'Can I drop it off early?', unread: true });

    expect((await admin.rest('POST', '/api/admin/texts/read', { customerId })).body).toEqual({ marked: 1 });
    expect((await admin.rest('GET', `/api/admin/customers/${customerId}/conversation`)).body.at(-1).unread).toBe(false);

    const sent = await admin.rest('POST', `/api/admin/customers/${customerId}/sms`, { body: 'Yes, from 7:30 am. See you then!' });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ phone, direction: 'out', kind: 'staff.reply', status: 'queued', segments: 1, encoding: 'GSM-7' });
    await waitFor(async () => sentTo(phone).some((m) => m.params.Body === 'Yes, from 7:30 am. See you then!'), { what: 'the reply sent' });
    const after = (await admin.rest('GET', `/api/admin/customers/${customerId}/conversation`)).body;
    expect(after.at(-1)).toMatchObject({ channel: 'sms', direction: 'out', body: 'Yes, from 7:30 am. See you then!' });
    const trail = await admin.rest('GET', `/api/admin/audit?entityType=customer&entityId=${customerId}`);
    expect(trail.body[0]).toMatchObject({ action: 'sms.staff_reply', actor: { kind: 'staff' } });
  });

  it('refuses a reply over 3 segments, an empty one, and one to a customer without a mobile (400 with a message)', async () => {
    const { customerId } = await book('0412 000 031', 'long@example.com');
    const long = await admin.rest('POST', `/api/admin/customers/${customerId}/sms`, { body: 'x'.repeat(460) });
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/would take 4 messages/);
    expect((await admin.rest('POST', `/api/admin/customers/${customerId}/sms`, { body: '   ' })).status).toBe(400);
    const landline = await book('(03) 9123 0000', 'landline.texts@example.com');
    const refused = await admin.rest('POST', `/api/admin/customers/${landline.customerId}/sms`, { body: 'Hello' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/no mobile number/);
    expect((await t.rest('POST', `/api/admin/customers/${customerId}/sms`, { body: 'Hello' })).status).toBe(401);
  });

  it('follow the customer a merge keeps', async () => {
    const gone = await book('0412 000 040', 'merged.away@example.com');
    const kept = await book('0412 000 041', 'merged.into@example.com');
    await text('+61412000040', 'Is the quote ready?');
    expect((await admin.rest('POST', `/api/admin/customers/${kept.customerId}/merge`, { otherId: gone.customerId })).status).toBe(200);
    const conversation = (await admin.rest('GET', `/api/admin/customers/${kept.customerId}/conversation`)).body as Array<{ body: string }>;
    expect(conversation.map((e) => e.body)).toContain('Is the quote ready?');
  });
});
