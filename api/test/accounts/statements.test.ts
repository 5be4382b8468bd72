/**
 * Account statements on a real database: a business customer's opening balance, invoices,
 * payments (a reversed one never counts), an invoice voided by an adjustment note, closing balance
 * and ageing (current / 30 / 60 / 90+) to the cent across two months, a day counted in the workshop's
 * zone; the PDF (business, ABN, terms, lines, ageing), 400 for a bad month and 404 for an unknown
 * customer; the monthly run from the first working day, once per customer and month.
 */
import { describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import { fetchRaw, pdfText } from '../invoices/invoices-factory.js';
import { recipients } from '../smtp-sink.js';
import { accountCustomer, invoiceOn, paymentOn, sql, voidOn } from './accounts-factory.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { env: CONFIGURED_WORKSHOP });

const STATEMENT = `query ($id: ID!, $month: String!) { customerStatement(customerId: $id, month: $month) {
  month openingCents invoicedCents paidCents adjustedCents closingCents
  lines { date kind reference chargeCents creditCents balanceCents }
  ageing { currentCents days30Cents days60Cents days90Cents totalCents } } }`;

async function statement(id: string, month: string) {
  const res = await admin.gql(STATEMENT, { id, month });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data.customerStatement;
}

/** Westgate Plumbing on 30 days end of month: June to October 2026, as the assertions below add them up. */
async function westgate(email: string) {
  const id = await accountCustomer(admin, email, { company: 'Westgate Plumbing', abn: '53 004 085 616', accountTerms: { days: 30, endOfMonth: true }, creditLimit: 5000 });
  const old = await invoiceOn(t, admin, email, 30, '2026-06-01T02:00:00Z', '2026-07-31'); // $33.00, never paid
  const aug = await invoiceOn(t, admin, email, 100, '2026-08-10T02:00:00Z', '2026-09-30'); // $110.00
  const sep = await invoiceOn(t, admin, email, 200, '2026-09-05T02:00:00Z', '2026-10-31'); // $220.00
  const voided = await invoiceOn(t, admin, email, 50, '2026-09-20T02:00:00Z', '2026-10-31'); // $55.00, voided
  // 00:30 on 1 October in Melbourne (still 30 September in UTC): an October invoice.
  const midnight = await invoiceOn(t, admin, email, 10, '2026-09-30T14:30:00Z', '2026-11-30'); // $11.00
  await paymentOn(t, admin, aug, 50, '2026-09-12');
  await voidOn(t, admin, voided, '2026-09-25T03:00:00Z');
  await paymentOn(t, admin, aug, 60, '2026-10-03'); // paid in full
  const mistake = await paymentOn(t, admin, sep, 10, '2026-10-10');
  expect((await admin.rest('DELETE', `/api/admin/invoices/${sep}/payments/${mistake}`)).status).toBe(200);
  return { id, old, aug, sep, voided, midnight };
}

describe('a statement’s figures', () => {
  it('adds up September and October to the cent: opening, lines, closing and ageing by due date', async () => {
    const w = await westgate('accounts.westgate@example.com');

    const september = await statement(w.id, '2026-09');
    expect(september).toMatchObject({ month: '2026-09', openingCents: 14300, invoicedCents: 27500, paidCents: 5000, adjustedCents: 5500, closingCents: 31300 });
    expect(september.lines).toEqual([
      { date: '2026-09-05', kind: 'invoice', reference: w.sep, chargeCents: 22000, creditCents: 0, balanceCents: 36300 },
      { date: '2026-09-12', kind: 'payment', reference: w.aug, chargeCents: 0, creditCents: 5000, balanceCents: 31300 },
      { date: '2026-09-20', kind: 'invoice', reference: w.voided, chargeCents: 5500, creditCents: 0, balanceCents: 36800 },
      { date: '2026-09-25', kind: 'adjustment', reference: expect.stringMatching(/^CN-\d{6}$/), chargeCents: 0, creditCents: 5500, balanceCents: 31300 },
    ]);
    // At 30 September: the June invoice 61 days past its due date, the rest not yet 30.
    expect(september.ageing).toEqual({ currentCents: 28000, days30Cents: 0, days60Cents: 3300, days90Cents: 0, totalCents: 31300 });

    const october = await statement(w.id, '2026-10');
    expect(october).toMatchObject({ openingCents: 31300, invoicedCents: 1100, paidCents: 6000, adjustedCents: 0, closingCents: 26400 });
    expect(october.lines.map((l: { reference: string; kind: string }) => [l.kind, l.reference])).toEqual([
      ['invoice', w.midnight],
      ['payment', w.aug],
    ]);
    expect(october.ageing).toEqual({ currentCents: 23100, days30Cents: 0, days60Cents: 0, days90Cents: 3300, totalCents: 26400 });

    // August: only the June invoice before it; July: nothing moved.
    expect(await statement(w.id, '2026-08')).toMatchObject({ openingCents: 3300, invoicedCents: 11000, closingCents: 14300, ageing: { days30Cents: 3300, currentCents: 11000 } });
    expect(await statement(w.id, '2026-07')).toMatchObject({ openingCents: 3300, lines: [], closingCents: 3300, ageing: { currentCents: 3300 } });
  });

  it('answers the PDF with the business, its ABN and terms, the lines and the ageing; 400 for a bad month, 404 for an unknown customer', async () => {
    const w = await westgate('accounts.pdf@example.com');
    const res = await fetchRaw(t, `/api/admin/customers/${w.id}/statement?month=2026-09`, { authorization: `Bearer ${admin.token}` });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = res.body;
    const text = await pdfText(bytes);
    for (const expected of ['Statement', 'Westgate Plumbing', 'ABN 53 004 085 616', '30 days end of month', w.sep, 'Balance brought forward', '$143.00', '$313.00', '$33.00', '90+ days overdue']) {
      expect(text).toContain(expected);
    }
    if (process.env.STATEMENT_PDF_OUT) (await import('node:fs')).writeFileSync(process.env.STATEMENT_PDF_OUT, bytes);

    for (const month of ['2026-13', 'september', '']) {
      const bad = await admin.rest('GET', `/api/admin/customers/${w.id}/statement?month=${month}`);
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe('month must be a month written yyyy-MM, e.g. 2026-11.');
    }
    expect((await admin.rest('GET', `/api/admin/customers/${w.id}/statement?month=2099-01`)).status).toBe(400);
    const unknown = await admin.rest('GET', '/api/admin/customers/0123456789abcdef01234567/statement?month=2026-09');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Customer not found.');
    const viaGraphql = await admin.gql(STATEMENT, { id: w.id, month: '2026-9' });
    expect(viaGraphql.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('the monthly run', () => {
  it('emails last month’s statement from the first working day, once per customer and month, whatever the runs', async () => {
    const email = 'accounts.monthly@example.com';
    const { id: westgateId } = await westgate(email);
    // Their accounts payable gets the statement too.
    const payables = 'payables@westgate.example';
    const contacts = await admin.rest('PATCH', `/api/admin/customers/${westgateId}`, { contacts: [{ name: 'Ari Payables', email: payables, accounts: true }] });
    expect(contacts.status, JSON.stringify(contacts.body)).toBe(200);
    const quiet = 'accounts.quiet@example.com';
    await accountCustomer(admin, quiet, { company: 'Quiet Couriers', accountTerms: { days: 14 } });
    const accounts = t.app.services.accounts;
    try {
      // Sunday 1 November 2026: not a working day; and a month later than a week after it, no catching up.
      t.clock.set('2026-11-01T01:00:00Z');
      expect(await accounts.statementsIfDue()).toBeNull();
      t.clock.set('2026-11-09T01:00:00Z');
      expect(await accounts.statementsIfDue()).toBeNull();
      // Monday 2 November: October's statements, twice at once and once more: each customer once.
      t.clock.set('2026-11-01T22:00:00Z');
      const [a, b] = await Promise.all([accounts.statementsIfDue(), accounts.statementsIfDue()]);
      const again = await accounts.statementsIfDue();
      expect(a!.month).toBe('2026-10');
      expect(again!.sent).toBe(0);
      const rows = await sql(t, `select s.month, s.closing_cents, s.document_id from statement_sent s join customer c on c._id = s.customer_id where c.email = ?`, [email]);
      expect(rows).toEqual([{ month: '2026-10', closing_cents: 26400, document_id: expect.any(String) }]);
      expect(a!.sent + b!.sent).toBeGreaterThanOrEqual(1);
      // The quiet customer (nothing in October, nothing owing then) is recorded with nothing to send.
      expect(await sql(t, `select s.document_id from statement_sent s join customer c on c._id = s.customer_id where c.email = ?`, [quiet])).toEqual([{ document_id: null }]);
    } finally {
      t.clock.reset();
    }
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes(email) && Boolean(m.subject?.startsWith('Statement for October 2026')));
    expect(mail.subject).toBe('Statement for October 2026 from Truganina Auto Care');
    expect(mail.text).toContain('$264.00');
    expect(mail.attachments?.[0]?.filename).toBe('statement-2026-10-westgate-plumbing.pdf');
    const copy = await t.smtp!.waitFor((m) => recipients(m).includes(payables) && Boolean(m.subject?.startsWith('Statement for October 2026')));
    expect(copy.attachments?.[0]?.filename).toBe('statement-2026-10-westgate-plumbing.pdf');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(t.smtp!.messages.filter((m) => recipients(m).includes(email) && m.subject?.startsWith('Statement for'))).toHaveLength(1);
    expect(t.smtp!.messages.filter((m) => recipients(m).includes(payables) && m.subject?.startsWith('Statement for'))).toHaveLength(1);
    expect(t.smtp!.messages.filter((m) => recipients(m).includes(quiet) && m.subject?.startsWith('Statement for'))).toHaveLength(0);
    const doc = await t.app.services.documents.get(t.app.db.orm.em.fork() as EntityManager, (await sql(t, `select s.document_id from statement_sent s join customer c on c._id = s.customer_id where c.email = ?`, [email]))[0]!.document_id);
    expect(await pdfText(doc.bytes)).toContain('$264.00');
  });
});

describe('receivables by age', () => {
  it('ages what each customer owes now by due date, over REST and GraphQL', async () => {
    const email = 'accounts.receivables@example.com';
    const w = await westgate(email);
    t.clock.set('2026-11-15T01:00:00Z');
    let answer;
    try {
      answer = await t.app.services.accounts.receivables(t.app.db.orm.em.fork() as EntityManager);
    } finally {
      t.clock.reset();
    }
    expect(answer.asOf).toBe('2026-11-15');
    // The June invoice 107 days past due; September's (its mistaken payment reversed) 15 days; October's and today's $44.00 not yet due.
    expect(answer.top.find((c) => c.customerId === w.id)).toEqual({
      customerId: w.id,
      name: 'Westgate Plumbing',
      invoices: 4,
      currentCents: 22000 + 1100 + 4400,
      days30Cents: 0,
      days60Cents: 0,
      days90Cents: 3300,
      totalCents: 30800,
    });
    const { totals } = answer;
    expect(totals.totalCents).toBe(totals.currentCents + totals.days30Cents + totals.days60Cents + totals.days90Cents);

    const rest = await admin.rest('GET', '/api/admin/analytics/receivables');
    expect(rest.status).toBe(200);
    expect(rest.body.top.find((c: { customerId: string }) => c.customerId === w.id)).toMatchObject({ name: 'Westgate Plumbing', totalCents: 30800 });
    const gql = await admin.gql('{ receivables { customerCount totals { totalCents } top { customerId totalCents } } }');
    expect(gql.errors).toBeUndefined();
    expect(gql.data.receivables.totals.totalCents).toBe(rest.body.totals.totalCents);
  });
});
