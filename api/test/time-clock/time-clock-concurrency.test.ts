/**
 * One technician clocking on to 20 job cards at once: the clock-ons take turns, so exactly one
 * entry stays open and every other is closed, each answered without a server error. Straight
 * through the service (no HTTP between them, so they truly meet in the database), wave after
 * wave of 30: every clock-on is made, none refused as busy. A whole workshop at the start of a
 * shift: 30 technicians tapping at the same moment (grouped into one statement on a server), each
 * answered as if alone, also when another instance clocks one of them on at that moment.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { type StaffMember, staffMember } from './time-clock-staff.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

describe('clock-ons at once', () => {
  it('20 clock-ons of one technician on different job cards leave exactly one open entry', async () => {
    const tech = await staffMember(t, 'technician', 'Rush Hour');
    const cards = await Promise.all(Array.from({ length: 20 }, () => createCard(admin)));
    const answers = await Promise.all(cards.map((card) => tech.as.rest('POST', `/api/admin/jobcards/${card._id}/clock-on`)));
    expect(answers.map((a) => a.status).filter((s) => s !== 201), JSON.stringify(answers.filter((a) => a.status !== 201).map((a) => a.body))).toEqual([]);

    const rows = await sql<{ job_card_id: string; ended_at: Date | null; minutes: number | null }>('SELECT job_card_id, ended_at, minutes FROM time_entry WHERE technician_id = ?', [tech.id]);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.job_card_id)).size).toBe(20);
    const open = rows.filter((r) => r.ended_at === null);
    expect(open).toHaveLength(1);
    expect(rows.filter((r) => r.ended_at !== null).every((r) => r.minutes !== null)).toBe(true);

    // The open one is the card the technician is on now.
    const list = await tech.as.rest('GET', `/api/admin/time-entries?technicianId=${tech.id}`);
    expect(list.body.filter((e: { endedAt: string | null }) => e.endedAt === null).map((e: { jobCardId: string }) => e.jobCardId)).toEqual([open[0].job_card_id]);
  });

  it('30 clock-ons of one technician at the same moment, five times over: each made, one entry open after each wave', async () => {
    const tech = await staffMember(t, 'technician', 'Double Tap');
    const cards = await Promise.all(Array.from({ length: 30 }, () => createCard(admin)));
    const caller = { sub: tech.id, username: 'double-tap', name: 'Double Tap', role: 'technician' as const, iat: 0, exp: 0 };
    const { timeClock } = t.app.services;
    for (let wave = 1; wave <= 5; wave++) {
      const answers = await Promise.allSettled(cards.map((card) => timeClock.clockOn(t.app.db.orm.em.fork(), caller, card._id)));
      const refused = answers.flatMap((a) => (a.status === 'rejected' ? [String((a.reason as Error).message)] : []));
      expect(refused, `wave ${wave}`).toEqual([]);
      // After the first wave, the clock-on of the card the technician is still on may come first: it answers that entry unchanged.
      const made = answers.filter((a) => a.status === 'fulfilled' && a.value.created).length;
      expect(made, `wave ${wave}`).toBeGreaterThanOrEqual(wave === 1 ? 30 : 29);
      const open = await sql<{ n: number }>('SELECT count(*)::int AS n FROM time_entry WHERE technician_id = ? AND ended_at IS NULL', [tech.id]);
      expect(open[0].n, `wave ${wave}`).toBe(1);
    }
    const [all] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM time_entry WHERE technician_id = ?', [tech.id]);
    expect(all.n).toBeGreaterThanOrEqual(30 * 5 - 4);
    const [closed] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM time_entry WHERE technician_id = ? AND ended_at IS NOT NULL AND minutes IS NOT NULL', [tech.id]);
    expect(closed.n).toBe(all.n - 1);
  });

  it('the database refuses a second open entry for a technician whatever the code does', async () => {
    const tech = await staffMember(t, 'technician', 'Belt Braces');
    const [a, b] = await Promise.all([createCard(admin), createCard(admin)]);
    expect((await tech.as.rest('POST', `/api/admin/jobcards/${a._id}/clock-on`)).status).toBe(201);
    await expect(sql("INSERT INTO time_entry (_id, technician_id, job_card_id, started_at) VALUES ('aaaaaaaaaaaaaaaaaaaaaaaa', ?, ?, now())", [tech.id, b._id])).rejects.toThrow(/time_entry_open_unique/);
  });

  it('30 technicians at the same moment, wave after wave: each on the card they tapped, the one they left closed with its minutes', async () => {
    const techs: StaffMember[] = [];
    for (let i = 0; i < 30; i++) techs.push(await staffMember(t, 'technician', `Shift Start ${i + 1}`));
    const cards = await Promise.all(Array.from({ length: 12 }, () => createCard(admin)));
    const { timeClock } = t.app.services;
    const callerOf = (tech: StaffMember) => ({ sub: tech.id, username: tech.name, name: tech.name, role: 'technician' as const, iat: 0, exp: 0 });
    for (let wave = 0; wave < 4; wave++) {
      // Technician i taps card (i + wave) mod 12: neighbours share cards, and every wave moves each one on.
      const chosen = techs.map((_, i) => cards[(i + wave) % cards.length]._id);
      const answers = await Promise.all(techs.map((tech, i) => timeClock.clockOn(t.app.db.orm.em.fork(), callerOf(tech), chosen[i])));
      expect(answers.every((a) => a.created), `wave ${wave}`).toBe(true);
      expect(answers.map((a) => a.entry.jobCard._id)).toEqual(chosen);
      expect(answers.map((a) => a.entry.technicianName)).toEqual(techs.map((tech) => tech.name));
      const open = await sql<{ technician_id: string; job_card_id: string; _id: string }>('SELECT technician_id, job_card_id, _id FROM time_entry WHERE ended_at IS NULL AND technician_id = ANY(?::bpchar[])', [`{${techs.map((x) => x.id).join(',')}}`]);
      const openOf = new Map(open.map((r) => [r.technician_id, r]));
      expect(open).toHaveLength(30);
      techs.forEach((tech, i) => expect(openOf.get(tech.id), `${tech.name} in wave ${wave}`).toMatchObject({ job_card_id: chosen[i], _id: answers[i].entry._id }));
    }
    const [entries] = await sql<{ all: number; closed: number }>(
      'SELECT count(*)::int AS all, count(*) FILTER (WHERE ended_at IS NOT NULL AND minutes IS NOT NULL)::int AS closed FROM time_entry WHERE technician_id = ANY(?::bpchar[])',
      [`{${techs.map((x) => x.id).join(',')}}`],
    );
    expect(entries).toEqual({ all: 120, closed: 90 });

    // At the same moment: a tap on an unknown card, on an invoiced one, and on the card one is already on; each answered as alone.
    const [invoiced] = await Promise.all([createCard(admin)]);
    await sql(`UPDATE job_card SET status = 'Invoiced' WHERE _id = ?`, [invoiced._id]);
    const onNow = cards[(0 + 3) % cards.length]._id; // technician 1's card after the last wave
    const [unknown, onInvoiced, same, moved] = await Promise.allSettled([
      timeClock.clockOn(t.app.db.orm.em.fork(), callerOf(techs[5]), 'ffffffffffffffffffffffff'),
      timeClock.clockOn(t.app.db.orm.em.fork(), callerOf(techs[6]), invoiced._id),
      timeClock.clockOn(t.app.db.orm.em.fork(), callerOf(techs[0]), onNow),
      timeClock.clockOn(t.app.db.orm.em.fork(), callerOf(techs[7]), cards[0]._id),
    ]);
    expect(unknown).toMatchObject({ status: 'rejected', reason: { message: 'Job card not found.' } });
    expect(onInvoiced).toMatchObject({ status: 'rejected', reason: { message: 'This job card is invoiced: time can no longer be clocked on to it.' } });
    expect(same).toMatchObject({ status: 'fulfilled', value: { created: false } });
    expect(moved).toMatchObject({ status: 'fulfilled', value: { created: true } });
    const [after] = await sql<{ open: number }>('SELECT count(*)::int AS open FROM time_entry WHERE ended_at IS NULL AND technician_id = ANY(?::bpchar[])', [`{${techs.map((x) => x.id).join(',')}}`]);
    expect(after.open).toBe(30);
  });

  it.runIf(process.env.TEST_DATABASE_URL)('clock-ons at the moment another instance clocks one of them on: each made, one open entry each', async () => {
    const [a, b] = [await staffMember(t, 'technician', 'Meets Another'), await staffMember(t, 'technician', 'Stands By')];
    const [elsewhere, mine, theirs] = await Promise.all([createCard(admin), createCard(admin), createCard(admin)]);
    // Another instance's clock-on of A, not yet committed when these arrive.
    const other = new pg.Client({ connectionString: t.databaseUrl! });
    other.on('error', () => undefined);
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query("INSERT INTO time_entry (_id, technician_id, job_card_id, started_at) VALUES ('0ther0000000000000000001', $1, $2, now())", [a.id, elsewhere._id]);
      const { timeClock } = t.app.services;
      const callerOf = (tech: StaffMember) => ({ sub: tech.id, username: tech.name, name: tech.name, role: 'technician' as const, iat: 0, exp: 0 });
      const answers = Promise.all([timeClock.clockOn(t.app.db.orm.em.fork(), callerOf(a), mine._id), timeClock.clockOn(t.app.db.orm.em.fork(), callerOf(b), theirs._id)]);
      await new Promise((resolve) => setTimeout(resolve, 200)); // the clock-ons wait on the other's entry
      await other.query('COMMIT');
      const [forA, forB] = await answers;
      expect([forA.created, forB.created]).toEqual([true, true]);
    } finally {
      await other.end();
    }
    const rows = await sql<{ technician_id: string; job_card_id: string; open: boolean; minutes: number | null }>(
      'SELECT technician_id, job_card_id, ended_at IS NULL AS open, minutes FROM time_entry WHERE technician_id IN (?, ?) ORDER BY started_at',
      [a.id, b.id],
    );
    expect(rows.filter((r) => r.technician_id === a.id)).toEqual([
      { technician_id: a.id, job_card_id: elsewhere._id, open: false, minutes: 0 },
      { technician_id: a.id, job_card_id: mine._id, open: true, minutes: null },
    ]);
    expect(rows.filter((r) => r.technician_id === b.id)).toEqual([{ technician_id: b.id, job_card_id: theirs._id, open: true, minutes: null }]);
  });
});
