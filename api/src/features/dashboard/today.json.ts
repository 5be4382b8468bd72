/** 'Today' as REST answers it: amounts in cents and in dollars, times as ISO text. */
import { json } from '../../shared/json-schema.js';
import { centsToDollars } from '../../shared/money.js';
import type { Today, TodayInvoice, TodayQuote } from './today.types.js';

/** 'Today': the GraphQL Today's lists, amounts also in dollars, instants as ISO text. */
export const todaySchema = json.object({
  date: json.date(),
  bookings: json.array(json.any()),
  inProgress: json.array(json.object({ createdAt: json.dateTime() })),
  awaitingApproval: json.array(json.object({ total: json.number(), sentAt: json.dateTime() })),
  readyForPickup: json.array(json.object({ createdAt: json.dateTime() })),
  unpaidInvoices: json.array(json.object({ total: json.number(), balanceDue: json.number(), issuedAt: json.dateTime() })),
  unpaidCount: json.integer(),
  owingCents: json.cents(),
  owing: json.number({ description: 'Dollars.' }),
});

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
