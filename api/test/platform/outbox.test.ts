/**
 * The outbox sends each mail once in practice: a message is marked sent as soon as SMTP accepts
 * it, claims are short leases renewed while a worker holds them, a dead worker's mail is taken
 * over within seconds, and a duplicate keeps its Message-ID. Mail queued in older shapes still sends.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrm } from '../../src/db/orm.js';
import { model } from '../../src/features/index.js';
import { contactReply } from '../../src/features/contact/contact.templates.js';
import { defineTemplate, type QueuedMail } from '../../src/platform/mail/mail-template.js';
import { createMailTransport } from '../../src/platform/outbox/mail-transport.js';
import { GIVE_WAY_MS, OutboxWorker } from '../../src/platform/outbox/outbox.worker.js';
import { startTestServer, type TestServer } from '../harness.js';
import { recipients, startSmtpSink, type SmtpSink } from '../smtp-sink.js';
import { startTcpProxy } from '../tcp-proxy.js';
import { waitFor } from '../wait-for.js';

const LEASE_MS = 1500;

function replies(n: number, tag: string): QueuedMail[] {
  return Array.from({ length: n }, (_, i) =>
    contactReply.mail(`${tag}${i}@example.com`, { name: `Customer ${i}`, message: 'Is my car ready?', reply: `Reply ${i}` }),
  );
}

async function queue(t: TestServer, mails: QueuedMail[]): Promise<void> {
  await t.app.db.orm.em.fork().transactional((tx) => t.app.outbox.enqueue(tx, mails));
}

function worker(t: TestServer, sink: SmtpSink, orm = t.app.db.orm, busy?: () => boolean): OutboxWorker {
  return new OutboxWorker(
    orm,
    createMailTransport(sink.url, t.app.config.dataDir),
    t.app.mail,
    t.app.pubsub,
    { from: t.app.config.mailFrom, pollMs: 200, retryBaseMs: 200, maxAttempts: 5, leaseMs: LEASE_MS, busy },
    t.app.http.app.log,
  );
}

async function rows(t: TestServer, tag: string): Promise<Array<{ id: string; status: string; to: string; message_key: string }>> {
  return t.app.db.orm.em
    .getConnection()
    .execute(`SELECT id::text AS id, status, "to", message_key FROM outbox_message WHERE "to" LIKE ? ORDER BY id`, [`${tag}%`]);
}

describe('a worker that dies mid-batch with a slow SMTP server', () => {
  let t: TestServer;
  let sink: SmtpSink;
  beforeAll(async () => {
    t = await startTestServer({ smtp: false, env: { OUTBOX_LEASE_MS: String(LEASE_MS) } });
    // The app's own worker stays out of the way: these tests drive their own.
    await t.app.worker.stop();
    sink = await startSmtpSink(0, { delayMs: 300 });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('leaves every accepted message marked sent; another worker takes the rest over within seconds; the duplicate keeps its Message-ID', async () => {
    await queue(t, replies(6, 'crash'));
    // The doomed worker reaches the database through a relay: cutting it mid-send is its crash.
    const target = new URL(t.app.db.url);
    const relay = await startTcpProxy(target.hostname, Number(target.port || 5432));
    target.port = String(relay.port);
    const doomedOrm = await createOrm(target.toString(), 2, model);
    const doomed = worker(t, sink, doomedOrm);
    doomed.start();
    // The ceiling catches "never", not a slow machine (each message takes the sink 300 ms, and a busy machine more).
    await waitFor(() => sink.messages.length >= 2 && sink.receiving === 1, { timeoutMs: 30_000, what: 'two messages accepted and a third being received' });
    await relay.cut();
    await doomed.stop();
    await waitFor(() => sink.receiving === 0, { what: 'the cut send to end' });
    await doomedOrm.close(true).catch(() => undefined);

    // The message in flight at the crash was accepted but could not be recorded: the one duplicate.
    const accepted = sink.messages.length;
    const afterCrash = await rows(t, 'crash');
    const sent = afterCrash.filter((r) => r.status === 'sent').length;
    expect(sent).toBeGreaterThanOrEqual(2);
    expect(sent).toBe(accepted - 1);

    sink.delayMs = 0;
    const rescuer = worker(t, sink);
    rescuer.start();
    try {
      // Claimed by the dead worker, so only its short lease stands in the way (the default is 15 s);
      // the ceiling catches "never", not a slow machine.
      await waitFor(async () => (await rows(t, 'crash')).every((r) => r.status === 'sent'), {
        timeoutMs: LEASE_MS * 4 + 10_000,
        what: 'another worker to send the dead worker\'s mail once its lease ran out',
      });
    } finally {
      await rescuer.stop();
    }

    const ids = afterCrash.map((r) => `<${r.message_key}@localhost.localdomain>`);
    const delivered = sink.messages.map((m) => m.messageId);
    expect(delivered).toHaveLength(7);
    expect(new Set(delivered)).toEqual(new Set(ids));
    const twice = ids.filter((id) => delivered.filter((d) => d === id).length === 2);
    expect(twice).toHaveLength(1);
    const copies = sink.messages.filter((m) => m.messageId === twice[0]);
    expect(copies[0].subject).toBe(copies[1].subject);
    expect(recipients(copies[0])).toEqual(recipients(copies[1]));
  });

  it('renews the lease of a long batch, so a second worker never sends the same message', async () => {
    sink.messages.length = 0;
    sink.delayMs = 400;
    // Five messages at 400 ms each outlast the 1.5 s lease several times over.
    await queue(t, replies(5, 'long'));
    const first = worker(t, sink);
    first.start();
    await waitFor(() => sink.receiving === 1, { what: 'a message being received' });
    const second = worker(t, sink);
    second.start();
    try {
      await waitFor(async () => (await rows(t, 'long')).every((r) => r.status === 'sent'), { timeoutMs: 15_000, what: 'every long message sent' });
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
    const delivered = sink.messages.map((m) => m.messageId);
    expect(delivered).toHaveLength(5);
    expect(new Set(delivered).size).toBe(5);
  });
});

describe('a worker stopping gracefully', () => {
  let t: TestServer;
  let sink: SmtpSink;
  beforeAll(async () => {
    t = await startTestServer({ smtp: false, env: { OUTBOX_LEASE_MS: '60000' } });
    await t.app.worker.stop();
    sink = await startSmtpSink(0, { delayMs: 300 });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('finishes the message in flight and hands the rest of its claim back at once', async () => {
    await queue(t, replies(5, 'stop'));
    const leaving = worker(t, sink);
    leaving.start();
    await waitFor(() => sink.messages.length >= 1 && sink.receiving === 1, { what: 'one message accepted and a second being received' });
    await leaving.stop();
    const left = await t.app.db.orm.em
      .getConnection()
      .execute<Array<{ status: string; locked_until: unknown }>>(`SELECT status, locked_until FROM outbox_message WHERE "to" LIKE 'stop%' ORDER BY id`);
    const sent = left.filter((r) => r.status === 'sent').length;
    expect(sent).toBe(sink.messages.length);
    expect(sent).toBeGreaterThanOrEqual(2);
    // Not held for the 60 s lease: the next worker may take them now.
    expect(left.filter((r) => r.status === 'pending' && r.locked_until === null)).toHaveLength(5 - sent);
  });
});

describe('a worker on a busy server', () => {
  let t: TestServer;
  let sink: SmtpSink;
  beforeAll(async () => {
    t = await startTestServer({ smtp: false });
    await t.app.worker.stop();
    sink = await startSmtpSink(0);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('gives way to the requests between messages while the server is busy, and still sends every one', async () => {
    await queue(t, replies(4, 'busy'));
    const busy = worker(t, sink, t.app.db.orm, () => true);
    busy.start();
    try {
      await waitFor(async () => (await rows(t, 'busy')).every((r) => r.status === 'sent'), { what: 'every message sent on the busy server' });
    } finally {
      await busy.stop();
    }
    expect(sink.messages.filter((m) => recipients(m).some((r) => r.startsWith('busy')))).toHaveLength(4);
    // Taken when the sink accepts each message (not sampled by a timer, which a busy machine delays unevenly).
    const received = sink.acceptedAt.slice(-4);
    const gaps = received.slice(1).map((at, i) => at - received[i]);
    // Each message after the pause that followed the one before (a timer may fire a millisecond early).
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(GIVE_WAY_MS - 2);
  });

  it('counts the requests the server begins', async () => {
    // A quiet server first: its rate falls to 0 once a window (100 ms) passes without requests.
    await waitFor(() => t.app.http.meter.rate() === 0, { what: 'a rate of 0 on a quiet server' });
    await Promise.all(Array.from({ length: 20 }, () => t.rest('GET', '/api/health')));
    // The next window measured covers the 20 requests.
    await waitFor(() => t.app.http.meter.rate() > 0, { what: 'a rate above 0 after 20 requests' });
  });
});

describe('mail queued in every shape', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('sends a message stored pre-rendered (before templates) exactly as stored', async () => {
    await t.app.db.orm.em.getConnection().execute(
      `INSERT INTO outbox_message ("to", reply_to, subject, text, html, attachments, status, attempts, next_attempt_at, created_at)
       VALUES ('legacy@example.com', 'info@example.com', 'Stored subject', 'Stored text', '<p>Stored html</p>', ?::jsonb, 'pending', 0, now(), now())`,
      [JSON.stringify([{ filename: 'note.txt', contentType: 'text/plain', content: Buffer.from('hello').toString('base64') }])],
    );
    t.app.outbox.notify();
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('legacy@example.com'));
    expect(mail.subject).toBe('Stored subject');
    expect(mail.text?.trim()).toBe('Stored text');
    expect(mail.html).toContain('<p>Stored html</p>');
    expect(mail.replyTo?.value[0].address).toBe('info@example.com');
    expect(mail.attachments[0].content.toString()).toBe('hello');
  });

  it('renders a templated row queued without a payload version as version 1', async () => {
    const facts = { name: 'Old Row', message: 'Queued before versions', reply: 'Still answered' };
    await t.app.db.orm.em.getConnection().execute(
      `INSERT INTO outbox_message ("to", template, payload, status, attempts, next_attempt_at, created_at)
       VALUES ('old-row@example.com', 'contact.reply', ?::jsonb, 'pending', 0, now(), now())`,
      [JSON.stringify(facts)],
    );
    t.app.outbox.notify();
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('old-row@example.com'));
    expect(mail.subject).toBe('Re: your message to Truganina Auto Care');
    expect(mail.text).toContain('Hi Old Row,');
    expect(mail.text).toContain('Still answered');
  });

  it('keeps a row of a newer payload version than this build queued for a newer instance', async () => {
    await queue(t, [{ ...contactReply.mail('future@example.com', { name: 'F', message: 'm', reply: 'r' }), version: 99 }]);
    t.app.outbox.notify();
    const conn = t.app.db.orm.em.getConnection();
    await expect
      .poll(async () => (await conn.execute(`SELECT last_error FROM outbox_message WHERE "to" = 'future@example.com'`))[0].last_error, { timeout: 5_000 })
      .toMatch(/newer/);
    const [row] = await conn.execute(`SELECT status FROM outbox_message WHERE "to" = 'future@example.com'`);
    expect(row.status).toBe('pending');
    expect(t.smtp!.messages.some((m) => recipients(m).includes('future@example.com'))).toBe(false);
  });

  it('attaches a stored document by id, loaded when the message is sent', async () => {
    const withDocument = defineTemplate<{ documentId: string }>({
      name: 'test.with-document',
      version: 1,
      render: (f) => ({ subject: 'Your invoice', text: 'Attached.', attachments: [{ documentId: f.documentId }] }),
    });
    t.app.mail.register(withDocument);
    const loaded: string[] = [];
    t.app.mail.resolveDocumentsWith(async (id) => {
      loaded.push(id);
      return { filename: `${id}.pdf`, contentType: 'application/pdf', content: Buffer.from(`%PDF ${id}`) };
    });
    await queue(t, [withDocument.mail('invoice@example.com', { documentId: 'doc42' })]);
    t.app.outbox.notify();
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('invoice@example.com'));
    expect(loaded).toEqual(['doc42']);
    expect(mail.attachments[0].filename).toBe('doc42.pdf');
    expect(mail.attachments[0].content.toString()).toBe('%PDF doc42');
  });
});

describe('a backlog the statistics have not seen yet', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ smtp: false });
    await t.app.worker.stop();
  });
  afterAll(() => t.close());

  it('claims a batch by reading about as many messages as it takes, not the whole backlog', async () => {
    const sql = t.app.db.orm.em.getConnection();
    // 20,000 queued at once into an outbox never analyzed (a fresh database, a reminder run, a burst of bookings).
    await sql.execute(
      `INSERT INTO outbox_message ("to", subject, text, status, attempts, next_attempt_at, created_at)
       SELECT 'backlog' || i || '@example.com', 'Reminder', repeat('Your service is due. ', 10), 'pending', 0, now() - interval '1 hour' + i * interval '1 ms', now()
       FROM generate_series(1, 20000) AS i`,
    );
    const pages = Number((await sql.execute<Array<{ pages: string }>>(`SELECT pg_relation_size('outbox_message') / 8192 AS pages`))[0].pages);
    const blocksOfClaim = async () => {
      const [{ 'QUERY PLAN': [plan] }] = await sql.execute<Array<{ 'QUERY PLAN': Array<{ Plan: Record<string, number> }> }>>(
        `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) SELECT id FROM outbox_claim(60000, 'test-worker', 10)`,
      );
      return plan.Plan['Shared Hit Blocks'] + plan.Plan['Shared Read Blocks'];
    };
    await blocksOfClaim();
    const blocks = await blocksOfClaim();
    expect(pages).toBeGreaterThan(500);
    expect(blocks).toBeLessThan(pages / 4);
    // The oldest first: the two claims took the first 20 queued.
    const leased = await sql.execute<Array<{ to: string }>>(`SELECT "to" FROM outbox_message WHERE locked_by = 'test-worker' ORDER BY id`);
    expect(leased.map((r) => r.to)).toEqual(Array.from({ length: 20 }, (_, i) => `backlog${i + 1}@example.com`));
  }, 60_000);
});
