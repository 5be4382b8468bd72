/**
 * Canned jobs over REST and GraphQL: the list kept by staff (names unique ignoring case, at least
 * one line, each line read as any priced document's), audited, and applied to a job card in one
 * action (lines appended through the card's save: revision, audit, the Invoiced lock).
 */
import { describe, expect, it } from 'vitest';
import { type Admin, asAdmin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createCard } from '../jobcards/jobcards-factory.js';
import { recipients } from '../smtp-sink.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

const sql = <T>(query: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<T[]>(query, params);

let n = 0;
const PADS = [
  { description: 'Front brake pads', quantity: 1, unitPrice: 129.95 },
  { description: 'Labour: fit pads and machine rotors', quantity: 1.5, unitPrice: 110 },
];

async function addCannedJob(name = `Front pads and rotors ${++n}`, lines: unknown[] = PADS) {
  const res = await admin.rest('POST', '/api/admin/canned-jobs', { name, lines });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { _id: string; name: string; createdAt: string; lines: Array<Record<string, unknown>> };
}

const JOB_FIELDS = 'id name lines { description quantity unitPriceCents } linesPricedByRate createdAt updatedAt';

/** A service's lines of every kind; its labour is priced by the workshop's default rate (no price of its own). */
const SERVICE = [
  { kind: 'labour', description: 'Logbook service labour', hours: 1.5, labourRateId: 'standard' },
  { kind: 'part', description: 'Oil filter', quantity: 1, unitPrice: 20 },
  { kind: 'sundry', description: 'Workshop consumables', quantity: 1, unitPrice: 5, gstFree: true },
  { kind: 'discount', description: 'Loyalty discount', quantity: 1, unitPrice: -10 },
];

describe('canned jobs over REST', () => {
  it('adds a canned job with its lines, lists it by name, changes it and deletes it', async () => {
    const job = await addCannedJob('  Logbook   service 4-cyl ');
    expect(job).toMatchObject({ name: 'Logbook service 4-cyl', lines: [{ description: 'Front brake pads', quantity: 1, unitPrice: 129.95 }, { quantity: 1.5, unitPrice: 110 }] });
    expect(Date.parse(job.createdAt)).not.toBeNaN();
    await addCannedJob('aircon regas');

    const list = await admin.rest('GET', '/api/admin/canned-jobs');
    expect(list.status).toBe(200);
    const names = (list.body as Array<{ name: string }>).map((j) => j.name);
    expect(names.indexOf('aircon regas')).toBeLessThan(names.indexOf('Logbook service 4-cyl'));

    const changed = await admin.rest('PUT', `/api/admin/canned-jobs/${job._id}`, { name: 'Logbook service 6-cyl', lines: [{ description: 'Oil and filter', quantity: 6, unitPrice: '12.50' }] });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ _id: job._id, name: 'Logbook service 6-cyl', lines: [{ description: 'Oil and filter', quantity: 6, unitPrice: 12.5 }] });

    const deleted = await admin.rest('DELETE', `/api/admin/canned-jobs/${job._id}`);
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Canned job deleted.' } });
    const gone = await admin.rest('PUT', `/api/admin/canned-jobs/${job._id}`, { name: 'Again', lines: PADS });
    expect(gone).toMatchObject({ status: 404, body: { message: 'This canned job no longer exists.' } });
    expect(((await admin.rest('GET', '/api/admin/canned-jobs')).body as Array<{ _id: string }>).some((j) => j._id === job._id)).toBe(false);
  });

  it('refuses a second canned job of the same name, ignoring case, when added or renamed', async () => {
    await addCannedJob('Wheel alignment');
    const again = await admin.rest('POST', '/api/admin/canned-jobs', { name: 'WHEEL ALIGNMENT', lines: PADS });
    expect(again).toMatchObject({ status: 400, body: { message: 'A canned job named “WHEEL ALIGNMENT” already exists.' } });
    const other = await addCannedJob('Wheel balance');
    const renamed = await admin.rest('PUT', `/api/admin/canned-jobs/${other._id}`, { name: 'wheel alignment', lines: PADS });
    expect(renamed).toMatchObject({ status: 400, body: { message: 'A canned job named “wheel alignment” already exists.' } });
  });

  it.each([
    [{ name: '   ', lines: PADS }, 'Name is required.'],
    [{ name: 'x'.repeat(101), lines: PADS }, 'Name must be at most 100 characters.'],
    [{ name: 'No lines', lines: [] }, 'A canned job needs at least one line.'],
    [{ name: 'Bad line', lines: [PADS[0], { description: '', quantity: 1, unitPrice: 5 }] }, 'Line 2: a description is required.'],
    [{ name: 'Bad price', lines: [{ description: 'Pads', quantity: 1, unitPrice: 'cheap' }] }, 'Line 1: price must be a number.'],
    [{ name: 'Bad quantity', lines: [{ description: 'Pads', quantity: 0, unitPrice: 5 }] }, 'Line 1: quantity must be a number greater than 0.'],
    [{ name: 'Below zero', lines: [{ description: 'Discount', quantity: 1, unitPrice: -5 }] }, 'The total cannot be below $0.00.'],
  ])('says what is wrong with %j', async (body, message) => {
    const res = await admin.rest('POST', '/api/admin/canned-jobs', body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('records each change in the audit trail, in words', async () => {
    const job = await addCannedJob('Audited job');
    await admin.rest('PUT', `/api/admin/canned-jobs/${job._id}`, { name: 'Audited job (renamed)', lines: PADS });
    await admin.rest('PUT', `/api/admin/canned-jobs/${job._id}`, { name: 'Audited job (renamed)', lines: PADS });
    await admin.rest('DELETE', `/api/admin/canned-jobs/${job._id}`);
    const rows = await sql<{ action: string; summary: string }>('SELECT action, summary FROM audit_event WHERE entity_id = ? ORDER BY at, id', [job._id]);
    expect(rows.map((r) => r.action).sort()).toEqual(['canned_job.changed', 'canned_job.created', 'canned_job.deleted']);
    expect(rows.map((r) => r.summary)).toEqual(
      expect.arrayContaining(['Canned job “Audited job” added (2 lines)', 'Canned job “Audited job” renamed “Audited job (renamed)”', 'Canned job “Audited job (renamed)” deleted']),
    );
  });

  it('is for staff only', async () => {
    expect((await t.rest('GET', '/api/admin/canned-jobs')).status).toBe(401);
    expect((await t.rest('POST', '/api/admin/canned-jobs', { name: 'X', lines: PADS })).status).toBe(401);
  });
});

describe('applying a canned job to a job card', () => {
  it('appends its lines after the card’s own, through the card’s save, and a quote from the card’s items adds them up', async () => {
    const job = await addCannedJob();
    const card = await createCard(admin, { customerEmail: 'canned.apply@example.com' });
    const saved = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: [{ description: 'Wiper blades', quantity: 2, unitPrice: 20 }], revision: card.revision });
    expect(saved.status).toBe(200);

    const res = await admin.rest('POST', `/api/admin/jobcards/${card._id}/apply-canned-job`, { cannedJobId: job._id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.revision).toBe(saved.body.revision + 1);
    expect(res.body.finalItems.map((l: { description: string; quantity: number; estimateCost: number }) => [l.description, l.quantity, l.estimateCost])).toEqual([
      ['Wiper blades', 2, 20],
      ['Front brake pads', 1, 129.95],
      ['Labour: fit pads and machine rotors', 1.5, 110],
    ]);
    const again = (await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body;
    expect(again.finalItems).toHaveLength(3);

    // 40 + 129.95 + 165 = 334.95; GST on top 33.50 (half up); total 368.45
    const quote = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: again.finalItems, gstIncludedInEstimate: false });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.quote).toMatchObject({ subtotal: 334.95, gst: 33.5, total: 368.45 });

    const [audit] = await sql<{ summary: string }>(`SELECT summary FROM audit_event WHERE entity_id = ? AND action = 'jobcard.updated' ORDER BY at DESC, id DESC LIMIT 1`, [card._id]);
    expect(audit.summary).toContain('edited (items)');
  });

  it('applies twice at once without losing either', async () => {
    const job = await addCannedJob();
    const card = await createCard(admin);
    const answers = await Promise.all([1, 2].map(() => admin.rest('POST', `/api/admin/jobcards/${card._id}/apply-canned-job`, { cannedJobId: job._id })));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body.finalItems).toHaveLength(4);
  });

  it('refuses an Invoiced card, and says when the card or the canned job does not exist', async () => {
    const job = await addCannedJob();
    const card = await createCard(admin);
    await sql(`UPDATE job_card SET status = 'Invoiced' WHERE _id = ?`, [card._id]);
    const invoiced = await admin.rest('POST', `/api/admin/jobcards/${card._id}/apply-canned-job`, { cannedJobId: job._id });
    expect(invoiced).toMatchObject({ status: 409, body: { message: 'This job card has been invoiced and can no longer be changed.' } });
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body.finalItems).toEqual([]);

    const noCard = await admin.rest('POST', '/api/admin/jobcards/0123456789abcdef01234567/apply-canned-job', { cannedJobId: job._id });
    expect(noCard).toMatchObject({ status: 404, body: { message: 'Job card not found.' } });
    const open = await createCard(admin);
    const noJob = await admin.rest('POST', `/api/admin/jobcards/${open._id}/apply-canned-job`, { cannedJobId: 'nope' });
    expect(noJob).toMatchObject({ status: 404, body: { message: 'This canned job no longer exists.' } });
  });
});

describe('canned jobs’ kinds of line', () => {
  it('keeps each line’s kind, GST-free and labour rate, and a labour line without a price takes its rate’s price of the day it is applied', async () => {
    const job = await addCannedJob('Logbook service 4-cyl (kinds)', SERVICE);
    expect(job.lines).toEqual([
      { description: 'Logbook service labour', quantity: 1.5, unitPrice: null, kind: 'labour', gstFree: false, hours: 1.5, labourRateId: 'standard', technicianId: null, partId: null },
      { description: 'Oil filter', quantity: 1, unitPrice: 20, kind: 'part', gstFree: false, hours: null, labourRateId: null, technicianId: null, partId: null },
      { description: 'Workshop consumables', quantity: 1, unitPrice: 5, kind: 'sundry', gstFree: true, hours: null, labourRateId: null, technicianId: null, partId: null },
      { description: 'Loyalty discount', quantity: 1, unitPrice: -10, kind: 'discount', gstFree: false, hours: null, labourRateId: null, technicianId: null, partId: null },
    ]);
    const listed = await admin.gql('{ cannedJobs { id linesPricedByRate lines { kind hours labourRateId gstFree } } }');
    expect(listed.data.cannedJobs.find((j: { id: string }) => j.id === job._id)).toMatchObject({
      linesPricedByRate: [0],
      lines: [{ kind: 'LABOUR', hours: 1.5, labourRateId: 'standard' }, { kind: 'PART' }, { kind: 'SUNDRY', gstFree: true }, { kind: 'DISCOUNT' }],
    });

    // The workshop's standard rate goes up after the canned job was saved.
    const rates = await admin.rest('PUT', '/api/admin/settings/labour-rates', { rates: [{ id: 'standard', name: 'Standard labour', hourlyRate: 160, isDefault: true }] });
    expect(rates.status, JSON.stringify(rates.body)).toBe(200);
    const card = await createCard(admin);
    const res = await admin.rest('POST', `/api/admin/jobcards/${card._id}/apply-canned-job`, { cannedJobId: job._id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.finalItems).toMatchObject([
      { description: 'Logbook service labour', quantity: 1.5, estimateCost: 160, kind: 'labour', hours: 1.5, labourRateId: 'standard' },
      { description: 'Oil filter', estimateCost: 20, kind: 'part', gstFree: false },
      { description: 'Workshop consumables', estimateCost: 5, kind: 'sundry', gstFree: true },
      { description: 'Loyalty discount', estimateCost: -10, kind: 'discount' },
    ]);
    // 240 + 20 − 10 = 250 taxable, GST on top 25; the GST-free 5 without; total 280
    const quote = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: res.body.finalItems, gstIncludedInEstimate: false });
    expect(quote.status, JSON.stringify(quote.body)).toBe(200);
    expect(quote.body.quote).toMatchObject({ subtotal: 255, gst: 25, total: 280 });
  });

  it('names the canned job’s line when its labour rate is gone by the time it is applied', async () => {
    const rates = await admin.rest('PUT', '/api/admin/settings/labour-rates', {
      rates: [
        { id: 'standard', name: 'Standard labour', hourlyRate: 160, isDefault: true },
        { name: 'Diagnostics', hourlyRate: 180 },
      ],
    });
    expect(rates.status, JSON.stringify(rates.body)).toBe(200);
    const diagnostics = (rates.body.rates ?? rates.body).find((r: { name: string }) => r.name === 'Diagnostics').id as string;
    const job = await addCannedJob('Diagnose warning light', [PADS[0], { kind: 'labour', description: 'Diagnosis', hours: 1, labourRateId: diagnostics }]);
    await admin.rest('PUT', '/api/admin/settings/labour-rates', { rates: [{ id: 'standard', name: 'Standard labour', hourlyRate: 160, isDefault: true }] });
    const card = await createCard(admin);
    await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: [{ description: 'Wiper blades', quantity: 2, unitPrice: 20 }] });
    const res = await admin.rest('POST', `/api/admin/jobcards/${card._id}/apply-canned-job`, { cannedJobId: job._id });
    expect(res).toMatchObject({ status: 400, body: { message: 'Canned job “Diagnose warning light”, line 2: labour rate not found. Change it in Canned Jobs.' } });
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body.finalItems).toHaveLength(1);
  });

  it('refuses a labour rate the workshop does not have, and a kind it does not know', async () => {
    const rate = await admin.rest('POST', '/api/admin/canned-jobs', { name: 'Unknown rate', lines: [{ kind: 'labour', description: 'Labour', hours: 1, labourRateId: 'no-such-rate' }] });
    expect(rate).toMatchObject({ status: 400, body: { message: 'Line 1: labour rate not found.' } });
    const kind = await admin.rest('POST', '/api/admin/canned-jobs', { name: 'Unknown kind', lines: [{ kind: 'freight', description: 'Courier', quantity: 1, unitPrice: 15 }] });
    expect(kind).toMatchObject({ status: 400, body: { message: 'Line 1: kind must be one of labour, part, sundry, discount.' } });
  });
});

describe('canned jobs over GraphQL', () => {
  it('adds, lists, changes, applies and deletes', async () => {
    const created = await admin.gql(`mutation ($input: CannedJobInput!) { createCannedJob(input: $input) { ${JOB_FIELDS} } }`, {
      input: { name: 'GraphQL brake job', lines: [{ description: 'Rear pads', quantity: 1, unitPrice: 99.5 }] },
    });
    expect(created.errors).toBeUndefined();
    const id = created.data.createCannedJob.id;
    expect(created.data.createCannedJob).toMatchObject({ name: 'GraphQL brake job', lines: [{ description: 'Rear pads', quantity: 1, unitPriceCents: 9950 }], linesPricedByRate: [] });

    const dup = await admin.gql(`mutation ($input: CannedJobInput!) { createCannedJob(input: $input) { id } }`, { input: { name: 'graphql BRAKE job', lines: [{ description: 'X', quantity: 1, unitPrice: 1 }] } });
    expect(dup.errors?.[0]).toMatchObject({ message: 'A canned job named “graphql BRAKE job” already exists.', extensions: { code: 'BAD_USER_INPUT' } });

    const list = await admin.gql(`{ cannedJobs { ${JOB_FIELDS} } }`);
    expect(list.data.cannedJobs.find((j: { id: string }) => j.id === id)).toMatchObject({ name: 'GraphQL brake job' });

    const updated = await admin.gql(`mutation ($id: ID!, $input: CannedJobInput!) { updateCannedJob(id: $id, input: $input) { ${JOB_FIELDS} } }`, {
      id,
      input: { name: 'GraphQL brake job', lines: [{ description: 'Rear pads', quantity: 2, unitPrice: 99.5 }] },
    });
    expect(updated.data.updateCannedJob.lines).toEqual([{ description: 'Rear pads', quantity: 2, unitPriceCents: 9950 }]);

    const card = await createCard(admin);
    const applied = await admin.gql('mutation ($jobCardId: ID!, $cannedJobId: ID!) { applyCannedJob(jobCardId: $jobCardId, cannedJobId: $cannedJobId) { id revision finalItems { description quantity unitPriceCents } } }', {
      jobCardId: card._id,
      cannedJobId: id,
    });
    expect(applied.errors).toBeUndefined();
    expect(applied.data.applyCannedJob).toMatchObject({ id: card._id, revision: card.revision + 1, finalItems: [{ description: 'Rear pads', quantity: 2, unitPriceCents: 9950 }] });

    const deleted = await admin.gql('mutation ($id: ID!) { deleteCannedJob(id: $id) { message } }', { id });
    expect(deleted.data.deleteCannedJob.message).toBe('Canned job deleted.');
    const gone = await admin.gql('mutation ($id: ID!) { deleteCannedJob(id: $id) { message } }', { id });
    expect(gone.errors?.[0]).toMatchObject({ message: 'This canned job no longer exists.', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('a technician', () => {
  /** A technician's session: invited by the owner, the invitation accepted. */
  async function technicianSession(): Promise<Admin> {
    const invited = await admin.rest('POST', '/api/admin/users', { name: 'Riley Canned', email: 'riley.canned@example.com', role: 'technician' });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('riley.canned@example.com'));
    const token = new URL(/http:\/\/workshop\.test\/admin\/invitation\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token')!;
    const accepted = await t.rest('POST', '/api/admin/invitations/accept', { token, username: 'riley.canned', password: 'torque-wrench-42' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    return asAdmin(t, accepted.body.token as string);
  }

  it('reads the canned jobs, and may not add one to a job card (its items are the front office’s), nor add, change or delete one', async () => {
    const job = await addCannedJob('Technician’s pick');
    const technician = await technicianSession();
    const list = await technician.rest('GET', '/api/admin/canned-jobs');
    expect(list.status).toBe(200);
    expect((list.body as Array<{ _id: string }>).some((j) => j._id === job._id)).toBe(true);
    const card = await createCard(admin);

    const refused = { status: 403, body: { message: 'Technicians cannot open this: ask a service adviser or an owner.', code: 'FORBIDDEN' } };
    expect(await technician.rest('POST', '/api/admin/canned-jobs', { name: 'Mine', lines: PADS })).toEqual(refused);
    expect(await technician.rest('PUT', `/api/admin/canned-jobs/${job._id}`, { name: 'Renamed', lines: PADS })).toEqual(refused);
    expect(await technician.rest('DELETE', `/api/admin/canned-jobs/${job._id}`)).toEqual(refused);
    expect(await technician.rest('POST', `/api/admin/jobcards/${card._id}/apply-canned-job`, { cannedJobId: job._id })).toEqual(refused);
    expect((await admin.rest('GET', `/api/admin/jobcards/${card._id}`)).body.finalItems).toEqual([]);
    const gql = await technician.gql('mutation ($id: ID!) { deleteCannedJob(id: $id) { message } }', { id: job._id });
    expect(gql.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const kept = await admin.rest('GET', '/api/admin/canned-jobs');
    expect((kept.body as Array<{ _id: string; name: string }>).find((j) => j._id === job._id)?.name).toBe('Technician’s pick');
  });
});
