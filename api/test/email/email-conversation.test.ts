/** A customer's mail in the workshop's mailbox (a real Dovecot) shows in their conversation; with no mailbox set up the conversation says so. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { buildMail, daysAgo } from './mail-builder.js';
import { startMailboxServer, type MailboxTestServer } from './mailbox-server.js';

async function bookedCustomer(t: TestServer, email: string): Promise<string> {
  const res = await t.rest('POST', '/api/appointments', appointmentRequest({ email, fullName: 'Casey Mailer', phone: '0412 000 071' }));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [row] = await t.app.db.orm.em.fork().getConnection().execute<Array<{ customer_id: string }>>('SELECT customer_id FROM appointment WHERE _id = ?', [res.body.appointment._id]);
  return row!.customer_id;
}

interface Entry {
  id: string;
  channel: string;
  direction: string;
  body: string;
  at: string;
  status: string;
}

describe('with a mailbox connected', () => {
  let m: MailboxTestServer;
  let admin: ReturnType<typeof asAdmin>;
  beforeAll(async () => {
    m = await startMailboxServer();
    admin = asAdmin(m.t, await signIn(m.t));
  });
  afterAll(() => m?.close());

  it('lists the customer’s messages in the INBOX as received emails, by subject and date, and no one else’s', async () => {
    const customerId = await bookedCustomer(m.t, 'Casey.Mailer@example.com');
    const sentAt = daysAgo(2);
    await m.dovecot.append([
      { raw: await buildMail({ from: 'Casey Mailer <casey.mailer@example.com>', subject: 'Photos of the scratch', date: sentAt }), date: sentAt },
      { raw: await buildMail({ from: 'Someone Else <not.casey.mailer@example.com>', subject: 'Not theirs' }) },
    ]);

    const res = await admin.rest('GET', `/api/admin/customers/${customerId}/conversation`);
    expect(res.status).toBe(200);
    const entries = res.body as Entry[];
    const mail = entries.filter((e) => e.id.startsWith('mailbox:'));
    expect(mail).toEqual([expect.objectContaining({ channel: 'email', direction: 'in', body: 'Photos of the scratch', status: 'received' })]);
    expect(Math.abs(Date.parse(mail[0]!.at) - sentAt.getTime())).toBeLessThan(1000);
    expect(entries.map((e) => e.at)).toEqual([...entries.map((e) => e.at)].sort());
    expect((await admin.rest('GET', `/api/admin/customers/${customerId}/conversation/mailbox`)).body).toEqual({ mailbox: 'listed' });

    const gql = await admin.gql('query ($id: ID!) { customerConversationMailbox(id: $id) customer(id: $id) { customer { conversationMailbox } } }', { id: customerId });
    expect(gql.errors).toBeUndefined();
    expect(gql.data).toEqual({ customerConversationMailbox: 'listed', customer: { customer: { conversationMailbox: 'listed' } } });
  });
});

describe('with no mailbox set up', () => {
  let t: TestServer;
  let admin: ReturnType<typeof asAdmin>;
  beforeAll(async () => {
    t = await startTestServer();
    admin = asAdmin(t, await signIn(t));
  });
  afterAll(() => t?.close());

  it('answers the conversation without mailbox mail and says the mailbox is not connected', async () => {
    const customerId = await bookedCustomer(t, 'no.mailbox@example.com');
    const res = await admin.rest('GET', `/api/admin/customers/${customerId}/conversation`);
    expect(res.status).toBe(200);
    expect((res.body as Entry[]).some((e) => e.id.startsWith('mailbox:'))).toBe(false);
    const state = await admin.rest('GET', `/api/admin/customers/${customerId}/conversation/mailbox`);
    expect(state.status).toBe(200);
    expect(state.body).toEqual({ mailbox: 'not connected' });
    expect((await admin.rest('GET', '/api/admin/customers/000000000000000000000000/conversation/mailbox')).status).toBe(404);
  });
});
