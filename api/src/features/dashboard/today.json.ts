/** 'Today' as REST answers it: amounts in cents and in dollars, times as ISO text. */
import { centsToDollars } from '../../shared/money.js';
import type { Today, TodayInvoice, TodayQuote } from './today.types.js';

export function todayJson(today: Today) {
  return {
    date: today.date,
    bookings: today.bookings,
    inProgress: today.inProgress.map((card) => ({ ...card, createdAt: card.createdAt.toISOString() })),
    awaitingApproval: today.awaitingApproval.map(quoteJson),
    readyForPickup: today.readyForPickup.map((card) => ({ ...card, createdAt: card.createdAt.toISOString() })),
    unpaidInvoices: today.unpaidInvoices.map(invoiceJson),
    unpaidCount: today.unpaidCount,
    owingCents: today.owingCents,
    owing: centsToDollars(today.owingCents),
  };
}

function quoteJson(quote: TodayQuote) {
  return { ...quote, total: centsToDollars(quote.totalCents), sentAt: quote.sentAt.toISOString() };
}

function invoiceJson(invoice: TodayInvoice) {
  return {
    ...invoice,
    total: centsToDollars(invoice.totalCents),
    balanceDue: centsToDollars(invoice.balanceDueCents),
    issuedAt: invoice.issuedAt.toISOString(),
  };
}
