/**
 * Photos of a roadworthy inspection's items over REST: stored as the digital inspection's are
 * (a JPEG and its thumbnail), shown on their item in upload order, opened full size or as a
 * thumbnail, deleted with their stored documents; what is refused and that a refusal stores
 * nothing; the rejection report prints the failed items' thumbnails and no others; a re-test's
 * carried-over items start without the failed card's photos.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { withAdminServer, type Admin } from '../admin-session.js';
import { addDays, workshopDay } from '../../src/shared/time.js';
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

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<T[]>(query, params);
const photoCount = async () => (await sql<{ n: number }>('select count(*)::int as n from roadworthy_photo'))[0].n;
const documentCount = async () => (await sql<{ n: number }>('select count(*)::int as n from document'))[0].n;
const base = (cardId: string) => `/api/admin/jobcards/${cardId}/roadworthy/photos`;

type Item = { key: string; result: string | null; photos: Array<{ id: string; width: number; height: number; url: string; thumbnailUrl: string }> };
const items = async (cardId: string): Promise<Item[]> => (await admin.rest('GET', `/api/admin/jobcards/${cardId}/roadworthy`)).body.items;

/** A photo of one colour, `width` × `height`, as a PNG. */
const png = (width: number, height: number, background = '#c33') => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

async function upload(cardId: string, bytes: Buffer, item = 'park-brake', type = 'image/png') {
  const form = new FormData();
  form.set('item', item);
  form.set('photo', new Blob([new Uint8Array(bytes)], { type }), 'photo.png');
  const res = await fetch(`${t.url}${base(cardId)}`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

async function fetchBytes(path: string) {
  const res = await fetch(`${t.url}${path}`, { headers: { authorization: `Bearer ${admin.token}` } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe('roadworthy photos', () => {
  it('stores a photo on its item (JPEG and thumbnail), opens both, and deletes it with its documents', async () => {
    const card = await createCard(admin, { carRego: 'RWP001', kind: 'roadworthy' });
    const documentsBefore = await documentCount();
    const first = await upload(card._id, await png(2400, 1200));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), width: 1600, height: 800, bytes: expect.any(Number) });
    const second = await upload(card._id, await png(300, 400, '#36c'));
    expect(await documentCount()).toBe(documentsBefore + 4);

    // Shown on its item, in upload order; the other items have none.
    const shown = await items(card._id);
    const park = shown.find((i) => i.key === 'park-brake')!;
    expect(park.photos).toEqual([
      { id: first.body.id, width: 1600, height: 800, url: `${base(card._id)}/${first.body.id}`, thumbnailUrl: `${base(card._id)}/${first.body.id}?size=thumb` },
      { id: second.body.id, width: 300, height: 400, url: `${base(card._id)}/${second.body.id}`, thumbnailUrl: `${base(card._id)}/${second.body.id}?size=thumb` },
    ]);
    expect(shown.filter((i) => i.key !== 'park-brake').every((i) => i.photos.length === 0)).toBe(true);

    const full = await fetchBytes(park.photos[0].url);
    const thumb = await fetchBytes(park.photos[0].thumbnailUrl);
    expect([full.status, full.type, thumb.status, thumb.type]).toEqual([200, 'image/jpeg', 200, 'image/jpeg']);
    expect(await sharp(full.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 800 });
    expect(await sharp(thumb.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 160 });
    // Another card's path does not reach it.
    const other = await createCard(admin, { carRego: 'RWP002', kind: 'roadworthy' });
    expect((await fetchBytes(`${base(other._id)}/${first.body.id}`)).status).toBe(404);
    expect((await admin.rest('DELETE', `${base(other._id)}/${first.body.id}`)).status).toBe(404);

    const documentIds = (await sql<{ image_document_id: string; thumbnail_document_id: string }>('select image_document_id, thumbnail_document_id from roadworthy_photo where _id = ?', [first.body.id]))[0];
    const deleted = await admin.rest('DELETE', `${base(card._id)}/${first.body.id}`);
    expect([deleted.status, deleted.body]).toEqual([200, { message: 'Photo deleted.' }]);
    expect(await sql('select _id from document where _id in (?, ?)', [documentIds.image_document_id, documentIds.thumbnail_document_id])).toEqual([]);
    expect((await items(card._id)).find((i) => i.key === 'park-brake')!.photos.map((p) => p.id)).toEqual([second.body.id]);
    expect((await fetchBytes(park.photos[0].url)).status).toBe(404);
    const again = await admin.rest('DELETE', `${base(card._id)}/${first.body.id}`);
    expect([again.status, again.body.message]).toEqual([404, 'This photo no longer exists.']);
    const audit = await sql<{ action: string }>(`select action from audit_event where entity_id = ? and action like 'roadworthy.photo%' order by at`, [card._id]);
    expect(audit.map((a) => a.action)).toEqual(['roadworthy.photo_added', 'roadworthy.photo_added', 'roadworthy.photo_deleted']);
  });

  it('refuses what is not a photo, an item not on the inspection, a card that is no roadworthy inspection, and a 13th photo of an item; a refusal stores nothing', async () => {
    const card = await createCard(admin, { carRego: 'RWP010', kind: 'roadworthy' });
    const photo = await png(40, 30);
    const before = [await photoCount(), await documentCount()];
    const text = await upload(card._id, Buffer.from('this is not a photo at all'), 'park-brake', 'image/jpeg');
    expect([text.status, text.body.message]).toEqual([415, 'Please choose a JPEG, PNG or WebP photo.']);
    const unknown = await upload(card._id, photo, 'no-such-item');
    expect([unknown.status, unknown.body.message]).toEqual([400, 'This inspection has no item "no-such-item".']);
    const repair = await createCard(admin, { carRego: 'RWP011' });
    const notRoadworthy = await upload(repair._id, photo);
    expect([notRoadworthy.status, notRoadworthy.body.message]).toEqual([400, 'This job card is not a roadworthy inspection: start one first.']);
    expect((await upload('0'.repeat(24), photo)).status).toBe(404);
    const noItem = new FormData();
    noItem.set('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'photo.png');
    const missing = await fetch(`${t.url}${base(card._id)}`, { method: 'POST', headers: { authorization: `Bearer ${admin.token}` }, body: noItem });
    expect([missing.status, ((await missing.json()) as { message: string }).message]).toEqual([400, 'Say which item the photo is for (the field item).']);
    expect([await photoCount(), await documentCount()]).toEqual(before);

    for (let i = 0; i < 12; i++) expect((await upload(card._id, photo, 'horn')).status).toBe(201);
    const thirteenth = await upload(card._id, photo, 'horn');
    expect([thirteenth.status, thirteenth.body.message]).toEqual([400, 'This item has 12 photos already. Delete one to add another.']);
    expect((await items(card._id)).find((i) => i.key === 'horn')!.photos).toHaveLength(12);
    // Another item still takes photos.
    expect((await upload(card._id, photo, 'mirrors')).status).toBe(201);
  });

  it('prints the failed items’ thumbnails in the rejection report, and no passed item’s', async () => {
    const card = await createCard(admin, { carRego: 'RWP020', kind: 'roadworthy' });
    const failedPhoto = await upload(card._id, await png(800, 600, '#a22'), 'brake-components');
    const passedPhoto = await upload(card._id, await png(800, 600, '#2a2'), 'horn');
    const all = await items(card._id);
    const saved = await admin.rest('PUT', `/api/admin/jobcards/${card._id}/roadworthy`, {
      items: all.map((i) => ({ key: i.key, result: i.key === 'brake-components' ? 'fail' : 'pass', note: i.key === 'brake-components' ? 'Front pads below 3 mm' : '' })),
      result: 'fail',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.items.find((i: Item) => i.key === 'brake-components').photos.map((p: { id: string }) => p.id)).toEqual([failedPhoto.body.id]);

    const pdf = await fetchBytes(`/api/admin/jobcards/${card._id}/rejection-report.pdf`);
    expect([pdf.status, pdf.type]).toEqual([200, 'application/pdf']);
    const failedThumb = await fetchBytes(`${base(card._id)}/${failedPhoto.body.id}?size=thumb`);
    const passedThumb = await fetchBytes(`${base(card._id)}/${passedPhoto.body.id}?size=thumb`);
    // The JPEG thumbnail is embedded as it is stored: the failed item's is in the report, the passed item's is not.
    expect(pdf.bytes.includes(failedThumb.bytes)).toBe(true);
    expect(pdf.bytes.includes(passedThumb.bytes)).toBe(false);
    expect(pdf.bytes.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(1);
    // The report emailed with the fail holds it too.
    const emailed = await sql<{ bytes: Buffer }>(`select d.bytes from document d where d.kind = 'report' and d.filename like 'roadworthy-rejection-%' order by d.created_at desc limit 1`);
    expect(emailed[0].bytes.includes(failedThumb.bytes)).toBe(true);
  });

  it('a re-test’s carried-over items start without the failed card’s photos', async () => {
    const failed = await createCard(admin, { carRego: 'RWP030', kind: 'roadworthy' });
    const all = await items(failed._id);
    expect((await upload(failed._id, await png(80, 60), 'horn')).status).toBe(201);
    expect((await upload(failed._id, await png(80, 60), 'brake-components')).status).toBe(201);
    const saved = await admin.rest('PUT', `/api/admin/jobcards/${failed._id}/roadworthy`, { items: all.map((i) => ({ key: i.key, result: i.key === 'brake-components' ? 'fail' : 'pass', note: '' })), result: 'fail' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await sql('update roadworthy_inspection set inspected_on = ? where job_card_id = ?', [addDays(workshopDay(t.clock.now(), 'Australia/Melbourne').date, -1), failed._id]);
    const retest = await createCard(admin, { carRego: 'RWP030', kind: 'roadworthy' });
    const retestItems = await items(retest._id);
    expect((await admin.rest('GET', `/api/admin/jobcards/${retest._id}/roadworthy`)).body.retestOf).toBe(failed._id);
    expect(retestItems.every((i) => i.photos.length === 0)).toBe(true);
    // The failed card keeps its own.
    expect((await items(failed._id)).filter((i) => i.photos.length).map((i) => i.key)).toEqual(['brake-components', 'horn']);
  });
});
