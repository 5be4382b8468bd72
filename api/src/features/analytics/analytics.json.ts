/** The REST shapes of analytics: the documented field names, amounts in dollars (129.95). */
import { centsToDollars } from '../../shared/money.js';
import type { AnalyticsReport } from './analytics-report.entity.js';
import type { Analytics } from './analytics.types.js';

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
      technicians: a.labourAnalytics.technicians,
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
