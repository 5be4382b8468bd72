/** Puts the figures the invoices, booking and job card services counted into one analytics answer. */
import { averageCents } from '../../shared/money.js';
import type { AppointmentFigures } from '../booking/public.js';
import type { InvoiceFigures } from '../invoices/public.js';
import type { QuoteFigures } from '../jobcards/public.js';
import { bucketKeyOf, type AnalyticsPeriod } from './analytics-period.js';
import type { LabourFigures } from './labour-figures.js';
import { marginPercent, type MarginFigures, type MarginTotals } from './margin-figures.js';
import { type Analytics, AnalyticsGranularity, type AnalyticsTimeframe, type LabourAnalytics, type MarginAnalytics } from './analytics.types.js';

/** part / whole in percent with one decimal; 0 when there is no whole (never NaN). */
export function ratePercent(part: number, whole: number): number {
  if (!whole) return 0;
  return Math.round((part * 1000) / whole) / 10;
}

/** Hours with 2 decimals. */
const hours2 = (hours: number) => Math.round(hours * 100) / 100;

/** sold / clocked with 3 decimals (0.953 is 95.3 %); null when nothing was clocked. */
function efficiencyOf(hoursSold: number, minutesClocked: number): number | null {
  if (!minutesClocked) return null;
  return Math.round((hoursSold * 60 * 1000) / minutesClocked) / 1000;
}

/**
 * The labour figures with the technicians' names (an id no account has: "Former staff member"), by
 * name, each with the margin of their labour (technicians with labour sold or costed on the
 * period's invoices and no hours are listed too).
 */
export function labourOf(labour: LabourFigures, names: ReadonlyMap<string, string>, invoices: InvoiceFigures, margin: MarginFigures): LabourAnalytics {
  const ids = new Set([...labour.technicians.keys(), ...margin.technicians.keys()]);
  const technicians = [...ids].map((technicianId) => {
    const t = labour.technicians.get(technicianId) ?? { hoursSold: 0, minutesClocked: 0 };
    const m = margin.technicians.get(technicianId) ?? { labourSalesCents: 0, labourCostCents: 0 };
    return {
      technicianId,
      name: names.get(technicianId) ?? 'Former staff member',
      hoursSold: hours2(t.hoursSold),
      hoursClocked: hours2(t.minutesClocked / 60),
      efficiency: efficiencyOf(t.hoursSold, t.minutesClocked),
      labourSalesCents: m.labourSalesCents,
      labourCostCents: m.labourCostCents,
      grossProfitCents: m.labourSalesCents - m.labourCostCents,
    };
  });
  technicians.sort((a, b) => a.name.localeCompare(b.name, 'en-AU') || a.technicianId.localeCompare(b.technicianId));
  return {
    labourHoursSold: hours2(labour.hoursSold),
    labourHoursClocked: hours2(labour.minutesClocked / 60),
    efficiency: efficiencyOf(labour.hoursSold, labour.minutesClocked),
    averageRepairOrderCents: averageCents(invoices.totals.subtotalCents, invoices.totals.invoices),
    carCount: labour.cars,
    technicians,
  };
}

/** The margin's totals with other sales, gross profit and the margin in percent. */
export function marginOf(t: MarginTotals): MarginAnalytics {
  const grossProfitCents = t.revenueExGstCents - t.partsCostCents - t.labourCostCents;
  return {
    ...t,
    otherSalesCents: t.revenueExGstCents - t.partsSalesCents - t.labourSalesCents,
    grossProfitCents,
    grossMarginPercent: marginPercent(grossProfitCents, t.revenueExGstCents),
  };
}

export function analyticsOf(
  period: AnalyticsPeriod,
  invoices: InvoiceFigures,
  appointments: AppointmentFigures,
  quotes: QuoteFigures,
  labour: LabourAnalytics,
  margin: MarginFigures,
): Analytics {
  const t = invoices.totals;
  return {
    timeframe: period.timeframe as AnalyticsTimeframe,
    period: {
      label: period.label,
      startDate: period.startDate,
      endDate: period.endDate,
      days: period.days,
      timeZone: period.timeZone,
      granularity: period.granularity as AnalyticsGranularity,
    },
    financialAnalytics: {
      totalRevenueCents: t.totalCents,
      paidRevenueCents: t.paidCents,
      outstandingRevenueCents: t.totalCents - t.paidCents,
      totalInvoices: t.invoices,
      paidInvoices: t.paidInvoices,
      unpaidInvoices: t.invoices - t.paidInvoices,
      revenueExGstCents: t.subtotalCents,
      gstCents: t.gstCents,
      averageJobValueCents: averageCents(t.subtotalCents, t.invoices),
    },
    appointmentAnalytics: {
      totalBooked: appointments.totals.booked,
      totalCancelled: appointments.totals.cancelled,
      cancellationRate: ratePercent(appointments.totals.cancelled, appointments.totals.booked + appointments.totals.cancelled),
    },
    quoteAnalytics: {
      quotesSent: quotes.sent,
      quotesAccepted: quotes.accepted,
      quotesDeclined: quotes.declined,
      quotesAwaiting: quotes.awaiting,
      acceptanceRate: ratePercent(quotes.accepted, quotes.sent),
    },
    labourAnalytics: labour,
    marginAnalytics: marginOf(margin.totals),
    series: period.buckets.map((bucket, i) => {
      const inv = invoices.buckets[i];
      const appt = appointments.buckets.get(bucketKeyOf(period, bucket.startDate)) ?? { booked: 0, cancelled: 0 };
      return {
        key: bucket.key,
        label: bucket.label,
        startDate: bucket.startDate,
        invoices: inv.invoices,
        revenueCents: inv.totalCents,
        revenueExGstCents: inv.subtotalCents,
        gstCents: inv.gstCents,
        paidRevenueCents: inv.paidCents,
        outstandingRevenueCents: inv.totalCents - inv.paidCents,
        booked: appt.booked,
        cancelled: appt.cancelled,
      };
    }),
    serviceTypes: appointments.serviceTypes,
  };
}
