/**
 * The digital inspection over REST: a phone photo stored upright, small and without any metadata;
 * what is refused (not a photo 415, too big 413, a decompression bomb 400) and that it changes
 * nothing; a check's rating, note and readings; the card's own copy of the list; a photo of one
 * card never reachable through another card's quote; read-only once Invoiced.
 */
import exifr from 'exifr';
import sharp from 'sharp';
import { deflateSync, crc32 } from 'node:zlib';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, withAdminServer, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { appGql } from '../app-documents.js';
import { createCard, lines } from '../jobcards/jobcards-factory.js';

let t: TestServer;
let admin: Admin;
let token: string;
withAdminServer((server, signedIn) => {
  t = server;
  admin = signedIn;
});
beforeAll(async () => {
  token = await signIn(t);
});

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.db.orm.em.getConnection().execute<T[]>(query, params);

async function upload(cardId: string, bytes: Buffer, options: { item?: string; filename?: string; type?: string } = {}) {
  const form = new FormData();
  form.set('item', options.item ?? 'brake-pads');
  form.set('photo', new Blob([new Uint8Array(bytes)], { type: options.type ?? 'image/jpeg' }), options.filename ?? 'photo.jpg');
  const res = await fetch(`${t.url}/api/admin/jobcards/${cardId}/inspection/photos`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

async function fetchBytes(path: string, auth = true): Promise<{ status: number; bytes: Buffer; cache: string | null }> {
  const res = await fetch(`${t.url}${path}`, { headers: auth ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), cache: res.headers.get('cache-control') };
}

/** A 4000 × 3000 phone photo turned on its side (EXIF orientation 6), with the GPS position where it was taken. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .composite([{ input: { create: { width: 2000, height: 3000, channels: 3, background: { r: 20, g: 20, b: 220 } } }, left: 2000, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '37/1 50/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '144/1 44/1 0/1' } })
    .toBuffer();
}

/** A PNG whose header claims 30,000 × 30,000 pixels, a few bytes long. */
function pngBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body) >>> 0, 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(30_001 * 4))), chunk('IEND', Buffer.alloc(0))]);
}

describe('inspection photos', () => {
  it('stores a phone photo upright, at most 1600 px, with a thumbnail, and without any metadata at all', async () => {
    const card = await createCard(admin);
    const original = await phonePhoto();
    expect((await exifr.gps(original))?.latitude).toBeLessThan(-37);
    expect((await sharp(original).metadata()).orientation).toBe(6);
    const res = await upload(card._id, original);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ width: 1200, height: 1600 });
    const inspection = (await admin.rest('GET', `/api/admin/jobcards/${card._id}/inspection`)).body;
    const pads = inspection.items.find((i: { key: string }) => i.key === 'brake-pads');
    expect(pads.photos).toEqual([expect.objectContaining({ id: res.body.id, width: 1200, height: 1600 })]);
    for (const path of [pads.photos[0].url, pads.photos[0].thumbnailUrl]) {
      const stored = await fetchBytes(path);
      expect(stored.status).toBe(200);
      expect(await exifr.parse(stored.bytes, true).catch(() => undefined)).toBeUndefined();
      const meta = await sharp(stored.bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect([meta.orientation, meta.exif, meta.icc, meta.xmp, meta.iptc]).toEqual([undefined, undefined, undefined, undefined, undefined]);
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(path.endsWith('thumb') ? 320 : 1600);
      expect(meta.height!).toBeGreaterThan(meta.width!); // upright: the portrait the phone was held in
    }
    const [{ n }] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM document WHERE kind = 'inspection-photo' AND sha256 ~ '^[0-9a-f]{64}$'`);
    expect(n).toBe(2);
  });

  it('takes PNG and WebP; refuses what is not a photo (415), too big (413) or a decompression bomb (400), storing nothing', async () => {
    const card = await createCard(admin);
    const png = await sharp({ create: { width: 800, height: 600, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer();
    const webp = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#3a7' } }).webp().toBuffer();
    expect((await upload(card._id, png, { filename: 'pads.png', type: 'image/png' })).status).toBe(201);
    expect((await upload(card._id, webp, { filename: 'pads.webp', type: 'image/webp' })).body).toMatchObject({ width: 1600, height: 800 });
    const before = (await sql<{ n: number }>('SELECT count(*)::int AS n FROM inspection_photo'))[0].n;
    const text = await upload(card._id, Buffer.from('this is not a photo at all'), { filename: 'photo.jpg' });
    expect([text.status, text.body.message]).toEqual([415, 'Please choose a JPEG, PNG or WebP photo.']);
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(16 * 1024 * 1024)]);
    const tooBig = await upload(card._id, big);
    expect([tooBig.status, tooBig.body.message]).toEqual([413, 'The photo is larger than 15 MB. Please choose a smaller one.']);
    const rss = process.memoryUsage().rss;
    const bomb = await upload(card._id, pngBomb(), { filename: 'bomb.png', type: 'image/png' });
    expect([bomb.status, bomb.body.message]).toEqual([400, 'The photo has too many pixels to process.']);
    expect(process.memoryUsage().rss - rss).toBeLessThan(200 * 1024 * 1024);
    expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM inspection_photo'))[0].n).toBe(before);
    expect((await upload(card._id, png, { item: 'no-such-check', type: 'image/png' })).status).toBe(404);
  });

  it('shows a photo only through its own card: never through another card, nor another card’s quote', async () => {
    const mine = await createCard(admin);
    const other = await createCard(admin);
    const photo = (await upload(mine._id, await phonePhoto())).body.id;
    expect((await fetchBytes(`/api/admin/jobcards/${other._id}/inspection/photos/${photo}`)).status).toBe(404);
    const otherQuote = (await admin.rest('POST', `/api/admin/jobcards/${other._id}/generate-quote`, { items: lines })).body.quote;
    expect((await fetchBytes(`/api/quotes/${otherQuote._id ?? otherQuote.id}/photos/${photo}`, false)).status).toBe(404);
    const myQuote = (await admin.rest('POST', `/api/admin/jobcards/${mine._id}/generate-quote`, { items: lines })).body.quote;
    const seen = await fetchBytes(`/api/quotes/${myQuote._id ?? myQuote.id}/photos/${photo}?size=thumb`, false);
    expect(seen.status).toBe(200);
    expect(seen.cache).toContain('private');
    expect((await fetchBytes(`/api/admin/jobcards/${mine._id}/inspection/photos/${photo}`, false)).status).toBe(401);
    // Deleted by staff: gone for the customer too, with its stored image and thumbnail.
    expect((await admin.rest('DELETE', `/api/admin/jobcards/${mine._id}/inspection/photos/${photo}`)).status).toBe(200);
    expect((await fetchBytes(`/api/quotes/${myQuote._id ?? myQuote.id}/photos/${photo}`, false)).status).toBe(404);
    expect(await sql(`SELECT 1 FROM document d JOIN inspection_photo p ON d._id IN (p.image_document_id, p.thumbnail_document_id) WHERE p._id = ?`, [photo])).toEqual([]);
    // The card's history: the photo added and deleted, each once, by the member of staff.
    const trail = (await admin.rest('GET', `/api/admin/audit?entityType=job_card&entityId=${mine._id}`)).body as Array<{ action: string; actor: { kind: string } }>;
    expect(trail.filter((r) => r.action.startsWith('inspection.photo')).map((r) => [r.action, r.actor.kind])).toEqual([
      ['inspection.photo_deleted', 'staff'],
      ['inspection.photo_added', 'staff'],
    ]);
  });
});

describe('the customer’s quote', () => {
  it('shows the rated checks, urgent and soon first, with their photos through the quote; GraphQL alike', async () => {
    const card = await createCard(admin);
    await admin.rest('PUT', `/api/admin/jobcards/${card._id}/inspection/items/battery`, { rating: 'good', measurements: { volts: 12.6 } });
    await admin.rest('PUT', `/api/admin/jobcards/${card._id}/inspection/items/wipers`, { rating: 'soon', note: 'Streaking.' });
    await admin.rest('PUT', `/api/admin/jobcards/${card._id}/inspection/items/brake-pads`, { rating: 'urgent', note: 'Front pads at 2 mm.', measurements: { front: 2, rear: 6 } });
    const photo = (await upload(card._id, await phonePhoto())).body.id;
    const quote = (await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines })).body.quote;
    const page = (await t.rest('GET', `/api/quotes/${quote._id}`)).body;
    expect(page.inspection.map((c: { key: string; rating: string }) => [c.key, c.rating])).toEqual([
      ['brake-pads', 'urgent'],
      ['wipers', 'soon'],
      ['battery', 'good'],
    ]);
    expect(page.inspection[0]).toMatchObject({
      note: 'Front pads at 2 mm.',
      readings: [{ key: 'front', label: 'Front', unit: 'mm', value: 2 }, { key: 'rear', label: 'Rear', unit: 'mm', value: 6 }],
      photos: [{ id: photo, url: `/api/quotes/${quote._id}/photos/${photo}`, thumbnailUrl: `/api/quotes/${quote._id}/photos/${photo}?size=thumb` }],
    });
    // The PDF: what needs attention with its thumbnails, then what is in good condition; the email lists the findings.
    const pdf = await fetchBytes(`/api/admin/documents/${quote.documentId}/view`);
    expect(pdf.status).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.bytes)), { mergePages: true });
    expect(text).toContain('INSPECTION');
    expect(text).toMatch(/Brakes: Pad thickness\s+Urgent\s+Front pads at 2 mm\.\s+Front 2 mm · Rear 6 mm/);
    expect(text).toContain('In good condition: Battery test.');
    expect(text.indexOf('Pad thickness')).toBeLessThan(text.indexOf('Wiper blades'));
    expect(pdf.bytes.toString('latin1')).toContain('/Subtype /Image');
    const mail = await t.smtp!.waitFor((m) => m.subject === `Quote ${quote.number} from Truganina Auto Care`);
    expect(mail.text).toContain('Urgent: Brakes, Pad thickness: Front pads at 2 mm.');
    expect(mail.text).toContain('Soon: Wipers, Wiper blades and washers: Streaking.');
    const gql = await appGql(t, 'PublicQuote', { id: quote._id });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.quote.inspection[0]).toMatchObject({ key: 'brake-pads', rating: 'urgent', photos: [{ id: photo, thumbnailUrl: `/api/quotes/${quote._id}/photos/${photo}?size=thumb` }] });
  });
});

describe('inspection checks', () => {
  it('rates a check with a note and readings; the card keeps the list it was inspected with', async () => {
    const card = await createCard(admin);
    const fresh = (await admin.rest('GET', `/api/admin/jobcards/${card._id}/inspection`)).body;
    expect(fresh.started).toBe(false);
    expect(fresh.items.length).toBeGreaterThanOrEqual(20);
    expect(fresh.items[0]).toMatchObject({ key: 'tyre-tread', area: 'Tyres', rating: null, measurementFields: [{ key: 'fl', label: 'Front left', unit: 'mm' }, expect.anything(), expect.anything(), expect.anything()] });
    const saved = await admin.rest('PUT', `/api/admin/jobcards/${card._id}/inspection/items/tyre-tread`, { rating: 'soon', note: 'Rear tyres near the wear bars.', measurements: { fl: 5.5, fr: '5.25', rl: 2.1, rr: 1.9 } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ rating: 'soon', note: 'Rear tyres near the wear bars.', measurements: { fl: 5.5, fr: 5.25, rl: 2.1, rr: 1.9 } });
    const [recorded] = (await admin.rest('GET', `/api/admin/audit?entityType=job_card&entityId=${card._id}&action=inspection.item_saved`)).body;
    expect(recorded).toMatchObject({
      actor: { kind: 'staff' },
      summary: `Inspection of ${card.customerName} (${card.carRego}): Tread depth rated soon`,
      changes: { rating: [null, 'soon'], note: ['', 'Rear tyres near the wear bars.'], measurements: [{}, { fl: 5.5, fr: 5.25, rl: 2.1, rr: 1.9 }] },
    });
    // The workshop renames a check afterwards: the card keeps the name it was inspected with.
    await sql(`UPDATE inspection_check SET label = 'Tread depth (renamed)' WHERE key = 'tyre-tread'`);
    const kept = (await admin.rest('GET', `/api/admin/jobcards/${card._id}/inspection`)).body;
    expect(kept.started).toBe(true);
    expect(kept.items[0].label).toBe('Tread depth');
    await sql(`UPDATE inspection_check SET label = 'Tread depth' WHERE key = 'tyre-tread'`);
    for (const [body, message] of [
      [{ rating: 'bad' }, 'Rating must be good, soon, urgent or none.'],
      [{ measurements: { fl: -1 } }, 'Front left must be a number from 0 to 10,000 mm, with at most two decimals.'],
      [{ measurements: { fl: 1.234 } }, 'Front left must be a number from 0 to 10,000 mm, with at most two decimals.'],
      [{ measurements: { volts: 12 } }, 'This check has no reading "volts".'],
      [{ note: 'x'.repeat(2001) }, 'The note must be at most 2000 characters.'],
    ] as const) {
      const res = await admin.rest('PUT', `/api/admin/jobcards/${card._id}/inspection/items/tyre-tread`, body);
      expect([res.status, res.body.message]).toEqual([400, message]);
    }
    expect((await admin.rest('PUT', `/api/admin/jobcards/${card._id}/inspection/items/nothing`, { rating: 'good' })).status).toBe(404);
  });

  it('the workshop edits its list in one place: rename, reorder, hide, add; nothing is removed; cards inspected before keep theirs', async () => {
    const inspected = await createCard(admin);
    await admin.rest('PUT', `/api/admin/jobcards/${inspected._id}/inspection/items/battery`, { rating: 'good' });
    const { checks } = (await admin.rest('GET', '/api/admin/inspection-checks')).body;
    expect(checks.length).toBe(21);
    const edited = [
      { ...checks.find((c: { key: string }) => c.key === 'lights'), label: 'All lights', area: 'Lights' },
      ...checks.filter((c: { key: string }) => c.key !== 'lights').map((c: { key: string }) => (c.key === 'spare-tyre' ? { ...c, hidden: true } : c)),
      { area: 'Tyres', label: 'Wheel alignment', measurements: [{ label: 'Toe', unit: 'mm' }] },
    ];
    const saved = await admin.rest('PUT', '/api/admin/inspection-checks', { checks: edited });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.checks[0]).toMatchObject({ key: 'lights', label: 'All lights' });
    expect(saved.body.checks.at(-1)).toEqual({ key: 'wheel-alignment', area: 'Tyres', label: 'Wheel alignment', hidden: false, measurements: [{ key: 'toe', label: 'Toe', unit: 'mm' }] });
    const fresh = (await admin.rest('GET', `/api/admin/jobcards/${(await createCard(admin))._id}/inspection`)).body.items.map((i: { key: string }) => i.key);
    expect(fresh[0]).toBe('lights');
    expect(fresh).not.toContain('spare-tyre');
    expect(fresh.at(-1)).toBe('wheel-alignment');
    const kept = (await admin.rest('GET', `/api/admin/jobcards/${inspected._id}/inspection`)).body.items.map((i: { key: string; label: string }) => i.key);
    expect(kept).toContain('spare-tyre');
    expect(kept).not.toContain('wheel-alignment');
    const missing = await admin.rest('PUT', '/api/admin/inspection-checks', { checks: saved.body.checks.slice(1) });
    expect([missing.status, missing.body.message]).toEqual([400, 'Every check stays in the list (hide one instead of removing it): "All lights" is missing.']);
    const gql = await admin.gql('{ inspectionChecks { key hidden } }');
    expect(gql.data.inspectionChecks).toHaveLength(22);
  });

  it('is read-only once the card is Invoiced', async () => {
    const card = await createCard(admin);
    const photo = (await upload(card._id, await phonePhoto())).body.id;
    await sql(`UPDATE job_card SET status = 'Invoiced' WHERE _id = ?`, [card._id]);
    const locked = 'This job card is invoiced: its inspection can no longer change.';
    const save = await admin.rest('PUT', `/api/admin/jobcards/${card._id}/inspection/items/battery`, { rating: 'good' });
    expect([save.status, save.body.message]).toEqual([409, locked]);
    expect((await upload(card._id, await phonePhoto(), { item: 'battery' })).status).toBe(409);
    expect((await admin.rest('DELETE', `/api/admin/jobcards/${card._id}/inspection/photos/${photo}`)).status).toBe(409);
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}/inspection`)).body.readOnly).toBe(true);
  });
});
