/** The REST shapes of analytics: the documented field names, amounts in dollars (129.95). */
import { json } from '../../shared/json-schema.js';
import { centsToDollars } from '../../shared/money.js';
import type { AnalyticsReport } from './analytics-report.entity.js';
import type { Analytics, MarginAnalytics } from './analytics.types.js';
import type { JobCardMargin } from './margin.types.js';

const dollars = json.number({ description: 'Dollars (129.95).' });

/** A margin in dollars. */
const marginSchema = json.object({
  revenueExGst: dollars,
  partsSales: dollars,
  partsCost: dollars,
  labourSales: dollars,
  labourCost: dollars,
  otherSales: dollars,
  grossProfit: dollars,
  grossMarginPercent: json.nullable(json.number()),
});

/** A period's analytics: amounts in dollars. */
export const analyticsSchema = json.object({
  timeframe: json.string(),
  period: json.any('The period’s first and last days.'),
  countedBy: json.object({ invoices: json.string(), appointments: json.string() }),
  financialAnalytics: json.object({
    totalRevenue: dollars,
    paidRevenue: dollars,
    outstandingRevenue: dollars,
    totalInvoices: json.integer(),
    paidInvoices: json.integer(),
    unpaidInvoices: json.integer(),
    revenueExGst: dollars,
    gst: dollars,
    averageJobValue: dollars,
  }),
  appointmentAnalytics: json.any(),
  quoteAnalytics: json.any(),
  labourAnalytics: json.object({ labourHoursSold: json.number(), labourHoursClocked: json.number(), averageRepairOrder: dollars, carCount: json.integer(), technicians: json.array(json.any()) }),
  marginAnalytics: json.extend(marginSchema, { technicians: json.array(json.any()) }),
  series: json.array(json.object({ key: json.string(), label: json.string(), startDate: json.date(), invoices: json.integer(), revenue: dollars, booked: json.integer(), cancelled: json.integer() })),
  serviceTypes: json.array(json.any()),
});

export const jobCardMarginSchema = json.extend(marginSchema, { jobCardId: json.id(), invoiceNumber: json.nullable(json.string()) });

export const reportSchema = json.object({
  _id: json.id(),
  filename: json.string(),
  generatedAt: json.dateTime(),
  timeframe: json.string(),
  periodLabel: json.string(),
  startDate: json.date(),
  endDate: json.date(),
  documentId: json.string(),
  sha256: json.string(),
  size: json.integer(),
});

export function analyticsJson(a: Analytics) {
  const f = a.financialAnalytics;
  return {
    timeframe: a.timeframe,
    period: a.period,
    countedBy: { invoices: 'issue date', appointments: 'when booked or cancelled' },
    financialAnalytics: {
      totalRevenue: centsToDollars(f.totalRevenueCents),
      paidRevenue: centsToDollars(f.paidRevenueCents),
      outstandingRevenue: centsToDollars(f.outstandingRevenueCents),
      totalInvoices: f.totalInvoices,
      paidInvoices: f.paidInvoices,
      unpaidInvoices: f.unpaidInvoices,
      revenueExGst: centsToDollars(f.revenueExGstCents),
      gst: centsToDollars(f.gstCents),
      averageJobValue: centsToDollars(f.averageJobValueCents),
    },
    appointmentAnalytics: a.appointmentAnalytics,
    quoteAnalytics: a.quoteAnalytics,
    labourAnalytics: {
      labourHoursSold: a.labourAnalytics.labourHoursSold,
      labourHoursClocked: a.labourAnalytics.labourHoursClocked,
      efficiency: a.labourAnalytics.efficiency,
      averageRepairOrder: centsToDollars(a.labourAnalytics.averageRepairOrderCents),
      carCount: a.labourAnalytics.carCount,
      // The margin of each technician's labour is under marginAnalytics.
      technicians: a.labourAnalytics.technicians.map((t) => ({ technicianId: t.technicianId, name: t.name, hoursSold: t.hoursSold, hoursClocked: t.hoursClocked, efficiency: t.efficiency })),
    },
    marginAnalytics: {
      ...marginJson(a.marginAnalytics),
      technicians: a.labourAnalytics.technicians.map((t) => ({
        technicianId: t.technicianId,
        name: t.name,
        labourSales: centsToDollars(t.labourSalesCents),
        labourCost: centsToDollars(t.labourCostCents),
        grossProfit: centsToDollars(t.grossProfitCents),
      })),
    },
    series: a.series.map((s) => ({
      key: s.key,
      label: s.label,
      startDate: s.startDate,
      invoices: s.invoices,
      revenue: centsToDollars(s.revenueCents),
      revenueExGst: centsToDollars(s.revenueExGstCents),
      gst: centsToDollars(s.gstCents),
      paidRevenue: centsToDollars(s.paidRevenueCents),
      outstandingRevenue: centsToDollars(s.outstandingRevenueCents),
      booked: s.booked,
      cancelled: s.cancelled,
    })),
    serviceTypes: a.serviceTypes,
  };
}

/** A margin in dollars. */
function marginJson(m: MarginAnalytics) {
  return {
    revenueExGst: centsToDollars(m.revenueExGstCents),
    partsSales: centsToDollars(m.partsSalesCents),
    partsCost: centsToDollars(m.partsCostCents),
    labourSales: centsToDollars(m.labourSalesCents),
    labourCost: centsToDollars(m.labourCostCents),
    otherSales: centsToDollars(m.otherSalesCents),
    grossProfit: centsToDollars(m.grossProfitCents),
    grossMarginPercent: m.grossMarginPercent,
  };
}

export function jobCardMarginJson(m: JobCardMargin) {
  return { jobCardId: m.jobCardId, invoiceNumber: m.invoiceNumber, ...marginJson(m) };
}

export function reportJson(r: AnalyticsReport) {
  return {
    _id: r._id,
    filename: r.filename,
    generatedAt: r.generatedAt.toISOString(),
    timeframe: r.timeframe,
    periodLabel: r.periodLabel,
    startDate: r.startDate,
    endDate: r.endDate,
    documentId: r.documentId,
    sha256: r.sha256,
    size: r.size,
  };
}
