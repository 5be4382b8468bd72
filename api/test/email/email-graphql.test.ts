/** The Email Manager over GraphQL against a real Dovecot, and the unread count pushed when new mail arrives (IMAP IDLE). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../admin-session.js';
import { appDocument, appGql } from '../app-documents.js';
import { buildMail, daysAgo } from './mail-builder.js';
import { startMailboxServer, type MailboxTestServer } from './mailbox-server.js';
import { recipients } from '../smtp-sink.js';
import { subscribe, wsClient } from '../ws-client.js';
import { listenerCount, waitFor } from '../wait-for.js';

let m: MailboxTestServer;
let token: string;
let admin: ReturnType<typeof asAdmin>;
beforeAll(async () => {
  m = await startMailboxServer();
  token = await signIn(m.t);
  admin = asAdmin(m.t, token);
});
afterAll(() => m?.close());
beforeEach(() => m.dovecot.clear());

const INBOX = '{ emailInbox { configured unreadCount emails { id uid from subject date read } } }';
const OPEN = 'query($uid: Int!, $show: Boolean) { email(uid: $uid, showImages: $show) { uid from to subject read html blockedImages imagesShown attachments { index filename contentType size } } }';

describe('queries and mutations', () => {
  it('emailInbox: the last 30 days, newest first, with the unread count', async () => {
    const [older, newer, outside] = await m.dovecot.append([
      { raw: await buildMail({ subject: 'Older' }), date: daysAgo(3), seen: true },
      { raw: await buildMail({ subject: 'Newer' }), date: daysAgo(0.5) },
      { raw: await buildMail({ subject: 'Outside' }), date: daysAgo(31) },
    ]);
    const res = await admin.gql(INBOX);
    expect(res.errors).toBeUndefined();
    expect(res.data.emailInbox).toMatchObject({
      configured: true,
      unreadCount: 1,
      emails: [
        { id: String(newer), uid: newer, subject: 'Newer', read: false },
        { id: String(older), uid: older, subject: 'Older', read: true },
      ],
    });
    expect(res.data.emailInbox.emails.map((e: { uid: number }) => e.uid)).not.toContain(outside);
    expect((await admin.gql('{ unreadMailCount }')).data).toEqual({ unreadMailCount: 1 });
  });

  it('email, markEmailRead, deleteEmail', async () => {
    const [uid] = await m.dovecot.append([
      { raw: await buildMail({ subject: 'Look', html: '<p style="color:red;background:url(https://t.example/x.png)">Hi</p><img src="http://t.example/p.gif">' }) },
    ]);
    const opened = await admin.gql(OPEN, { uid });
    expect(opened.errors).toBeUndefined();
    expect(opened.data.email).toMatchObject({ uid, subject: 'Look', read: false, blockedImages: 2, imagesShown: false, attachments: [] });
    expect(opened.data.email.html.trim()).toBe('<p style="color:red; background:none">Hi</p><img />');
    const shown = await admin.gql(OPEN, { uid, show: true });
    expect(shown.data.email.html.trim()).toBe('<p style="color:red; background:url(&quot;https://t.example/x.png&quot;)">Hi</p><img src="http://t.example/p.gif" />');

    expect((await admin.gql('mutation($uid: Int!) { markEmailRead(uid: $uid) { message } }', { uid })).data).toEqual({
      markEmailRead: { message: 'Email marked as read.' },
    });
    expect((await admin.gql(OPEN, { uid })).data.email.read).toBe(true);
    expect((await admin.gql('mutation($uid: Int!) { deleteEmail(uid: $uid) { message } }', { uid })).data).toEqual({
      deleteEmail: { message: 'Email deleted from the server.' },
    });
    expect(await m.dovecot.messages()).toEqual([]);
    const again = await admin.gql(OPEN, { uid });
    expect(again.errors?.[0]).toMatchObject({ message: 'This email no longer exists on the server.', extensions: { code: 'NOT_FOUND' } });
  });

  it('replyToEmail threads the reply and files it in Sent', async () => {
    const [uid] = await m.dovecot.append([
      { raw: await buildMail({ from: 'Lee <lee@example.com>', subject: 'Tyres', messageId: '<tyres@lee.example.com>', html: '<p>Do you have <b>205/55R16</b>?</p>' }) },
    ]);
    const res = await admin.gql('mutation($input: EmailReplyInput!) { replyToEmail(input: $input) { message } }', {
      input: { recipientEmail: 'lee@example.com', subject: 'Re: Tyres', message: 'We do, $129 fitted.', originalEmailId: uid },
    });
    expect(res.data).toEqual({ replyToEmail: { message: 'Reply sent successfully!' } });
    const sent = await m.t.smtp!.waitFor((x) => recipients(x).includes('lee@example.com'));
    expect(sent.inReplyTo).toBe('<tyres@lee.example.com>');
    expect(sent.references).toBe('<tyres@lee.example.com>');
    // An HTML-only original is quoted as text.
    expect(sent.text).toMatch(/wrote:\n> Do you have 205\/55R16\?/);
    await expect.poll(async () => (await m.dovecot.messages('Sent')).length, { timeout: 10_000 }).toBe(1);

    const invalid = await admin.gql('mutation($input: EmailReplyInput!) { replyToEmail(input: $input) { message } }', {
      input: { recipientEmail: 'lee@example.com', subject: 'Re: Tyres', message: '   ', originalEmailId: uid },
    });
    expect(invalid.errors?.[0]).toMatchObject({ message: 'Message is required.', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('emailAttachmentLink: a 5-minute link for that message only', async () => {
    const [uid] = await m.dovecot.append([
      { raw: await buildMail({ subject: 'Invoice', attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 x') }] }) },
    ]);
    expect((await admin.gql(OPEN, { uid })).data.email.attachments).toEqual([{ index: 0, filename: 'invoice.pdf', contentType: 'application/pdf', size: 10 }]);
    const link = await admin.gql('mutation($uid: Int!) { emailAttachmentLink(uid: $uid, index: 0) { url expiresAt } }', { uid });
    expect(link.data.emailAttachmentLink.url).toMatch(new RegExp(`^/api/admin/emails/${uid}/attachments/0/download\\?token=`));
    expect(Date.parse(link.data.emailAttachmentLink.expiresAt) - Date.now()).toBeGreaterThan(4 * 60_000);
    const file = await fetch(m.t.url + link.data.emailAttachmentLink.url);
    expect(await file.text()).toBe('%PDF-1.4 x');
    const missing = await admin.gql('mutation($uid: Int!) { emailAttachmentLink(uid: $uid, index: 3) { url } }', { uid });
    expect(missing.errors?.[0].message).toBe('This attachment does not exist.');
  });

  it('refuses without the admin token', async () => {
    expect((await m.t.gql(INBOX)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const res = await appGql(m.t, 'AdminEmail', { uid: 1, showImages: false });
    expect(res.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('the unreadMailCount subscription', () => {
  it('pushes the count within seconds of new mail (IDLE), and after a read and a delete', async () => {
    const [first] = await m.dovecot.append([{ raw: await buildMail({ subject: 'Before' }) }]);
    expect((await admin.gql('{ unreadMailCount }')).data.unreadMailCount).toBe(1);
    const client = wsClient(m.t.url, token);
    const listening = listenerCount(m.t.app.pubsub, 'mail.unread');
    const live = subscribe<{ unreadMailCount: number }>(client, 'subscription { unreadMailCount }');
    try {
      await waitFor(() => listenerCount(m.t.app.pubsub, 'mail.unread') > listening, { what: 'the subscription to start' });
      // Nothing but the mailbox's own IDLE tells the server of this APPEND (made by another connection).
      await m.dovecot.append([{ raw: await buildMail({ subject: 'Arrives while watching' }) }]);
      await expect.poll(() => live.events.at(-1)?.unreadMailCount, { timeout: 8000 }).toBe(2);

      await admin.gql('mutation($uid: Int!) { markEmailRead(uid: $uid) { message } }', { uid: first });
      await expect.poll(() => live.events.at(-1)?.unreadMailCount, { timeout: 8000 }).toBe(1);
      const [third] = await m.dovecot.append([{ raw: await buildMail({ subject: 'Third' }) }]);
      await expect.poll(() => live.events.at(-1)?.unreadMailCount, { timeout: 8000 }).toBe(2);
      await admin.gql('mutation($uid: Int!) { deleteEmail(uid: $uid) { message } }', { uid: third });
      await expect.poll(() => live.events.at(-1)?.unreadMailCount, { timeout: 8000 }).toBe(1);
      expect(live.errors).toEqual([]);
    } finally {
      live.stop();
      await client.dispose();
    }
  });

  it('refuses a subscriber without a token', async () => {
    const client = wsClient(m.t.url);
    const live = subscribe(client, appDocument('AdminUnreadMailCountChanged').query);
    await live.done;
    expect(JSON.stringify(live.errors)).toContain('Please sign in');
    await client.dispose();
  });
});
