/**
 * The payments of an invoice: Mark as Paid (a payment of the balance), part payments, and the
 * reversal of a payment recorded by mistake; a card payment made online may be refunded, in part or
 * in full, through Stripe. An invoice is paid exactly when its balance is 0.
 * Every payment stores a receipt (the invoice marked PAID, or PART PAID with what remains, with
 * its payments, beside the original PDF, which stays byte-identical) and emails it to the customer.
 * The receipt is rendered before the payment's change, from the invoice and payments as read then
 * and the payment to record; the change locks the invoice and records the payment only when they
 * still read the same (else it is planned and rendered again), so the invoice's row lock is never
 * held while a receipt is rendered.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { AppError } from '../../shared/errors.js';
import { formatMoney } from '../../shared/money.js';
import { workshopDay, type Clock } from '../../shared/time.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { newId } from '../../shared/ids.js';
import { sameFacts, STALE, type DocumentIssuer } from '../documents/document-issuer.service.js';
import type { InvoiceFacts } from '../documents/public.js';
import { InvoiceStatus, type Invoice } from './invoice.entity.js';
import { countedPayments, invoiceMails, invoicePdfFacts, invoicePdfName, recordInvoicePdf } from './invoice-documents.js';
import { InvoicePayment, PAYMENT_METHOD_LABELS, PaymentMethod } from './invoice-payment.entity.js';
import type { PaymentInput } from './invoice-payment.inputs.js';
import { ALREADY_PAID, type InvoiceResult, type InvoiceService } from './invoice.service.js';

const PAYMENT_NOT_FOUND = 'Payment not found.';
const PAYMENT_ALREADY_REVERSED = 'This payment was already reversed.';
/** A card payment made online is recorded once: its webhook delivered again finds it recorded. */
export const CARD_PAYMENT_RECORDED = 'This card payment is already recorded.';
/** Who records what Stripe tells: the payments made online, and their refunds. */
const STRIPE = 'Stripe';

/** A payment made online through Stripe Checkout: what the invoice was paid, the surcharge paid with it, and its payment intent. */
export interface OnlinePayment {
  amountCents: number;
  surchargeCents: number;
  paymentIntent: string;
}

export interface InvoicePaymentDeps {
  config: Pick<Config, 'timeZone'>;
  clock: Clock;
  changes: ChangeUnit;
  issuer: DocumentIssuer;
  invoices: InvoiceService;
}

/** A payment decided before its change: its id and instant are kept when it is planned again. */
interface Decided {
  id: string;
  at: Date;
}

/** What a payment will record, and the receipt it makes. */
interface ReceiptPlan {
  payment: Pick<InvoicePayment, '_id' | 'amountCents' | 'method' | 'paidOn' | 'reference' | 'recordedBy' | 'recordedAt' | 'reversedAt'> | null;
  amountPaidCents: number;
  balanceCents: number;
  facts: InvoiceFacts;
  filename: string;
  title: string;
}

export class InvoicePaymentService {
  constructor(private readonly deps: InvoicePaymentDeps) {}

  /** The workshop's date today: payments are dated by it, and never after it. */
  today(): string {
    return workshopDay(this.deps.clock.now(), this.deps.config.timeZone).date;
  }

  /** Every payment of an invoice, reversed ones included, by the day paid (then as recorded). */
  paymentsOf(em: EntityManager, invoice: Pick<Invoice, '_id'>): Promise<InvoicePayment[]> {
    return em.find(InvoicePayment, { invoice: invoice._id }, { orderBy: { paidOn: 'asc', recordedAt: 'asc', _id: 'asc' } });
  }

  /** Mark as Paid: a payment of the whole balance (method default EFTPOS), then the receipt to the customer. Paid has no way back (409). */
  async markPaid(em: EntityManager, invoiceNumber: string, details: Omit<PaymentInput, 'amountCents'>, by: string): Promise<InvoiceResult> {
    const invoice = await this.pay(em, invoiceNumber, details, by, (invoice) => invoice.balanceDueCents);
    return { message: `Invoice ${invoice.invoiceNumber} marked as paid and sent to ${invoice.customerEmail}.`, invoice };
  }

  /** Record payment: part (or the rest) of the balance; over-paying is refused. */
  async record(em: EntityManager, invoiceNumber: string, input: PaymentInput, by: string): Promise<InvoiceResult> {
    const amount = input.amountCents;
    if (amount === undefined || !Number.isSafeInteger(amount) || amount <= 0) {
      throw AppError.badInput('The amount must be more than $0.00.', { amount: ['The amount must be more than $0.00.'] });
    }
    const invoice = await this.pay(em, invoiceNumber, input, by, (invoice) => {
      if (amount > invoice.balanceDueCents) {
        const message = `${formatMoney(amount)} is more than the balance due of ${formatMoney(invoice.balanceDueCents)}.`;
        throw AppError.badInput(message, { amount: [message] });
      }
      return amount;
    });
    const message =
      invoice.status === InvoiceStatus.paid
        ? `Payment of ${formatMoney(amount)} recorded: invoice ${invoice.invoiceNumber} is paid in full and its receipt was sent to ${invoice.customerEmail}.`
        : `Payment of ${formatMoney(amount)} recorded for invoice ${invoice.invoiceNumber}: ${formatMoney(invoice.balanceDueCents)} still to pay. Its receipt was sent to ${invoice.customerEmail}.`;
    return { message, invoice };
  }

  /**
   * Records a payment made online (Stripe Checkout's completed session): the balance it paid (at
   * most what is still owed), method card, its payment intent as the reference, the surcharge
   * beside it; receipted and emailed as any payment. A payment intent already recorded is not
   * recorded again (409 CARD_PAYMENT_RECORDED), whichever delivery of the webhook comes first.
   */
  async recordOnline(em: EntityManager, invoiceNumber: string, paid: OnlinePayment): Promise<Invoice> {
    const input = { method: PaymentMethod.card, reference: paid.paymentIntent };
    return this.pay(em, invoiceNumber, input, STRIPE, (invoice) => Math.min(paid.amountCents, invoice.balanceDueCents), paid.surchargeCents);
  }

  /**
   * A card payment made online refunded through Stripe, `refund.refundedCents` being how much of its
   * charge is refunded so far (cumulative): only the increase since the last refund recorded counts,
   * so an event delivered again or late (a smaller amount) changes nothing. A refund counts against
   * what the invoice was paid by that payment, never more; refunded in full (or `refund.full`), the
   * payment is reversed. The invoice owes the refund again, and a paid one becomes unpaid. Null when
   * nothing changed (no such payment, already reversed, or no increase).
   */
  async refundOnline(em: EntityManager, paymentIntent: string, refund: { refundedCents: number; full: boolean }): Promise<Invoice | null> {
    const found = await em.findOne(InvoicePayment, { method: PaymentMethod.card, reference: paymentIntent }, { populate: ['invoice'] });
    if (!found || found.reversedAt) return null;
    return this.deps.changes.run(em, async (tx, effects) => {
      const invoice = await this.deps.invoices.lock(tx, found.invoice.invoiceNumber);
      const payment = await tx.findOne(InvoicePayment, { _id: found._id, invoice: invoice._id });
      if (!payment || payment.reversedAt) return null;
      const refunded = refund.full ? payment.amountCents : Math.min(Math.max(0, Math.trunc(refund.refundedCents)), payment.amountCents);
      if (!(refunded > payment.refundedCents)) return null;
      const increase = refunded - payment.refundedCents;
      payment.refundedCents = refunded;
      invoice.amountPaidCents -= increase;
      if (invoice.balanceDueCents > 0) {
        invoice.status = InvoiceStatus.unpaid;
        invoice.paidAt = null;
      }
      if (refunded === payment.amountCents) {
        payment.reversedAt = this.deps.clock.now();
        payment.reversedBy = `${STRIPE} (refunded)`;
      }
      await tx.flush();
      if (payment.reversedAt) this.deps.invoices.announce(effects, invoice, 'payment-reversed');
      else this.deps.invoices.announce(effects, invoice, 'payment-refunded', `Card payment of ${formatMoney(payment.amountCents)}: ${formatMoney(refunded)} refunded through Stripe`);
      return invoice;
    });
  }

  /**
   * Reverses a payment recorded by mistake: it stays in the record, marked reversed with who and
   * when, and counts for nothing; a paid invoice becomes unpaid again (its receipt stays stored).
   */
  async reverse(em: EntityManager, invoiceNumber: string, paymentId: string, by: string): Promise<InvoiceResult> {
    const { invoice, payment } = await this.deps.changes.run(em, async (tx, effects) => {
      const invoice = await this.deps.invoices.lock(tx, invoiceNumber);
      const payment = /^[0-9a-f]{24}$/.test(paymentId) ? await tx.findOne(InvoicePayment, { _id: paymentId, invoice: invoice._id }) : null;
      if (!payment) throw AppError.notFound(PAYMENT_NOT_FOUND);
      if (payment.reversedAt) throw AppError.conflict(PAYMENT_ALREADY_REVERSED);
      payment.reversedAt = this.deps.clock.now();
      payment.reversedBy = by;
      // A part already refunded no longer counts: only what remains is taken off.
      invoice.amountPaidCents -= payment.amountCents - payment.refundedCents;
      if (invoice.balanceDueCents > 0) {
        invoice.status = InvoiceStatus.unpaid;
        invoice.paidAt = null;
      }
      await tx.flush();
      this.deps.invoices.announce(effects, invoice, 'payment-reversed');
      return { invoice, payment };
    });
    return {
      message: `Payment of ${formatMoney(payment.amountCents)} reversed: invoice ${invoice.invoiceNumber} has ${formatMoney(invoice.balanceDueCents)} to pay.`,
      invoice,
    };
  }

  /**
   * Records a payment of `amountOf(invoice)` (refusing a paid invoice, 409), then the invoice is
   * paid when it clears the balance; its receipt is stored beside the invoice's PDF and emailed.
   * Rendered before the change, stored in it: the invoice is locked only to record.
   */
  private async pay(em: EntityManager, invoiceNumber: string, input: Omit<PaymentInput, 'amountCents'>, by: string, amountOf: (invoice: Invoice) => number, surchargeCents = 0): Promise<Invoice> {
    const decided: Decided = { id: newId(), at: this.deps.clock.now() };
    const { issuer, invoices } = this.deps;
    return issuer.issue(em, {
      plan: async (fork) => {
        const invoice = await invoices.get(fork, invoiceNumber);
        return this.receiptPlan(fork, invoice, amountOf, input, by, decided);
      },
      render: (plan) => issuer.invoice(plan.facts, plan.filename),
      commit: async (tx, effects, planned, rendered) => {
        const invoice = await invoices.lock(tx, invoiceNumber);
        const plan = await this.receiptPlan(tx, invoice, amountOf, input, by, decided);
        if (!sameFacts(plan.facts, planned.facts)) return STALE;
        if (plan.payment) tx.create(InvoicePayment, { ...plan.payment, surchargeCents, invoice });
        invoice.amountPaidCents = plan.amountPaidCents;
        // Every payment is receipted: what was paid, and what remains (nothing, once paid in full).
        const partPaid = plan.balanceCents > 0;
        if (!partPaid) {
          invoice.status = InvoiceStatus.paid;
          invoice.paidAt = decided.at;
        }
        const receipt = await issuer.store(tx, rendered);
        recordInvoicePdf(tx, invoice, receipt, 'receipt', decided.at);
        const payment = plan.payment
          ? { amountCents: plan.payment.amountCents, paidOn: plan.payment.paidOn, method: PAYMENT_METHOD_LABELS[plan.payment.method], amountPaidCents: plan.amountPaidCents, balanceCents: plan.balanceCents }
          : undefined;
        issuer.mail(effects, receipt._id, (documentId) => invoiceMails(invoice, [invoice.customerEmail], partPaid ? 'part-paid' : 'paid', plan.title, documentId, payment));
        invoice.sentAt = this.deps.clock.now();
        await tx.flush();
        invoices.announce(effects, invoice, partPaid ? 'payment' : 'paid');
        return invoice;
      },
    });
  }

  /** The payment `invoice` (as `em` reads it) would record, and its receipt: the payments that count, oldest first, and the balance. */
  private async receiptPlan(em: EntityManager, invoice: Invoice, amountOf: (invoice: Invoice) => number, input: Omit<PaymentInput, 'amountCents'>, by: string, decided: Decided): Promise<ReceiptPlan> {
    if (input.method === PaymentMethod.card && input.reference && (await em.count(InvoicePayment, { method: PaymentMethod.card, reference: input.reference }))) {
      throw AppError.conflict(CARD_PAYMENT_RECORDED);
    }
    if (invoice.status === InvoiceStatus.paid) throw AppError.conflict(ALREADY_PAID);
    const amountCents = amountOf(invoice);
    // A $0.00 invoice is paid by marking it so: there is no payment to record.
    const payment =
      amountCents > 0
        ? {
            _id: decided.id,
            amountCents,
            method: input.method ?? PaymentMethod.eftpos,
            paidOn: input.paidOn ?? workshopDay(decided.at, this.deps.config.timeZone).date,
            reference: input.reference ?? null,
            recordedBy: by,
            recordedAt: decided.at,
            reversedAt: null,
          }
        : null;
    const amountPaidCents = invoice.amountPaidCents + (payment?.amountCents ?? 0);
    const balanceCents = invoice.totalCents - amountPaidCents;
    const payments = countedPayments([...(await this.paymentsOf(em, invoice)), ...(payment ? [payment] : [])]);
    const receipt = {
      payments: payments.map((p) => ({ paidOn: p.paidOn, method: PAYMENT_METHOD_LABELS[p.method], reference: p.reference ?? null, amountCents: p.amountCents - ('refundedCents' in p ? p.refundedCents : 0) })),
      amountPaidCents,
      balanceCents,
    };
    return { payment, amountPaidCents, balanceCents, facts: invoicePdfFacts(invoice, null, receipt), filename: invoicePdfName(invoice, 'receipt'), title: await this.deps.invoices.title() };
  }
}
