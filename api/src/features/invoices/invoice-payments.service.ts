/**
 * The payments of an invoice: Mark as Paid (a payment of the balance), part payments, and the
 * reversal of a payment recorded by mistake. An invoice is paid exactly when its balance is 0.
 * Every payment stores a receipt (the invoice marked PAID, or PART PAID with what remains, with
 * its payments, beside the original PDF, which stays byte-identical) and emails it to the customer.
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import { AppError } from '../../shared/errors.js';
import { formatMoney } from '../../shared/money.js';
import { workshopDay, type Clock } from '../../shared/time.js';
import type { ChangeUnit, Effects } from '../../platform/outbox/public.js';
import type { ReceiptFacts } from '../documents/public.js';
import { InvoiceStatus, type Invoice } from './invoice.entity.js';
import type { InvoiceIssuer } from './invoice-issuer.js';
import { InvoicePayment, PaymentMethod } from './invoice-payment.entity.js';
import type { PaymentInput } from './invoice-payment.inputs.js';
import { ALREADY_PAID, type InvoiceResult, type InvoiceService } from './invoice.service.js';

export const PAYMENT_NOT_FOUND = 'Payment not found.';
export const PAYMENT_ALREADY_REVERSED = 'This payment was already reversed.';

export interface InvoicePaymentDeps {
  config: Pick<Config, 'timeZone'>;
  clock: Clock;
  changes: ChangeUnit;
  issuer: InvoiceIssuer;
  invoices: InvoiceService;
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
    const invoice = await this.deps.changes.run(em, async (tx, effects) => {
      const invoice = await this.deps.invoices.lock(tx, invoiceNumber);
      if (invoice.status === InvoiceStatus.paid) throw AppError.conflict(ALREADY_PAID);
      await this.pay(tx, effects, invoice, { ...details, amountCents: invoice.balanceDueCents }, by);
      return invoice;
    });
    return { message: `Invoice ${invoice.invoiceNumber} marked as paid and sent to ${invoice.customerEmail}.`, invoice };
  }

  /** Record payment: part (or the rest) of the balance; over-paying is refused. */
  async record(em: EntityManager, invoiceNumber: string, input: PaymentInput, by: string): Promise<InvoiceResult> {
    const amount = input.amountCents;
    if (amount === undefined || !Number.isSafeInteger(amount) || amount <= 0) {
      throw AppError.badInput('The amount must be more than $0.00.', { amount: ['The amount must be more than $0.00.'] });
    }
    const invoice = await this.deps.changes.run(em, async (tx, effects) => {
      const invoice = await this.deps.invoices.lock(tx, invoiceNumber);
      if (invoice.status === InvoiceStatus.paid) throw AppError.conflict(ALREADY_PAID);
      if (amount > invoice.balanceDueCents) {
        const message = `${formatMoney(amount)} is more than the balance due of ${formatMoney(invoice.balanceDueCents)}.`;
        throw AppError.badInput(message, { amount: [message] });
      }
      await this.pay(tx, effects, invoice, input, by);
      return invoice;
    });
    const message =
      invoice.status === InvoiceStatus.paid
        ? `Payment of ${formatMoney(amount)} recorded: invoice ${invoice.invoiceNumber} is paid in full and its receipt was sent to ${invoice.customerEmail}.`
        : `Payment of ${formatMoney(amount)} recorded for invoice ${invoice.invoiceNumber}: ${formatMoney(invoice.balanceDueCents)} still to pay. Its receipt was sent to ${invoice.customerEmail}.`;
    return { message, invoice };
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
      invoice.amountPaidCents -= payment.amountCents;
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

  /** Records `input` against the locked `invoice`; when it clears the balance, the invoice is paid and its receipt goes out. */
  private async pay(tx: EntityManager, effects: Effects, invoice: Invoice, input: PaymentInput, by: string): Promise<void> {
    const now = this.deps.clock.now();
    const amountCents = input.amountCents ?? invoice.balanceDueCents;
    // A $0.00 invoice is paid by marking it so: there is no payment to record.
    let recorded: InvoicePayment | null = null;
    if (amountCents > 0) {
      recorded = tx.create(InvoicePayment, {
        invoice,
        amountCents,
        method: input.method ?? PaymentMethod.eftpos,
        paidOn: input.paidOn ?? this.today(),
        reference: input.reference ?? null,
        recordedBy: by,
        recordedAt: now,
      });
      invoice.amountPaidCents += amountCents;
    }
    const partPaid = invoice.balanceDueCents > 0;
    if (!partPaid) {
      invoice.status = InvoiceStatus.paid;
      invoice.paidAt = now;
    }
    await tx.flush();
    // Every payment is receipted: what was paid, and what remains (nothing, once paid in full).
    const receipt = await this.deps.issuer.issuePdf(tx, invoice, 'receipt', await this.receiptFacts(tx, invoice));
    const payment = recorded
      ? { amountCents: recorded.amountCents, paidOn: recorded.paidOn, method: recorded.methodLabel, amountPaidCents: invoice.amountPaidCents, balanceCents: invoice.balanceDueCents }
      : undefined;
    await this.deps.issuer.mail(tx, effects, invoice, [invoice.customerEmail], partPaid ? 'part-paid' : 'paid', receipt, payment);
    this.deps.invoices.announce(effects, invoice, partPaid ? 'payment' : 'paid');
  }

  /** What the receipt prints: the payments that count, oldest first, and the balance. */
  private async receiptFacts(tx: EntityManager, invoice: Invoice): Promise<ReceiptFacts> {
    const payments = (await this.paymentsOf(tx, invoice)).filter((p) => !p.reversedAt);
    return {
      payments: payments.map((p) => ({ paidOn: p.paidOn, method: p.methodLabel, reference: p.reference ?? null, amountCents: p.amountCents })),
      amountPaidCents: invoice.amountPaidCents,
      balanceCents: invoice.balanceDueCents,
    };
  }
}
