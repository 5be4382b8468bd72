/**
 * The customers migration on a database filled by the previous version: every appointment, job
 * card, quote, invoice and contact message gets its customer, matched by email (any case and
 * spacing), else by phone (any form); a customer's name is the first one they gave and their last
 * activity their newest record. On the PostgreSQL server of TEST_DATABASE_URL, else embedded PGlite.
 */
import { expect, it } from 'vitest';
import { useDatabaseMigratedTo } from '../migration-database.js';

const { sql, migrateToLatest, schemaDiffers } = useDatabaseMigratedTo('Migration20261127000000');

it('links every stored record to one customer per person', async () => {
  // As the previous version stored them: no customer anywhere.
  await sql(`insert into appointment (_id, full_name, email, phone, vehicle_make, vehicle_model, vehicle_year, registration, service_type, issue_description, preferred_date, preferred_time, status, created_at)
    values ('a00000000000000000000001', 'Jo Old', 'Jo@Example.com', '0412 000 001', 'Mazda', '3', 2015, 'JO1', 'Logbook Servicing', 'x', '2024-01-10', '09:00', 'booked', '2024-01-01T00:00:00Z'),
           ('a00000000000000000000002', 'Kim', 'kim@example.com', '0412 000 002', 'Ford', 'Focus', 2012, null, 'Brakes', 'x', '2024-02-10', '09:00', 'cancelled', '2024-02-01T00:00:00Z')`);
  await sql(`insert into job_card (_id, customer_name, customer_email, customer_phone, car_rego, rego_key, status, created_at, terms_accepted, final_items, mechanic_notes, revision)
    values ('c00000000000000000000001', 'Joanne Old', ' jo@example.com', null, 'JO1', 'JO1', 'Pending Diagnosis', '2024-03-01T00:00:00Z', false, '[]', '', 1)`);
  await sql(`insert into quote (_id, number, job_card_id, sent_at, items, gst_percent, prices_include_gst, subtotal_cents, gst_cents, total_cents, notes, status)
    values ('q00000000000000000000001', 1, 'c00000000000000000000001', '2024-03-02T00:00:00Z', '[]', 10, false, 0, 0, 0, '', 'sent')`);
  await sql(`insert into invoice (_id, number, invoice_number, customer_name, customer_email, car_rego, rego_key, phone_number, items, notes, gst_percentage, prices_include_gst, subtotal_cents, gst_cents, total_cents, issued_at, status)
    values ('i00000000000000000000001', 1, 'INV-000001', 'J Old', 'jo.work@example.com', 'JO1', 'JO1', '+61 412 000 001', '[]', '', 10, false, 1000, 100, 1100, '2024-04-01T00:00:00Z', 'paid')`);
  await sql(`insert into contact_query (_id, name, email, phone, message, created_at, replied)
    values ('m00000000000000000000001', 'Kim', 'KIM@example.com ', null, 'Hello', '2024-05-01T00:00:00Z', false)`);

  await migrateToLatest();

  const rows = await sql<{ t: string; customer_id: string | null }>(`
    select 'appointment' as t, _id, customer_id from appointment union all select 'job_card', _id, customer_id from job_card
    union all select 'quote', _id, customer_id from quote union all select 'invoice', _id, customer_id from invoice
    union all select 'contact_query', _id, customer_id from contact_query order by 2`);
  const by = Object.fromEntries(rows.map((r) => [(r as unknown as { _id: string })._id, r.customer_id]));
  const jo = by.a00000000000000000000001;
  const kim = by.a00000000000000000000002;
  expect(jo).toMatch(/^[0-9a-f]{24}$/);
  expect(kim).toMatch(/^[0-9a-f]{24}$/);
  expect(jo).not.toBe(kim);
  // Email in another case and with a leading space.
  expect([by.c00000000000000000000001, by.q00000000000000000000001]).toEqual([jo, jo]);
  expect(by.m00000000000000000000001).toBe(kim);
  // Another email is another customer, even with Jo's phone in another form (staff can merge them).
  const joWork = by.i00000000000000000000001;
  expect(joWork).toMatch(/^[0-9a-f]{24}$/);
  expect(joWork).not.toBe(jo);

  const customers = await sql<{ _id: string; name: string; email: string; phone: string | null; created_at: Date; last_activity_at: Date }>('select * from customer order by created_at');
  expect(customers).toHaveLength(3);
  expect(customers[0]).toMatchObject({ _id: jo, name: 'Jo Old', email: 'Jo@Example.com', phone: '+61412000001' });
  expect(new Date(customers[0].created_at).toISOString()).toBe('2024-01-01T00:00:00.000Z');
  expect(new Date(customers[0].last_activity_at).toISOString()).toBe('2024-03-01T00:00:00.000Z');
  expect(customers.map((c) => c._id)).toEqual([jo, kim, joWork]);
  expect(new Date(customers[1].last_activity_at).toISOString()).toBe('2024-05-01T00:00:00.000Z');
  const keys = await sql<{ key: string; customer_id: string }>('select key, customer_id from customer_key order by key');
  expect(keys).toEqual([
    { key: 'email:jo.work@example.com', customer_id: joWork },
    { key: 'email:jo@example.com', customer_id: jo },
    { key: 'email:kim@example.com', customer_id: kim },
    { key: 'phone:+61412000001', customer_id: jo },
    { key: 'phone:+61412000002', customer_id: kim },
  ]);

  // And the schema is what the entities describe.
  expect(await schemaDiffers()).toBe(false);
});
