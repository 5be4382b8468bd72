/**
 * Issuing an invoice in two halves around its PDF: `planInvoice` fixes everything the invoice and
 * its PDF say before its change (number from the sequence, totals, issue instant, the car), the PDF
 * is rendered from that plan outside any transaction, and `writeInvoice` records the planned
 * invoice, stores the rendered PDF and queues its email inside the change, in one flush.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { LockMode } from '@mikro-orm/core';
import type { Effects } from '../../platform/outbox/public.js';
import { AppError } from '../../shared/errors.js';
import { documentPrice, withoutOrigin, type PricedLine } from '../../shared/priced-document.js';
import { regoKey, tidyRego } from '../../shared/rego.js';
import { workshopDay, type Clock } from '../../shared/time.js';
import { billingFor, customerFor, dueDateOnTerms, type CustomerBilling } from '../customers/public.js';
import { sameFacts, STALE, type DocumentIssuer, type RenderedDocument } from '../documents/document-issuer.service.js';
import type { InvoiceFacts } from '../documents/public.js';
import { vehicleFactsOf } from '../documents/public.js';
import type { JobCard } from '../jobcards/jobcard.entity.js';
import { recordService } from '../service-schedules/public.js';
import { settleDoneWork } from '../vehicles/recommended-work.service.js';
import { Vehicle } from '../vehicles/vehicle.entity.js';
import type { PayLinks } from './pay-links.js';
import type { WorkshopProfile } from '../../shared/business.js';
import { formatMoney } from '../../shared/money.js';
import type { SmsService } from '../sms/sms.service.js';
import { refuseOverCreditLimit } from './credit-limit.service.js';
import { invoiceMails, invoicePdfFacts, invoicePdfName, recordInvoicePdf } from './invoice-documents.js';
import { Invoice, invoiceNumberLabel, InvoiceStatus } from './invoice.entity.js';

/** What a new invoice says: its customer, vehicle, lines (each quantity ≥ 1) and GST rule. */
export interface InvoiceDraft {
  customerName: string;
  customerEmail: string;
  carRego: string;
  phoneNumber: string | null;
  items: PricedLine[];
  notes: string;
  gstPercentage: number;
  pricesIncludeGst: boolean;
  /** The customer's purchase order number (up to 50 characters); needed when their invoices need one. */
  purchaseOrder?: string | null;
  /** A job card's lines the customer declined on its quote: kept with the invoice and printed as declined, not charged. */
  declinedItems?: PricedLine[];
  /** Issue it even over the customer's credit limit (an owner's choice, checked at the edge). */
  overrideCreditLimit?: boolean;
}

const PURCHASE_ORDER_REQUIRED = 'This customer needs a purchase order number on their invoices.';

/**
 * The billing of the draft's customer (found as the invoice will link them: by email, else phone),
 * 400 when their invoices need a purchase order and the draft has none.
 */
async function billingOfDraft(em: EntityManager, draft: Pick<InvoiceDraft, 'customerEmail' | 'phoneNumber' | 'purchaseOrder'>): Promise<CustomerBilling | null> {
  if ((draft.purchaseOrder?.trim().length ?? 0) > 50) throw AppError.badInput('Purchase order must be at most 50 characters.', { purchaseOrder: ['Purchase order must be at most 50 characters.'] });
  const billing = await billingFor(em, { email: draft.customerEmail, phone: draft.phoneNumber });
  if (billing?.poRequired && !draft.purchaseOrder?.trim()) throw AppError.badInput(PURCHASE_ORDER_REQUIRED, { purchaseOrder: [PURCHASE_ORDER_REQUIRED] });
  return billing;
}

/**
 * What is checked of a draft before a number is taken for it: a purchase order where the customer
 * needs one, and the customer's credit limit (its total as it will be issued: no GST when the
 * workshop charges none), unless an owner overrides it.
 */
export async function checkDraft(em: EntityManager, draft: InvoiceDraft, chargesGst: boolean): Promise<void> {
  const billing = await billingOfDraft(em, draft);
  if (billing?.creditLimitCents == null || draft.overrideCreditLimit) return;
  const { totalCents } = documentPrice(draft.items, { gstPercent: chargesGst ? draft.gstPercentage : 0, pricesIncludeGst: draft.pricesIncludeGst }, 'invoice');
  await refuseOverCreditLimit(em, billing, totalCents, false);
}

const JOB_CARD_INVOICE_DELETED = 'The invoice of this job card was deleted.';

/** A new invoice as planned before its change: the invoice (not stored yet) and what its PDF says. */
export interface InvoicePlan {
  invoice: Invoice;
  facts: InvoiceFacts;
  filename: string;
  title: string;
}

export interface InvoiceIssueDeps {
  config: Pick<Config, 'timeZone' | 'serviceIntervalMonths'>;
  clock: Clock;
  issuer: DocumentIssuer;
  /** Invoices' 'Pay now' links, while Stripe is connected. */
  payLinks?: PayLinks;
  /** The workshop's name as its texts give it (the documents' profile). */
  documents?: { profile(): Promise<Pick<WorkshopProfile, 'name'>> };
  /** Texts (the sms feature): a new invoice goes by text too where the customer's choice allows. */
  texts?: Pick<SmsService, 'toCustomer'>;
}

/** The next invoice number: a sequence never hands out a number twice, whatever the concurrency, even after a delete or a rollback. */
export async function nextInvoiceNumber(em: EntityManager): Promise<number> {
  const [{ n }] = await em.getConnection().execute<Array<{ n: number }>>(`SELECT nextval('invoice_number_seq')::int AS n`, [], 'all', em.getTransactionContext());
  return n;
}

/**
 * The invoice `draft` makes (a job card's: `card`, its car as the vehicle record has it), numbered `n`:
 * totals with one rounding per document, GST none when the workshop charges none (`chargesGst`).
 */
export async function planInvoice(
  em: EntityManager,
  deps: InvoiceIssueDeps,
  given: InvoiceDraft,
  card: JobCard | null,
  n: number,
  workshop: { chargesGst: boolean; title: string },
): Promise<InvoicePlan> {
  // A workshop not registered for GST charges none, whatever the request says (ATO).
  const draft = workshop.chargesGst ? given : { ...given, gstPercentage: 0 };
  const totals = documentPrice(draft.items, { gstPercent: draft.gstPercentage, pricesIncludeGst: draft.pricesIncludeGst }, 'invoice');
  // The business it is issued to, as it is now: the invoice keeps it whatever the customer's record says later.
  const billing = await billingOfDraft(em, draft);
  const issuedAt = deps.clock.now();
  const invoice = Object.assign(new Invoice(), {
    number: n,
    invoiceNumber: invoiceNumberLabel(n),
    customerName: draft.customerName,
    customerEmail: draft.customerEmail,
    carRego: tidyRego(draft.carRego),
    regoKey: regoKey(draft.carRego),
    phoneNumber: draft.phoneNumber,
    items: draft.items,
    notes: draft.notes,
    gstPercentage: draft.gstPercentage,
    pricesIncludeGst: draft.pricesIncludeGst,
    subtotalCents: totals.subtotalCents,
    gstCents: totals.gstCents,
    totalCents: totals.totalCents,
    purchaseOrder: draft.purchaseOrder?.trim() || null,
    customerCompany: billing?.company ?? null,
    customerAbn: billing?.abn ?? null,
    dueOn: billing?.terms ? dueDateOnTerms(issuedAt, billing.terms, deps.config.timeZone) : null,
    declinedItems: draft.declinedItems?.length ? draft.declinedItems.map(withoutOrigin) : null,
    issuedAt,
    status: InvoiceStatus.unpaid,
  });
  if (card) {
    // The car as the invoice is issued for it: the job card's details and the vehicle record's VIN.
    const key = regoKey(card.carRego);
    invoice.vehicleDetails = vehicleFactsOf(card, key ? await em.findOne(Vehicle, { regoKey: key }) : null);
  }
  return { invoice, facts: invoicePdfFacts(invoice, null, null), filename: invoicePdfName(invoice, 'issued'), title: workshop.title };
}

/**
 * Records the planned invoice in `tx` (a job card's: `card`), with its customer, its vehicle's next
 * service, the rendered PDF stored and its email queued; the rows are written at the caller's one flush.
 */
export async function writeInvoice(tx: EntityManager, effects: Effects, deps: InvoiceIssueDeps, plan: InvoicePlan, rendered: RenderedDocument, card: JobCard | null): Promise<Invoice> {
  const invoice = plan.invoice;
  invoice.jobCard = card;
  invoice.customer = await customerFor(tx, { email: invoice.customerEmail, phone: invoice.phoneNumber, name: invoice.customerName });
  tx.persist(invoice);
  if (card && invoice.regoKey) {
    // A job card invoiced is the vehicle's service: its next service is worked out from its schedule (the reminders' start).
    await recordService(tx, { regoKey: invoice.regoKey, jobCardId: card._id, servicedOn: workshopDay(invoice.issuedAt, deps.config.timeZone).date, timeZone: deps.config.timeZone });
  }
  // The vehicle's recommended work the invoice does is done, whether a job card's or an invoice of its own.
  if (invoice.regoKey) await settleDoneWork(tx, invoice.regoKey, invoice.items, card?._id ?? null, invoice.issuedAt);
  const doc = await deps.issuer.store(tx, rendered);
  const now = deps.clock.now();
  recordInvoicePdf(tx, invoice, doc, 'issued', now);
  const payUrl = deps.payLinks?.url(invoice.invoiceNumber) ?? null;
  deps.issuer.mail(effects, doc._id, (documentId) => invoiceMails(invoice, [invoice.customerEmail], 'issued', plan.title, documentId, undefined, payUrl));
  invoice.sentAt = now;
  if (deps.texts && deps.documents) {
    await deps.texts.toCustomer(tx, effects, { customerId: invoice.customer?._id, phone: invoice.phoneNumber, kind: 'invoice.sent', body: invoiceText(invoice, (await deps.documents.profile()).name, payUrl) });
  }
  return invoice;
}

/** A new invoice's text: its number, car and total, and the 'Pay now' link while Stripe is connected (else where the invoice went). */
function invoiceText(invoice: Invoice, workshop: string, payUrl: string | null): string {
  const what = `${workshop}: your invoice ${invoice.invoiceNumber} for ${invoice.carRego} is ${formatMoney(invoice.totalCents)}.`;
  return payUrl ? `${what} Pay now: ${payUrl}` : `${what} We have emailed it to ${invoice.customerEmail}.`;
}

/** A re-generated copy of a job card's invoice as planned before its change. */
export interface ReissuePlan {
  at: Date;
  facts: InvoiceFacts;
  filename: string;
  title: string;
}

/** A fresh copy of a job card's invoice made at `at`, as `em` reads the invoice (404 when it was deleted). */
export async function planReissue(em: EntityManager, jobCardId: string, at: Date, title: string): Promise<ReissuePlan> {
  const invoice = await em.findOne(Invoice, { jobCard: jobCardId, voidedAt: null });
  if (!invoice) throw AppError.notFound(JOB_CARD_INVOICE_DELETED);
  return { at, facts: invoicePdfFacts(invoice, at, null), filename: invoicePdfName(invoice, 'regenerated'), title };
}

/** The planned copy stored in `tx` as the invoice's current PDF, and emailed when `email`; STALE when the locked invoice no longer reads as planned. */
export async function reissueInvoice(tx: EntityManager, effects: Effects, deps: InvoiceIssueDeps, jobCardId: string, plan: ReissuePlan, rendered: RenderedDocument, email: boolean): Promise<Invoice | typeof STALE> {
  const invoice = await tx.findOne(Invoice, { jobCard: jobCardId, voidedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!invoice) throw AppError.notFound(JOB_CARD_INVOICE_DELETED);
  if (!sameFacts(invoicePdfFacts(invoice, plan.at, null), plan.facts)) return STALE;
  const doc = await deps.issuer.store(tx, rendered);
  recordInvoicePdf(tx, invoice, doc, 'regenerated', plan.at);
  if (email) {
    deps.issuer.mail(effects, doc._id, (documentId) => invoiceMails(invoice, [invoice.customerEmail], 'regenerated', plan.title, documentId, undefined, deps.payLinks?.url(invoice.invoiceNumber)));
    invoice.sentAt = deps.clock.now();
  }
  await tx.flush();
  return invoice;
}
