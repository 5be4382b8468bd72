/** Vehicles: one per rego, kept from bookings, job cards and invoices; owner, odometer readings, corrections (REST and GraphQL). */
import { expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import { appointmentRequest } from '../factories.js';
import type { TestServer } from '../harness.js';
import { createInvoice } from '../invoices/invoices-factory.js';
import { createCard } from '../jobcards/jobcards-factory.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false });

it('keeps one vehicle per rego: make, model and year from the booking, the newest record’s customer as owner, each job under the owner of its time', async () => {
  const booked = await t.rest('POST', '/api/appointments', appointmentRequest({ fullName: 'First Owner', email: 'first.owner@example.com', registration: 'veh 001', vehicleMake: 'Honda', vehicleModel: 'Jazz', vehicleYear: 2011 }));
  expect(booked.status).toBe(201);
  const first = await admin.rest('GET', '/api/admin/vehicles/VEH001');
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  expect(first.body).toMatchObject({ rego: 'VEH001', make: 'Honda', model: 'Jazz', year: 2011, vin: null, customerId: booked.body.appointment.customerId });
  expect(first.body.owner).toMatchObject({ name: 'First Owner' });

  // Sold: the next job card is another customer's.
  const card = await createCard(admin, { customerName: 'Second Owner', customerEmail: 'second.owner@example.com', customerPhone: '0400 100 200', carRego: 'Veh001' });
  const after = await admin.rest('GET', '/api/admin/vehicles/veh%20001');
  expect(after.body).toMatchObject({ make: 'Honda', customerId: card.customerId });
  expect(after.body.owner).toMatchObject({ name: 'Second Owner' });
  expect(after.body.events.map((e: { kind: string; customerName: string }) => `${e.kind}:${e.customerName}`)).toEqual(['jobCard:Second Owner', 'appointment:First Owner']);
  const [{ n }] = await t.app.db.orm.em.fork().getConnection().execute<Array<{ n: number }>>("select count(*)::int as n from vehicle where rego_key = 'VEH001'");
  expect(n).toBe(1);
  expect((await admin.rest('GET', '/api/admin/vehicles/NOPE999')).status).toBe(404);
});

it('records the odometer of each job card, and asks before keeping a reading lower than an earlier one', async () => {
  const a = await createCard(admin, { customerEmail: 'odo.owner@example.com', customerPhone: '0400 100 300', carRego: 'ODO 123' });
  const saved = await admin.rest('PUT', `/api/admin/jobcards/${a._id}`, { odometerKm: 120_000 });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const b = await createCard(admin, { customerEmail: 'odo.owner@example.com', customerPhone: '0400 100 300', carRego: 'ODO123' });
  const lower = await admin.rest('PUT', `/api/admin/jobcards/${b._id}`, { odometerKm: 12_000 });
  expect(lower.status).toBe(409);
  expect(lower.body.message).toMatch(/^12,000 km is lower than an earlier reading of this vehicle \(120,000 km on .+\)\. Check the odometer, and confirm to keep it\.$/);
  expect(lower.body).toMatchObject({ odometer: 'lower', previousKm: '120000' });
  expect((await admin.rest('GET', `/api/admin/jobcards/${b._id}`)).body.odometerKm).toBeNull();
  const confirmed = await admin.rest('PUT', `/api/admin/jobcards/${b._id}`, { odometerKm: 12_000, odometerConfirmed: true });
  expect(confirmed.status).toBe(200);
  // Correcting a card's own reading is not lower than itself.
  expect((await admin.rest('PUT', `/api/admin/jobcards/${a._id}`, { odometerKm: 119_000 })).status).toBe(200);
  const vehicle = await admin.rest('GET', '/api/admin/vehicles/ODO123');
  expect(vehicle.body.odometerReadings.map((r: { km: number; jobCardId: string }) => [r.km, r.jobCardId])).toEqual([
    [119_000, a._id],
    [12_000, b._id],
  ]);
  // Cleared on the card: the reading goes.
  await admin.rest('PUT', `/api/admin/jobcards/${b._id}`, { odometerKm: null });
  expect((await admin.rest('GET', '/api/admin/vehicles/ODO123')).body.odometerReadings).toHaveLength(1);
});

it('lets staff correct make, model, year and VIN, and refuses a bad VIN or year', async () => {
  await createInvoice(admin, { carRego: 'VIN 777', customerEmail: 'vin.owner@example.com' });
  const res = await admin.rest('PATCH', '/api/admin/vehicles/vin777', { make: 'Mazda', model: 'BT-50', year: 2020, vin: 'jm0 bt50 ab12345678' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body).toMatchObject({ rego: 'VIN777', make: 'Mazda', model: 'BT-50', year: 2020, vin: 'JM0BT50AB12345678' });
  for (const body of [{ vin: 'JM0BT50AB1234567O' }, { vin: 'SHORT' }, { year: 1800 }, { year: new Date().getFullYear() + 2 }, { make: 'x'.repeat(101) }]) {
    const bad = await admin.rest('PATCH', '/api/admin/vehicles/vin777', body);
    expect(bad.status, JSON.stringify(body)).toBe(400);
    expect(bad.body.message).toBeTruthy();
  }
  const gql = await admin.gql('query { vehicle(rego: "vin 777") { vehicle { regoKey vin make } owner { email } odometerReadings { km } history { rego } } }');
  expect(gql.errors).toBeUndefined();
  expect(gql.data.vehicle).toEqual({ vehicle: { regoKey: 'VIN777', vin: 'JM0BT50AB12345678', make: 'Mazda' }, owner: { email: 'vin.owner@example.com' }, odometerReadings: [], history: { rego: 'VIN777' } });
  expect((await admin.gql('mutation { updateVehicle(rego: "VIN777", input: { vin: "bad" }) { vin } }')).errors?.[0].extensions.code).toBe('BAD_USER_INPUT');
});
