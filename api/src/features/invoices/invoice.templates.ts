/** The invoice emails: issued, re-generated, resent (each with the invoice's PDF), and paid (with its receipt). */
import { formatMoney, lineAmount } from '../../shared/money.js';
import { displayDate } from '../../shared/time.js';
import type { Business } from '../../shared/business.js';
import { defineLayoutTemplate } from '../../platform/mail/public.js';

export type InvoiceMailReason = 'issued' | 'regenerated' | 'resent' | 'paid' | 'part-paid';

/** A receipt's figures: the payment just recorded, what has been paid in all, and what remains (cents). */
export interface PaymentMailFacts {
  amountCents: number;
  /** yyyy-MM-dd */
  paidOn: string;
  method: string;
  amountPaidCents: number;
  balanceCents: number;
}

export interface InvoiceMailFacts {
  reason: InvoiceMailReason;
  invoiceNumber: string;
  /** 'Tax Invoice' or 'Invoice', as the PDF is titled. */
  title: string;
  customerName: string;
  carRego: string;
  /** ISO timestamps. */
  issuedAt: string;
  paidAt: string | null;
  items: Array<{ description: string; quantity: number; unitPriceCents: number }>;
  pricesIncludeGst: boolean;
  gstPercentage: number;
  subtotalCents: number;
  gstCents: number;
  totalCents: number;
  notes: string | null;
  /** The stored PDF, attached: the invoice, or its receipt once paid. */
  documentId: string;
  /** On a receipt (paid, part-paid): the payment and the balance (absent from mails queued before receipts said so). */
  payment?: PaymentMailFacts;
  /** The invoice's 'Pay now' link (Stripe Checkout for the balance), while Stripe is connected and something is owed. */
  payUrl?: string;
  /** The customer's purchase order number, when the invoice quotes one: in the subject line. */
  purchaseOrder?: string;
  /** The work the customer declined on the quote: listed after the total, not charged (absent when none). */
  declined?: Array<{ description: string; quantity: number; unitPriceCents: number }>;
}

/** The 'How to pay' row: bank transfer when an account is configured, and the PayID when the workshop offers one (only while Stripe is not connected). */
function howToPay(business: Business, f: InvoiceMailFacts): Array<[string, string]> {
  const ways = [
    ...(business.bank ? [`Bank transfer to ${business.bank.accountName}, BSB ${business.bank.bsb}, account ${business.bank.accountNumber}`] : []),
    ...(business.payId ? [`PayID ${business.payId} (${business.name})`] : []),
  ];
  return ways.length ? [['How to pay', `${ways.join(', or ')}, reference ${f.invoiceNumber}`]] : [];
}

const INTRO: Record<InvoiceMailReason, (f: InvoiceMailFacts) => string> = {
  issued: (f) => `Thank you for choosing us. Your ${f.title.toLowerCase()} for the work on ${f.carRego} is attached.`,
  regenerated: (f) => `Here is a fresh copy of ${f.title.toLowerCase()} ${f.invoiceNumber} for ${f.carRego}. It replaces the copy we sent before; the invoice number is unchanged.`,
  resent: (f) => `As requested, here is ${f.title.toLowerCase()} ${f.invoiceNumber} for ${f.carRego} again.`,
  paid: (f) => `Thank you: we have received your payment and ${f.title.toLowerCase()} ${f.invoiceNumber} for ${f.carRego} is paid in full. Your receipt is attached.`,
  'part-paid': (f) =>
    `Thank you: we have received your payment${f.payment ? ` of ${formatMoney(f.payment.amountCents)}` : ''} towards ${f.title.toLowerCase()} ${f.invoiceNumber} for ${f.carRego}.` +
    `${f.payment ? ` ${formatMoney(f.payment.balanceCents)} remains to pay.` : ''} Your receipt is attached.`,
};

/** A receipt's rows: this payment, what has been paid in all, and what remains. */
function paymentRows(p: PaymentMailFacts | undefined, timeZone: string): Array<[string, string]> {
  if (!p) return [];
  return [
    ['This payment', `${formatMoney(p.amountCents)} (${p.method}, ${displayDate(new Date(`${p.paidOn}T12:00:00Z`), timeZone)})`],
    ['Paid so far', formatMoney(p.amountPaidCents)],
    ['Still to pay', formatMoney(p.balanceCents)],
  ];
}

const RECEIPT_REASONS: ReadonlySet<InvoiceMailReason> = new Set(['paid', 'part-paid']);

/** To the customer (and any extra addresses on a resend): the invoice with its PDF attached. */
export const invoiceMail = defineLayoutTemplate<InvoiceMailFacts>({
  name: 'invoice.sent',
  version: 1,
  compose(f, ctx) {
    const gst = `${f.gstPercentage}%`;
    const subject = RECEIPT_REASONS.has(f.reason)
      ? `${f.reason === 'part-paid' ? 'Part payment' : 'Payment'} received: ${f.title.toLowerCase()} ${f.invoiceNumber} from ${ctx.business.name}`
      : `${f.title} ${f.invoiceNumber} from ${ctx.business.name}${f.purchaseOrder ? ` (PO ${f.purchaseOrder})` : ''}`;
    return {
      replyTo: ctx.business.email,
      subject,
      heading: f.reason === 'paid' ? `${f.title} ${f.invoiceNumber}: paid` : f.reason === 'part-paid' ? `${f.title} ${f.invoiceNumber}: part paid` : `${f.title} ${f.invoiceNumber}`,
      paragraphs: [`Hi ${f.customerName},`, INTRO[f.reason](f)],
      details: [
        ['Invoice number', f.invoiceNumber],
        ['Issue date', displayDate(new Date(f.issuedAt), ctx.timeZone)],
        ['Vehicle', f.carRego],
        ...f.items.map((l): [string, string] => [l.description, `${l.quantity} × ${formatMoney(l.unitPriceCents)} = ${formatMoney(lineAmount(l.quantity, l.unitPriceCents))}`]),
        ['Subtotal (excl. GST)', formatMoney(f.subtotalCents)],
        [f.pricesIncludeGst ? `GST (${gst}) included` : `GST (${gst})`, formatMoney(f.gstCents)],
        ['Total (incl. GST)', formatMoney(f.totalCents)],
        ...(f.declined ?? []).map((l): [string, string] => [`Declined: ${l.description}`, `${formatMoney(lineAmount(l.quantity, l.unitPriceCents))} quoted, declined by you (not done, not charged)`]),
        ...(f.paidAt ? [['Paid', displayDate(new Date(f.paidAt), ctx.timeZone)] as [string, string]] : []),
        ...paymentRows(f.payment, ctx.timeZone),
        ...(f.notes ? [['Notes', f.notes] as [string, string]] : []),
        // What is still to pay, by transfer when the workshop has an account configured (as the PDF's 'How to pay'), beside 'Pay now' while Stripe is connected, or its PayID while it is not.
        ...(f.reason !== 'paid' && (f.payment?.balanceCents ?? 1) > 0 ? howToPay(ctx.business, f) : []),
      ],
      ...(f.payUrl && !RECEIPT_REASONS.has(f.reason) ? { action: { label: 'Pay now', url: f.payUrl } } : {}),
      footnote: f.pricesIncludeGst ? 'Total price includes GST.' : undefined,
      attachments: [{ documentId: f.documentId }],
    };
  },
});

export interface VoidedMailFacts {
  creditNoteNumber: string;
  invoiceNumber: string;
  /** 'Tax Invoice' or 'Invoice', as the invoice was titled. */
  title: string;
  customerName: string;
  carRego: string;
  /** ISO timestamp of the adjustment note. */
  issuedAt: string;
  totalCents: number;
  amountPaidCents: number;
  /** The adjustment note's stored PDF, attached. */
  documentId: string;
}

/** To the customer when an invoice they were sent is cancelled: the adjustment note attached. */
export const voidedMail = defineLayoutTemplate<VoidedMailFacts>({
  name: 'invoice.voided',
  version: 1,
  compose(f, ctx) {
    const invoice = `${f.title.toLowerCase()} ${f.invoiceNumber}`;
    const paid =
      f.amountPaidCents > 0
        ? `You paid ${formatMoney(f.amountPaidCents)} on it: we will refund it or credit it to your account, as agreed with you.`
        : 'Nothing is owed on it.';
    return {
      replyTo: ctx.business.email,
      subject: `Adjustment note ${f.creditNoteNumber} from ${ctx.business.name}: ${invoice} cancelled`,
      heading: `Adjustment note ${f.creditNoteNumber}`,
      paragraphs: [`Hi ${f.customerName},`, `We have cancelled ${invoice} for ${f.carRego}. The attached adjustment note ${f.creditNoteNumber} reverses it in full. ${paid}`],
      details: [
        ['Adjustment note', f.creditNoteNumber],
        ['Date', displayDate(new Date(f.issuedAt), ctx.timeZone)],
        ['Cancels', f.invoiceNumber],
        ['Vehicle', f.carRego],
        ['Total adjusted (incl. GST)', `−${formatMoney(f.totalCents)}`],
      ],
      attachments: [{ documentId: f.documentId }],
    };
  },
});

export const INVOICE_TEMPLATES = [invoiceMail, voidedMail];
