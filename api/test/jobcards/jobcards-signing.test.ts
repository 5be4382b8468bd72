/** The customer's signing link: GET /api/jobcards/sign/{id} reads, POST records one acceptance with its evidence. */
import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { serviceTerms } from '../../src/features/jobcards/service-terms.js';
import { type Admin, withAdminServer } from '../admin-session.js';
import { createCard } from './jobcards-factory.js';
import type { TestServer } from '../harness.js';
import { appGql } from '../app-documents.js';
import { blankCanvas, dataUrl, drawnSignature, png } from '../png.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

const HIDDEN_NAME = 'The typed name contains invisible formatting characters (such as text-direction or zero-width marks). Please type it again without them.';
// The terms as signed with the workshop's default warranty (12 months or 20,000 km).
const SERVICE_TERMS = serviceTerms({ months: 12, km: 20_000 });
const termsText = SERVICE_TERMS.map((term, i) => `${i + 1}. ${term}`).join('\n');
const sign = (id: string, body: unknown, headers: Record<string, string> = {}) => t.rest('POST', `/api/jobcards/sign/${id}`, body, headers);
const row = async (id: string) =>
  (await t.app.db.orm.em.getConnection().execute('SELECT terms_accepted, signature_png, revision FROM job_card WHERE _id = ?', [id]))[0];

describe('GET /api/jobcards/sign/{id}', () => {
  it('answers rego, customerName, termsAcceptance and the ten terms, with no token, and changes nothing', async () => {
    const card = await createCard(admin, { customerName: 'Mia Chen', carRego: 'MIA 001' });
    for (let i = 0; i < 3; i++) {
      const res = await t.rest('GET', `/api/jobcards/sign/${card._id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        rego: 'MIA 001',
        customerName: 'Mia Chen',
        termsAcceptance: { isAccepted: false, timestamp: null },
        terms: SERVICE_TERMS,
        termsSha256: createHash('sha256').update(termsText).digest('hex'),
      });
    }
    expect(await row(card._id)).toMatchObject({ terms_accepted: false, revision: 1 });
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body.revision).toBe(1);
  });

  it('has ten terms with the ACL repair notices in their prescribed words', () => {
    expect(SERVICE_TERMS).toHaveLength(10);
    expect(termsText).toContain('Goods presented for repair may be replaced by refurbished goods of the same type rather than being repaired. Refurbished parts may be used to repair the goods.');
    expect(termsText).toContain('The repair of goods may result in the loss of user-generated data.');
    expect(termsText).toMatch(/3 days/);
    expect(termsText).toMatch(/24 hours’ notice/);
  });

  it('answers 404 "Job Card not found." for an unknown id', async () => {
    expect(await t.rest('GET', `/api/jobcards/sign/${'0'.repeat(24)}`)).toMatchObject({ status: 404, body: { message: 'Job Card not found.' } });
    expect((await t.rest('GET', '/api/jobcards/sign/short')).status).toBe(404);
  });
});

describe('POST /api/jobcards/sign/{id}', () => {
  it('records a drawn signature with time, IP, browser and the terms hash; then says it is already accepted', async () => {
    const card = await createCard(admin, { customerEmail: 'drawn@example.com' });
    t.clock.set('2026-11-22T23:30:00Z');
    const res = await sign(card._id, { signatureDataUrl: drawnSignature(), signedName: null }, { 'user-agent': 'Mozilla/5.0 (Test Phone)' });
    t.clock.reset();
    expect(res).toEqual({ status: 200, body: { message: 'Acceptance Recorded. Thank you!' } });
    const saved = await admin.rest('GET', `/api/admin/jobcards/${card._id}`);
    expect(saved.body.termsAcceptance).toEqual({
      isAccepted: true,
      timestamp: '2026-11-22T23:30:00.000Z',
      signedName: null,
      signatureKind: 'drawn',
      ip: '127.0.0.1',
      userAgent: 'Mozilla/5.0 (Test Phone)',
      termsSha256: createHash('sha256').update(termsText).digest('hex'),
      documentId: expect.stringMatching(/^[0-9a-f]{24}$/),
      documentSha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const stored = await row(card._id);
    expect(Buffer.from(stored.signature_png).subarray(1, 4).toString()).toBe('PNG');

    const view = await t.rest('GET', `/api/jobcards/sign/${card._id}`);
    expect(view.body.termsAcceptance).toEqual({ isAccepted: true, timestamp: '2026-11-22T23:30:00.000Z' });
    const again = await sign(card._id, { signedName: 'Someone Else' });
    expect(again).toMatchObject({ status: 409, body: { message: 'This policy has already been accepted.' } });
    const copy = await t.smtp!.waitFor((m) => recipients(m).includes('drawn@example.com') && m.subject!.startsWith('Your signed service terms'));
    expect(copy.text).toContain(SERVICE_TERMS[4]);
  });

  it('records a typed name trimmed of invisible characters at its ends', async () => {
    const card = await createCard(admin);
    expect((await sign(card._id, { signatureDataUrl: null, signedName: '  \u200bZoë   O’Brien\ufeff ' })).status).toBe(200);
    const saved = await admin.rest('GET', `/api/admin/jobcards/${card._id}`);
    expect(saved.body.termsAcceptance).toMatchObject({ isAccepted: true, signatureKind: 'typed', signedName: 'Zoë O’Brien' });
  });

  it.each([
    ['nothing', {}, 'A signature or typed name is required to accept.'],
    ['nulls', { signatureDataUrl: null, signedName: null }, 'A signature or typed name is required to accept.'],
    ['a blank typed name', { signedName: '   ' }, 'Please type your full name to sign.'],
    ['a zero-width typed name', { signedName: '\u200b\u200d\ufeff' }, 'Please type your full name to sign.'],
    // Evidence must read as it was typed: 'my name' typed backwards behind a right-to-left override.
    ['a typed name behind a right-to-left override', { signedName: '\u202Eeman ym' }, HIDDEN_NAME],
    ['a typed name hiding a zero-width space', { signedName: 'Zoë\u200b O’Brien' }, HIDDEN_NAME],
    ['a drawn signature with an isolate in its name', { signatureDataUrl: drawnSignature(), signedName: 'Sam \u2067Lee\u2069' }, HIDDEN_NAME],
    ['an empty canvas', { signatureDataUrl: blankCanvas() }, 'The signature is empty. Please draw your signature.'],
    ['a white canvas', { signatureDataUrl: blankCanvas(200, 80, [255, 255, 255, 255]) }, 'The signature is empty. Please draw your signature.'],
    ['a JPEG data URL', { signatureDataUrl: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==' }, 'The signature must be a PNG image.'],
    ['text claiming to be a PNG', { signatureDataUrl: `data:image/png;base64,${Buffer.from('hello, not a png at all').toString('base64')}` }, 'The signature must be a PNG image.'],
    ['a broken base64 body', { signatureDataUrl: 'data:image/png;base64,@@@@' }, 'The signature must be a PNG image.'],
    ['a truncated PNG', { signatureDataUrl: dataUrl(png(50, 20, (x) => (x % 7 ? [0, 0, 0, 0] : [0, 0, 0, 255])).subarray(0, 60)) }, 'The signature must be a PNG image.'],
    ['a number', { signatureDataUrl: 42 }, 'The signature must be a PNG image.'],
    ['an image too wide', { signatureDataUrl: dataUrl(png(4001, 2, (x) => (x % 2 ? [0, 0, 0, 255] : [0, 0, 0, 0]))) }, 'The signature image must be at most 4000×2000 pixels.'],
    ['an image over 1 MB', { signatureDataUrl: dataUrl(png(600, 500, () => [...randomBytes(4)] as [number, number, number, number], { level: 0 })) }, 'The signature image is too large (at most 1 MB).'],
  ])('refuses %s with 400 and records nothing', async (_label, body, message) => {
    const card = await createCard(admin);
    const res = await sign(card._id, body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(await row(card._id)).toMatchObject({ terms_accepted: false, signature_png: null, revision: 1 });
  });

  it('refuses a typed name hiding formatting over GraphQL too (BAD_USER_INPUT)', async () => {
    const card = await createCard(admin);
    const res = await appGql(t, 'SignPolicy', {
      id: card._id,
      input: { signedName: '\u202Eeman ym' },
    });
    expect(res.errors?.[0]).toMatchObject({ message: HIDDEN_NAME, extensions: { code: 'BAD_USER_INPUT' } });
    expect((await row(card._id)).terms_accepted).toBe(false);
  });

  it('reads every PNG row filter a browser may write', async () => {
    for (const filter of [0, 1, 2] as const) {
      const card = await createCard(admin);
      expect((await sign(card._id, { signatureDataUrl: drawnSignature(120, 40, filter) })).status).toBe(200);
    }
  });

  it('makes one acceptance of two submissions at once', async () => {
    const card = await createCard(admin);
    const results = await Promise.all([sign(card._id, { signedName: 'First Hand' }), sign(card._id, { signatureDataUrl: drawnSignature() })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.message).toBe('This policy has already been accepted.');
    expect((await row(card._id)).revision).toBe(2);
  });

  it('answers 404 for an unknown card', async () => {
    expect(await sign('0'.repeat(24), { signedName: 'Nobody' })).toMatchObject({ status: 404, body: { message: 'Job Card not found.' } });
  });
});
