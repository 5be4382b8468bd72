/** What an analytics report says, formatted: the figures, the charts' numbers and the invoices of the period. */
import { formatMoney } from '../../shared/money.js';
import { displayDate, toLocal } from '../../shared/time.js';
import type { ReportFacts, ReportTable } from '../documents/public.js';
import type { IssuedInvoiceRow } from '../invoices/public.js';
import { ratePercent } from './analytics-figures.js';
import type { Analytics } from './analytics.types.js';

const REPORT_TITLE = 'Analytics Report';

const COLORS = { paid: '#2e7d32', outstanding: '#ef6c00', booked: '#1565c0', cancelled: '#c62828' };

/** yyyy-MM-dd → dd/MM/yyyy */
function dmy(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

const count = (n: number) => n.toLocaleString('en-AU');
const percent = (n: number) => `${n.toFixed(1)}%`;
const hours = (n: number) => n.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** An efficiency ratio as a percent (0.953 → 95.3%); '–' when nothing was clocked. */
const efficiency = (ratio: number | null) => (ratio === null ? '–' : percent(ratio * 100));

export interface ReportInput {
  analytics: Analytics;
  invoices: IssuedInvoiceRow[];
  generatedAt: Date;
  timeZone: string;
}

export function reportFacts({ analytics: a, invoices, generatedAt, timeZone }: ReportInput): ReportFacts {
  const f = a.financialAnalytics;
  const ap = a.appointmentAnalytics;
  const q = a.quoteAnalytics;
  const l = a.labourAnalytics;
  const generated = toLocal(generatedAt, timeZone);
  const perMonth = a.period.granularity === 'month';
  return {
    title: REPORT_TITLE,
    reference: [
      ['Period', a.period.label],
      ['From', dmy(a.period.startDate)],
      ['To', dmy(a.period.endDate)],
      ['Generated', `${dmy(generated.date)} ${generated.time}`],
    ],
    intro:
      `${a.period.days === 1 ? 'One day' : `${count(a.period.days)} days`}, ${dmy(a.period.startDate)} to ${dmy(a.period.endDate)} inclusive, in calendar days of ${timeZone}. ` +
      'Invoices count by their issue date; bookings when they were made (those not cancelled), cancellations when they were cancelled. Paid and outstanding are each invoice’s status when the report was generated. ' +
      'Hours sold are the labour lines of the invoices; hours clocked the time entries started in the period (one still running up to when the report was generated). ' +
      'The margin: sales excluding GST; parts at what they cost when fitted to the job; labour at the technicians’ cost rates, for the time clocked on each invoiced job (without time entries, its labour lines’ hours).',
    figureGroups: [
      {
        heading: 'Financial overview',
        figures: [
          { label: 'Revenue (excl. GST)', value: formatMoney(f.revenueExGstCents), note: `GST ${formatMoney(f.gstCents)}` },
          { label: 'Total revenue (incl. GST)', value: formatMoney(f.totalRevenueCents), note: `${count(f.totalInvoices)} invoice${f.totalInvoices === 1 ? '' : 's'}` },
          { label: 'Average job value (excl. GST)', value: formatMoney(f.averageJobValueCents) },
          { label: 'Paid', value: formatMoney(f.paidRevenueCents), note: `${count(f.paidInvoices)} paid invoice${f.paidInvoices === 1 ? '' : 's'}` },
          { label: 'Outstanding', value: formatMoney(f.outstandingRevenueCents), note: `${count(f.unpaidInvoices)} unpaid invoice${f.unpaidInvoices === 1 ? '' : 's'}` },
          { label: 'Quote acceptance rate', value: percent(q.acceptanceRate), note: `${count(q.quotesAccepted)} of ${count(q.quotesSent)} quotes accepted` },
        ],
      },
      {
        heading: 'Appointment overview',
        figures: [
          { label: 'Total booked', value: count(ap.totalBooked), note: 'made in the period, not cancelled' },
          { label: 'Total cancelled', value: count(ap.totalCancelled), note: 'cancelled in the period' },
          { label: 'Cancellation rate', value: percent(ap.cancellationRate) },
        ],
      },
      {
        heading: 'Labour',
        figures: [
          { label: 'Hours sold', value: hours(l.labourHoursSold), note: 'labour lines of the invoices' },
          { label: 'Hours clocked', value: hours(l.labourHoursClocked), note: 'time entries started in the period' },
          { label: 'Efficiency', value: efficiency(l.efficiency), note: 'hours sold ÷ hours clocked' },
          { label: 'Average repair order (excl. GST)', value: formatMoney(l.averageRepairOrderCents) },
          { label: 'Cars', value: count(l.carCount), note: 'distinct regos invoiced' },
        ],
      },
      marginGroup(a),
    ],
    charts: [
      {
        heading: `Revenue per ${perMonth ? 'month' : 'day'} (incl. GST)`,
        labels: chartLabels(a),
        series: [
          { name: 'Paid', color: COLORS.paid, values: a.series.map((s) => s.paidRevenueCents) },
          { name: 'Outstanding', color: COLORS.outstanding, values: a.series.map((s) => s.outstandingRevenueCents) },
        ],
        format: formatMoney,
      },
      {
        heading: `Bookings per ${perMonth ? 'month' : 'day'}`,
        labels: chartLabels(a),
        series: [
          { name: 'Booked', color: COLORS.booked, values: a.series.map((s) => s.booked) },
          { name: 'Cancelled', color: COLORS.cancelled, values: a.series.map((s) => s.cancelled) },
        ],
        format: count,
      },
    ],
    tables: [revenueTable(a, perMonth), bookingsTable(a, perMonth), serviceTable(a), technicianTable(a), technicianMarginTable(a), invoiceTable(a, invoices, timeZone)],
  };
}

/** Under a chart's bars: 'dd/MM' for days, 'MMM yy' for months. */
function chartLabels(a: Analytics): string[] {
  return a.series.map((s) => (a.period.granularity === 'month' ? `${s.label.slice(0, 3)} ${s.key.slice(2, 4)}` : dmy(s.startDate).slice(0, 5)));
}

/** The revenue chart's numbers: one row per day or month, and the period's totals. */
function revenueTable(a: Analytics, perMonth: boolean): ReportTable {
  const f = a.financialAnalytics;
  return {
    heading: `Revenue per ${perMonth ? 'month' : 'day'}`,
    columns: [
      { label: perMonth ? 'Month' : 'Day', width: 1.3 },
      { label: 'Invoices', width: 0.9, align: 'right' },
      { label: 'Excl. GST', width: 1.4, align: 'right' },
      { label: 'GST', width: 1.3, align: 'right' },
      { label: 'Total', width: 1.4, align: 'right' },
      { label: 'Paid', width: 1.4, align: 'right' },
      { label: 'Outstanding', width: 1.4, align: 'right' },
    ],
    rows: a.series.map((s) => [
      bucketLabel(s, perMonth),
      count(s.invoices),
      formatMoney(s.revenueExGstCents),
      formatMoney(s.gstCents),
      formatMoney(s.revenueCents),
      formatMoney(s.paidRevenueCents),
      formatMoney(s.outstandingRevenueCents),
    ]),
    total: [
      'Total',
      count(f.totalInvoices),
      formatMoney(f.revenueExGstCents),
      formatMoney(f.gstCents),
      formatMoney(f.totalRevenueCents),
      formatMoney(f.paidRevenueCents),
      formatMoney(f.outstandingRevenueCents),
    ],
  };
}

/** The bookings chart's numbers. */
function bookingsTable(a: Analytics, perMonth: boolean): ReportTable {
  const ap = a.appointmentAnalytics;
  return {
    heading: `Bookings per ${perMonth ? 'month' : 'day'}`,
    columns: [
      { label: perMonth ? 'Month' : 'Day', width: 2 },
      { label: 'Booked', width: 1, align: 'right' },
      { label: 'Cancelled', width: 1, align: 'right' },
      { label: 'Cancellation rate', width: 1.4, align: 'right' },
    ],
    rows: a.series.map((s) => [bucketLabel(s, perMonth), count(s.booked), count(s.cancelled), percent(ratePercent(s.cancelled, s.booked + s.cancelled))]),
    total: ['Total', count(ap.totalBooked), count(ap.totalCancelled), percent(ap.cancellationRate)],
  };
}

/** 'Wed 08/04/26' for a day, 'Apr 2026' for a month. */
function bucketLabel(s: Analytics['series'][number], perMonth: boolean): string {
  return perMonth ? s.label : `${s.label.slice(0, 3)} ${dmy(s.startDate).slice(0, 6)}${s.startDate.slice(2, 4)}`;
}

function serviceTable(a: Analytics): ReportTable {
  return {
    heading: 'Bookings by service type',
    columns: [
      { label: 'Service', width: 4 },
      { label: 'Booked', width: 1, align: 'right' },
      { label: 'Cancelled', width: 1, align: 'right' },
      { label: 'Cancellation rate', width: 1.4, align: 'right' },
    ],
    rows: a.serviceTypes.map((s) => [s.serviceType, count(s.booked), count(s.cancelled), percent(ratePercent(s.cancelled, s.booked + s.cancelled))]),
    empty: 'No bookings were made or cancelled in this period.',
  };
}

/** Labour per technician: hours sold, clocked, and the efficiency of the two. */
function technicianTable(a: Analytics): ReportTable {
  const l = a.labourAnalytics;
  const unassigned = Math.round((l.labourHoursSold - l.technicians.reduce((sum, t) => sum + t.hoursSold, 0)) * 100) / 100;
  return {
    heading: 'Labour by technician',
    columns: [
      { label: 'Technician', width: 3 },
      { label: 'Hours sold', width: 1.2, align: 'right' },
      { label: 'Hours clocked', width: 1.2, align: 'right' },
      { label: 'Efficiency', width: 1.2, align: 'right' },
    ],
    rows: a.labourAnalytics.technicians.map((t) => [t.name, hours(t.hoursSold), hours(t.hoursClocked), efficiency(t.efficiency)]),
    note: unassigned > 0 ? `${hours(unassigned)} of the hours sold were on labour lines without a technician.` : undefined,
    empty: 'No labour clocked or sold in this period.',
  };
}

/** The margin of the period's invoices: sales and costs of parts and labour, gross profit. */
function marginGroup(a: Analytics): ReportFacts['figureGroups'][number] {
  const m = a.marginAnalytics;
  return {
    heading: 'Margin',
    figures: [
      { label: 'Parts sales (excl. GST)', value: formatMoney(m.partsSalesCents) },
      { label: 'Parts cost', value: formatMoney(m.partsCostCents), note: 'fitted parts at their cost then' },
      { label: 'Gross profit', value: formatMoney(m.grossProfitCents), note: 'revenue excl. GST − parts and labour cost' },
      { label: 'Labour sales (excl. GST)', value: formatMoney(m.labourSalesCents) },
      { label: 'Labour cost', value: formatMoney(m.labourCostCents), note: 'technicians’ time at their cost rates' },
      { label: 'Gross margin', value: m.grossMarginPercent === null ? '–' : percent(m.grossMarginPercent), note: 'gross profit ÷ revenue excl. GST' },
    ],
  };
}

/** Per technician: what their labour sold for, what their time cost, and the gross profit of the two. */
function technicianMarginTable(a: Analytics): ReportTable {
  const technicians = a.labourAnalytics.technicians.filter((t) => t.labourSalesCents || t.labourCostCents);
  return {
    heading: 'Gross profit by technician',
    columns: [
      { label: 'Technician', width: 3 },
      { label: 'Labour sales (excl. GST)', width: 1.4, align: 'right' },
      { label: 'Labour cost', width: 1.2, align: 'right' },
      { label: 'Gross profit', width: 1.2, align: 'right' },
    ],
    rows: technicians.map((t) => [t.name, formatMoney(t.labourSalesCents), formatMoney(t.labourCostCents), formatMoney(t.grossProfitCents)]),
    note: technicians.length ? 'Labour lines without a technician count in the margin above, not here.' : undefined,
    empty: 'No labour sold or costed on this period’s invoices.',
  };
}

function invoiceTable(a: Analytics, invoices: IssuedInvoiceRow[], timeZone: string): ReportTable {
  const f = a.financialAnalytics;
  const shown = invoices.length;
  return {
    heading: `Invoices of the period (${count(f.totalInvoices)})`,
    columns: [
      { label: 'Invoice', width: 1.1 },
      { label: 'Issued', width: 1 },
      { label: 'Customer', width: 2.2 },
      { label: 'Rego', width: 1 },
      { label: 'Excl. GST', width: 1.2, align: 'right' },
      { label: 'GST', width: 1, align: 'right' },
      { label: 'Total', width: 1.2, align: 'right' },
      { label: 'Status', width: 0.8 },
    ],
    rows: invoices.map((i) => [
      i.invoiceNumber,
      displayDate(i.issuedAt, timeZone),
      i.customerName,
      i.carRego,
      formatMoney(i.subtotalCents),
      formatMoney(i.gstCents),
      formatMoney(i.totalCents),
      i.status === 'paid' ? 'Paid' : 'Unpaid',
    ]),
    total: shown === f.totalInvoices ? ['Total', '', '', '', formatMoney(f.revenueExGstCents), formatMoney(f.gstCents), formatMoney(f.totalRevenueCents), ''] : undefined,
    note: shown < f.totalInvoices ? `The first ${count(shown)} of ${count(f.totalInvoices)} invoices, by issue date; the totals above cover all of them. The Invoice Manager's CSV export lists every one.` : undefined,
    empty: 'No invoices were issued in this period.',
  };
}
