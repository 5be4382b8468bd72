/**
 * PDFs are rendered outside the changes that lock rows (PostgreSQL: row locks are what is tested).
 * While a completion's invoice or a payment's receipt is being rendered, held open through the
 * issuer's renderer, the job card's and the invoice's rows are not locked: another request that
 * needs them (a FOR UPDATE NOWAIT read, an autosave of the card, a resend of the invoice) is
 * answered at once, and what it changed is in the document that is finally issued.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DocumentKind } from '../../src/features/documents/document.entity.js';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';
import { createCard, lines } from '../jobcards/jobcards-factory.js';
import { createInvoice, pdftotext } from '../invoices/invoices-factory.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false, env: CONFIGURED_WORKSHOP });

const em = () => t.app.db.orm.em.fork() as EntityManager;

/** The next document rendered waits inside its renderer until `release`; `entered` once it is there. */
function holdNextRender(): { entered: Promise<DocumentKind>; release: () => void } {
  let entered!: (kind: DocumentKind) => void;
  let release!: () => void;
  const enteredP = new Promise<DocumentKind>((resolve) => (entered = resolve));
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  t.app.services.documentIssuer.useRenderer(async (kind, render) => {
    if (!held) {
      held = true;
      entered(kind);
      await gate;
    }
    return render();
  });
  return { entered: enteredP, release };
}

afterEach(() => t.app.services.documentIssuer.useRenderer((_kind, render) => render()));

/** Locks `table`'s row `id` in a transaction of its own without waiting: refused (55P03) if anyone holds it. */
async function lockNowait(table: 'job_card' | 'invoice', id: string): Promise<number> {
  return em().transactional(async (tx) => {
    const rows = await tx.getConnection().execute(`SELECT _id FROM ${table} WHERE _id = ? FOR UPDATE NOWAIT`, [id], 'all', tx.getTransactionContext());
    return rows.length;
  });
}

async function invoiceRow(number: string): Promise<{ _id: string; document_id: string }> {
  const [row] = await em().getConnection().execute<Array<{ _id: string; document_id: string }>>('SELECT _id, document_id FROM invoice WHERE invoice_number = ?', [number]);
  return row;
}

async function documentText(id: string): Promise<string> {
  return pdftotext((await t.app.services.documents.get(em(), id)).bytes);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('documents are rendered while no row is locked', () => {
  it('completing a job: the card is not locked while its invoice renders, and an autosave made meanwhile is invoiced', async () => {
    const card = await createCard(admin, { customerEmail: 'held.render@example.com' });
    const saved = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, { finalItems: lines, revision: card.revision });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const hold = holdNextRender();
    const completing = admin.rest('POST', `/api/admin/jobcards/${card._id}/complete-and-invoice`, { gstIncludedInEstimate: false });
    expect(await hold.entered).toBe('invoice');

    // The invoice's PDF is being rendered: the card's row is free.
    expect(await lockNowait('job_card', card._id)).toBe(1);
    const autosave = await admin.rest('PUT', `/api/admin/jobcards/${card._id}`, {
      finalItems: [...lines, { description: 'Wiper blades', quantity: 1, estimateCost: 35 }],
      revision: saved.body.revision,
    });
    expect(autosave.status, JSON.stringify(autosave.body)).toBe(200);

    hold.release();
    const done = await completing;
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // The invoice is made from the card as saved last: the autosave is in it, and in its PDF.
    expect(done.body.invoice.items.map((i: { description: string }) => i.description)).toEqual(['Front brake pads', 'Labour', 'Wiper blades']);
    const text = await documentText(done.body.invoice.documentId);
    expect(text).toContain('Wiper blades');
    expect(text).toContain(done.body.invoice.invoiceNumber);
    const after = await admin.rest('GET', `/api/admin/jobcards/${card._id}`);
    expect(after.body).toMatchObject({ status: 'Invoiced', revision: autosave.body.revision + 1 });
  });

  it('a payment: the invoice is not locked while its receipt renders, and a resend is answered meanwhile', async () => {
    const invoice = await createInvoice(admin, { customerEmail: 'held.receipt@example.com' });
    const { _id } = await invoiceRow(invoice.invoiceNumber);

    const hold = holdNextRender();
    const paying = admin.rest('POST', `/api/admin/invoices/${invoice.invoiceNumber}/payments`, { amount: 100, method: 'cash' });
    expect(await hold.entered).toBe('invoice');

    // The receipt is being rendered: the invoice's row is free, and a resend (which locks it) is answered.
    expect(await lockNowait('invoice', _id)).toBe(1);
    const resent = await admin.rest('POST', `/api/admin/invoices/resend-email/${invoice.invoiceNumber}`, {});
    expect(resent.status, JSON.stringify(resent.body)).toBe(200);

    hold.release();
    const paid = await paying;
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    expect(paid.body.invoice).toMatchObject({ amountPaid: 100, partPaid: true });
    const receipt = paid.body.invoice.documents.find((d: { reason: string }) => d.reason === 'receipt');
    // The receipt prints the payment and what remains of the factory's 384.95.
    expect(await documentText(receipt.documentId)).toMatch(/Cash[\s\S]*\$100\.00[\s\S]*Balance due\s+\$284\.95/);
  });
});
