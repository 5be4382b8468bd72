/**
 * Phone bookings as a phone call goes: staff book with a name, a phone or an email, and the rego
 * or the make and model; every Australian phone form is stored on the customer as E.164 and found
 * by search (a landline as locals say it, without its area code, too); a number shared by two
 * customers finds both; a vehicle has one spelling of make and model on every page.
 */
import { describe, expect, it } from 'vitest';
import { Migration20261216060000 } from '../../src/db/migrations/Migration20261216060000.js';
import { phoneKey } from '../../src/shared/phone.js';
import { vehicleNameCase } from '../../src/shared/vehicle-name.js';
import { type Admin, withAdminServer } from '../admin-session.js';
import { appointmentRequest, freeSlot } from '../factories.js';
import type { TestServer } from '../harness.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false, env: { PUBLIC_RATE_LIMIT: '1000' } });

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.app.db.orm.em.fork().getConnection().execute<T[]>(text, params);

/** A booking taken by phone: only what the caller said, at a free half hour. */
async function staffBook(fields: Record<string, unknown>) {
  return admin.rest('POST', '/api/admin/appointments', { serviceType: 'Logbook Servicing', ...freeSlot(), ...fields });
}

async function searchCustomers(q: string): Promise<string[]> {
  const res = await admin.rest('GET', `/api/admin/search?q=${encodeURIComponent(q)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.customers as Array<{ _id: string }>).map((c) => c._id).sort();
}

describe('a booking taken by phone', () => {
  it('needs only a name, a phone and a rego; no email means no confirmation', async () => {
    const res = await staffBook({ fullName: 'Dot Fraser', phone: '0413 222 333', registration: 'dot 01' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Appointment booked. No confirmation was sent: there is no email address.');
    expect(res.body.appointment).toMatchObject({ fullName: 'Dot Fraser', phone: '0413 222 333', email: '', registration: 'DOT 01', vehicleYear: null, vehicleMake: '', issueDescription: '' });
    const customerId = res.body.appointment.customerId as string;
    expect(customerId).toMatch(/^[0-9a-f]{24}$/);
    const [customer] = await sql<{ name: string; phone: string; email: string | null }>('select name, phone, email from customer where _id = ?', [customerId]);
    expect(customer).toEqual({ name: 'Dot Fraser', phone: '+61413222333', email: null });
    const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from outbox_message where "to" = ''`);
    expect(n).toBe(0);
  });

  it('takes an email instead of a phone, and the make and model instead of a rego', async () => {
    const res = await staffBook({ fullName: 'Eve Park', email: 'eve.park@example.com', vehicleMake: 'mazda', vehicleModel: 'cx 5' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.appointment).toMatchObject({ email: 'eve.park@example.com', phone: '', registration: null, vehicleMake: 'Mazda', vehicleModel: 'Cx 5' });
    const gql = await admin.gql(
      `mutation ($input: StaffAppointmentInput!) { staffBookAppointment(input: $input) { fullName phone email vehicleYear registration } }`,
      { input: { fullName: 'Gus Hill', phone: '9123 4000', registration: 'GUS1', serviceType: 'Logbook Servicing', sendConfirmation: false, ...freeSlot() } },
    );
    expect(gql.errors).toBeUndefined();
    expect(gql.data.staffBookAppointment).toEqual({ fullName: 'Gus Hill', phone: '9123 4000', email: '', vehicleYear: null, registration: 'GUS1' });
  });

  it('refuses a booking with neither a phone nor an email, or with neither a rego nor a make and model, saying which', async () => {
    const noContact = await staffBook({ fullName: 'Nobody Reachable', registration: 'NR1' });
    expect(noContact.status).toBe(400);
    expect(noContact.body.message).toBe('Please enter a phone number or an email.');
    const blank = await staffBook({ fullName: 'Nobody Reachable', phone: '', email: '  ', registration: 'NR1' });
    expect(blank).toMatchObject({ status: 400, body: { message: 'Please enter a phone number or an email.' } });
    const noCar = await staffBook({ fullName: 'Carless Person', phone: '0413 000 999', vehicleMake: 'Ford' });
    expect(noCar.status).toBe(400);
    expect(noCar.body.message).toBe('Please enter the rego or the car’s make and model.');
    const gql = await admin.gql(`mutation ($input: StaffAppointmentInput!) { staffBookAppointment(input: $input) { id } }`, {
      input: { fullName: 'Nobody Reachable', registration: 'NR1', serviceType: 'Logbook Servicing', ...freeSlot() },
    });
    expect(gql.errors?.[0]).toMatchObject({ message: 'Please enter a phone number or an email.', extensions: { code: 'BAD_USER_INPUT' } });
    const [{ n }] = await sql<{ n: number }>("select count(*)::int as n from appointment where full_name in ('Nobody Reachable', 'Carless Person')");
    expect(n).toBe(0);
  });

  it('keeps the public form’s rules: email, make, model, year and the issue required', async () => {
    for (const field of ['email', 'vehicleMake', 'vehicleModel', 'vehicleYear', 'issueDescription']) {
      const res = await t.rest('POST', '/api/appointments', appointmentRequest({ [field]: undefined }));
      expect(res.status, field).toBe(400);
    }
  });
});

describe('phone numbers in every form a person says them', () => {
  it('reads every form the same way in the database and in the api', async () => {
    const cases: Array<[string, string | null]> = [
      ['0412 345 678', '+61412345678'],
      ['+61 412 345 678', '+61412345678'],
      ['61412345678', '+61412345678'],
      ['03 9123 4567', '+61391234567'],
      ['(03) 9123 4567', '+61391234567'],
      ['+61 3 9123 4567', '+61391234567'],
      ['9123 4567', '+61391234567'],
      ['91234567', '+61391234567'],
      ['(02) 9876 5432', '+61298765432'],
      ['1234 5678', null],
      ['123 456', null],
      ['call me', null],
    ];
    for (const [phone, key] of cases) {
      expect(phoneKey(phone), phone).toBe(key);
      const [row] = await sql<{ key: string | null }>('select customer_phone_key(?) as key', [phone]);
      expect(row.key, phone).toBe(key);
    }
  });

  it('stores a landline said without its area code on the customer, and search finds it in any form', async () => {
    const res = await staffBook({ fullName: 'Lena Landline', phone: '9123 4567', registration: 'LAND1' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const customerId = res.body.appointment.customerId as string;
    const [customer] = await sql<{ phone: string }>('select phone from customer where _id = ?', [customerId]);
    expect(customer.phone).toBe('+61391234567');
    const [key] = await sql<{ customer_id: string }>("select customer_id from customer_key where key = 'phone:+61391234567'");
    expect(key.customer_id).toBe(customerId);
    for (const q of ['03 9123 4567', '(03) 9123 4567', '+61 3 9123 4567', '9123 4567', '0391234567']) {
      expect(await searchCustomers(q), q).toEqual([customerId]);
    }
    // The same caller again, by any form: the same customer.
    const again = await staffBook({ fullName: 'Lena Landline', phone: '(03) 9123 4567', registration: 'LAND1' });
    expect(again.body.appointment.customerId).toBe(customerId);
  });

  it('links records written before with a landline said without its area code (the migration’s backfill)', async () => {
    const conn = t.app.db.orm.em.fork().getConnection();
    // As such rows were left before: a message with only that number had no customer; a customer found by email had no phone.
    const known = await t.rest('POST', '/api/contact', { name: 'Olga Old', email: 'olga@old.example', message: 'Hello' });
    const [{ customer_id: olga }] = await sql<{ customer_id: string }>('select customer_id from contact_query where _id = ?', [known.body._id]);
    await t.app.db.orm.em.fork().transactional(async (em) => {
      const run = (q: string) => em.getConnection().execute(q, [], 'run', em.getTransactionContext());
      await run('set local session_replication_role = replica');
      await run(`insert into contact_query (_id, name, email, phone, message, created_at, replied) values ('${'e'.repeat(24)}', 'Pete Past', '', '9123 8001', 'Old', now(), false)`);
      await run(`insert into contact_query (_id, name, email, phone, message, created_at, replied, customer_id) values ('${'f'.repeat(24)}', 'Olga Old', 'olga@old.example', '9123 8002', 'Old', now(), false, '${olga}')`);
    });
    const [before] = await sql<{ customer_id: string | null }>(`select customer_id from contact_query where _id = '${'e'.repeat(24)}'`);
    expect(before.customer_id).toBeNull();
    const queries: string[] = [];
    const migration = Object.create(Migration20261216060000.prototype) as Migration20261216060000 & { addSql: (q: string) => void };
    migration.addSql = (q: string) => void queries.push(q);
    await migration.up();
    for (const q of queries) await conn.execute(q);
    const [pete] = await sql<{ customer_id: string | null }>(`select customer_id from contact_query where _id = '${'e'.repeat(24)}'`);
    expect(pete.customer_id).toMatch(/^[0-9a-f]{24}$/);
    expect(await sql('select name, phone from customer where _id = ?', [pete.customer_id])).toEqual([{ name: 'Pete Past', phone: '+61391238001' }]);
    expect(await sql('select phone from customer where _id = ?', [olga])).toEqual([{ phone: '+61391238002' }]);
    expect(await searchCustomers('03 9123 8001')).toEqual([pete.customer_id]);
    expect(await searchCustomers('(03) 9123 8002')).toEqual([olga]);
  });

  it('finds every customer who shares a number', async () => {
    const first = await t.rest('POST', '/api/contact', { name: 'Kim Shared', email: 'kim@shared.example', phone: '0455 123 456', message: 'Do you do tyres?' });
    const second = await t.rest('POST', '/api/contact', { name: 'Lee Shared', email: 'lee@shared.example', phone: '+61 455 123 456', message: 'And brakes?' });
    expect([first.status, second.status]).toEqual([201, 201]);
    const ids = (await sql<{ customer_id: string }>('select customer_id from contact_query where _id in (?, ?)', [first.body._id, second.body._id])).map((r) => r.customer_id).sort();
    expect(new Set(ids).size).toBe(2);
    for (const q of ['0455 123 456', '+61455123456', '61455123456', '123 456']) {
      expect(await searchCustomers(q), q).toEqual(ids);
    }
    const list = await admin.rest('GET', `/api/admin/customers?q=${encodeURIComponent('0455 123 456')}`);
    expect((list.body as Array<{ _id: string }>).map((c) => c._id).sort()).toEqual(ids);
    // Staff may give a third customer the shared number too (a family's phone): no conflict.
    const third = await staffBook({ fullName: 'Max Other', email: 'max@other.example', registration: 'MAX1' });
    const maxId = third.body.appointment.customerId as string;
    const edited = await admin.rest('PATCH', `/api/admin/customers/${maxId}`, { phone: '0455 123 456' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await searchCustomers('0455 123 456')).toEqual([...ids, maxId].sort());
  });
});

describe('one spelling of a vehicle', () => {
  it('capitalises a make and model typed in lower case, and keeps one typed with capitals', async () => {
    expect(vehicleNameCase('toyota')).toBe('Toyota');
    expect(vehicleNameCase('corolla ascent')).toBe('Corolla Ascent');
    expect(vehicleNameCase('BMW')).toBe('BMW');
    expect(vehicleNameCase('McLaren')).toBe('McLaren');
    expect(vehicleNameCase('i30')).toBe('i30');
    expect(vehicleNameCase('corolla cx-5')).toBe('Corolla cx-5');
    const res = await t.rest('POST', '/api/appointments', appointmentRequest({ email: 'low@case.example', vehicleMake: 'toyota', vehicleModel: 'corolla ascent', registration: 'LOW1' }));
    expect(res.status).toBe(201);
    const page = await admin.rest('GET', '/api/admin/vehicles/LOW1');
    expect(page.body).toMatchObject({ make: 'Toyota', model: 'Corolla Ascent' });
    const bmw = await t.rest('POST', '/api/appointments', appointmentRequest({ email: 'bmw@case.example', vehicleMake: 'BMW', vehicleModel: 'x5', registration: 'BMW1' }));
    expect(bmw.status).toBe(201);
    expect((await admin.rest('GET', '/api/admin/vehicles/BMW1')).body).toMatchObject({ make: 'BMW', model: 'x5' });
  });

  it('shows the vehicle record’s make and model on the customer page and the vehicle page after a merge', async () => {
    const a = await t.rest('POST', '/api/appointments', appointmentRequest({ email: 'first@merge.example', vehicleMake: 'Toyota', vehicleModel: 'Corolla', registration: 'SPELL1' }));
    const b = await t.rest('POST', '/api/appointments', appointmentRequest({ email: 'second@merge.example', vehicleMake: 'toyota', vehicleModel: 'corolla ascent', registration: 'SPELL1' }));
    const keep = a.body.appointment.customerId as string;
    const gone = b.body.appointment.customerId as string;
    expect(keep).not.toBe(gone);
    expect((await admin.rest('POST', `/api/admin/customers/${keep}/merge`, { otherId: gone })).status).toBe(200);
    const customer = await admin.rest('GET', `/api/admin/customers/${keep}`);
    const vehicle = await admin.rest('GET', '/api/admin/vehicles/SPELL1');
    const onCustomer = customer.body.vehicles.find((v: { rego: string }) => v.rego === 'SPELL1');
    expect({ make: onCustomer.make, model: onCustomer.model }).toEqual({ make: vehicle.body.make, model: vehicle.body.model });
    expect(onCustomer).toMatchObject({ make: 'Toyota', model: 'Corolla' });
  });
});
