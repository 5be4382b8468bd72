/**
 * Roadworthy inspections over REST: a pass needs every item passed and the certificate number and
 * is current for 30 days; a fail needs a failed item, emails the rejection report and prints the
 * last day to re-inspect (7 days, across the year's end); a re-test inside that window carries the
 * passed items over, after it is refused; the owner's checklist edit reaches new inspections.
 */
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAdminServer, type Admin } from '../admin-session.js';
import { addDays, longDate, workshopDay } from '../../src/shared/time.js';
import type { TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { becomeTester } from './tester.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => {
  t = server;
  admin = signedIn;
});
beforeAll(() => becomeTester(admin));

/** Today in the workshop (Melbourne). */
const today = () => workshopDay(t.clock.now(), 'Australia/Melbourne').date;

/** Dates an inspection as done on `date` (a session cannot outlive a moved clock, so the row's day moves instead). */
const inspectedOn = (cardId: string, date: string) => sql('update roadworthy_inspection set inspected_on = ? where job_card_id = ?', [date, cardId]);

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

async function startInspection(body: Record<string, unknown> = {}) {
  const card = await createCard(admin);
  const res = await admin.rest('POST', `/api/admin/jobcards/${card._id}/roadworthy`, body);
  return { card, res };
}

const allPassed = (items: Array<{ key: string }>) => items.map((i) => ({ key: i.key, result: 'pass', note: '' }));

async function pdfText(cardId: string): Promise<{ status: number; type: string | null; text: string }> {
  const res = await fetch(`${t.url}/api/admin/jobcards/${cardId}/rejection-report.pdf`, { headers: { authorization: `Bearer ${admin.token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200) return { status: res.status, type: res.headers.get('content-type'), text: bytes.toString() };
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return { status: res.status, type: res.headers.get('content-type'), text: text.replace(/\s+/g, ' ') };
}

/** Fails a new inspection with the brakes and a headlamp, dated `date`. */
async function failedInspection(date: string) {
  const { card, res } = await startInspection();
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const items = allPassed(res.body.items).map((i) =>
    i.key === 'brake-components' ? { ...i, result: 'fail', note: 'Front pads worn to 1 mm' } : i.key === 'headlamps' ? { ...i, result: 'fail', note: 'Right headlamp aimed too high' } : i,
  );
  const saved = await admin.rest('PUT', `/api/admin/jobcards/${card._id}/roadworthy`, { items, result: 'fail' });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  expect(saved.body).toMatchObject({ inspectedOn: today(), reinspectBy: addDays(today(), 7) });
  await inspectedOn(card._id, date);
  return { card, saved: (await admin.rest('GET', `/api/admin/jobcards/${card._id}/roadworthy`)).body };
}

describe('roadworthy inspection', () => {
  it('a repair card is not one; starting makes it a roadworthy card with the checklist in its eight groups', async () => {
    const card = await createCard(admin);
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}/roadworthy`)).body).toMatchObject({ kind: 'repair', items: [] });
    const res = await admin.rest('POST', `/api/admin/jobcards/${card._id}/roadworthy`, {});
    expect(res.status).toBe(201);
    expect(res.body.kind).toBe('roadworthy');
    expect(new Set(res.body.items.map((i: { group: string }) => i.group))).toEqual(
      new Set(['Wheels and tyres', 'Steering and suspension', 'Brakes', 'Seats and seat belts', 'Lamps and reflectors', 'Windscreen and windows', 'Vehicle structure', 'Other safety-related items']),
    );
    expect((await admin.rest('POST', `/api/admin/jobcards/${card._id}/roadworthy`, {})).status).toBe(409);
  });

  it('a pass needs every item passed and the certificate number, and is current for 30 days', async () => {
    const { card, res } = await startInspection();
    const path = `/api/admin/jobcards/${card._id}/roadworthy`;
    const items = allPassed(res.body.items);

    const oneOpen = await admin.rest('PUT', path, { items: items.slice(1), result: 'pass', certificateNumber: 'RWC123456' });
    expect(oneOpen.status).toBe(400);
    expect(oneOpen.body.message).toMatch(/^A pass needs every item passed: ".+" is not\.$/);

    const noCertificate = await admin.rest('PUT', path, { items, result: 'pass' });
    expect(noCertificate.status).toBe(400);
    expect(noCertificate.body.message).toBe('A pass needs the certificate number.');
    expect((await admin.rest('GET', path)).body.result).toBeNull();

    const passed = await admin.rest('PUT', path, { items, result: 'pass', certificateNumber: 'RWC123456' });
    expect(passed.status, JSON.stringify(passed.body)).toBe(200);
    expect(passed.body).toMatchObject({ result: 'pass', certificateNumber: 'RWC123456', issuedOn: today(), currentUntil: addDays(today(), 30), testerNumber: 'LVT 40123' });
    expect((await pdfText(card._id)).status).toBe(404);
  });

  it('a fail needs a failed item; it emails the rejection report, whose last day to re-inspect is 7 days on across the year end', async () => {
    const { card: bare, res } = await startInspection();
    const refused = await admin.rest('PUT', `/api/admin/jobcards/${bare._id}/roadworthy`, { items: allPassed(res.body.items), result: 'fail' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('A fail needs at least one failed item.');

    const { card, saved } = await failedInspection('2026-12-28');
    expect(saved).toMatchObject({ result: 'fail', inspectedOn: '2026-12-28', reinspectBy: '2027-01-04', certificateNumber: null, currentUntil: null });

    const pdf = await pdfText(card._id);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    expect(pdf.text).toContain('Discs, drums, pads, shoes, lines and hoses');
    expect(pdf.text).toContain('Front pads worn to 1 mm');
    expect(pdf.text).toContain('Headlamps: operation and aim');
    expect(pdf.text).toContain('Right headlamp aimed too high');
    expect(pdf.text).toContain('Re-inspect by Monday 4 January 2027');
    expect(pdf.text).toContain('LVT 40123');
    expect(pdf.text).not.toContain('Seat belts: webbing');

    const mails = await sql<{ template: string; to: string }>(`select template, "to" from outbox_message where template = 'roadworthy.rejected' and "to" = ?`, [card.customerEmail]);
    expect(mails).toHaveLength(1);
  });

  it('the window is 7 calendar days across Christmas and a month’s end; a last day on a public holiday is kept, and the report says the workshop is closed then', async () => {
    const { card: acrossChristmas, saved } = await failedInspection('2026-12-24');
    expect(saved.reinspectBy).toBe('2026-12-31');
    const report = await pdfText(acrossChristmas._id);
    expect(report.text).toContain('Re-inspect by Thursday 31 December 2026');
    expect(report.text).not.toContain('The workshop is closed on');

    const { card: onBoxingDay, saved: boxing } = await failedInspection('2026-12-21');
    expect(boxing.reinspectBy).toBe('2026-12-28');
    const closed = await pdfText(onBoxingDay._id);
    expect(closed.text).toContain('Re-inspect by Monday 28 December 2026');
    expect(closed.text.replace(/\s+/g, ' ')).toContain('The workshop is closed on Monday 28 December 2026 (Boxing Day, additional day): the window still ends that day');
  });

  it('a re-test inside the 7 days carries the passed items over; after the last day it is refused as a full inspection again', async () => {
    const { card: failed, saved } = await failedInspection(addDays(today(), -7)); // today is the last day
    const { res: retest } = await startInspection({ retestOf: failed._id });
    expect(retest.status, JSON.stringify(retest.body)).toBe(201);
    expect(retest.body.retestOf).toBe(failed._id);
    const byKey = new Map(retest.body.items.map((i: { key: string; result: string | null }) => [i.key, i.result]));
    expect(byKey.get('brake-components')).toBeNull();
    expect(byKey.get('headlamps')).toBeNull();
    expect(byKey.get('seat-belts')).toBe('pass');
    expect(retest.body.items).toHaveLength(saved.items.length);

    await inspectedOn(failed._id, addDays(today(), -8)); // the last day was yesterday
    const { res: late } = await startInspection({ retestOf: failed._id });
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(`The 7-day re-inspection window ended on ${longDate(addDays(today(), -1))}: this is a full inspection again.`);
    expect(longDate('2027-01-04')).toBe('Monday 4 January 2027');
  });

  it('the owner edits the checklist: a hidden item is left off new inspections, a new one is added to its group', async () => {
    const list = (await admin.rest('GET', '/api/admin/roadworthy/checklist')).body.checks as Array<{ key: string; group: string; label: string; hidden: boolean }>;
    const checks = [...list.map((c) => (c.key === 'window-tint' ? { ...c, hidden: true } : c)), { group: 'Lamps and reflectors', label: 'Fog lamps' }];
    const saved = await admin.rest('PUT', '/api/admin/roadworthy/checklist', { checks });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.checks.at(-1)).toMatchObject({ key: 'fog-lamps', group: 'Lamps and reflectors', label: 'Fog lamps', hidden: false });

    const removing = await admin.rest('PUT', '/api/admin/roadworthy/checklist', { checks: checks.slice(1) });
    expect(removing.status).toBe(400);
    expect(removing.body.message).toMatch(/hide one instead of removing it/);

    const { res } = await startInspection();
    const keys = res.body.items.map((i: { key: string }) => i.key);
    expect(keys).toContain('fog-lamps');
    expect(keys).not.toContain('window-tint');
  });
});
