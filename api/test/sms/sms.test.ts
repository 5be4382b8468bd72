/** Texts through the workshop's Twilio account (a local stand-in speaking its Messages API), its signed delivery reports, and the file fallback. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequest } from '../factories.js';
import { onPostgres, startTestServer, type TestServer } from '../harness.js';
import { startTwilioStandIn, TWILIO_TEST_SID, TWILIO_TEST_TOKEN, type TwilioStandIn } from '../twilio-stand-in.js';
import { waitFor } from '../wait-for.js';

interface Row {
  _id: string;
  phone: string;
  status: string;
  provider_sid: string | null;
  attempts: number;
  error: string | null;
  segments: number;
  encoding: string;
  appointment_id: string | null;
  customer_id: string | null;
}

const twilioEnv = (standIn: TwilioStandIn, extra: Record<string, string> = {}) => ({
  TWILIO_ACCOUNT_SID: TWILIO_TEST_SID,
  TWILIO_AUTH_TOKEN: TWILIO_TEST_TOKEN,
  TWILIO_FROM: 'TruganinaAC',
  TWILIO_API_URL: standIn.url,
  ...extra,
});

function texts(t: TestServer, appointmentId: string): Promise<Row[]> {
  return t.app.db.orm.em.fork().getConnection().execute<Row[]>(`SELECT * FROM sms_message WHERE appointment_id = ?`, [appointmentId]);
}

async function book(t: TestServer, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await t.rest('POST', '/api/appointments', appointmentRequest(overrides));
  expect(res.status).toBe(201);
  return res.body.appointment._id as string;
}

describe('texts through Twilio', () => {
  let standIn: TwilioStandIn;
  let t: TestServer;
  beforeAll(async () => {
    standIn = await startTwilioStandIn();
    t = await startTestServer({ smtp: false, env: twilioEnv(standIn) });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('a booking texts its confirmation, with the cancel link, to the phone in E.164', async () => {
    const id = await book(t, { phone: '0412 345 678', email: 'sam.texts@example.com' });
    await waitFor(async () => (await texts(t, id))[0]?.status === 'sent', { what: 'the text sent' });
    const sent = standIn.messages.filter((m) => m.params.Body!.includes(id));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toMatchObject({ To: '+61412345678', From: 'TruganinaAC', StatusCallback: 'http://workshop.test/api/sms/status' });
    expect(sent[0]!.params.Body).toContain(`http://workshop.test/cancel?id=${id}&email=sam.texts%40example.com`);
    expect(sent[0]!.params.Body).toMatch(/^Truganina Auto Care: you're booked in /);
    const [row] = await texts(t, id);
    expect(row).toMatchObject({ phone: '+61412345678', provider_sid: sent[0]!.sid, attempts: 1, encoding: 'GSM-7' });
    expect(row!.customer_id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('a signed delivery report moves the message to delivered; a bad signature is refused with 403 and changes nothing', async () => {
    const id = await book(t, { phone: '0413 000 111', email: 'report@example.com' });
    await waitFor(async () => (await texts(t, id))[0]?.status === 'sent', { what: 'the text sent' });
    const message = standIn.messages.find((m) => m.params.Body!.includes(id))!;

    expect(await standIn.report(message, 'delivered', t.url, { token: 'not-the-auth-token' })).toBe(403);
    expect((await texts(t, id))[0]!.status).toBe('sent');
    const unsigned = await fetch(`${t.url}/api/sms/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ MessageSid: message.sid, MessageStatus: 'failed' }),
    });
    expect(unsigned.status).toBe(403);
    expect((await texts(t, id))[0]!.status).toBe('sent');

    expect(await standIn.report(message, 'delivered', t.url)).toBe(204);
    expect((await texts(t, id))[0]!.status).toBe('delivered');
    // A late 'sent' report never moves it back.
    expect(await standIn.report(message, 'sent', t.url)).toBe(204);
    expect((await texts(t, id))[0]!.status).toBe('delivered');
  });

  it('a customer who chose email only gets no text', async () => {
    const first = await book(t, { phone: '0414 222 333', email: 'email.only@example.com' });
    await waitFor(async () => (await texts(t, first))[0]?.status === 'sent', { what: 'the first text sent' });
    const [{ customer_id }] = (await texts(t, first)) as [Row];
    await t.app.db.orm.em.fork().getConnection().execute(`UPDATE customer SET contact_preference = 'email' WHERE _id = ?`, [customer_id]);
    const second = await book(t, { phone: '0414 222 333', email: 'email.only@example.com' });
    expect(await texts(t, second)).toEqual([]);
  });

  it('a landline gets no text', async () => {
    const id = await book(t, { phone: '(03) 9123 4567', email: 'landline@example.com' });
    expect(await texts(t, id)).toEqual([]);
  });
});

describe('a provider failure', () => {
  let standIn: TwilioStandIn;
  let t: TestServer;
  beforeAll(async () => {
    standIn = await startTwilioStandIn();
    t = await startTestServer({ smtp: false, env: twilioEnv(standIn, { OUTBOX_MAX_ATTEMPTS: '3', OUTBOX_RETRY_BASE_MS: '100' }) });
  });
  afterAll(async () => {
    await t.close();
    await standIn.close();
  });

  it('is retried with back-off, and the message says failed after the last attempt', async () => {
    standIn.failNext = 1000;
    const id = await book(t, { phone: '0415 444 555', email: 'fails@example.com' });
    await waitFor(async () => (await texts(t, id))[0]?.status === 'failed', { what: 'the text failed', timeoutMs: 20_000 });
    const [row] = await texts(t, id);
    expect(row).toMatchObject({ attempts: 3, provider_sid: null });
    expect(row!.error).toContain('Twilio answered 503');
    expect(standIn.requests).toBe(3);
  });

  it('then succeeds on a retry when Twilio answers again', async () => {
    standIn.failNext = 1;
    const id = await book(t, { phone: '0415 444 556', email: 'recovers@example.com' });
    await waitFor(async () => (await texts(t, id))[0]?.status === 'sent', { what: 'the text sent on its second attempt' });
    expect((await texts(t, id))[0]).toMatchObject({ attempts: 2, error: null });
  });
});

describe('without Twilio settings', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ smtp: false });
  });
  afterAll(() => t.close());

  it('writes each text as a file under DATA_DIR/outbox/sms/', async () => {
    const id = await book(t, { phone: '+61 416 777 888', email: 'files@example.com' });
    await waitFor(async () => (await texts(t, id))[0]?.status === 'sent', { what: 'the text written' });
    const dir = path.join(t.app.config.dataDir, 'outbox', 'sms');
    const files = readdirSync(dir).filter((f) => f.endsWith('.txt'));
    const contents = files.map((f) => readFileSync(path.join(dir, f), 'utf8')).filter((c) => c.includes(id));
    expect(contents).toHaveLength(1);
    expect(contents[0]).toMatch(/^To: \+61416777888\n/);
  });
});

describe.runIf(onPostgres)('two server instances', () => {
  let standIn: TwilioStandIn;
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    standIn = await startTwilioStandIn();
  });
  afterAll(() => standIn.close());

  describe('with Twilio', () => {
    beforeAll(async () => {
      // As the harness's withTwoInstances, with Twilio: the second shares the first's database.
      a = await startTestServer({ smtp: false, env: { PUBSUB: 'postgres', ...twilioEnv(standIn) } });
      b = await startTestServer({ smtp: false, env: { PUBSUB: 'postgres', ...twilioEnv(standIn) }, databaseUrl: a.databaseUrl ?? undefined });
    });
    afterAll(async () => {
      await b.close();
      await a.close();
    });

    it('send each text exactly once', async () => {
      const ids = await Promise.all(Array.from({ length: 12 }, (_, i) => book(i % 2 ? a : b, { phone: `0417 000 ${String(100 + i)}`, email: `twice${i}@example.com` })));
      await waitFor(async () => {
        const rows = await a.app.db.orm.em.fork().getConnection().execute<Row[]>(`SELECT status FROM sms_message WHERE status = 'sent'`);
        return rows.length >= ids.length;
      }, { what: 'every text sent' });
      // Let any duplicate that would come arrive.
      await new Promise((resolve) => setTimeout(resolve, 500));
      for (const id of ids) expect(standIn.messages.filter((m) => m.params.Body!.includes(id))).toHaveLength(1);
      expect(standIn.messages).toHaveLength(ids.length);
    });
  });
});
