/** Invoice numbers under load: 50 invoices generated at once get 50 distinct numbers, all stored. */
import { expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { invoiceRequest } from './invoices-factory.js';

let t: TestServer;
let admin: Admin;
// No SMTP receiver: only the numbers matter here (the mail goes to .eml files).
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false });

it('gives 50 simultaneous invoices 50 distinct numbers', async () => {
  const results = await Promise.all(
    Array.from({ length: 50 }, (_, i) => admin.rest('POST', '/api/admin/generate-invoice', invoiceRequest({ customerName: `Concurrent ${i}`, carRego: 'RUSH 1' }))),
  );
  expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
  const numbers = results.map((r) => r.body.invoice.invoiceNumber as string);
  expect(new Set(numbers).size).toBe(50);
  for (const n of numbers) expect(n).toMatch(/^INV-\d{6}$/);

  const stored = await t.app.db.orm.em
    .fork()
    .getConnection()
    .execute<Array<{ invoice_number: string }>>(`SELECT invoice_number FROM invoice WHERE rego_key = 'RUSH1'`);
  expect(stored.map((r) => r.invoice_number).sort()).toEqual([...numbers].sort());
});
