/**
 * The job card list one page at a time (years of cards are never sent whole): GraphQL `jobCardPage`
 * and REST `GET /api/admin/jobcards` with `limit`, a cursor and a `Link` header; cards created in
 * the same millisecond are neither lost nor repeated across pages; each card's workshop day; and
 * without `limit` the whole list, streamed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../admin-session.js';
import { createCard, seedCards } from './jobcards-factory.js';
import { startTestServer, type TestServer } from '../harness.js';

let t: TestServer;
let token: string;
let admin: ReturnType<typeof asAdmin>;
const prefix = `Pager ${Date.now() % 100000}`;
const created: string[] = [];

beforeAll(async () => {
  t = await startTestServer({ smtp: false });
  token = await signIn(t);
  admin = asAdmin(t, token);
  // Seven cards, oldest first; the 3rd to 5th share one instant (22 Nov 14:30 UTC = 23 Nov 01:30 in Melbourne).
  const times = ['2026-11-20T01:00:00.000Z', '2026-11-21T02:00:00.000Z', '2026-11-22T14:30:00.000Z', '2026-11-22T14:30:00.000Z', '2026-11-22T14:30:00.000Z', '2026-11-23T03:00:00.000Z', '2026-11-23T04:00:00.000Z'];
  for (const [i, at] of times.entries()) {
    t.clock.set(at);
    created.push((await createCard(admin, { customerName: `${prefix} #${i + 1}` }))._id);
  }
  t.clock.reset();
});
afterAll(() => t.close());

const PAGE = `query ($filter: JobCardFilter, $limit: Int, $after: String) {
  jobCardPage(filter: $filter, limit: $limit, after: $after) { items { id customerName createdDate createdDateLabel } nextCursor }
}`;

async function restPage(query: string) {
  const res = await fetch(`${t.url}/api/admin/jobcards?${query}`, { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, link: res.headers.get('link'), body: (await res.json()) as any };
}

describe('jobCardPage (GraphQL)', () => {
  it('pages through every card once, newest first, ties included', async () => {
    const seen: Array<{ id: string; customerName: string }> = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const res = await admin.gql(PAGE, { filter: { customerName: prefix }, limit: 2, after });
      expect(res.errors).toBeUndefined();
      const page = res.data.jobCardPage as { items: Array<{ id: string; customerName: string }>; nextCursor: string | null };
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      after = page.nextCursor;
      pages++;
    } while (after && pages < 10);
    expect(pages).toBe(4);
    expect(seen.map((c) => c.id).sort()).toEqual([...created].sort());
    expect(new Set(seen.map((c) => c.id)).size).toBe(7);
    // Newest first; the three created in one instant come as one run between the others.
    expect(seen.slice(0, 2).map((c) => c.customerName)).toEqual([`${prefix} #7`, `${prefix} #6`]);
    expect(seen.slice(5).map((c) => c.customerName)).toEqual([`${prefix} #2`, `${prefix} #1`]);
  });

  it('says which workshop day each card was created', async () => {
    const res = await admin.gql(PAGE, { filter: { customerName: `${prefix} #3` } });
    expect(res.data.jobCardPage.items).toEqual([expect.objectContaining({ createdDate: '2026-11-23', createdDateLabel: 'Monday 23 November 2026' })]);
    expect(res.data.jobCardPage.nextCursor).toBeNull();
  });

  it('refuses a forged cursor and a limit out of range', async () => {
    const forged = await admin.gql(PAGE, { after: Buffer.from('123.not-an-id').toString('base64url') });
    expect(forged.errors?.[0]).toMatchObject({ message: 'The cursor is not valid: use the nextCursor of the previous page.', extensions: { code: 'BAD_USER_INPUT' } });
    const tooMany = await admin.gql(PAGE, { limit: 501 });
    expect(tooMany.errors?.[0].message).toBe('limit must be a whole number from 1 to 500.');
  });
});

describe('GET /api/admin/jobcards', () => {
  it('answers the newest page as a JSON list, with a Link header to the next one until the last', async () => {
    const first = await restPage(`customerName=${encodeURIComponent(prefix)}&limit=3`);
    expect(first.status).toBe(200);
    expect(first.body.map((c: { customerName: string }) => c.customerName)).toEqual([`${prefix} #7`, `${prefix} #6`, expect.stringMatching(/#[345]$/)]);
    expect(first.link).toMatch(/^<\/api\/admin\/jobcards\?customerName=Pager\+\d+&limit=3&cursor=[\w-]+>; rel="next"$/);
    const second = await restPage(first.link!.slice('</api/admin/jobcards?'.length, first.link!.indexOf('>')));
    const third = await restPage(second.link!.slice('</api/admin/jobcards?'.length, second.link!.indexOf('>')));
    expect(third.link).toBeNull();
    const ids = [...first.body, ...second.body, ...third.body].map((c: { _id: string }) => c._id);
    expect(ids.sort()).toEqual([...created].sort());
  });

  it('answers 400 with a message for a bad limit or cursor', async () => {
    expect(await restPage('limit=0')).toMatchObject({ status: 400, body: { message: 'limit must be a whole number from 1 to 500.' } });
    expect(await restPage('cursor=%25%25')).toMatchObject({ status: 400, body: { message: 'The cursor is not valid: use the nextCursor of the previous page.' } });
  });
});

describe('GET /api/admin/jobcards without limit (the whole list)', () => {
  const bulk = `Bulk ${Date.now() % 100000}`;
  const COUNT = 1130; // more than two of the pages it is read in (500)
  beforeAll(async () => {
    // Every third card waits for its quote's approval.
    await seedCards(t, COUNT, { prefix: bulk, start: new Date('2025-03-01T00:00:00Z'), status: (i) => (i % 3 === 0 ? 'Pending Quote Approval' : 'Pending Diagnosis') });
  });

  it('answers every matching card, newest first, in one JSON array without a Link header', async () => {
    const res = await restPage(`customerName=${encodeURIComponent(bulk)}`);
    expect(res.status).toBe(200);
    expect(res.link).toBeNull();
    expect(res.body.length).toBe(COUNT);
    expect(res.body.map((c: { customerName: string }) => c.customerName)).toEqual(Array.from({ length: COUNT }, (_, i) => `${bulk} ${COUNT - 1 - i}`));
    expect(new Set(res.body.map((c: { _id: string }) => c._id)).size).toBe(COUNT);
  });

  it('keeps the filters', async () => {
    const res = await restPage(`customerName=${encodeURIComponent(bulk)}&status=${encodeURIComponent('Pending Quote Approval')}`);
    expect(res.body.length).toBe(Math.ceil(COUNT / 3));
    expect(res.body.every((c: { status: string }) => c.status === 'Pending Quote Approval')).toBe(true);
    expect(res.body[0].customerName).toBe(`${bulk} ${COUNT - 1 - ((COUNT - 1) % 3)}`);
    expect((await restPage('carRego=SEED1129')).body.map((c: { customerName: string }) => c.customerName)).toEqual([`${bulk} 1129`]);
  });

  it('still pages with a limit, and still refuses an unknown status', async () => {
    const res = await restPage(`customerName=${encodeURIComponent(bulk)}&limit=100`);
    expect(res.body.length).toBe(100);
    expect(res.link).toMatch(/rel="next"$/);
    expect(await restPage('status=Lost')).toMatchObject({ status: 400, body: { message: 'Unknown status "Lost".' } });
  });
});
