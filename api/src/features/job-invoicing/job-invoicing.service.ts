/**
 * Job invoicing: what comes after the work on a job card, as one command each. Complete Job &
 * Generate Invoice records the card's completed status step, its final lines and notes, and its
 * invoice (numbered, PDF stored, emailed) in ONE transaction, its PDF rendered before it, then the
 * card is Invoiced and read-only; Re-generate Invoice re-issues that invoice. Deleting the invoice reopens the card.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { DEFAULT_GST_PERCENT, finishedLines, type PricedLine } from '../../shared/priced-document.js';
import { cleanText } from '../../shared/text.js';
import type { InvoiceResult, InvoiceService, JobCardInvoiceDeleted } from '../invoices/invoice.service.js';
import { STALE, type DocumentIssuer } from '../documents/document-issuer.service.js';
import { creditLimitWarning } from '../invoices/credit-limit.service.js';
import { billingFor } from '../customers/public.js';
import type { Clock } from '../../shared/time.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import type { JobCard } from '../jobcards/jobcard.entity.js';
import type { PartsService } from '../parts/parts.service.js';
import { allows, cardChanged, decidedQuote, FINAL_ITEMS, JobStatus, settleOrigins, step, workDone } from '../jobcards/public.js';
import { JOB_CARD_NOT_FOUND, type JobCardService } from '../jobcards/jobcard.service.js';
import type { CompleteJobInput } from './job-invoicing.inputs.js';
import { fieldChanges } from '../../shared/changes.js';
import { completionFacts, missingDetailsMessage, type CompletionBasis, type CompletionFacts } from './completion-preview.js';

const NO_INVOICE_ITEMS = 'An invoice needs at least one item: add the work done to the job card.';

export interface JobInvoicingDeps {
  jobcards: JobCardService;
  invoices: InvoiceService;
  changes: ChangeUnit;
  clock: Clock;
  /** Render, store, mail: how the invoice's PDFs are issued. */
  documentIssuer: DocumentIssuer;
  /** The workshop's pricing: whether it charges GST, and whether entered prices include it (settings). */
  pricing: () => Promise<{ gstRegistered: boolean; pricesIncludeGst: boolean }>;
  /** The business details an invoice needs that are not saved yet (settings), by name. */
  missingForInvoices: () => Promise<string[]> | string[];
  /** The invoice's catalogue parts are fitted from stock as it is issued (parts). */
  parts: Pick<PartsService, 'fitJobCard'>;
}

export class JobInvoicingService {
  constructor(private readonly deps: JobInvoicingDeps) {}

  /**
   * Complete Job & Generate Invoice, all or nothing: the card's completed status step, the final
   * lines and notes (when sent), the invoice made from them (stored, PDF, email) and the Invoiced
   * lock commit together, as one revision of the card. The invoice is planned (numbered once) and
   * its PDF rendered before the change, from the card as read then; the change locks the card and
   * goes ahead only at that revision (else it is planned and rendered again), so the card's row lock
   * is never held while the PDF is rendered. A second completion finds it Invoiced (409): one invoice per job.
   */
  async completeJob(em: EntityManager, jobCardId: string, input: CompleteJobInput): Promise<InvoiceResult> {
    const items = input.finalItems != null ? await this.deps.jobcards.readLines(em, input.finalItems, FINAL_ITEMS, { draft: true, origins: true }) : null;
    await this.refuseIncompleteDetails();
    const workshop = await this.deps.pricing();
    const { invoices, documentIssuer } = this.deps;
    let n: number | null = null;
    const invoice = await documentIssuer.issue(em, {
      plan: async (fork) => {
        const card = await this.deps.jobcards.get(fork, jobCardId);
        step(card, 'completed');
        const { settled, lines, basis } = await this.invoiceLines(fork, card, items, input.gstIncludedInEstimate ?? null, workshop.pricesIncludeGst);
        const mechanicNotes = input.mechanicNotes ?? card.mechanicNotes;
        const draft = {
          customerName: card.customerName,
          customerEmail: card.customerEmail,
          carRego: card.carRego,
          phoneNumber: card.customerPhone ?? null,
          items: lines,
          notes: cleanText(mechanicNotes),
          gstPercentage: DEFAULT_GST_PERCENT,
          pricesIncludeGst: basis.pricesIncludeGst,
          purchaseOrder: cleanText(input.purchaseOrder ?? '') || null,
          overrideCreditLimit: input.overrideCreditLimit ?? false,
          declinedItems: declinedOf(settled),
        };
        // Numbered once the invoice can be issued (a customer who needs a purchase order has one), and kept when it is planned again.
        await invoices.requirePurchaseOrder(fork, draft);
        n ??= await invoices.nextNumber(fork);
        return { revision: card.revision, settled, lines, mechanicNotes, invoice: await invoices.planIssue(fork, draft, card, n) };
      },
      render: (plan) => documentIssuer.invoice(plan.invoice.facts, plan.invoice.filename),
      commit: async (tx, effects, plan, rendered) => {
        const card = await this.lock(tx, jobCardId);
        if (card.revision !== plan.revision) return STALE;
        const before = { status: card.status as JobStatus, finalItems: card.finalItems };
        card.status = step(card, 'completed');
        card.finalItems = plan.settled;
        card.mechanicNotes = plan.mechanicNotes;
        card.revision += 1;
        const invoice = await invoices.writeIssue(tx, effects, plan.invoice, rendered, card);
        // Its catalogue parts leave the shelf with it (409, nothing issued, when one is short).
        await this.deps.parts.fitJobCard(tx, card._id, plan.lines, invoice.invoiceNumber, effects);
        card.status = step(card, 'invoiced');
        // One flush: the card, the invoice, its PDF's record and its customer.
        await tx.flush();
        const entry = {
          action: 'jobcard.completed',
          summary: `Job for ${card.customerName} (${card.carRego}) completed and invoiced as ${invoice.invoiceNumber}`,
          changes: fieldChanges(before, { status: card.status, finalItems: card.finalItems }, ['status', 'finalItems']),
        };
        // Its work marked done by this step too, unless it was saved as Completed before.
        cardChanged(effects, card, 'invoiced', entry, workDone(before.status) ? {} : { completed: true });
        invoices.announce(effects, invoice, 'created');
        return invoice;
      },
    });
    return { message: `Job completed. Invoice ${invoice.invoiceNumber} sent to ${invoice.customerEmail}.`, invoice };
  }

  /**
   * Re-generate Invoice (Invoiced cards only, 409 otherwise): a fresh PDF with the same number;
   * earlier PDFs are kept. Emailed to the customer unless `email` is false (staff choose). Rendered
   * before the change, which locks the card and the invoice only to store it.
   */
  async regenerate(em: EntityManager, jobCardId: string, { email = true }: { email?: boolean } = {}): Promise<InvoiceResult> {
    const at = this.deps.clock.now();
    const { invoices, documentIssuer } = this.deps;
    const invoice = await documentIssuer.issue(em, {
      plan: async (fork) => {
        step(await this.deps.jobcards.get(fork, jobCardId), 'regenerateInvoice');
        return invoices.planReissue(fork, jobCardId, at);
      },
      render: (plan) => documentIssuer.invoice(plan.facts, plan.filename),
      commit: async (tx, effects, plan, rendered) => {
        step(await this.lock(tx, jobCardId), 'regenerateInvoice');
        return invoices.reissueOfJobCard(tx, effects, jobCardId, plan, rendered, { email });
      },
    });
    const message = email
      ? `Invoice ${invoice.invoiceNumber} re-generated and sent to ${invoice.customerEmail}.`
      : `Invoice ${invoice.invoiceNumber} re-generated. It was not emailed to the customer.`;
    return { message, invoice };
  }

  /**
   * What 'Complete Job & Generate Invoice' will issue, before anything is issued: the lines and
   * totals, the pricing basis and where it comes from, the lines the customer declined (left out)
   * and those added after the decision, and the business details still missing.
   */
  async preview(em: EntityManager, jobCardId: string): Promise<CompletionFacts> {
    const card = await this.deps.jobcards.get(em, jobCardId);
    const workshop = await this.deps.pricing();
    const missing = await this.deps.missingForInvoices();
    const { settled, lines, basis } = await this.invoiceLines(em, card, null, null, workshop.pricesIncludeGst);
    const billing = await billingFor(em, { email: card.customerEmail, phone: card.customerPhone ?? null });
    const facts = completionFacts({ settled, lines, basis, gstPercent: workshop.gstRegistered ? DEFAULT_GST_PERCENT : 0, missing, poRequired: billing?.poRequired ?? false });
    facts.creditLimitWarning = (await creditLimitWarning(em, billing, facts.totalCents))?.message ?? null;
    return facts;
  }

  /** Whether the card's prices include GST: the approved quote's basis, else the workshop's setting. */
  async basisOf(em: EntityManager, card: JobCard): Promise<boolean> {
    const decided = decidedQuote(await this.deps.jobcards.quotesOf(em, card));
    return decided?.status === 'approved' ? decided.pricesIncludeGst : (await this.deps.pricing()).pricesIncludeGst;
  }

  /** 409 naming what is missing while the business details an invoice prints are not all saved. */
  private async refuseIncompleteDetails(): Promise<void> {
    const missing = await this.deps.missingForInvoices();
    if (missing.length) throw AppError.conflict(missingDetailsMessage(missing), { missing: missing.join(', '), settingsPath: '/admin/settings' });
  }

  /**
   * The card's lines against the customer's decision (origins settled), the lines the invoice
   * takes (declined ones and empty rows left out), and the pricing basis: the approved quote's
   * (what the customer agreed to), else the one asked for, else the workshop's.
   */
  private async invoiceLines(em: EntityManager, card: JobCard, items: PricedLine[] | null, asked: boolean | null, workshopBasis: boolean) {
    const decided = decidedQuote(await this.deps.jobcards.quotesOf(em, card));
    const settled = settleOrigins(items ?? card.finalItems, decided);
    const lines = finishedLines(settled, FINAL_ITEMS, { minQuantity: 1, empty: NO_INVOICE_ITEMS });
    const basis: CompletionBasis =
      decided?.status === 'approved'
        ? { pricesIncludeGst: decided.pricesIncludeGst, from: 'quote', quoteNumber: decided.numberLabel, decision: 'approved' }
        : { pricesIncludeGst: asked ?? workshopBasis, from: asked === null ? 'workshop' : 'request', quoteNumber: decided?.numberLabel ?? null, decision: decided ? 'declined' : null };
    return { settled, lines, basis };
  }

  private async lock(tx: EntityManager, jobCardId: string): Promise<JobCard> {
    const card = await this.deps.jobcards.lockCard(tx, jobCardId);
    if (!card) throw AppError.notFound(JOB_CARD_NOT_FOUND);
    return card;
  }
}

/** The lines the customer declined (empty rows left out): the invoice prints them as declined. */
function declinedOf(settled: readonly PricedLine[]): PricedLine[] {
  return settled.filter((line) => line.origin === 'declined' && (line.description.trim() || line.unitPriceCents !== 0));
}

/**
 * What deleting a job card's invoice does to the card, for the invoices' delete: inside its
 * change the parts it fitted go back on the shelf, the card is unlocked, back to its completed
 * status (its part lines hold their stock again), and live views are told once it commits.
 */
export function reopenWhenInvoiceDeleted(jobcards: JobCardService, parts: Pick<PartsService, 'returnJobCard'>): JobCardInvoiceDeleted {
  return {
    async reopen(tx, effects, jobCardId) {
      cardChanged(effects, { _id: jobCardId }, 'updated', null);
      await parts.returnJobCard(tx, jobCardId);
      const card = await jobcards.lockCard(tx, jobCardId);
      if (!card || !allows(card.status, 'invoiceRemoved')) return;
      card.status = step(card, 'invoiceRemoved');
      card.revision += 1;
      await tx.flush();
    },
  };
}
