/** Booking and cancellation emails go through the outbox to a real SMTP receiver, and survive SMTP outages. */
import { createServer } from 'node:net';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarUid } from '../../src/features/booking/booking-reference.js';
import { appointmentRequest, freeDay } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { recipients, startSmtpSink } from '../smtp-sink.js';

describe('booking mail', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('sends the customer a confirmation with the details, the address, a cancel link and an .ics in Melbourne time', async () => {
    const request = appointmentRequest({ email: 'mia.chen@example.com', fullName: 'Mia Chen', preferredDate: freeDay(), preferredTime: '09:30' });
    const res = await t.rest('POST', '/api/appointments', request);
    expect(res.status).toBe(201);
    const id = res.body.appointment._id;

    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('mia.chen@example.com'));
    expect(mail.subject).toContain('Your appointment at Truganina Auto Care');
    // The site's story: the booking request is in, the workshop will confirm, and the time is held meanwhile.
    expect(mail.text).toContain('Thanks, Mia Chen: we have your booking request');
    expect(mail.text).toContain('Thank you for your booking request! We will contact you shortly to confirm.');
    expect(mail.text).toContain('Your time is held for you');
    expect(mail.text).not.toMatch(/nothing more you need to do/i);
    expect(mail.text).toContain(`Reference: ${res.body.appointment.reference}`);
    expect(mail.text).toContain('Logbook Servicing');
    expect(mail.text).toContain('Car: Toyota Hilux ABC123');
    expect(mail.text).toContain('9:30 AM');
    expect(mail.text).toContain('Truganina VIC');
    const link = `http://workshop.test/cancel?id=${id}&email=mia.chen%40example.com`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));

    const ics = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics?.filename).toBe('appointment.ics');
    const calendar = ics!.content.toString('utf8');
    const stamp = `${request.preferredDate.replace(/-/g, '')}T093000`;
    expect(calendar).toContain(`DTSTART;TZID=Australia/Melbourne:${stamp}`);
    expect(calendar).toContain('TZID:Australia/Melbourne');
    // The event's UID is the appointment's own, and not its id (which cancels the booking).
    expect(calendar).toContain(`UID:${calendarUid(id, 'http://workshop.test')}`);
    expect(calendar).not.toContain(`UID:${id}`);
  });

  it('notifies the workshop at ADMIN_EMAIL, replying to the customer', async () => {
    const request = appointmentRequest({ fullName: 'Noah Patel', email: 'noah@example.com' });
    expect((await t.rest('POST', '/api/appointments', request)).status).toBe(201);
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('workshop@example.com') && m.subject!.includes('Noah Patel'));
    expect(mail.subject).toMatch(/^New booking: Noah Patel/);
    expect(mail.replyTo?.value[0].address).toBe('noah@example.com');
    expect(mail.text).toContain('0412 345 678');
  });

  it('tells both the customer and the workshop when the customer cancels', async () => {
    const request = appointmentRequest({ fullName: 'Ella Brown', email: 'ella@example.com' });
    const { body } = await t.rest('POST', '/api/appointments', request);
    expect((await t.rest('POST', '/api/appointments/cancel', { id: body.appointment._id, email: 'ella@example.com' })).status).toBe(200);
    const customer = await t.smtp!.waitFor((m) => recipients(m).includes('ella@example.com') && m.subject!.startsWith('Cancelled'));
    expect(customer.text).toContain('we have cancelled your appointment');
    const calendar = customer.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(calendar!.content.toString()).toContain('METHOD:CANCEL');
    const workshop = await t.smtp!.waitFor((m) => recipients(m).includes('workshop@example.com') && m.subject === `Cancelled: Ella Brown, ${customer.subject!.split(' on ')[1]}`);
    expect(workshop.text).toContain('cancelled their appointment');
  });
});

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('when the SMTP server is down', () => {
  it('still books, keeps the mail, and delivers it once the server is back', async () => {
    const port = await freePort();
    const t = await startTestServer({ smtp: false, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    try {
      const request = appointmentRequest({ email: 'patient@example.com' });
      const res = await t.rest('POST', '/api/appointments', request);
      expect(res.status).toBe(201);

      const conn = t.app.db.orm.em.getConnection();
      // The customer's own mail tried once (the workshop's notice may be tried first: the worker sends a claimed batch in any order).
      const patientMail = async () => (await conn.execute(`SELECT status, attempts, last_error FROM outbox_message WHERE "to" = 'patient@example.com'`))[0];
      await expect.poll(async () => (await patientMail())?.attempts ?? 0, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      const failed = await patientMail();
      expect(failed.status).toBe('pending');
      expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

      const sink = await startSmtpSink(port);
      try {
        const mail = await sink.waitFor((m) => recipients(m).includes('patient@example.com'), 15_000);
        expect(mail.attachments.some((a) => a.filename === 'appointment.ics')).toBe(true);
        await expect.poll(async () => (await conn.execute(`SELECT count(*)::int AS n FROM outbox_message WHERE status <> 'sent'`))[0].n, { timeout: 10_000 }).toBe(0);
      } finally {
        await sink.close();
      }
    } finally {
      await t.close();
    }
  });
});

describe('with no SMTP_URL', () => {
  it('writes each message as an .eml file under DATA_DIR/outbox', async () => {
    const t = await startTestServer({ smtp: false });
    try {
      const request = appointmentRequest({ email: 'dev@example.com' });
      expect((await t.rest('POST', '/api/appointments', request)).status).toBe(201);
      const dir = path.join(t.app.config.dataDir, 'outbox');
      // A message appears whole: a .eml file is never read half written.
      const messages = () => readdirSync(dir).filter((f) => f.endsWith('.eml'));
      await expect.poll(() => { try { return messages().length; } catch { return 0; } }, { timeout: 10_000 }).toBe(2);
      const contents = messages().map((f) => readFileSync(path.join(dir, f), 'utf8'));
      expect(contents.some((c) => /^To: dev@example\.com$/m.test(c) && c.includes('Content-Type: text/calendar'))).toBe(true);
    } finally {
      await t.close();
    }
  });
});
