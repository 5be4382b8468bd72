/** GET /api/admin/today: the dashboard's 'Today' (staff). Amounts in cents and in dollars. */
import type { FastifyInstance } from 'fastify';
import { centsToDollars } from '../../shared/money.js';
import type { TodayService } from './today.service.js';
import type { Today, TodayInvoice, TodayQuote } from './today.types.js';

const admin = { config: { admin: true as const } };

export function todayRoutes(app: FastifyInstance, today: TodayService): void {
  app.get('/api/admin/today', admin, async (request) => todayJson(await today.today(request.em)));
}

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
