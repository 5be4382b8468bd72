/** Invoice numbers under load: 50 invoices generated at once get 50 distinct numbers, all stored. */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { asAdmin, signIn } from './admin-session.js';
import { startTestServer, type TestServer } from './harness.js';
import { invoiceRequest } from './invoices-factory.js';

let t: TestServer;
let admin: ReturnType<typeof asAdmin>;
beforeAll(async () => {
  // No SMTP receiver: only the numbers matter here (the mail goes to .eml files).
  t = await startTestServer({ smtp: false });
  admin = asAdmin(t, await signIn(t));
});
afterAll(() => t.close());

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
