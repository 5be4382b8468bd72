/** The back office's contact queries: list, reply by email, delete, and the 30-day cleanup. */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

async function send(name: string, email = `${name.toLowerCase().replace(/\W/g, '')}@example.com`) {
  const res = await t.rest('POST', '/api/contact', { name, email, message: `Hello from ${name}` });
  expect(res.status).toBe(201);
  return res.body._id as string;
}

const DAY = 24 * 60 * 60 * 1000;
async function age(id: string, createdDaysAgo: number, repliedDaysAgo: number | null) {
  const now = Date.now();
  await t.app.db.orm.em.getConnection().execute('UPDATE contact_query SET created_at = ?, replied_at = ?, replied = ? WHERE _id = ?', [
    new Date(now - createdDaysAgo * DAY).toISOString(),
    repliedDaysAgo === null ? null : new Date(now - repliedDaysAgo * DAY).toISOString(),
    repliedDaysAgo !== null,
    id,
  ]);
}

describe('contact queries', () => {
  it('lists newest first with every field', async () => {
    const first = await send('First Person');
    const second = await send('Second Person');
    const res = await admin.rest('GET', '/api/admin/contact-queries');
    const ids = res.body.map((q: { _id: string }) => q._id);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(res.body[ids.indexOf(first)]).toMatchObject({ name: 'First Person', message: 'Hello from First Person', phone: null, replied: false, repliedAt: null });
  });

  it('says the workshop day each query arrived, headed in the same words as job cards and invoices', async () => {
    const id = await send('Late Night');
    // 25 Nov 2026 13:30 UTC is Thursday 26 November 00:30 in Melbourne (AEDT).
    await t.app.db.orm.em.getConnection().execute('UPDATE contact_query SET created_at = ? WHERE _id = ?', ['2026-11-25T13:30:00.000Z', id]);
    const list = await admin.gql('{ contactQueries { id receivedDate receivedDateLabel } }');
    expect(list.data.contactQueries.find((x: { id: string }) => x.id === id)).toEqual({ id, receivedDate: '2026-11-26', receivedDateLabel: 'Thursday 26 November 2026' });
  });

  it('emails the reply to the customer and marks the query replied', async () => {
    const id = await send('Reply Wanted', 'reply.wanted@example.com');
    const before = Date.now();
    const res = await admin.rest('POST', `/api/admin/contact-queries/${id}/reply`, { replyMessage: 'Yes, we can fit you in on Friday.' });
    expect(res).toEqual({ status: 200, body: { message: 'Reply sent successfully!' } });
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('reply.wanted@example.com'));
    expect(mail.subject).toBe('Re: your message to Truganina Auto Care');
    expect(mail.text).toContain('Yes, we can fit you in on Friday.');
    expect(mail.text).toContain('Hello from Reply Wanted');
    expect(mail.text).toContain('Hi Reply Wanted,');
    const list = await admin.gql('{ contactQueries { id replied repliedAt replyMessage } }');
    const q = list.data.contactQueries.find((x: { id: string }) => x.id === id);
    expect(q.replied).toBe(true);
    expect(q.replyMessage).toBe('Yes, we can fit you in on Friday.');
    // Stamped when the reply was sent: between the request and now.
    expect(Date.parse(q.repliedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(q.repliedAt)).toBeLessThanOrEqual(Date.now());
    const rest = await admin.rest('GET', '/api/admin/contact-queries');
    expect(rest.body.find((x: { _id: string }) => x._id === id).replyMessage).toBe('Yes, we can fit you in on Friday.');
  });

  it('adds no second greeting when staff wrote their own', async () => {
    const id = await send('Greeted Person', 'greeted.person@example.com');
    const res = await admin.rest('POST', `/api/admin/contact-queries/${id}/reply`, { replyMessage: 'Hi Greeted,\n\nYes, Friday works.' });
    expect(res.status).toBe(200);
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('greeted.person@example.com'));
    expect(mail.text).toContain('Hi Greeted,');
    expect(mail.text).not.toContain('Hi Greeted Person,');
  });

  it('requires a reply message', async () => {
    const id = await send('Empty Reply');
    const res = await admin.rest('POST', `/api/admin/contact-queries/${id}/reply`, { replyMessage: '   ' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Reply message is required.');
  });

  it('deletes a query', async () => {
    const id = await send('Delete Me');
    expect(await admin.rest('DELETE', `/api/admin/contact-queries/${id}`)).toEqual({ status: 200, body: { message: 'Query deleted.' } });
    expect((await admin.rest('DELETE', `/api/admin/contact-queries/${id}`)).status).toBe(404);
  });

  it('cleans up only queries neither received nor replied to within 30 days', async () => {
    const oldUnreplied = await send('Old Unreplied');
    const oldRepliedLongAgo = await send('Old Replied Long Ago');
    const oldRepliedRecently = await send('Old Replied Recently');
    const justInside = await send('Just Inside');
    const fresh = await send('Fresh');
    await age(oldUnreplied, 31, null);
    await age(oldRepliedLongAgo, 60, 31);
    await age(oldRepliedRecently, 60, 29);
    await age(justInside, 29.9, null);

    const res = await admin.rest('POST', '/api/admin/contact-queries/cleanup');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Deleted 2 queries inactive for over 30 days.', deletedCount: 2 });
    const left = (await admin.rest('GET', '/api/admin/contact-queries')).body.map((q: { _id: string }) => q._id);
    expect(left).not.toContain(oldUnreplied);
    expect(left).not.toContain(oldRepliedLongAgo);
    expect(left).toEqual(expect.arrayContaining([oldRepliedRecently, justInside, fresh]));

    const again = await admin.gql('mutation { cleanupContactQueries { message deletedCount } }');
    expect(again.data.cleanupContactQueries).toEqual({ message: 'No queries have been inactive for over 30 days.', deletedCount: 0 });
  });
});
