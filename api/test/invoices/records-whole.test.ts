/**
 * Records stay whole: voiding an invoice with money on it needs an owner (staff: 403, REST and
 * GraphQL, nothing changes); the void's answer and audit say what happened; an Invoiced job card
 * cannot be deleted (409), and a delete racing a completion of one card has exactly one winner;
 * a superseded quote's page shows what it was sent with, never a photo added later.
 */
import sharp from 'sharp';
import type { EntityManager } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn, withAdminServer, type Admin } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createInvoice } from './invoices-factory.js';
import { createCard, lines } from '../jobcards/jobcards-factory.js';
import { recipients } from '../smtp-sink.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';

let t: TestServer;
let owner: Admin;
let staff: Admin;
let ownerToken: string;
withAdminServer((server, signedIn) => ((t = server), (owner = signedIn)), { env: { LOGIN_RATE_LIMIT: '1000', ...CONFIGURED_WORKSHOP } });
beforeAll(async () => {
  ownerToken = await signIn(t);
  staff = asAdmin(t, await join('Sam Staff', 'sam.staff@example.com', 'sam', 'a-long-staff-password-42'));
});

const FORBIDDEN = 'Only an owner can do this.';
const em = () => t.app.db.orm.em.fork() as EntityManager;
const sql = <T = Record<string, unknown>>(query: string, params: unknown[] = []) => em().getConnection().execute<T[]>(query, params);

/** Invites a member of staff (not an owner), accepts the invitation and answers their token. */
async function join(name: string, email: string, username: string, password: string): Promise<string> {
  expect((await owner.rest('POST', '/api/admin/users', { name, email, owner: false })).status).toBe(201);
  const mail = await t.smtp!.waitFor((m) => recipients(m).includes(email) && /invited to the back office/.test(m.subject ?? ''));
  const token = new URL(/http:\/\/workshop\.test\/admin\/invitation\?token=[\w-]+/.exec(mail.text!)![0]).searchParams.get('token')!;
  const res = await t.rest('POST', '/api/admin/invitations/accept', { token, username, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.token as string;
}

const DELETE_INVOICE = 'mutation($n: String!) { deleteInvoice(invoiceNumber: $n) { message } }';

async function creditNotes(invoiceNumber: string): Promise<number> {
  return (await sql<{ n: number }>('SELECT count(*)::int AS n FROM credit_note WHERE invoice_number = ?', [invoiceNumber]))[0].n;
}

describe('voiding an invoice with money on it', () => {
  it('staff are refused (403, REST and GraphQL) for a part-paid and a paid invoice, and nothing changes', async () => {
    const partPaid = await createInvoice(owner, { customerEmail: 'part.paid@example.com' });
    expect((await owner.rest('POST', `/api/admin/invoices/${partPaid.invoiceNumber}/payments`, { amount: 50, method: 'cash' })).status).toBe(201);
    const paid = await createInvoice(owner, { customerEmail: 'all.paid@example.com' });
    expect((await owner.rest('POST', `/api/admin/invoices/mark-as-paid/${paid.invoiceNumber}`, { method: 'cash' })).status).toBe(200);

    for (const invoice of [partPaid, paid]) {
      expect(await staff.rest('DELETE', `/api/admin/invoices/${invoice.invoiceNumber}`)).toMatchObject({ status: 403, body: { message: FORBIDDEN } });
      const gql = await staff.gql(DELETE_INVOICE, { n: invoice.invoiceNumber });
      expect(gql.errors?.[0]).toMatchObject({ message: FORBIDDEN, extensions: { code: 'FORBIDDEN' } });
      // Still live, still paid what it was, no adjustment note.
      const kept = (await owner.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber}`)).body;
      expect(kept).toMatchObject({ voided: false });
      expect(await creditNotes(invoice.invoiceNumber)).toBe(0);
    }
    expect((await owner.rest('GET', `/api/admin/invoices/${paid.invoiceNumber}`)).body).toMatchObject({ status: 'paid', amountPaid: paid.totalAmount });
  });

  it('staff may still void an unpaid sent invoice; the answer says it was voided and by which note, to whom', async () => {
    const invoice = await createInvoice(owner, { customerEmail: 'unpaid.void@example.com' });
    const res = await staff.rest('DELETE', `/api/admin/invoices/${invoice.invoiceNumber}`);
    expect(res.status).toBe(200);
    const note = (await owner.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber}?includeVoided=true`)).body.creditNote;
    expect(res.body).toEqual({ message: `${invoice.invoiceNumber} is voided; adjustment note ${note.creditNoteNumber} was emailed to unpaid.void@example.com.` });
    await t.smtp!.waitFor((m) => recipients(m).includes('unpaid.void@example.com') && m.subject!.startsWith(`Adjustment note ${note.creditNoteNumber}`));
  });

  it('an owner voids a paid invoice: 200, the payments stay recorded, and the answer, the audit and the note say the same', async () => {
    const invoice = await createInvoice(owner, { customerEmail: 'owner.void@example.com', customerName: 'Olive Owner' });
    await owner.rest('POST', `/api/admin/invoices/mark-as-paid/${invoice.invoiceNumber}`, { method: 'cash' });
    const res = await owner.rest('DELETE', `/api/admin/invoices/${invoice.invoiceNumber}`);
    expect(res.status).toBe(200);
    const kept = (await owner.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber}?includeVoided=true`)).body;
    const cn = kept.creditNote.creditNoteNumber;
    expect(res.body.message).toBe(
      `${invoice.invoiceNumber} is voided; adjustment note ${cn} was emailed to owner.void@example.com. The $384.95 paid on it stays recorded: refund or credit it to the customer.`,
    );
    expect(kept).toMatchObject({ voided: true, status: 'paid', amountPaid: 384.95 });
    expect(kept.payments).toEqual([expect.objectContaining({ amount: 384.95, method: 'cash', reversedAt: null })]);
    const mail = await t.smtp!.waitFor((m) => recipients(m).includes('owner.void@example.com') && m.subject!.startsWith(`Adjustment note ${cn}`));
    expect(mail.text).toContain('You paid $384.95 on it: we will refund it or credit it to your account');
    const [audit] = (await owner.rest('GET', `/api/admin/audit?entityType=invoice&entityId=${invoice.invoiceNumber}&action=invoice.deleted`)).body;
    expect(audit).toMatchObject({
      actor: { name: expect.any(String) },
      summary: `Invoice voided by adjustment note ${cn} (emailed to owner.void@example.com): ${invoice.invoiceNumber} for Olive Owner (${invoice.carRego}), $384.95 paid of $384.95`,
      changes: { status: ['paid', 'voided'] },
    });
  });

  it('over GraphQL the owner gets the same answer; an invoice never sent is "deleted", and its audit says so', async () => {
    const invoice = await createInvoice(owner, { customerEmail: 'gql.void@example.com' });
    await owner.rest('POST', `/api/admin/invoices/${invoice.invoiceNumber}/payments`, { amount: 10, method: 'cash' });
    const gql = await owner.gql(DELETE_INVOICE, { n: invoice.invoiceNumber });
    expect(gql.errors).toBeUndefined();
    const cn = (await owner.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber}?includeVoided=true`)).body.creditNote.creditNoteNumber;
    expect(gql.data.deleteInvoice.message).toBe(
      `${invoice.invoiceNumber} is voided; adjustment note ${cn} was emailed to gql.void@example.com. The $10.00 paid on it stays recorded: refund or credit it to the customer.`,
    );

    const draft = await createInvoice(owner);
    await sql('UPDATE invoice SET sent_at = NULL WHERE _id = ?', [draft._id]);
    expect((await staff.gql(DELETE_INVOICE, { n: draft.invoiceNumber })).data.deleteInvoice.message).toBe(`Invoice ${draft.invoiceNumber} deleted.`);
    const [audit] = (await owner.rest('GET', `/api/admin/audit?entityType=invoice&entityId=${draft.invoiceNumber}&action=invoice.deleted`)).body;
    expect(audit.summary).toMatch(/^Invoice deleted \(never sent\): /);
    expect(audit.changes).toEqual({ status: ['unpaid', null] });
  });
});

describe('an Invoiced job card', () => {
  it('cannot be deleted: 409 naming its invoice, REST and GraphQL; its invoice and quotes stay', async () => {
    const card = await createCard(owner);
    await owner.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines });
    const { invoice } = (await owner.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { finalItems: lines })).body;
    const message = `This job card has been invoiced (${invoice.invoiceNumber}), so it cannot be deleted. Delete or void the invoice first.`;
    expect(await staff.rest('DELETE', `/api/admin/jobcards/${card._id}`)).toMatchObject({ status: 409, body: { message } });
    const gql = await owner.gql('mutation($id: ID!) { deleteJobCard(id: $id) { message } }', { id: card._id });
    expect(gql.errors?.[0]).toMatchObject({ message, extensions: { code: 'CONFLICT' } });
    expect((await owner.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber}`)).body.jobCardId).toBe(card._id);
    expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM quote WHERE job_card_id = ?', [card._id]))[0].n).toBe(1);
  });

  it('a completion and a delete of one card at the same moment: exactly one wins, 20 times out of 20, and no invoice loses its card', async () => {
    for (let round = 0; round < 20; round++) {
      const card = await createCard(owner, { customerName: `Race ${round}` });
      await owner.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines });
      const [completed, deleted] = await Promise.all([
        owner.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { finalItems: lines }),
        owner.rest('DELETE', `/api/admin/jobcards/${card._id}`),
      ]);
      const statuses = [completed.status, deleted.status];
      expect(statuses.filter((s) => s === 200), `round ${round}: ${JSON.stringify([completed.body, deleted.body])}`).toHaveLength(1);
      if (completed.status === 200) {
        expect(deleted.status).toBe(409);
        const invoice = completed.body.invoice;
        expect((await owner.rest('GET', `/api/admin/invoices/${invoice.invoiceNumber}`)).body.jobCardId).toBe(card._id);
        expect((await sql<{ n: number }>('SELECT count(*)::int AS n FROM quote WHERE job_card_id = ?', [card._id]))[0].n).toBe(1);
      } else {
        expect(completed.status).toBe(404);
        expect((await sql<{ n: number }>("SELECT count(*)::int AS n FROM invoice WHERE customer_name = ?", [`Race ${round}`]))[0].n).toBe(0);
      }
    }
    // Across every round: no invoice of a raced card without its card.
    expect(await sql("SELECT invoice_number FROM invoice WHERE customer_name LIKE 'Race %' AND job_card_id IS NULL")).toEqual([]);
  });
});

describe('a superseded quote', () => {
  async function upload(cardId: string, item: string): Promise<string> {
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } } }).jpeg().toBuffer();
    const form = new FormData();
    form.set('item', item);
    form.set('photo', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
    const res = await fetch(`${t.url}/api/admin/jobcards/${cardId}/inspection/photos`, { method: 'POST', headers: { authorization: `Bearer ${ownerToken}` }, body: form });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }
  const status = async (path: string) => (await fetch(`${t.url}${path}`)).status;
  // Read as the customer's page reads it (signed in: anonymous callers may run only the app's own documents).
  const PAGE = 'query($id: ID!) { quote(id: $id) { superseded items { description } inspection { key rating note photos { id } } } }';

  it('shows its own lines and the inspection it was sent with: never a photo or a finding added after', async () => {
    const card = await createCard(owner);
    await owner.rest('PUT', `/api/admin/jobcards/${card._id}/inspection/items/brake-pads`, { rating: 'urgent', note: 'Front pads at 2 mm.' });
    const first = await upload(card._id, 'brake-pads');
    const old = (await owner.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: [{ description: 'Front brake pads', quantity: 1, estimateCost: 129.95 }] })).body.quote;

    // After it was sent: the inspection changes, a photo is added, and a new quote supersedes it.
    await owner.rest('PUT', `/api/admin/jobcards/${card._id}/inspection/items/brake-pads`, { rating: 'soon', note: 'Checked again.' });
    await owner.rest('PUT', `/api/admin/jobcards/${card._id}/inspection/items/wipers`, { rating: 'urgent', note: 'Torn.' });
    const second = await upload(card._id, 'brake-pads');
    const current = (await owner.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: [{ description: 'Wiper blades', quantity: 2, estimateCost: 30 }] })).body.quote;
    const late = await upload(card._id, 'wipers');

    // The superseded quote: its own line, the findings and the one photo it was sent with.
    const page = (await t.rest('GET', `/api/quotes/${old._id}`)).body;
    expect(page).toMatchObject({ superseded: true, items: [{ description: 'Front brake pads' }] });
    expect(page.inspection).toEqual([expect.objectContaining({ key: 'brake-pads', rating: 'urgent', note: 'Front pads at 2 mm.', photos: [expect.objectContaining({ id: first })] })]);
    const gql = await owner.gql(PAGE, { id: old._id });
    expect(gql.errors).toBeUndefined();
    expect(gql.data.quote).toEqual({
      superseded: true,
      items: [{ description: 'Front brake pads' }],
      inspection: [{ key: 'brake-pads', rating: 'urgent', note: 'Front pads at 2 mm.', photos: [{ id: first }] }],
    });
    expect(await status(`/api/quotes/${old._id}/photos/${first}?size=thumb`)).toBe(200);
    expect(await status(`/api/quotes/${old._id}/photos/${second}`)).toBe(404);
    expect(await status(`/api/quotes/${old._id}/photos/${late}`)).toBe(404);

    // The current quote shows what it was sent with: both brake photos, not the wiper photo added after it.
    const now = (await owner.gql(PAGE, { id: current._id })).data.quote;
    expect(now.inspection).toEqual([
      { key: 'wipers', rating: 'urgent', note: 'Torn.', photos: [] },
      { key: 'brake-pads', rating: 'soon', note: 'Checked again.', photos: [{ id: first }, { id: second }] },
    ]);
    expect(await status(`/api/quotes/${current._id}/photos/${late}`)).toBe(404);
  });

  it('one sent before quotes recorded their inspection shows none once superseded, and serves no photo', async () => {
    const card = await createCard(owner);
    await owner.rest('PUT', `/api/admin/jobcards/${card._id}/inspection/items/brake-pads`, { rating: 'urgent' });
    const photo = await upload(card._id, 'brake-pads');
    const old = (await owner.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines })).body.quote;
    await sql('UPDATE quote SET inspection_shown = NULL WHERE _id = ?', [old._id]);
    expect((await owner.gql(PAGE, { id: old._id })).data.quote.inspection).toHaveLength(1);
    await owner.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines });
    expect((await owner.gql(PAGE, { id: old._id })).data.quote).toMatchObject({ superseded: true, inspection: [] });
    expect(await status(`/api/quotes/${old._id}/photos/${photo}`)).toBe(404);
  });
});
