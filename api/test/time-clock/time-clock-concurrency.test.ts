/**
 * One technician clocking on to 20 job cards at once: the clock-ons take turns, so exactly one
 * entry stays open and every other is closed, each answered without a server error. Straight
 * through the service (no HTTP between them, so they truly meet in the database), wave after
 * wave of 30: every clock-on is made, none refused as busy.
 */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { staffMember } from './time-clock-staff.js';

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
});
