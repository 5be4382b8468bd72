/**
 * The invoice rules: numbering (a database sequence, taken before the creating change), totals (the
 * priced document, one rounding per document), the Invoice History's filters and pages, resend,
 * delete (payments are InvoicePaymentService's). Every PDF is issued through the documents' issuer:
 * planned and rendered before the change, stored and mailed in it. Invoicing a job card is
 * job-invoicing's command, which plans, renders and then writes through `planIssue`/`writeIssue`
 * and `planReissue`/`reissueOfJobCard`.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../shared/errors.js';
import { requireOwner } from '../../edge/admin.js';
import type { FieldChanges } from '../../shared/changes.js';
import { formatMoney } from '../../shared/money.js';
import { readGstPercent } from '../../shared/priced-document.js';
import type { ChangeUnit, Effects } from '../../platform/outbox/public.js';
import type { InvoiceChangeKind } from './invoice.types.js';
import { regoKey } from '../../shared/rego.js';
import { cleanText, likePattern } from '../../shared/text.js';
import type { Clock } from '../../shared/time.js';
import type { Config } from '../../config.js';
import type { JobCard } from '../jobcards/jobcard.entity.js';
import { Invoice, InvoiceDocument, InvoiceStatus, parseInvoiceNumber } from './invoice.entity.js';
import type { SmsService } from '../sms/sms.service.js';
import type { PayLinks } from './pay-links.js';
import type { InvoiceVoider, NotePlan } from './invoice-voiding.js';
import { sameFacts, STALE, type DocumentIssuer, type RenderedDocument } from '../documents/document-issuer.service.js';
import type { DocumentService } from '../documents/document.service.js';
import { invoiceTitle } from '../documents/public.js';
import { invoiceMails } from './invoice-documents.js';
import { checkDraft, nextInvoiceNumber, planInvoice, planReissue, reissueInvoice, writeInvoice, type InvoiceDraft, type InvoicePlan, type ReissuePlan } from './invoice-issue.js';
import { CreditNote } from './credit-note.entity.js';
import { readAdditionalEmails } from './invoice-emails.js';
import { INVOICE_ITEMS, type GenerateInvoiceInput, type InvoiceFilter } from './invoice.inputs.js';
import { decodeCursor, everyPage, MAX_PAGE_SIZE, pageOf, readLimit, type Page } from '../../shared/paging.js';
import type { ExportFormat, ExportRange, XeroAmounts } from './invoice-csv.js';
import { creditNotesInRange, exportCsv, exportSummary, invoicesInRange, type InvoiceExport, type InvoiceExportSummary } from './invoice-exports.js';
import { invoiceFigures, issuedInvoices, type InvoiceFigures, type IssuedInvoiceRow, type IssuedRange } from './invoice-figures.js';
import { invoiceChanges, invoiceVoided } from './invoice.changes.js';
import type { ChangeKind } from '../../platform/changes/announcements.js';

const INVOICE_NOT_FOUND = 'Invoice not found.';
export const ALREADY_PAID = 'This invoice is already paid.';

/** Who deletes (voids) an invoice: an invoice with money on it needs an owner. */
export interface InvoiceActor {
  username: string;
  owner?: boolean;
}

/** What deleting a job card's invoice does to that card (job invoicing's rule), inside the deleting change. */
export interface JobCardInvoiceDeleted {
  reopen(tx: EntityManager, effects: Effects, jobCardId: string): Promise<void>;
}

export interface InvoiceDeps {
  config: Pick<Config, 'timeZone' | 'xeroAccountCode' | 'serviceIntervalMonths'>;
  clock: Clock;
  changes: ChangeUnit;
  /** The workshop as documents print it (settings). */
  documents: DocumentService;
  /** Render, store, mail: how an invoice's PDFs are issued. */
  issuer: DocumentIssuer;
  voider: InvoiceVoider;
  /** Invoices' 'Pay now' links, while Stripe is connected. */
  payLinks?: PayLinks;
  /** Texts (the sms feature): a new invoice by text where the customer's choice allows. */
  texts?: Pick<SmsService, 'toCustomer'>;
}

export type InvoicePageResult = Page<Invoice>;

export type { InvoiceExport, InvoiceExportSummary } from './invoice-exports.js';

export interface InvoiceResult {
  message: string;
  invoice: Invoice;
}

export type { InvoiceDraft, InvoicePlan, ReissuePlan } from './invoice-issue.js';

/** What deleting an invoice will do: void it by a planned note (it was sent), or delete it for good. */
type DeletePlan = { note: NotePlan | null };

export class InvoiceService {
  /** Job invoicing's rule, given when that feature is made (nothing happens to a card until then). */
  private jobCardInvoiceDeleted: JobCardInvoiceDeleted = { reopen: async () => undefined };

  constructor(private readonly deps: InvoiceDeps) {}

  /** What deleting a job card's invoice does to the card: job invoicing's rule, handed in by that feature. */
  whenJobCardInvoiceDeleted(rule: JobCardInvoiceDeleted): void {
    this.jobCardInvoiceDeleted = rule;
  }

  /** Generate New Invoice: numbered, stored with its PDF and emailed to the customer (PDF attached), atomically. */
  async create(em: EntityManager, input: GenerateInvoiceInput): Promise<InvoiceResult> {
    const draft: InvoiceDraft = {
      customerName: cleanText(input.customerName),
      customerEmail: cleanText(input.customerEmail),
      carRego: input.carRego,
      phoneNumber: input.phoneNumber ? cleanText(input.phoneNumber) || null : null,
      items: await this.deps.documents.readLines(em, input.invoiceItems, INVOICE_ITEMS, { minQuantity: 1, empty: 'An invoice needs at least one item.', noParts: true }),
      notes: cleanText(input.notes ?? ''),
      gstPercentage: readGstPercent(input.gstPercentage),
      pricesIncludeGst: input.gstIncluded ?? false,
      purchaseOrder: cleanText(input.purchaseOrder ?? '') || null,
      overrideCreditLimit: input.overrideCreditLimit ?? false,
    };
    await this.requirePurchaseOrder(em, draft);
    let n: number | null = null;
    const invoice = await this.deps.issuer.issue(em, {
      plan: async (fork) => this.planIssue(fork, draft, null, (n ??= await nextInvoiceNumber(fork))),
      render: (plan) => this.deps.issuer.invoice(plan.facts, plan.filename),
      commit: async (tx, effects, plan, rendered) => {
        const invoice = await this.writeIssue(tx, effects, plan, rendered, null);
        await tx.flush();
        this.announce(effects, invoice, 'created');
        return invoice;
      },
    });
    return { message: `Invoice ${invoice.invoiceNumber} created and sent to ${invoice.customerEmail}.`, invoice };
  }

  /** A fresh copy of a job card's invoice made at `at`, as `em` reads the invoice (404 when it was deleted). */
  async planReissue(em: EntityManager, jobCardId: string, at: Date): Promise<ReissuePlan> {
    return planReissue(em, jobCardId, at, await this.title());
  }

  /**
   * Re-issues a job card's invoice inside `tx` (Re-generate Invoice): the PDF `rendered` from `plan`,
   * with the same number, becomes the current one (earlier PDFs are kept) and is emailed again
   * unless `email` is false. STALE when the locked invoice no longer reads as planned; 404 when it was deleted.
   */
  async reissueOfJobCard(tx: EntityManager, effects: Effects, jobCardId: string, plan: ReissuePlan, rendered: RenderedDocument, { email }: { email: boolean }): Promise<Invoice | typeof STALE> {
    const invoice = await reissueInvoice(tx, effects, this.deps, jobCardId, plan, rendered, email);
    if (invoice !== STALE) this.announce(effects, invoice, 'regenerated');
    return invoice;
  }

  /** Invoice History: filtered, newest first, one page at a time. */
  async list(em: EntityManager, filter: InvoiceFilter = {}, page: { limit?: unknown; after?: unknown } = {}): Promise<InvoicePageResult> {
    const limit = readLimit(page.limit);
    const after = decodeCursor(page.after, /^\d{1,10}$/);
    const where: Record<string, unknown> = { withheldAt: null };
    const name = filter.customerName?.trim();
    if (name) where.customerName = { $ilike: likePattern(name) };
    const rego = filter.carRego ? regoKey(filter.carRego) : '';
    if (rego) where.regoKey = { $like: likePattern(rego) };
    const number = filter.invoiceNumber?.trim();
    if (number) where.invoiceNumber = { $ilike: likePattern(number) };
    if (filter.status) {
      if (filter.status !== InvoiceStatus.paid && filter.status !== InvoiceStatus.unpaid) throw AppError.badInput('Status must be All, Paid or Unpaid.');
      where.status = filter.status;
    }
    if (!filter.includeVoided) where.voidedAt = null;
    if (after) where.$or = [{ issuedAt: { $lt: after.at } }, { issuedAt: after.at, number: { $lt: Number(after.tie) } }];
    const rows = await em.find(Invoice, where, { orderBy: { issuedAt: 'desc', number: 'desc' }, limit: limit + 1 });
    return pageOf(rows, limit, (invoice) => ({ at: invoice.issuedAt, tie: String(invoice.number) }));
  }

  /** The whole filtered history, newest first, read page after page (each on its own fork, so no page outlives its turn). */
  every(em: EntityManager, filter: InvoiceFilter = {}): AsyncGenerator<Invoice[]> {
    return everyPage((after) => this.list(em.fork(), filter, { limit: MAX_PAGE_SIZE, after }));
  }

  /** One invoice by its number; a voided one only when `includeVoided` (for staff it was deleted). */
  async get(em: EntityManager, invoiceNumber: string, { includeVoided = false }: { includeVoided?: boolean } = {}): Promise<Invoice> {
    const n = parseInvoiceNumber(invoiceNumber);
    const invoice = n === null ? null : await em.findOne(Invoice, { number: n });
    if (!invoice || (invoice.voidedAt && !includeVoided)) throw AppError.notFound(INVOICE_NOT_FOUND);
    return invoice;
  }

  /** The adjustment note that voided an invoice, if it was voided. */
  creditNoteOf(em: EntityManager, invoice: Pick<Invoice, '_id' | 'voidedAt'>): Promise<CreditNote | null> {
    return invoice.voidedAt ? em.findOne(CreditNote, { invoice: invoice._id }) : Promise.resolve(null);
  }

  /** The current PDF's document id (View/Download). */
  async pdfDocumentId(em: EntityManager, invoiceNumber: string): Promise<string> {
    const n = parseInvoiceNumber(invoiceNumber);
    const invoice = n === null ? null : await em.findOne(Invoice, { number: n, voidedAt: null }, { fields: ['_id', 'documentId'] });
    if (!invoice) throw AppError.notFound(INVOICE_NOT_FOUND);
    if (!invoice.documentId) throw AppError.notFound('This invoice has no PDF.');
    return invoice.documentId;
  }

  /** Every PDF of an invoice, oldest first: the one issued and each re-generated copy, with their SHA-256. */
  documentsOf(em: EntityManager, invoice: Invoice): Promise<InvoiceDocument[]> {
    return em.find(InvoiceDocument, { invoice: invoice._id }, { orderBy: { createdAt: 'asc', _id: 'asc' } });
  }

  /** The invoice of a job card, if it has one (a voided one no longer counts). */
  ofJobCard(em: EntityManager, jobCardId: string): Promise<Invoice | null> {
    return em.findOne(Invoice, { jobCard: jobCardId, voidedAt: null });
  }

  /** The invoices of one vehicle, by its rego key (upper case, no spaces), oldest first; voided ones left out. */
  ofRego(em: EntityManager, key: string): Promise<Invoice[]> {
    return em.find(Invoice, { regoKey: key, voidedAt: null, withheldAt: null }, { orderBy: { issuedAt: 'asc', number: 'asc' } });
  }

  /** Resend: to the customer and any additional addresses (comma-separated or a list), the stored PDF attached. */
  async resend(em: EntityManager, invoiceNumber: string, additionalEmails: unknown): Promise<InvoiceResult> {
    const extra = readAdditionalEmails(additionalEmails);
    const { invoice, to } = await this.deps.changes.run(em, async (tx, effects) => {
      const invoice = await this.lock(tx, invoiceNumber);
      const to = [invoice.customerEmail, ...extra.filter((e) => e.toLowerCase() !== invoice.customerEmail.toLowerCase())];
      const documentId = invoice.documentId;
      if (!documentId) throw new Error(`invoice ${invoice.invoiceNumber} has no PDF to attach`);
      const title = await this.title();
      this.deps.issuer.mail(effects, documentId, (id) => invoiceMails(invoice, to, 'resent', title, id, undefined, this.deps.payLinks?.url(invoice.invoiceNumber)));
      invoice.sentAt = this.deps.clock.now();
      await tx.flush();
      this.announce(effects, invoice, 'resent');
      return { invoice, to };
    });
    return { message: `Invoice ${invoice.invoiceNumber} resent to ${to.join(', ')}.`, invoice };
  }

  /**
   * Delete, as staff see it: the invoice leaves the Invoice History and a job card it came from is
   * unlocked. One that was sent is voided, not destroyed: kept with its PDFs, number and payments,
   * and cancelled by an adjustment note emailed to the customer. One never sent is deleted for good.
   * Its number is never used again either way (the sequence moves on). An invoice with money on it
   * (a payment that counts, or Paid) is voided by an owner only (403 for staff): its payments stay
   * recorded on the voided invoice, and the note tells the customer the amount paid will be
   * refunded or credited, so the answer and the audit say the same.
   */
  async delete(em: EntityManager, invoiceNumber: string, by: InvoiceActor): Promise<string> {
    // The note is numbered once (kept when it is planned again) and rendered before the change.
    const at = this.deps.clock.now();
    let n: number | null = null;
    const planOf = async (fork: EntityManager, invoice: Invoice): Promise<DeletePlan> => {
      if (invoice.amountPaidCents > 0 || invoice.status === InvoiceStatus.paid) requireOwner(by);
      if (!invoice.sentAt) return { note: null };
      return { note: this.deps.voider.plan(invoice, (n ??= await this.deps.voider.nextNumber(fork)), at, await this.title()) };
    };
    return this.deps.issuer.issue(em, {
      plan: async (fork) => planOf(fork, await this.get(fork, invoiceNumber)),
      render: async (plan) => (plan.note ? this.deps.voider.render(plan.note) : null),
      commit: async (tx, effects, plan, rendered) => {
        const invoice = await this.lock(tx, invoiceNumber);
        if (!sameFacts(await planOf(tx, invoice), plan)) return STALE;
        const paidCents = invoice.amountPaidCents;
        const cardId = invoice.jobCard?._id ?? null;
        let message: string;
        if (plan.note && rendered) {
          const note = await this.deps.voider.void(tx, effects, invoice, by.username, plan.note, rendered);
          const paid = paidCents > 0 ? ` The ${formatMoney(paidCents)} paid on it stays recorded: refund or credit it to the customer.` : '';
          message = `${invoice.invoiceNumber} is voided; adjustment note ${note.creditNoteNumber} was emailed to ${invoice.customerEmail}.${paid}`;
          this.announce(effects, invoice, 'deleted', `Invoice voided by adjustment note ${note.creditNoteNumber} (emailed to ${invoice.customerEmail})`, invoiceVoided.voided);
        } else {
          await tx.nativeDelete(Invoice, { _id: invoice._id });
          message = `Invoice ${invoice.invoiceNumber} deleted.`;
          this.announce(effects, invoice, 'deleted', 'Invoice deleted (never sent)');
        }
        if (cardId) await this.jobCardInvoiceDeleted.reopen(tx, effects, cardId);
        return message;
      },
    });
  }

  /** The adjustment notes issued in a date range (workshop days, inclusive), oldest first, with their invoices. */
  creditNotesInRange(em: EntityManager, range: ExportRange): Promise<CreditNote[]> {
    return creditNotesInRange(em, range, this.deps.config.timeZone);
  }

  /** The live invoices issued in a date range (workshop days, inclusive), oldest first; voided ones left out. */
  inRange(em: EntityManager, range: ExportRange): Promise<Invoice[]> {
    return invoicesInRange(em, range, this.deps.config.timeZone);
  }

  /** Analytics: sums of the invoices issued in a range, in all and per bucket, by the database. */
  figures(em: EntityManager, range: IssuedRange): Promise<InvoiceFigures> {
    return invoiceFigures(em, range);
  }

  /** Reports: the invoices issued in a range, oldest first, at most `limit`. */
  issuedIn(em: EntityManager, range: Pick<IssuedRange, 'start' | 'end'>, limit: number): Promise<IssuedInvoiceRow[]> {
    return issuedInvoices(em, range, limit);
  }

  /** How many invoices a range holds, by kind of price: what the export offers. */
  exportSummary(em: EntityManager, range: ExportRange): Promise<InvoiceExportSummary> {
    return exportSummary(em, range, this.deps.config.timeZone);
  }

  /** The CSV export of a range (invoice-exports.ts). */
  exportCsv(em: EntityManager, format: ExportFormat, range: ExportRange, amounts: XeroAmounts | null): Promise<InvoiceExport> {
    return exportCsv(em, this.deps, format, range, amounts);
  }

  /** The next invoice number (the sequence's, taken at once: a number is never handed out twice). */
  nextNumber(em: EntityManager): Promise<number> {
    return nextInvoiceNumber(em);
  }

  /**
   * 400 when the draft's customer needs a purchase order number on their invoices and it has none,
   * or when it takes them over their credit limit (unless an owner overrides it): checked before a number is taken.
   */
  async requirePurchaseOrder(em: EntityManager, draft: InvoiceDraft): Promise<void> {
    await checkDraft(em, draft, await this.chargesGst());
  }

  /** A new invoice numbered `n` planned from `draft` (a job card's: `card`), as `em` reads the workshop and the car; nothing is written. */
  async planIssue(em: EntityManager, draft: InvoiceDraft, card: JobCard | null, n: number): Promise<InvoicePlan> {
    return planInvoice(em, this.deps, draft, card, n, { chargesGst: await this.chargesGst(), title: await this.title() });
  }

  /** Records the planned invoice inside `tx` with its PDF `rendered` and its email (written at the caller's flush); announce it then. */
  writeIssue(tx: EntityManager, effects: Effects, plan: InvoicePlan, rendered: RenderedDocument, card: JobCard | null): Promise<Invoice> {
    return writeInvoice(tx, effects, this.deps, plan, rendered, card);
  }

  /** 'Tax Invoice' from a GST-registered workshop with an ABN (its settings), else 'Invoice'. */
  async title(): Promise<string> {
    return invoiceTitle(await this.deps.documents.workshop());
  }

  /** Whether the workshop charges GST on what it issues now (its settings). */
  async chargesGst(): Promise<boolean> {
    return (await this.deps.documents.workshop()).gstRegistered !== false;
  }

  /** The invoice named `invoiceNumber`, locked for the rest of `tx` (404 when there is none, or it was voided: for staff it is gone). */
  async lock(tx: EntityManager, invoiceNumber: string): Promise<Invoice> {
    const n = parseInvoiceNumber(invoiceNumber);
    const invoice = n === null ? null : await tx.findOne(Invoice, { number: n }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
    if (!invoice || invoice.voidedAt) throw AppError.notFound(INVOICE_NOT_FOUND);
    return invoice;
  }

  /** Every change of an invoice goes out through here: its audit row, then (once the change commits) its live event. */
  announce(effects: Effects, invoice: Invoice, kind: InvoiceChangeKind, what = INVOICE_CHANGES[kind], change: ChangeKind<{ invoiceNumber: string }> = invoiceChanges[kind]): void {
    effects.audit({
      action: `invoice.${kind.replace('-', '_')}`,
      entityType: 'invoice',
      entityId: invoice.invoiceNumber,
      summary: `${what}: ${invoice.invoiceNumber} for ${invoice.customerName} (${invoice.carRego}), ${formatMoney(invoice.amountPaidCents)} paid of ${formatMoney(invoice.totalCents)}`,
      changes: INVOICE_FIELD_CHANGES[kind]?.(invoice) ?? null,
    });
    effects.changed(change, invoice);
  }
}

/** How the audit trail words each change of an invoice. */
const INVOICE_CHANGES: Record<InvoiceChangeKind, string> = {
  created: 'Invoice issued',
  regenerated: 'Invoice re-generated',
  resent: 'Invoice resent',
  payment: 'Payment recorded',
  paid: 'Invoice paid',
  'payment-reversed': 'Payment reversed',
  'payment-refunded': 'Card payment refunded in part',
  deleted: 'Invoice deleted',
};

/** The fields that matter, where a change of that kind knows them without a second read. */
const INVOICE_FIELD_CHANGES: Partial<Record<InvoiceChangeKind, (invoice: Invoice) => FieldChanges>> = {
  created: (i) => ({ status: [null, i.status], items: [null, i.items], totalCents: [null, i.totalCents] }),
  paid: (i) => ({ status: [InvoiceStatus.unpaid, InvoiceStatus.paid], amountPaidCents: [null, i.amountPaidCents] }),
  deleted: (i) => ({ status: [i.status, i.voidedAt ? 'voided' : null] }),
};
