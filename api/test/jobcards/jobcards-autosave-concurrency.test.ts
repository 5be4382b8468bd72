/**
 * Autosaves arriving together (on a PostgreSQL server they are written by one statement per
 * event-loop turn, features/jobcards/jobcard-save-writer.ts): each card keeps its saves in the
 * order they were sent, each save leaves one audit record whose "before" is what it replaced, and
 * a save refused (a stale revision, an Invoiced card, an unknown card) is refused alone.
 */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import { createCard, lines } from './jobcards-factory.js';
import type { TestServer } from '../harness.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

const sql = (query: string, params: unknown[] = []) => t.app.db.orm.em.getConnection().execute(query, params);
type Trail = Array<{ summary: string; actor: { kind: string; name: string }; changes: Record<string, [unknown, unknown]> }>;
const trail = async (id: string) => (await admin.rest('GET', `/api/admin/audit?entityType=job_card&entityId=${id}&action=jobcard.updated`)).body as Trail;

describe('autosaves of many cards at once', () => {
  it('saves every one, in the order each card’s saves were sent, one audit record each', async () => {
    const cards = await Promise.all(Array.from({ length: 12 }, (_, i) => createCard(admin, { customerName: `Together ${i}` })));
    // Three saves per card, the cards all at once; a card's next save goes out when its last is answered, as a page's autosave does.
    const sent = cards.flatMap((card) => [1, 2, 3].map((n) => ({ card, n })));
    const save = ({ card, n }: (typeof sent)[number]) =>
      admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { mechanicNotes: `${card.customerName}: note ${n}`, finalItems: lines.slice(0, n === 1 ? 1 : 2) });
    const perCard = await Promise.all(cards.map(async (card) => [await save({ card, n: 1 }), await save({ card, n: 2 }), await save({ card, n: 3 })]));
    const answers = perCard.flat();
    expect(answers.map((a) => a.status)).toEqual(sent.map(() => 200));
    for (const card of cards) {
      const now = (await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body;
      expect(now).toMatchObject({ mechanicNotes: `${card.customerName}: note 3`, revision: 4 });
      // Newest first: each record's "before" is the save before it.
      const records = await trail(card._id);
      expect(records.map((r) => r.changes.mechanicNotes)).toEqual([
        [`${card.customerName}: note 2`, `${card.customerName}: note 3`],
        [`${card.customerName}: note 1`, `${card.customerName}: note 2`],
        ['', `${card.customerName}: note 1`],
      ]);
      expect(records[1].changes.finalItems).toBeDefined();
      expect(records[0].changes.finalItems).toBeUndefined(); // the same two lines: unchanged, not recorded
      expect(records.every((r) => r.actor.kind === 'staff' && r.actor.name === 'admin')).toBe(true);
      expect(records[2].summary).toBe(`Job card for ${card.customerName} (${card.carRego}) edited (items, mechanic notes)`);
    }
    // Each answer is its own card as saved by that request.
    const firstOfEach = answers.filter((_, i) => sent[i].n === 1);
    expect(firstOfEach.map((a) => a.body._id)).toEqual(cards.map((c) => c._id));
    expect(firstOfEach.every((a, i) => a.body.mechanicNotes === `${cards[i].customerName}: note 1` && a.body.revision === 2)).toBe(true);
  });

  it('saves of one card made together are written in the order they were made', async () => {
    const card = await createCard(admin, { customerName: 'One Card' });
    // In one turn of the event loop (each as a request of its own): on a PostgreSQL server each waits for the one before it rather than joining its statement.
    const saved = await Promise.all([1, 2, 3, 4].map((n) => t.app.services.jobcards.update(t.app.db.orm.em.fork(), card._id, { mechanicNotes: `take ${n}` })));
    expect(saved.map((c) => [c.mechanicNotes, c.revision])).toEqual([
      ['take 1', 2],
      ['take 2', 3],
      ['take 3', 4],
      ['take 4', 5],
    ]);
    expect((await trail(card._id)).map((r) => r.changes.mechanicNotes)).toEqual([
      ['take 3', 'take 4'],
      ['take 2', 'take 3'],
      ['take 1', 'take 2'],
      ['', 'take 1'],
    ]);
  });

  it('refuses a stale revision, an Invoiced card and an unknown card alone; the others are saved', async () => {
    const [fresh, stale, invoiced, other] = await Promise.all([1, 2, 3, 4].map((i) => createCard(admin, { customerName: `Mixed ${i}` })));
    await sql(`UPDATE job_card SET revision = 5 WHERE _id = ?`, [stale._id]);
    await sql(`UPDATE job_card SET status = 'Invoiced' WHERE _id = ?`, [invoiced._id]);
    const [a, b, c, d, e] = await Promise.all([
      admin.rest('PUT', `/api/admin/jobcards/${fresh._id}`, { mechanicNotes: 'saved', revision: 1 }),
      admin.rest('PUT', `/api/admin/jobcards/${stale._id}`, { mechanicNotes: 'too late', revision: 1 }),
      admin.rest('PUT', `/api/admin/jobcards/${invoiced._id}`, { mechanicNotes: 'locked' }),
      admin.rest('PUT', `/api/admin/jobcards/${'f'.repeat(24)}`, { mechanicNotes: 'nobody' }),
      admin.rest('PUT', `/api/admin/jobcards/${other._id}`, { status: 'Work In Progress', customerPhone: '0400 111 222' }),
    ]);
    expect(a).toMatchObject({ status: 200, body: { mechanicNotes: 'saved', revision: 2 } });
    expect(b.status).toBe(409);
    expect(b.body.message).toMatch(/^Someone else changed this job card/);
    expect(c).toMatchObject({ status: 409, body: { message: 'This job card has been invoiced and can no longer be changed.' } });
    expect(d).toMatchObject({ status: 404, body: { message: 'Job card not found.' } });
    expect(e).toMatchObject({ status: 200, body: { status: 'Work In Progress', customerPhone: '0400 111 222', revision: 2 } });
    expect(await trail(stale._id)).toEqual([]);
    expect(await trail(invoiced._id)).toEqual([]);
    expect((await trail(other._id))[0].changes).toEqual({ status: ['Pending Diagnosis', 'Work In Progress'], customerPhone: [other.customerPhone, '0400 111 222'] });
  });

  it('a save the database refuses fails alone: the others sent with it are saved', async () => {
    // A fault injected for one value: the grouped statement fails as a whole and its saves are written again one by one.
    await sql(`CREATE FUNCTION refuse_boom() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      IF NEW.mechanic_notes = 'boom' THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$`);
    await sql(`CREATE TRIGGER refuse_boom BEFORE UPDATE ON job_card FOR EACH ROW EXECUTE FUNCTION refuse_boom()`);
    try {
      const cards = await Promise.all([1, 2, 3, 4, 5].map((i) => createCard(admin, { customerName: `Fault ${i}` })));
      const answers = await Promise.all(cards.map((card, i) => admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { mechanicNotes: i === 2 ? 'boom' : `fine ${i}` })));
      expect(answers.map((a) => a.status)).toEqual([200, 200, 500, 200, 200]);
      for (const [i, card] of cards.entries()) {
        const now = (await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body;
        expect(now).toMatchObject(i === 2 ? { mechanicNotes: '', revision: 1 } : { mechanicNotes: `fine ${i}`, revision: 2 });
        expect(await trail(card._id)).toHaveLength(i === 2 ? 0 : 1);
      }
    } finally {
      await sql('DROP TRIGGER refuse_boom ON job_card');
      await sql('DROP FUNCTION refuse_boom()');
    }
  });
});
