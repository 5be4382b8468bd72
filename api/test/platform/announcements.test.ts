/**
 * Announcements: every declared kind of change, written through the real services as staff and
 * customers write it, publishes exactly the events its declaration names (and the events of any other
 * change the same write makes, declared as well); and what a user sees follows at once: the booking
 * form's booked slots and the diary (REST and the kept GraphQL answers) show a booking, a move, a
 * cancellation, a deletion, a block and the bays as soon as they are made.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityChanges } from '../../src/platform/changes/announcements.js';
import { topicsOf } from '../../src/platform/changes/announcements.js';
import type { Events, Topic } from '../../src/shared/pubsub.js';
import { asAdmin, signIn, withAdminServer, type Admin } from '../admin-session.js';
import { DECLARED, declaredWrites, type Announced, type Writer } from './announcement-writes.js';
import { appointmentRequest, freeDay } from '../factories.js';
import type { TestServer } from '../harness.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';

let t: TestServer;
let admin: Admin;
let WRITES: ReturnType<typeof declaredWrites>;
withAdminServer((server, signedIn) => {
  t = server;
  admin = signedIn;
  WRITES = declaredWrites(server, signedIn);
}, { env: CONFIGURED_WORKSHOP });

const ok = async (promise: Promise<{ status: number; body: any }>, status = 200) => {
  const res = await promise;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body;
};

/** The events of every declared topic, as published while `write` runs. */
async function heard(write: () => Promise<Announced[]>): Promise<{ events: Array<[Topic, unknown]>; announced: Announced[] }> {
  const events: Array<[Topic, unknown]> = [];
  const offs = topicsOf(...Object.values(DECLARED)).map((topic) => t.app.pubsub.on(topic, (payload: Events[Topic]) => events.push([topic, payload])));
  try {
    return { announced: await write(), events };
  } finally {
    offs.forEach((off) => off());
  }
}

const rows = Object.entries(DECLARED).flatMap(([entity, kinds]) => Object.keys(kinds).map((name) => [entity, name] as [keyof typeof DECLARED, string]));

describe('what a user sees follows each change at once', () => {
  let secondAdmin: Admin;
  beforeAll(async () => {
    secondAdmin = asAdmin(t, await signIn(t));
  });
  const bookedSlots = async (date: string) => (await ok(t.rest('GET', `/api/appointments/booked-slots?date=${date}`))).unavailableSlots as string[];
  const diaryRest = async (date: string) => {
    const body = await ok(admin.rest('GET', `/api/admin/diary?from=${date}&to=${date}`));
    return JSON.stringify(body);
  };
  const diaryIds = async (date: string) => {
    const res = await secondAdmin.gql('query($d: String!) { diary(from: $d, to: $d) { bays days { appointments { appointment { id preferredTime } } blockedPeriods { id } } } }', { d: date });
    expect(res.errors).toBeUndefined();
    const day = res.data.diary.days[0];
    return { bays: res.data.diary.bays as number, times: day.appointments.map((a: any) => `${a.appointment.id} ${a.appointment.preferredTime}`) as string[], blocks: day.blockedPeriods.length as number };
  };
  /** Reads each answer twice, so the second is the one kept. */
  const seen = async (date: string) => {
    await bookedSlots(date);
    await diaryRest(date);
    await diaryIds(date);
    return { slots: await bookedSlots(date), rest: await diaryRest(date), graphql: await diaryIds(date) };
  };

  it('a booking, a move, a cancellation and a deletion show in the booked slots and the diary of their dates', async () => {
    await ok(admin.rest('PUT', '/api/admin/settings/bays', { bays: 1 }));
    const day = freeDay();
    const other = freeDay();
    const before = await seen(day);
    await seen(other);
    expect(before.slots).not.toContain('10:00');

    const made = await ok(admin.rest('POST', '/api/admin/appointments', appointmentRequest({ preferredDate: day, preferredTime: '10:00', email: 'announce.seen@example.com' })), 201);
    const id = made.appointment._id as string;
    let now = await seen(day);
    expect(now.slots).toContain('10:00');
    expect(now.rest).toContain(id);
    expect(now.graphql.times).toContain(`${id} 10:00`);

    await ok(admin.rest('POST', `/api/admin/appointments/${id}/reschedule`, { preferredDate: other, preferredTime: '11:00', notify: false }));
    now = await seen(day);
    expect(now.slots).not.toContain('10:00');
    expect(now.rest).not.toContain(id);
    expect(now.graphql.times).toEqual([]);
    const moved = await seen(other);
    expect(moved.slots).toContain('11:00');
    expect(moved.graphql.times).toEqual([`${id} 11:00`]);

    await ok(admin.rest('POST', `/api/admin/cancel-appointment/${id}`));
    const cancelled = await seen(other);
    expect(cancelled.slots).not.toContain('11:00');
    expect(cancelled.graphql.times).toEqual([]);

    const again = await ok(admin.rest('POST', '/api/admin/appointments', appointmentRequest({ preferredDate: other, preferredTime: '12:00', email: 'announce.seen2@example.com' })), 201);
    expect((await seen(other)).graphql.times).toEqual([`${again.appointment._id} 12:00`]);
    await ok(admin.rest('DELETE', `/api/admin/appointments/${again.appointment._id}`));
    const deleted = await seen(other);
    expect(deleted.slots).not.toContain('12:00');
    expect(deleted.graphql.times).toEqual([]);
  });

  it('a block and the bays show in the booked slots and the diary of every date', async () => {
    const day = freeDay();
    expect((await seen(day)).slots).toEqual([]);
    const block = await ok(admin.rest('POST', '/api/admin/block-period', { startDate: day, startTime: '14:00', endDate: day, endTime: '15:00', reason: 'Hoist service' }), 201);
    let now = await seen(day);
    expect(now.slots).toEqual(['14:00', '14:30']);
    expect(now.graphql.blocks).toBe(1);
    await ok(admin.rest('DELETE', `/api/admin/blocked-periods/${block.period._id}`));
    now = await seen(day);
    expect(now.slots).toEqual([]);
    expect(now.graphql.blocks).toBe(0);

    const bays = now.graphql.bays;
    await ok(admin.rest('PUT', '/api/admin/settings/bays', { bays: bays + 1 }));
    expect((await seen(day)).graphql.bays).toBe(bays + 1);
    await ok(admin.rest('PUT', '/api/admin/settings/bays', { bays }));
    expect((await seen(day)).graphql.bays).toBe(bays);
  });
});

describe('every declared kind of change publishes exactly the events it declares', () => {
  it('has a write for every declared kind', () => {
    for (const [entity, name] of rows) expect((WRITES[entity] as Record<string, Writer>)[name], `${entity} ${name}`).toBeTypeOf('function');
  });

  it.each(rows)('%s %s', async (entity, name) => {
    const kind = (DECLARED[entity] as EntityChanges)[name];
    const write = await (WRITES[entity] as Record<string, Writer>)[name]();
    const { events, announced } = await heard(write);
    expect(announced[0][0]).toBe(kind);
    // Its own events: every declared topic once, in the declared order, with the facts of this change.
    const own = events.filter(([topic]) => kind.topics.includes(topic));
    expect(own.map(([topic]) => topic)).toEqual(kind.topics);
    // Nothing else: only the events of the changes this write announces.
    const expected = announced.flatMap(([k, facts]) => k.events(facts as never));
    const order = (list: Array<[Topic, unknown]>) => [...list].sort(([a], [b]) => a.localeCompare(b));
    expect(order(events)).toEqual(order(expected));
  });
});
