/**
 * What a change of an invoice tells the rest of the system: the live `invoice.changed` event with
 * the kind of change (the invoice's screens, today's list, analytics). Announced through
 * `InvoiceService.announce`, with the invoice's audit line.
 */
import { defineChanges, kind } from '../../platform/changes/announcements.js';
import type { InvoiceChangeKind } from './invoice.types.js';

const invoice = (change: InvoiceChangeKind) => kind<{ invoiceNumber: string }>({ 'invoice.changed': (i) => ({ invoiceNumber: i.invoiceNumber, kind: change }) });

export const invoiceChanges = defineChanges('invoice', {
  created: invoice('created'),
  regenerated: invoice('regenerated'),
  resent: invoice('resent'),
  /** A payment recorded that leaves something owing. */
  payment: invoice('payment'),
  paid: invoice('paid'),
  'payment-reversed': invoice('payment-reversed'),
  /** Part of a card payment made online refunded through Stripe. */
  'payment-refunded': invoice('payment-refunded'),
  deleted: invoice('deleted'),
} satisfies Record<InvoiceChangeKind, unknown>);

/** An issued invoice voided by an adjustment note: its live event is a deletion's (it leaves the staff's lists). */
export const invoiceVoided = defineChanges('invoice', {
  voided: kind<{ invoiceNumber: string }>({ 'invoice.changed': (i) => ({ invoiceNumber: i.invoiceNumber, kind: 'deleted' }) }),
});
