/** Job cards over REST (admin): create, list and filter, read, autosave, delete. */
import { beforeEach, describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import { cardRequest, createCard, lines } from './jobcards-factory.js';
import type { TestServer } from '../harness.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));
beforeEach(() => t.clock.reset());

const sql = (query: string, params: unknown[] = []) => t.app.db.orm.em.getConnection().execute(query, params);

describe('POST /api/admin/jobcards', () => {
  it('creates a Pending Diagnosis card, answers it with customerName, and emails the signing link', async () => {
    const res = await admin.rest('POST', '/api/admin/jobcards', {
      customerName: '  Nguyễn Thị Ánh ',
      customerEmail: 'anh@example.com',
      carRego: ' 1ab 2cd ',
      customerComplaint: 'Check engine light.',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      customerName: 'Nguyễn Thị Ánh',
      customerEmail: 'anh@example.com',
      customerPhone: null,
      carRego: '1AB 2CD',
      customerComplaint: 'Check engine light.',
      status: 'Pending Diagnosis',
      termsAcceptance: { isAccepted: false, timestamp: null, documentId: null },
      finalItems: [],
      mechanicNotes: '',
      quotes: [],
      pdfPath: null,
      revision: 1,
    });
    expect(res.body._id).toMatch(/^[0-9a-f]{24}$/);
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('anh@example.com'));
    expect(mail.subject).toBe('Service terms for 1AB 2CD at Truganina Auto Care');
    expect(mail.text).toContain(`http://workshop.test/accept-policy/${res.body._id}`);
    expect(mail.html).toContain(`http://workshop.test/accept-policy/${res.body._id}`);
  });

  it.each([
    [{ customerName: '   ' }, 'Customer name is required.'],
    [{ customerEmail: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ carRego: '' }, 'Car rego is required.'],
    [{ customerPhone: 'call me' }, 'Please enter a valid phone number.'],
  ])('refuses %j with 400', async (override, message) => {
    const res = await admin.rest('POST', '/api/admin/jobcards', cardRequest(override));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a missing customer name', async () => {
    const { customerName: _omit, ...rest } = cardRequest();
    const res = await admin.rest('POST', '/api/admin/jobcards', rest);
    expect(res).toMatchObject({ status: 400, body: { message: 'Customer name is required.' } });
  });
});

describe('GET /api/admin/jobcards', () => {
  it('filters by name (partial, any case), rego (ignoring case and spaces) and status; newest first', async () => {
    const a = await createCard(admin, { customerName: 'Zoë O’Brien-Filter', carRego: 'XYZ 987' });
    t.clock.set(new Date(Date.now() + 60_000).toISOString());
    const b = await createCard(admin, { customerName: 'zoë filterson', carRego: 'QQQ111' });
    await createCard(admin, { customerName: 'Someone Else', carRego: 'ZZZ 000' });

    const byName = await admin.rest('GET', '/api/admin/jobcards?customerName=ZOË%20O');
    expect(byName.body.map((c: { _id: string }) => c._id)).toEqual([a._id]);
    const both = await admin.rest('GET', '/api/admin/jobcards?customerName=filter');
    expect(both.body.map((c: { _id: string }) => c._id)).toEqual([b._id, a._id]);
    const byRego = await admin.rest('GET', '/api/admin/jobcards?carRego=xyz9');
    expect(byRego.body.map((c: { _id: string }) => c._id)).toEqual([a._id]);
    const spaced = await admin.rest('GET', '/api/admin/jobcards?carRego=q%20qq%201');
    expect(spaced.body.map((c: { _id: string }) => c._id)).toEqual([b._id]);

    await admin.rest('PUT', `/api/admin/jobcards/${b._id}`, { status: 'Work In Progress', revision: 1 });
    const byStatus = await admin.rest('GET', '/api/admin/jobcards?status=Work%20In%20Progress');
    expect(byStatus.body.map((c: { _id: string }) => c._id)).toEqual([b._id]);
    expect((await admin.rest('GET', '/api/admin/jobcards?status=Work%20in%20progress')).status).toBe(400);
    expect((await admin.rest('GET', '/api/admin/jobcards?status=Nonsense')).status).toBe(400);

    const all = await admin.rest('GET', '/api/admin/jobcards');
    const times = all.body.map((c: { createdAt: string }) => Date.parse(c.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('treats % and _ in a filter as plain characters', async () => {
    await createCard(admin, { customerName: 'Percent Person' });
    expect((await admin.rest('GET', '/api/admin/jobcards?customerName=%25')).body).toEqual([]);
  });
});

describe('GET, PUT and DELETE /api/admin/jobcards/{id}', () => {
  it('reads a card; unknown or malformed ids answer 404', async () => {
    const card = await createCard(admin);
    expect(await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).toEqual({ status: 200, body: card });
    expect((await admin.rest('GET', `/api/admin/jobcards/${'f'.repeat(24)}`)).status).toBe(404);
    expect((await admin.rest('GET', '/api/admin/jobcards/nope')).body).toMatchObject({ message: 'Job card not found.' });
  });

  it('autosaves items (dollars in, dollars out), notes, status, email and phone, and bumps the revision', async () => {
    const card = await createCard(admin);
    const res = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, {
      finalItems: [...lines, { description: '', quantity: 1, estimateCost: 0 }],
      mechanicNotes: 'Pads at 2 mm.',
      status: 'Work In Progress',
      customerEmail: 'new@example.com',
      customerPhone: '',
      revision: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      finalItems: [
        { description: 'Front brake pads', quantity: 1, estimateCost: 129.95 },
        { description: 'Labour', quantity: 1.5, estimateCost: 110 },
        { description: '', quantity: 1, estimateCost: 0 },
      ],
      mechanicNotes: 'Pads at 2 mm.',
      status: 'Work In Progress',
      customerEmail: 'new@example.com',
      customerPhone: null,
      revision: 2,
    });
    const [row] = await sql('SELECT final_items FROM job_card WHERE _id = ?', [card._id]);
    expect(row.final_items[0]).toEqual({ description: 'Front brake pads', quantity: 1, unitPriceCents: 12995, kind: 'part' });
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body.revision).toBe(2);
  });

  it('accepts the documented completion payload without a revision', async () => {
    const card = await createCard(admin);
    const res = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { status: 'Completed - Policy Not Accepted', finalItems: lines, mechanicNotes: 'Done.' });
    expect(res).toMatchObject({ status: 200, body: { status: 'Completed - Policy Not Accepted', revision: 2 } });
  });

  it('refuses a stale revision with 409 and keeps the other person’s change', async () => {
    const card = await createCard(admin);
    expect((await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { mechanicNotes: 'First', revision: 1 })).status).toBe(200);
    const stale = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { mechanicNotes: 'Second', revision: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/^Someone else changed this job card/);
    const now = await admin.rest('GET', `/api/admin/jobcards/${card._id}`);
    expect(now.body).toMatchObject({ mechanicNotes: 'First', revision: 2 });
  });

  it.each([
    [{ finalItems: [{ description: 'x', quantity: -1, estimateCost: 1 }] }, 'Line 1: quantity must be a positive number (at most 10000, 2 decimals).'],
    [{ finalItems: [{ description: 'x', quantity: 0, estimateCost: 1 }] }, 'Line 1: quantity must be a positive number (at most 10000, 2 decimals).'],
    [{ finalItems: [{ description: 'x', quantity: 'NaN', estimateCost: 1 }] }, 'Line 1: quantity must be a positive number (at most 10000, 2 decimals).'],
    [{ finalItems: [{ description: 'x', quantity: 1, estimateCost: -5 }] }, 'The total cannot be below $0.00.'],
    [{ finalItems: [{ description: 'x', quantity: 1, estimateCost: '12.345' }] }, 'Line 1: price must have at most 2 decimals.'],
    [{ finalItems: [{ description: 'x', quantity: 1, estimateCost: null }] }, 'Line 1: price must be a number.'],
    [{ finalItems: 'lots' }, 'finalItems must be a list.'],
    [{ status: 'Invoiced' }, 'Only invoicing can set a job card to Invoiced. Choose one of the other statuses.'],
    [{ status: 'Done' }, expect.stringMatching(/^Status must be one of: Pending Diagnosis, /)],
    [{ customerEmail: '' }, 'Customer email is required.'],
    [{ revision: 'one' }, 'Revision must be a whole number.'],
  ])('refuses %j with 400 and changes nothing', async (payload, message) => {
    const card = await createCard(admin);
    const res = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, payload);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(message);
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body.revision).toBe(1);
  });

  it('refuses every edit of an Invoiced card, whatever is sent', async () => {
    const card = await createCard(admin);
    await sql(`UPDATE job_card SET status = 'Invoiced' WHERE _id = ?`, [card._id]);
    for (const payload of [{ mechanicNotes: 'sneaky', revision: 1 }, { status: 'Work In Progress' }, {}, { finalItems: [] }]) {
      const res = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, payload);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('This job card has been invoiced and can no longer be changed.');
    }
    const quote = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines });
    expect(quote.status).toBe(409);
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body).toMatchObject({ status: 'Invoiced', mechanicNotes: '', revision: 1, quotes: [] });
  });

  it('deletes a card and its quotes', async () => {
    const card = await createCard(admin);
    expect((await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines })).status).toBe(200);
    expect(await admin.rest('DELETE', `/api/admin/jobcards/${card._id}`)).toEqual({ status: 200, body: { message: 'Job card deleted.' } });
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).status).toBe(404);
    expect((await admin.rest('DELETE', `/api/admin/jobcards/${card._id}`)).status).toBe(404);
    expect(await sql('SELECT count(*)::int AS n FROM quote WHERE job_card_id = ?', [card._id])).toEqual([{ n: 0 }]);
  });
});
