/**
 * Job invoicing called as a service on a real database: completing a job is one command that
 * records the completed status step, the final lines and notes, and the invoice in one
 * transaction (one revision of the card), and a failure while invoicing leaves neither.
 */
import { describe, expect, it } from 'vitest';
import { JobInvoicingService } from '../../src/features/job-invoicing/job-invoicing.service.js';
import { CompleteJobInput } from '../../src/features/job-invoicing/job-invoicing.inputs.js';
import type { InvoiceService } from '../../src/features/invoices/invoice.service.js';
import { CONFIGURED_WORKSHOP } from '../configured-workshop.js';
import { createCardWith } from '../jobcards/jobcards-factory.js';
import { useServices } from '../service-harness.js';

const world = useServices({ env: CONFIGURED_WORKSHOP });
const em = () => world.em();
const input = (fields: Partial<CompleteJobInput>) => Object.assign(new CompleteJobInput(), fields);
const finalItems = [
  { description: 'Front brake pads', quantity: 1, estimateCost: 129.95 },
  { description: 'Labour', quantity: 1.5, estimateCost: 110 },
  { description: '', quantity: 1, estimateCost: 0 },
];

async function row(id: string) {
  const [card] = await em()
    .getConnection()
    .execute<Array<{ status: string; revision: number; final_items: unknown; mechanic_notes: string }>>(
      'SELECT status, revision, final_items, mechanic_notes FROM job_card WHERE _id = ?',
      [id],
    );
  const [{ n }] = await em().getConnection().execute<Array<{ n: number }>>('SELECT count(*)::int AS n FROM invoice WHERE job_card_id = ? AND voided_at IS NULL', [id]);
  return { ...card, invoices: n };
}

/** The invoices service, its `writeIssue` replaced: sees the card as the change is about to write it with its invoice, then may fail. */
function watchedInvoices(fail: boolean, seen: Array<{ status: string; revision: number }>): InvoiceService {
  const real = world.services.invoices;
  const watched = Object.create(real) as InvoiceService;
  watched.writeIssue = async (tx, effects, plan, rendered, card) => {
    seen.push({ status: card!.status, revision: card!.revision });
    const invoice = await real.writeIssue(tx, effects, plan, rendered, card);
    if (fail) throw new Error('the invoice could not be stored');
    return invoice;
  };
  return watched;
}

/** The services a JobInvoicingService is made of, as the app makes them. */
function serviceDeps() {
  return { jobcards: world.services.jobcards, changes: world.core.changes, clock: world.clock, documentIssuer: world.services.documentIssuer, parts: world.services.parts };
}

/** The workshop's pricing from its settings; these tests issue on a workshop whose details are complete. */
function pricingDeps() {
  return { pricing: () => world.services.settings.profile(), missingForInvoices: () => [] as string[] };
}

describe('JobInvoicingService.completeJob', () => {
  it('records the status step, the final lines and notes, and the invoice together: one revision, then Invoiced', async () => {
    const card = await createCardWith(world, { customerEmail: 'one.request@example.com' });
    const seen: Array<{ status: string; revision: number }> = [];
    const service = new JobInvoicingService({ ...pricingDeps(), ...serviceDeps(), invoices: watchedInvoices(false, seen) });
    const { message, invoice } = await service.completeJob(em(), card._id, input({ finalItems, mechanicNotes: 'Pads at 2 mm.', gstIncludedInEstimate: false }));

    expect(message).toBe(`Job completed. Invoice ${invoice.invoiceNumber} sent to one.request@example.com.`);
    // Inside the transaction, as the invoice is written: the step staff used to save first (unsigned terms).
    expect(seen).toEqual([{ status: 'Completed - Policy Not Accepted', revision: card.revision + 1 }]);
    // Sent without kinds (an older client): each a part.
    expect(invoice.items).toEqual([
      { description: 'Front brake pads', quantity: 1, unitPriceCents: 12995, kind: 'part' },
      { description: 'Labour', quantity: 1.5, unitPriceCents: 11000, kind: 'part' },
    ]);
    expect(invoice).toMatchObject({ subtotalCents: 29495, gstCents: 2950, totalCents: 32445, gstPercentage: 10, pricesIncludeGst: false, notes: 'Pads at 2 mm.' });
    const after = await row(card._id);
    expect(after).toMatchObject({ status: 'Invoiced', revision: card.revision + 1, mechanic_notes: 'Pads at 2 mm.', invoices: 1 });
    // The card keeps its items as edited, the empty new row too, in the one stored shape.
    expect(after.final_items).toEqual([
      { description: 'Front brake pads', quantity: 1, unitPriceCents: 12995, kind: 'part' },
      { description: 'Labour', quantity: 1.5, unitPriceCents: 11000, kind: 'part' },
      { description: '', quantity: 1, unitPriceCents: 0, kind: 'part' },
    ]);
  });

  it('records Completed when the customer signed the terms; deleting the invoice returns the card to it', async () => {
    const card = await createCardWith(world);
    await em().getConnection().execute('UPDATE job_card SET terms_accepted = true WHERE _id = ?', [card._id]);
    const seen: Array<{ status: string; revision: number }> = [];
    const service = new JobInvoicingService({ ...pricingDeps(), ...serviceDeps(), invoices: watchedInvoices(false, seen) });
    const { invoice } = await service.completeJob(em(), card._id, input({ finalItems: finalItems.slice(0, 1) }));
    expect(seen.map((s) => s.status)).toEqual(['Completed']);

    await world.services.invoices.delete(em(), invoice.invoiceNumber, { username: 'admin', owner: true });
    expect(await row(card._id)).toMatchObject({ status: 'Completed', revision: card.revision + 2, invoices: 0 });
  });

  it('leaves neither the status step nor the invoice when invoicing fails', async () => {
    const card = await createCardWith(world);
    const before = await row(card._id);
    const seen: Array<{ status: string; revision: number }> = [];
    const service = new JobInvoicingService({ ...pricingDeps(), ...serviceDeps(), invoices: watchedInvoices(true, seen) });
    await expect(service.completeJob(em(), card._id, input({ finalItems, mechanicNotes: 'Lost?' }))).rejects.toThrow('the invoice could not be stored');
    expect(seen.map((s) => s.status)).toEqual(['Completed - Policy Not Accepted']);
    expect(await row(card._id)).toEqual(before);
    expect(before).toMatchObject({ status: 'Pending Diagnosis', invoices: 0, final_items: [], mechanic_notes: '' });

    // The same card then completes normally, with the next revision only.
    const { invoice } = await world.services.jobInvoicing.completeJob(em(), card._id, input({ finalItems }));
    expect(invoice.jobCard?._id).toBe(card._id);
    expect(await row(card._id)).toMatchObject({ status: 'Invoiced', revision: card.revision + 1, invoices: 1 });
  });

  it('refuses bad lines before touching the card, numbered as on the card', async () => {
    const card = await createCardWith(world);
    const service = world.services.jobInvoicing;
    await expect(service.completeJob(em(), card._id, input({ finalItems: [{ description: 'Half', quantity: 0.5, estimateCost: 20 }] }))).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Line 1: quantity must be at least 1.',
    });
    await expect(service.completeJob(em(), card._id, input({ finalItems: [finalItems[2]] }))).rejects.toMatchObject({
      message: 'An invoice needs at least one item: add the work done to the job card.',
    });
    expect(await row(card._id)).toMatchObject({ status: 'Pending Diagnosis', revision: card.revision, invoices: 0 });
  });

  it('re-generates only an invoiced card’s invoice', async () => {
    const card = await createCardWith(world);
    const service = world.services.jobInvoicing;
    await expect(service.regenerate(em(), card._id)).rejects.toMatchObject({ code: 'CONFLICT', message: 'Only an invoiced job card can re-generate its invoice.' });
    const { invoice } = await service.completeJob(em(), card._id, input({ finalItems }));
    const again = await service.regenerate(em(), card._id);
    expect(again.invoice.invoiceNumber).toBe(invoice.invoiceNumber);
    expect(again.invoice.documentId).not.toBe(invoice.documentId);
    await expect(service.completeJob(em(), card._id, input({ finalItems }))).rejects.toMatchObject({ code: 'CONFLICT', message: 'This job card has already been invoiced.' });
  });
});
