/**
 * The job board (GET /api/admin/board, GraphQL `jobBoard`, its subscription, and moving a card):
 * every open card in the column of its stage, today's invoiced cards by the Melbourne calendar,
 * Waiting for parts as a Work In Progress card's wait, who is clocked on a card now, and moves
 * that take the job card's own status change (its audit line) or refuse.
 */
import { describe, expect, it, vi } from 'vitest';
import { addDays, fromLocal } from '../../src/shared/time.js';
import { type Admin, withAdminServer } from '../admin-session.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import type { TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { listenerCount, waitFor } from '../wait-for.js';
import { staffMember } from '../time-clock/time-clock-staff.js';
import { subscribe, wsClient } from '../ws-client.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { env: CONFIGURED_WORKSHOP });

interface CardJson {
  _id: string;
  jobNumber: string;
  status: string;
  stage: string;
  car: { rego: string; make: string | null; model: string | null };
  customerName: string;
  technicians: Array<{ name: string; since: string }>;
  waitingForPartsSince: string | null;
  invoicedAt: string | null;
}
interface BoardJson {
  date: string;
  columns: Array<{ stage: string; title: string; cards: CardJson[] }>;
}

const board = async (): Promise<BoardJson> => {
  const res = await admin.rest('GET', '/api/admin/board');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as BoardJson;
};
/** The stage of each of these cards on the board (absent: not on it). */
const stages = (b: BoardJson, ids: string[]) => ids.map((id) => b.columns.find((c) => c.cards.some((card) => card._id === id))?.stage ?? 'absent');
const cardOn = (b: BoardJson, id: string) => b.columns.flatMap((c) => c.cards).find((card) => card._id === id);
const move = (id: string, stage: unknown) => admin.rest('POST', `/api/admin/board/${id}/move`, { stage });
const sql = (text: string, params: unknown[] = []) => t.app.db.orm.em.getConnection().execute(text, params);

async function setStatus(id: string, status: string) {
  const res = await admin.rest('PUT', `/api/admin/jobcards/${id}`, { status });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe('the board', () => {
  it('has the six columns in order, each card in the column of its status', async () => {
    const booked = await createCard(admin, { customerName: 'Bea Booked', carRego: 'BKD 001', vehicleMake: 'Toyota', vehicleModel: 'Corolla' });
    const working = await createCard(admin);
    const quoted = await createCard(admin);
    const done = await createCard(admin);
    const unsigned = await createCard(admin);
    await setStatus(working._id, 'Work In Progress');
    await setStatus(quoted._id, 'Pending Quote Approval');
    await setStatus(done._id, 'Completed');
    await setStatus(unsigned._id, 'Completed - Policy Not Accepted');

    const b = await board();
    expect(b.columns.map((c) => [c.stage, c.title])).toEqual([
      ['booked-in', 'Booked in'],
      ['in-progress', 'In progress'],
      ['waiting-for-approval', 'Waiting for approval'],
      ['waiting-for-parts', 'Waiting for parts'],
      ['ready-for-pickup', 'Ready for pickup'],
      ['invoiced-today', 'Invoiced today'],
    ]);
    expect(stages(b, [booked._id, working._id, quoted._id, done._id, unsigned._id])).toEqual(['booked-in', 'in-progress', 'waiting-for-approval', 'ready-for-pickup', 'ready-for-pickup']);
    expect(cardOn(b, booked._id)).toMatchObject({
      jobNumber: expect.stringMatching(/^JC-\d{6}$/),
      status: 'Pending Diagnosis',
      stage: 'booked-in',
      car: { rego: 'BKD 001', make: 'Toyota', model: 'Corolla' },
      customerName: 'Bea Booked',
      technicians: [],
      waitingForPartsSince: null,
    });
  });

  it('shows a card invoiced today (Melbourne) in Invoiced today, and not one invoiced on an earlier day', async () => {
    const today = await createCard(admin, { customerName: 'Ivy Invoiced' });
    const earlier = await createCard(admin, { customerName: 'Ed Earlier' });
    for (const card of [today, earlier]) {
      await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: [{ description: 'Service', quantity: 1, unitPrice: 199 }] });
      const done = await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, {});
      expect(done.status, JSON.stringify(done.body)).toBe(200);
    }
    // Issued at 23:30 the evening before, Melbourne time: yesterday's, not today's.
    const now = new Date();
    const date = (await board()).date;
    const lastEvening = new Date(fromLocal(date, '00:00', 'Australia/Melbourne').getTime() - 30 * 60_000);
    await sql('UPDATE invoice SET issued_at = ? WHERE job_card_id = ?', [lastEvening.toISOString(), earlier._id]);

    const b = await board();
    expect(stages(b, [today._id, earlier._id])).toEqual(['invoiced-today', 'absent']);
    expect(cardOn(b, today._id)).toMatchObject({ status: 'Invoiced', customerName: 'Ivy Invoiced' });
    expect(Date.parse(cardOn(b, today._id)!.invoicedAt!)).toBeGreaterThanOrEqual(now.getTime() - 60_000);

    // Tomorrow in Melbourne it has left the board.
    try {
      // Up to a day ahead, past a 12-hour session whatever the hour the suite runs: asked of the service.
      const cardsOf = (b: { columns: Array<{ cards: Array<{ jobCardId: string }> }> }) => b.columns.flatMap((c) => c.cards.map((card) => card.jobCardId));
      expect(cardsOf(await t.app.services.board.board(t.app.db.orm.em.fork()))).toContain(today._id);
      t.clock.set(fromLocal(addDays(date, 1), '00:01', 'Australia/Melbourne').toISOString());
      const tomorrow = await t.app.services.board.board(t.app.db.orm.em.fork());
      expect(tomorrow.date).toBe(addDays(date, 1));
      expect(cardsOf(tomorrow)).not.toContain(today._id);
    } finally {
      t.clock.reset();
    }
  });

  it('names the technician clocked on a card now and since when; one clocked off is not named', async () => {
    const card = await createCard(admin);
    await setStatus(card._id, 'Work In Progress');
    const [{ _id: me }] = await sql(`SELECT _id FROM admin_user WHERE username = 'admin'`);
    await sql(`UPDATE admin_user SET name = 'Terry Tech' WHERE _id = ?`, [me]);
    const since = new Date(Date.now() - 42 * 60_000);
    await sql(
      `INSERT INTO time_entry (_id, technician_id, job_card_id, started_at, ended_at) VALUES ('b0a4d0000000000000000001', ?, ?, ?, NULL), ('b0a4d0000000000000000002', ?, ?, ?, ?)`,
      [me, card._id, since.toISOString(), me, card._id, new Date(Date.now() - 3 * 3600_000).toISOString(), new Date(Date.now() - 2 * 3600_000).toISOString()],
    );
    try {
      expect(cardOn(await board(), card._id)!.technicians).toEqual([{ name: 'Terry Tech', since: since.toISOString() }]);
      const gql = await admin.gql(`{ jobBoard { columns { stage cards { jobCardId technicians { name since } } } } }`);
      const column = gql.data.jobBoard.columns.find((c: { stage: string }) => c.stage === 'IN_PROGRESS');
      expect(column.cards.find((c: { jobCardId: string }) => c.jobCardId === card._id).technicians).toEqual([{ name: 'Terry Tech', since: since.toISOString() }]);
    } finally {
      await sql(`DELETE FROM time_entry WHERE job_card_id = ?`, [card._id]);
    }
  });

  it('is for staff only', async () => {
    expect((await t.rest('GET', '/api/admin/board')).status).toBe(401);
    expect((await t.rest('POST', '/api/admin/board/000000000000000000000000/move', { stage: 'in-progress' })).status).toBe(401);
  });
});

describe('moving a card', () => {
  it('sets the column’s status through the job card (audited), and back', async () => {
    const card = await createCard(admin, { customerName: 'Mo Mover', carRego: 'MOV 001' });
    const moved = await move(card._id, 'in-progress');
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(stages(moved.body as BoardJson, [card._id])).toEqual(['in-progress']);
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body).toMatchObject({ status: 'Work In Progress', revision: card.revision + 1 });
    const [audit] = await sql(`SELECT summary FROM audit_event WHERE entity_id = ? AND action = 'jobcard.updated' ORDER BY at DESC LIMIT 1`, [card._id]);
    expect(audit.summary).toContain('status Pending Diagnosis → Work In Progress');

    expect(stages((await move(card._id, 'waiting-for-approval')).body, [card._id])).toEqual(['waiting-for-approval']);
    expect(stages((await move(card._id, 'booked-in')).body, [card._id])).toEqual(['booked-in']);
  });

  it('to Ready for pickup: Completed once the terms are signed, else Completed - Policy Not Accepted', async () => {
    const unsigned = await createCard(admin);
    const signed = await createCard(admin);
    await sql(`UPDATE job_card SET terms_accepted = true WHERE _id = ?`, [signed._id]);
    for (const card of [unsigned, signed]) expect((await move(card._id, 'ready-for-pickup')).status).toBe(200);
    const b = await board();
    expect([cardOn(b, unsigned._id)!.status, cardOn(b, signed._id)!.status]).toEqual(['Completed - Policy Not Accepted', 'Completed']);
  });

  it('to Waiting for parts marks a card in progress waiting; out of it, or any status change, ends the wait', async () => {
    const card = await createCard(admin);
    const waiting = await move(card._id, 'waiting-for-parts');
    expect(waiting.status, JSON.stringify(waiting.body)).toBe(200);
    const on = cardOn(waiting.body as BoardJson, card._id)!;
    expect(on).toMatchObject({ status: 'Work In Progress', stage: 'waiting-for-parts', waitingForPartsSince: expect.any(String) });
    const audits = await sql(`SELECT summary, changes FROM audit_event WHERE entity_id = ? AND action = 'jobcard.updated'`, [card._id]);
    expect(audits.find((a) => /\) waiting for parts$/.test(a.summary))?.changes).toEqual({ waitingForParts: [false, true] });

    // Back to In progress: same status, the wait ends.
    const back = await move(card._id, 'in-progress');
    expect(cardOn(back.body as BoardJson, card._id)).toMatchObject({ stage: 'in-progress', waitingForPartsSince: null });

    // Waiting again, then the job card's own status change (not the board's) ends the wait too.
    await move(card._id, 'waiting-for-parts');
    await setStatus(card._id, 'Completed');
    await setStatus(card._id, 'Work In Progress');
    expect(cardOn(await board(), card._id)).toMatchObject({ stage: 'in-progress', waitingForPartsSince: null });
  });

  it('refuses Invoiced today and an unknown stage (400), an unknown card (404) and an invoiced card (409)', async () => {
    const card = await createCard(admin);
    const invoicing = await move(card._id, 'invoiced-today');
    expect(invoicing.status).toBe(400);
    expect(invoicing.body.message).toMatch(/invoiced from its job card/);
    for (const stage of ['done', '', null, 'INVOICED']) {
      const bad = await move(card._id, stage);
      expect(bad.status, String(stage)).toBe(400);
      expect(bad.body.message).toMatch(/stage must be one of booked-in, in-progress, waiting-for-approval, waiting-for-parts, ready-for-pickup/);
    }
    expect((await move('000000000000000000000000', 'in-progress')).status).toBe(404);
    expect(stages(await board(), [card._id])).toEqual(['booked-in']);

    await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: [{ description: 'Service', quantity: 1, unitPrice: 99 }] });
    expect((await admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, {})).status).toBe(200);
    const locked = await move(card._id, 'in-progress');
    expect(locked.status).toBe(409);
    expect(stages(await board(), [card._id])).toEqual(['invoiced-today']);
  });

  it('over GraphQL: moveJobCard answers the board; INVOICED_TODAY is refused with BAD_USER_INPUT', async () => {
    const card = await createCard(admin);
    const MOVE = `mutation($id: ID!, $stage: BoardStage!) { moveJobCard(id: $id, stage: $stage) { columns { stage cards { jobCardId status stage } } } }`;
    const moved = await admin.gql(MOVE, { id: card._id, stage: 'WAITING_FOR_PARTS' });
    expect(moved.errors).toBeUndefined();
    const column = moved.data.moveJobCard.columns.find((c: { stage: string }) => c.stage === 'WAITING_FOR_PARTS');
    expect(column.cards).toContainEqual({ jobCardId: card._id, status: 'WORK_IN_PROGRESS', stage: 'WAITING_FOR_PARTS' });

    const refused = await admin.gql(MOVE, { id: card._id, stage: 'INVOICED_TODAY' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('live', () => {
  it('the jobBoard subscription answers the board afresh when a card moves', async () => {
    const card = await createCard(admin);
    const listening = listenerCount(t.app.pubsub, 'timeclock.changed');
    const client = wsClient(t.url, admin.token);
    const sub = subscribe<{ jobBoard: { columns: Array<{ stage: string; cards: Array<{ jobCardId: string }> }> } }>(
      client,
      'subscription { jobBoard { columns { stage cards { jobCardId } } } }',
    );
    try {
      await waitFor(() => listenerCount(t.app.pubsub, 'timeclock.changed') > listening, { what: 'the subscription to start' });
      expect((await move(card._id, 'waiting-for-approval')).status).toBe(200);
      await waitFor(() => sub.events.some((e) => e.jobBoard.columns.find((c) => c.stage === 'WAITING_FOR_APPROVAL')?.cards.some((c) => c.jobCardId === card._id)), {
        what: 'the board pushed with the card in Waiting for approval',
      });
      expect(sub.errors).toEqual([]);
    } finally {
      sub.stop();
      await client.dispose();
    }
  });

  it('two boards open through a burst of moves both end on the board after the last move, computed once per push', async () => {
    const card = await createCard(admin);
    const listening = listenerCount(t.app.pubsub, 'timeclock.changed');
    const query = 'subscription { jobBoard { columns { stage cards { jobCardId } } } }';
    type Pushed = { jobBoard: { columns: Array<{ stage: string; cards: Array<{ jobCardId: string }> }> } };
    const client = wsClient(t.url, admin.token);
    const subs = [subscribe<Pushed>(client, query), subscribe<Pushed>(client, query)];
    const stageIn = (e: Pushed | undefined) => e?.jobBoard.columns.find((c) => c.cards.some((c) => c.jobCardId === card._id))?.stage;
    try {
      await waitFor(() => listenerCount(t.app.pubsub, 'timeclock.changed') >= listening + 2, { what: 'both subscriptions to start' });
      const computed = vi.spyOn(t.app.services.board, 'board');
      const moves = ['waiting-for-approval', 'in-progress', 'waiting-for-parts', 'in-progress', 'ready-for-pickup'];
      for (const stage of moves) expect((await move(card._id, stage)).status).toBe(200);
      await waitFor(() => subs.every((sub) => stageIn(sub.events.at(-1)) === 'READY_FOR_PICKUP'), { what: 'both boards to show the last move' });
      for (const sub of subs) expect(sub.errors).toEqual([]);
      // Each move answers its own board; the two subscribers share every board pushed to both.
      const pushed = subs[0]!.events.length + subs[1]!.events.length;
      expect(computed.mock.calls.length - moves.length).toBeLessThan(pushed);
      computed.mockRestore();
    } finally {
      subs.forEach((sub) => sub.stop());
      await client.dispose();
    }
  });

  it('a technician’s board hears them clock on and names them with the time they started; they may move the card', async () => {
    const card = await createCard(admin);
    await setStatus(card._id, 'Work In Progress');
    const tech = await staffMember(t, 'technician', 'Tina Technician');
    const listening = listenerCount(t.app.pubsub, 'timeclock.changed');
    const client = wsClient(t.url, tech.as.token);
    const sub = subscribe<{ jobBoard: { columns: Array<{ stage: string; cards: Array<{ jobCardId: string; technicians: Array<{ name: string; since: string }> }> }> } }>(
      client,
      'subscription { jobBoard { columns { stage cards { jobCardId technicians { name since } } } } }',
    );
    try {
      await waitFor(() => listenerCount(t.app.pubsub, 'timeclock.changed') > listening, { what: 'the subscription to start' });
      const on = await tech.as.rest('POST', `/api/admin/jobcards/${card._id}/clock-on`, {});
      expect(on.status, JSON.stringify(on.body)).toBe(201);
      const named = () => sub.events.flatMap((e) => e.jobBoard.columns.flatMap((c) => c.cards)).find((c) => c.jobCardId === card._id && c.technicians.length);
      await waitFor(() => Boolean(named()), { what: 'the board pushed with the technician on the card' });
      expect(named()!.technicians).toEqual([{ name: 'Tina Technician', since: on.body.startedAt }]);
      expect(sub.errors).toEqual([]);

      const moved = await tech.as.rest('POST', `/api/admin/board/${card._id}/move`, { stage: 'waiting-for-parts' });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      expect(stages(moved.body as BoardJson, [card._id])).toEqual(['waiting-for-parts']);
    } finally {
      sub.stop();
      await client.dispose();
    }
  });
});
