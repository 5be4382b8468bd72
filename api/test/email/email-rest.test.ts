/** The Email Manager's REST paths against a real Dovecot: the 30-day inbox (with bodies on ?include=html), open, read, delete, reply, attachments. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../admin-session.js';
import { buildMail, daysAgo } from './mail-builder.js';
import { startMailboxServer, type MailboxTestServer } from './mailbox-server.js';
import { recipients } from '../smtp-sink.js';

let m: MailboxTestServer;
let admin: ReturnType<typeof asAdmin>;
beforeAll(async () => {
  m = await startMailboxServer();
  admin = asAdmin(m.t, await signIn(m.t));
});
afterAll(() => m?.close());
beforeEach(() => m.dovecot.clear());

const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a4f10000000049454e44ae426082', 'hex');

describe('GET /api/admin/emails', () => {
  it('lists the messages of the last 30 days, newest first, with the documented fields and the unread count', async () => {
    const justInAt = daysAgo(0.01);
    const [old, justOut, justIn, seenOld, recent, newest] = await m.dovecot.append([
      { raw: await buildMail({ subject: 'Forty-five days old' }), date: daysAgo(45) },
      { raw: await buildMail({ subject: 'Thirty and a bit' }), date: daysAgo(30.05) },
      { raw: await buildMail({ subject: 'Twenty-nine point nine' }), date: daysAgo(29.9) },
      { raw: await buildMail({ subject: 'Read last week', from: 'Sam Seen <sam@example.com>' }), date: daysAgo(7), seen: true },
      { raw: await buildMail({ subject: 'Yesterday' }), date: daysAgo(1) },
      { raw: await buildMail({ subject: 'Brake noise on the Corolla', from: '"Nguyễn, Văn" <van.nguyen@example.com>' }), date: justInAt },
    ]);
    const res = await admin.rest('GET', '/api/admin/emails');
    expect(res.status).toBe(200);
    expect(res.body.map((e: { uid: number }) => e.uid)).toEqual([newest, recent, seenOld, justIn]);
    expect(res.body).not.toContainEqual(expect.objectContaining({ uid: old }));
    expect(res.body).not.toContainEqual(expect.objectContaining({ uid: justOut }));
    expect(Object.keys(res.body[0]).sort()).toEqual(['date', 'from', 'read', 'subject', 'uid']);
    expect(res.body[0]).toMatchObject({ from: 'Nguyễn, Văn <van.nguyen@example.com>', subject: 'Brake noise on the Corolla', read: false });
    // The date it was delivered (IMAP keeps whole seconds).
    expect(Math.abs(Date.parse(res.body[0].date) - justInAt.getTime())).toBeLessThan(1000);
    expect(res.body[2]).toMatchObject({ from: 'Sam Seen <sam@example.com>', read: true });

    const withHeader = await fetch(`${m.t.url}/api/admin/emails`, { headers: { authorization: (await bearer()) } });
    expect(withHeader.headers.get('x-unread-count')).toBe('3');
  });

  it('with ?include=html, adds each listed message’s sanitized body (html), remote images blocked', async () => {
    const [old, page, text, photo] = await m.dovecot.append([
      { raw: await buildMail({ subject: 'Too old', html: '<p>old</p>' }), date: daysAgo(40) },
      {
        raw: await buildMail({ subject: 'Quote please', html: '<p onclick="alert(1)">Hi <b>team</b></p><script>alert(1)</script><img src="https://tracker.example/open.gif">' }),
        date: daysAgo(2),
      },
      { raw: await buildMail({ subject: 'Plain', text: 'Is <b>Tuesday</b> ok?' }), date: daysAgo(1), seen: true },
      {
        raw: await buildMail({
          subject: 'Photo',
          html: '<p>See</p><img src="cid:dent@customer">',
          attachments: [{ filename: 'dent.png', contentType: 'image/png', content: PNG, cid: 'dent@customer' }],
        }),
        date: daysAgo(0.5),
      },
    ]);
    const res = await fetch(`${m.t.url}/api/admin/emails?include=html`, { headers: { authorization: await bearer() } });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-unread-count')).toBe('2');
    const body = (await res.json()) as Array<{ uid: number; subject: string; read: boolean; html: string }>;
    expect(body.map((e) => e.uid)).toEqual([photo, text, page]);
    expect(body).not.toContainEqual(expect.objectContaining({ uid: old }));
    expect(Object.keys(body[0]).sort()).toEqual(['date', 'from', 'html', 'read', 'subject', 'uid']);
    // The same body GET /api/admin/emails/{uid} answers.
    const opened = await admin.rest('GET', `/api/admin/emails/${page}`);
    expect(body[2].html).toBe(opened.body.html);
    expect(body[2].html).toContain('<p>Hi <b>team</b></p>');
    expect(body[2].html).not.toMatch(/script|onclick|tracker\.example/);
    expect(body[1]).toMatchObject({ read: true, subject: 'Plain' });
    expect(body[1].html).toContain('Is &lt;b&gt;Tuesday&lt;/b&gt; ok?');
    // An image of the message itself is a link scoped to that message.
    const src = /<img src="([^"]+)"/.exec(body[0].html)![1];
    expect(src).toMatch(new RegExp(`^/api/admin/emails/${photo}/attachments/0/view\\?token=`));
    const image = await fetch(m.t.url + src.replace(/&amp;/g, '&'));
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
    // Listing with the bodies marks nothing read.
    expect((await m.dovecot.messages()).filter((x) => x.flags.has('\\Seen')).map((x) => x.uid)).toEqual([text]);
  });

  it.each(['body', 'HTML', 'html,attachments'])('refuses ?include=%s with 400', async (include) => {
    expect(await admin.rest('GET', `/api/admin/emails?include=${include}`)).toMatchObject({ status: 400, body: { message: 'include must be "html" (the sanitized bodies in the list) or left out.' } });
  });

  it('refuses include given twice with 400', async () => {
    expect((await admin.rest('GET', '/api/admin/emails?include=html&include=html')).status).toBe(400);
  });

  it('answers an empty list for an empty inbox', async () => {
    expect(await admin.rest('GET', '/api/admin/emails')).toEqual({ status: 200, body: [] });
  });

  it('needs the admin token', async () => {
    expect((await m.t.rest('GET', '/api/admin/emails')).status).toBe(401);
    expect((await m.t.rest('DELETE', '/api/admin/emails/1')).status).toBe(401);
  });
});

async function bearer(): Promise<string> {
  return `Bearer ${await signIn(m.t)}`;
}

describe('a message', () => {
  it('opens with its sanitized body and stays unread until marked read', async () => {
    const [uid] = await m.dovecot.append([
      {
        raw: await buildMail({
          subject: 'Quote please',
          html: '<p onclick="alert(1)">Hi <b>team</b></p><script>alert(1)</script><img src="https://tracker.example/open.gif"><a href="https://example.com/car">car</a>',
        }),
      },
    ]);
    const res = await admin.rest('GET', `/api/admin/emails/${uid}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uid, subject: 'Quote please', read: false, blockedImages: 1, imagesShown: false, attachments: [] });
    expect(res.body.from).toBe('Jane Customer <jane.customer@example.com>');
    expect(res.body.html).toContain('<p>Hi <b>team</b></p>');
    expect(res.body.html).not.toMatch(/script|onclick|tracker\.example/);
    expect(res.body.html).toContain('<a href="https://example.com/car" target="_blank" rel="noopener noreferrer" title="https://example.com/car">car</a>');

    const shown = await admin.rest('GET', `/api/admin/emails/${uid}?showImages=true`);
    expect(shown.body).toMatchObject({ blockedImages: 0, imagesShown: true });
    expect(shown.body.html).toContain('<img src="https://tracker.example/open.gif" />');

    // Opening fetched with PEEK: still unread on the server.
    expect((await m.dovecot.messages()).find((x) => x.uid === uid)!.flags.has('\\Seen')).toBe(false);
    expect(await admin.rest('POST', `/api/admin/emails/${uid}/read`)).toEqual({ status: 200, body: { message: 'Email marked as read.' } });
    expect((await m.dovecot.messages()).find((x) => x.uid === uid)!.flags.has('\\Seen')).toBe(true);
    expect((await admin.rest('GET', '/api/admin/emails')).body[0]).toMatchObject({ uid, read: true });
  });

  it('shows a text-only message as escaped text', async () => {
    const [uid] = await m.dovecot.append([{ raw: await buildMail({ text: 'Is <b>Tuesday</b> ok?\nSee https://example.com/map' }) }]);
    const res = await admin.rest('GET', `/api/admin/emails/${uid}`);
    expect(res.body.html).toContain('Is &lt;b&gt;Tuesday&lt;/b&gt; ok?\nSee <a href="https://example.com/map"');
  });

  it('deletes it from the server', async () => {
    const [keep, gone] = await m.dovecot.append([{ raw: await buildMail({ subject: 'Keep' }) }, { raw: await buildMail({ subject: 'Delete me' }) }]);
    expect(await admin.rest('DELETE', `/api/admin/emails/${gone}`)).toEqual({ status: 200, body: { message: 'Email deleted from the server.' } });
    expect((await m.dovecot.messages()).map((x) => x.uid)).toEqual([keep]);
    const trail = await admin.rest('GET', '/api/admin/audit?action=email.deleted');
    expect(trail.body[0]).toMatchObject({ actor: { kind: 'staff' }, entityType: 'email', summary: 'Email “Delete me” from jane.customer@example.com deleted from the server' });
    expect(await admin.rest('DELETE', `/api/admin/emails/${gone}`)).toEqual({
      status: 404,
      body: { message: 'This email no longer exists on the server.', code: 'NOT_FOUND' },
    });
    expect((await admin.rest('GET', `/api/admin/emails/${gone}`)).status).toBe(404);
    expect((await admin.rest('POST', `/api/admin/emails/${gone}/read`)).status).toBe(404);
    expect((await admin.rest('GET', '/api/admin/emails/not-a-uid')).status).toBe(404);
  });
});

describe('attachments', () => {
  it('lists files, shows cid: images from the message, and serves both by a token for that message only', async () => {
    const [uid, other] = await m.dovecot.append([
      {
        raw: await buildMail({
          subject: 'Photos of the damage',
          html: '<p>See below</p><img src="cid:dent@customer"><img src="cid:missing@customer">',
          attachments: [
            { filename: 'dent.png', contentType: 'image/png', content: PNG, cid: 'dent@customer' },
            { filename: 'rego papers.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 test') },
            { filename: 'evil.svg', contentType: 'image/svg+xml', content: SVG },
          ],
        }),
      },
      { raw: await buildMail({ subject: 'Another' }) },
    ]);
    const res = await admin.rest('GET', `/api/admin/emails/${uid}`);
    expect(res.body.attachments.map((a: { filename: string; size: number; index: number }) => [a.index, a.filename, a.size])).toEqual([
      [1, 'rego papers.pdf', 13],
      [2, 'evil.svg', SVG.length],
    ]);
    const src = /<img src="([^"]+)"/.exec(res.body.html)![1].replace(/&amp;/g, '&');
    expect(src).toMatch(new RegExp(`^/api/admin/emails/${uid}/attachments/0/view\\?token=`));
    expect(res.body.html.match(/<img/g)).toHaveLength(2); // the unknown cid: left without a source

    const image = await fetch(m.t.url + src);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(image.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(PNG);

    const pdf = await fetch(m.t.url + res.body.attachments[0].downloadUrl);
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="rego papers.pdf"; filename*=UTF-8''rego%20papers.pdf`);
    expect(await pdf.text()).toBe('%PDF-1.4 test');

    // An SVG is never shown inline: it is a download of opaque bytes.
    const token = new URL(res.body.attachments[1].downloadUrl, m.t.url).searchParams.get('token')!;
    const svg = await fetch(`${m.t.url}/api/admin/emails/${uid}/attachments/2/view?token=${encodeURIComponent(token)}`);
    expect(svg.headers.get('content-type')).toBe('application/octet-stream');
    expect(svg.headers.get('content-disposition')).toMatch(/^attachment;/);

    // The token opens this message's parts only.
    const elsewhere = await fetch(`${m.t.url}/api/admin/emails/${other}/attachments/0/download?token=${encodeURIComponent(token)}`);
    expect(elsewhere.status).toBe(403);
    expect((await fetch(`${m.t.url}/api/admin/emails/${uid}/attachments/0/download`)).status).toBe(401);
    expect((await fetch(`${m.t.url}/api/admin/emails/${uid}/attachments/9/download?token=${encodeURIComponent(token)}`)).status).toBe(404);
  });
});

describe('POST /api/admin/reply-email', () => {
  it('queues a threaded reply quoting the original, and files it in Sent', async () => {
    const original = await buildMail({
      from: 'Priya Patel <priya@example.com>',
      subject: 'Booking for the Hilux',
      text: 'Can you look at the brakes?\nThanks, Priya',
      messageId: '<hilux-2@priya.example.com>',
      references: ['<hilux-1@priya.example.com>'],
    });
    const [uid] = await m.dovecot.append([{ raw: original }]);
    const res = await admin.rest('POST', '/api/admin/reply-email', {
      recipientEmail: 'priya@example.com',
      subject: 'Re: Booking for the Hilux',
      message: 'Yes, bring it in on Friday at 9.',
      originalEmailId: String(uid),
    });
    expect(res).toEqual({ status: 200, body: { message: 'Reply sent successfully!' } });
    // Recorded in the audit trail as the signed-in member of staff's.
    const [recorded] = (await admin.rest('GET', '/api/admin/audit?action=email.replied&limit=1')).body;
    expect(recorded).toMatchObject({ actor: { kind: 'staff' }, summary: 'Replied to priya@example.com: “Re: Booking for the Hilux”' });

    const sent = await m.t.smtp!.waitFor((x) => recipients(x).includes('priya@example.com'));
    expect(sent.subject).toBe('Re: Booking for the Hilux');
    expect(sent.inReplyTo).toBe('<hilux-2@priya.example.com>');
    expect(sent.references).toEqual(['<hilux-1@priya.example.com>', '<hilux-2@priya.example.com>']);
    expect(sent.text).toContain('Yes, bring it in on Friday at 9.');
    expect(sent.text).toMatch(/Priya Patel <priya@example\.com> wrote:\n> Can you look at the brakes\?\n> Thanks, Priya/);

    let filed: Array<{ source: Buffer; flags: Set<string> }> = [];
    await expect.poll(async () => (filed = await m.dovecot.messages('Sent')).length, { timeout: 10_000 }).toBe(1);
    expect(filed[0].flags.has('\\Seen')).toBe(true);
    expect(filed[0].source.toString()).toContain(`Message-ID: ${sent.messageId}`);
    expect(filed[0].source.toString()).toContain('In-Reply-To: <hilux-2@priya.example.com>');
  });

  it('checks every field', async () => {
    const res = await admin.rest('POST', '/api/admin/reply-email', { recipientEmail: 'not an email', subject: ' ', message: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      recipientEmail: ['Please enter a valid email address.'],
      subject: ['Subject is required.'],
      message: ['Message is required.'],
      originalEmailId: ['originalEmailId must be the uid of an email.'],
    });
    const gone = await admin.rest('POST', '/api/admin/reply-email', { recipientEmail: 'a@example.com', subject: 'Re: x', message: 'Hi', originalEmailId: 999 });
    expect(gone).toEqual({ status: 404, body: { message: 'The email you are replying to no longer exists on the server.', code: 'NOT_FOUND' } });
  });
});
