/** The back office's courtesy cars over REST and GraphQL: add, lend, one loan at a time, retired cars, return, validation. */
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)));

/** The workshop's calendar day (Melbourne), `days` from now. */
function workshopDate(days = 0): string {
  const now = new Date(t.clock.now().getTime() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Melbourne', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

let plate = 0;
async function addCar(description = 'Silver Corolla') {
  plate += 1;
  const res = await admin.rest('POST', '/api/admin/courtesy-cars', { rego: ` loan  ${plate}x `, description, notes: 'Spare key in the office' });
  expect(res.status).toBe(201);
  return res.body as { _id: string; rego: string };
}

const CAR_FIELDS = 'id rego description notes retired openLoan { id carId customerName customerPhone jobCardId dueBack returnedAt overdue } recentLoans { id returnedAt }';

describe('courtesy cars over REST', () => {
  it('adds a car with the rego as the workshop prints it, and lists it available', async () => {
    const car = await addCar();
    expect(car).toMatchObject({ rego: `LOAN ${plate}X`, description: 'Silver Corolla', notes: 'Spare key in the office', retired: false, openLoan: null, recentLoans: [] });
    const list = await admin.rest('GET', '/api/admin/courtesy-cars');
    expect(list.status).toBe(200);
    expect(list.body.find((c: { _id: string }) => c._id === car._id)).toMatchObject({ rego: `LOAN ${plate}X`, openLoan: null });
  });

  it('refuses a second car with the same rego, spaces and case aside', async () => {
    const car = await addCar();
    const res = await admin.rest('POST', '/api/admin/courtesy-cars', { rego: car.rego.replace(/\s/g, '').toLowerCase(), description: 'Another' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('A courtesy car with this rego already exists.');
  });

  it('lends a car, refuses a second loan while it is out, and takes it back', async () => {
    const car = await addCar();
    const due = workshopDate(2);
    const lent = await admin.rest('POST', `/api/admin/courtesy-cars/${car._id}/lend`, { customerName: 'Jane Citizen', customerPhone: '0412 345 678', dueBack: due });
    expect(lent.status).toBe(200);
    expect(lent.body.openLoan).toMatchObject({ carId: car._id, customerName: 'Jane Citizen', customerPhone: '0412 345 678', dueBack: due, returnedAt: null, overdue: false, jobCardId: null });
    expect(Date.parse(lent.body.openLoan.lentAt)).not.toBeNaN();

    const again = await admin.rest('POST', `/api/admin/courtesy-cars/${car._id}/lend`, { customerName: 'Joe Bloggs', customerPhone: '0400 000 000', dueBack: due });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This car is already out on loan.');

    const back = await admin.rest('POST', `/api/admin/courtesy-cars/${car._id}/return`);
    expect(back.status).toBe(200);
    expect(back.body.openLoan).toBeNull();
    expect(back.body.recentLoans).toHaveLength(1);
    expect(back.body.recentLoans[0].customerName).toBe('Jane Citizen');
    expect(Date.parse(back.body.recentLoans[0].returnedAt)).not.toBeNaN();

    const notOut = await admin.rest('POST', `/api/admin/courtesy-cars/${car._id}/return`);
    expect(notOut.status).toBe(409);
    expect(notOut.body.message).toBe('This car is not out on loan.');
  });

  it('lets only one of two loans made at once through', async () => {
    const car = await addCar();
    const lend = (name: string) => admin.rest('POST', `/api/admin/courtesy-cars/${car._id}/lend`, { customerName: name, customerPhone: '0412 345 678', dueBack: workshopDate(1) });
    const answers = await Promise.all([lend('First Customer'), lend('Second Customer')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  });

  it('retires a car, which then cannot be lent, and keeps it in the list', async () => {
    const car = await addCar('Old Camry');
    const retired = await admin.rest('PATCH', `/api/admin/courtesy-cars/${car._id}`, { retired: true, notes: 'Sold' });
    expect(retired.status).toBe(200);
    expect(retired.body).toMatchObject({ retired: true, notes: 'Sold', description: 'Old Camry' });
    const lend = await admin.rest('POST', `/api/admin/courtesy-cars/${car._id}/lend`, { customerName: 'Jane Citizen', customerPhone: '0412 345 678', dueBack: workshopDate() });
    expect(lend.status).toBe(409);
    expect(lend.body.message).toBe('This car is retired and cannot be lent.');
    const list = await admin.rest('GET', '/api/admin/courtesy-cars');
    expect(list.body.find((c: { _id: string }) => c._id === car._id).retired).toBe(true);
  });

  it('says what is wrong with a car or a loan', async () => {
    const blank = await admin.rest('POST', '/api/admin/courtesy-cars', { rego: '  ', description: '' });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('Rego is required.');
    expect(blank.body.message).toContain('Description is required.');
    const long = await admin.rest('POST', '/api/admin/courtesy-cars', { rego: 'X'.repeat(21), description: 'Long' });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Rego must be at most 20 characters.');

    const car = await addCar();
    const lend = (body: Record<string, unknown>) => admin.rest('POST', `/api/admin/courtesy-cars/${car._id}/lend`, { customerName: 'Jane Citizen', customerPhone: '0412 345 678', dueBack: workshopDate(), ...body });
    expect((await lend({ dueBack: workshopDate(-1) })).body.message).toBe('Due back date cannot be before today.');
    expect((await lend({ dueBack: '2026-02-30' })).body.message).toBe('Due back date must be a date (yyyy-MM-dd).');
    expect((await lend({ customerPhone: 'call me' })).body.message).toBe('Please enter a valid phone number.');
    expect((await lend({ customerName: '' })).body.message).toBe('Customer name is required.');
    expect((await lend({ jobCardId: 'nope' })).body.message).toBe('Job card id is not valid.');
    const unknown = await admin.rest('POST', '/api/admin/courtesy-cars/0123456789abcdef01234567/lend', { customerName: 'Jane', customerPhone: '0412 345 678', dueBack: workshopDate() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This courtesy car no longer exists.');
  });

  it('is for staff only', async () => {
    expect((await t.rest('GET', '/api/admin/courtesy-cars')).status).toBe(401);
  });
});

describe('courtesy cars over GraphQL', () => {
  it('adds, lends, shows a loan past its day as overdue, and returns', async () => {
    const added = await admin.gql(`mutation ($input: AddCourtesyCarInput!) { addCourtesyCar(input: $input) { ${CAR_FIELDS} } }`, {
      input: { rego: 'gql 1', description: 'Blue Mazda 3' },
    });
    expect(added.errors).toBeUndefined();
    const id = added.data.addCourtesyCar.id;
    expect(added.data.addCourtesyCar).toMatchObject({ rego: 'GQL 1', retired: false, openLoan: null });

    const jobCardId = 'abcdefabcdefabcdefabcdef';
    const lent = await admin.gql(`mutation ($id: ID!, $input: LendCourtesyCarInput!) { lendCourtesyCar(id: $id, input: $input) { ${CAR_FIELDS} } }`, {
      id,
      input: { customerName: 'Sam Driver', customerPhone: '03 9000 0000', dueBack: workshopDate(), jobCardId },
    });
    expect(lent.errors).toBeUndefined();
    expect(lent.data.lendCourtesyCar.openLoan).toMatchObject({ carId: id, customerName: 'Sam Driver', jobCardId, overdue: false });

    const second = await admin.gql(`mutation ($id: ID!, $input: LendCourtesyCarInput!) { lendCourtesyCar(id: $id, input: $input) { id } }`, {
      id,
      input: { customerName: 'Other', customerPhone: '03 9000 0001', dueBack: workshopDate() },
    });
    expect(second.errors?.[0]).toMatchObject({ message: 'This car is already out on loan.', extensions: { code: 'CONFLICT' } });

    // The day it was due back has passed (as if lent days ago).
    await t.app.db.orm.em.fork().getConnection().execute('UPDATE courtesy_loan SET due_back = ? WHERE car_id = ?', [workshopDate(-1), id]);
    const later = await admin.gql(`{ courtesyCars { ${CAR_FIELDS} } }`);
    expect(later.data.courtesyCars.find((c: { id: string }) => c.id === id).openLoan).toMatchObject({ dueBack: workshopDate(-1), overdue: true });

    const back = await admin.gql(`mutation ($id: ID!) { returnCourtesyCar(id: $id) { ${CAR_FIELDS} } }`, { id });
    expect(back.errors).toBeUndefined();
    expect(back.data.returnCourtesyCar.openLoan).toBeNull();

    const changed = await admin.gql(`mutation ($id: ID!, $input: UpdateCourtesyCarInput!) { updateCourtesyCar(id: $id, input: $input) { ${CAR_FIELDS} } }`, {
      id,
      input: { description: 'Blue Mazda 3 (auto)' },
    });
    expect(changed.data.updateCourtesyCar.description).toBe('Blue Mazda 3 (auto)');
  });

  it('records each change in the audit trail, in words', async () => {
    const car = await addCar();
    await admin.rest('POST', `/api/admin/courtesy-cars/${car._id}/lend`, { customerName: 'Audit Person', customerPhone: '0412 345 678', dueBack: workshopDate() });
    await admin.rest('POST', `/api/admin/courtesy-cars/${car._id}/return`);
    const rows = await t.app.db.orm.em.fork().getConnection().execute<Array<{ action: string; summary: string }>>(
      'SELECT action, summary FROM audit_event WHERE entity_id = ? ORDER BY at, action',
      [car._id],
    );
    expect(rows.map((r) => r.action)).toEqual(['courtesy_car.added', 'courtesy_car.lent', 'courtesy_car.returned']);
    expect(rows[1].summary).toContain('lent to Audit Person');
  });
});
