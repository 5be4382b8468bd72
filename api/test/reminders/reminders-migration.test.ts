/**
 * The reminders migration on a database filled by the previous version: a vehicle whose job card
 * was invoiced is due for its next service 12 months after its last such invoice; a vehicle
 * invoiced without a job card, or only voided, has no date (and gets no service reminder).
 */
import { expect, it } from 'vitest';
import { useDatabaseMigratedTo } from '../migration-database.js';

const { sql, migrateToLatest } = useDatabaseMigratedTo('Migration20261201020000');

it('dates each serviced vehicle’s next service 12 months after its last job card invoice', async () => {
  const card = (id: string, rego: string) =>
    sql(`insert into job_card (_id, customer_name, customer_email, customer_phone, car_rego, rego_key, status, created_at, terms_accepted, final_items, mechanic_notes, revision)
         values ('${id}', 'Sam', 'sam@example.com', null, '${rego}', '${rego}', 'Invoiced', '2025-01-01T00:00:00Z', false, '[]', '', 1)`);
  const invoice = (n: number, rego: string, cardId: string | null, issuedAt: string, voided = false) =>
    sql(`insert into invoice (_id, number, invoice_number, customer_name, customer_email, car_rego, rego_key, phone_number, items, notes, gst_percentage, prices_include_gst,
                              subtotal_cents, gst_cents, total_cents, issued_at, status, job_card_id, amount_paid_cents, voided_at)
         values ('i0000000000000000000000${n}', ${n}, 'INV-00000${n}', 'Sam', 'sam@example.com', '${rego}', '${rego}', null, '[]', '', 10, false, 1000, 100, 1100,
                 '${issuedAt}', 'unpaid', ${cardId ? `'${cardId}'` : 'null'}, 0, ${voided ? "'2025-06-01T00:00:00Z'" : 'null'})`);
  await card('c00000000000000000000001', 'SVC1');
  await card('c00000000000000000000002', 'SVC1');
  await card('c00000000000000000000003', 'VOID1');
  await invoice(1, 'SVC1', 'c00000000000000000000001', '2025-02-10T01:00:00Z');
  // 31 Mar 2025 14:30 UTC is 1 April in Truganina: the workshop's date counts.
  await invoice(2, 'SVC1', 'c00000000000000000000002', '2025-03-31T14:30:00Z');
  await invoice(3, 'PARTS1', null, '2025-04-01T01:00:00Z');
  await invoice(4, 'VOID1', 'c00000000000000000000003', '2025-05-01T01:00:00Z', true);

  await migrateToLatest();

  const rows = await sql<{ rego_key: string; due: string | null }>(`select rego_key, next_service_due::text as due from vehicle order by rego_key`);
  expect(rows).toEqual([
    { rego_key: 'PARTS1', due: null },
    { rego_key: 'SVC1', due: '2026-04-01' },
    { rego_key: 'VOID1', due: null },
  ]);
});
