/** GraphQL shapes of the analytics answer. Amounts in integer cents, like the invoice types (sums as SafeInt). */
import type { GraphQLScalarType as ScalarType } from 'graphql';
import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

// The scalar class of the very graphql copy type-graphql builds with (test runners may load another).
const GraphQLScalarType = Int.constructor as typeof ScalarType;

function safeInt(value: unknown): number {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  throw new TypeError(`SafeInt cannot represent ${String(value)}`);
}

/**
 * Sums of cents can pass GraphQL's 32-bit Int (over $21 million): SafeInt carries up to 2^53 − 1.
 * Defined here rather than taken from graphql-scalars, whose every scalar would load at boot.
 */
const SafeInt = new GraphQLScalarType({
  name: 'SafeInt',
  description: 'A whole number from -(2^53 - 1) to 2^53 - 1.',
  serialize: safeInt,
  parseValue: safeInt,
  parseLiteral: (ast) => safeInt(String(ast.kind) === 'IntValue' && 'value' in ast ? Number(ast.value) : Number.NaN),
});

const Cents = () => SafeInt;

export enum AnalyticsTimeframe {
  daily = 'daily',
  weekly = 'weekly',
  monthly = 'monthly',
  yearly = 'yearly',
  custom = 'custom',
}
registerEnumType(AnalyticsTimeframe, {
  name: 'AnalyticsTimeframe',
  description: 'daily: Today; weekly: Last 7 Days; monthly: Last 30 Days (the default); yearly: Last 365 Days; custom: startDate to endDate.',
});

export enum AnalyticsGranularity {
  day = 'day',
  month = 'month',
}
registerEnumType(AnalyticsGranularity, { name: 'AnalyticsGranularity', description: 'How the series is bucketed: per day, or per month for periods over 92 days.' });

@ObjectType({ description: 'The calendar days a figure covers, in the workshop’s time zone: startDate to endDate inclusive.' })
export class AnalyticsPeriodInfo {
  @Field(() => String, { description: 'e.g. "Last 30 Days" or "Custom Range".' })
  label!: string;

  @Field(() => String, { description: 'First day, yyyy-MM-dd.' })
  startDate!: string;

  @Field(() => String, { description: 'Last day, yyyy-MM-dd (inclusive).' })
  endDate!: string;

  @Field(() => Int)
  days!: number;

  @Field(() => String, { description: 'The zone whose calendar days these are, e.g. Australia/Melbourne.' })
  timeZone!: string;

  @Field(() => AnalyticsGranularity)
  granularity!: AnalyticsGranularity;
}

@ObjectType({ description: 'Invoices issued in the period (by issue date); paid and outstanding by their status now. Cents.' })
export class FinancialAnalytics {
  @Field(Cents, { description: 'Σ invoice totals, GST included.' })
  totalRevenueCents!: number;

  @Field(Cents)
  paidRevenueCents!: number;

  @Field(Cents)
  outstandingRevenueCents!: number;

  @Field(() => Int)
  totalInvoices!: number;

  @Field(() => Int)
  paidInvoices!: number;

  @Field(() => Int)
  unpaidInvoices!: number;

  @Field(Cents, { description: 'Σ subtotals: revenue excluding GST.' })
  revenueExGstCents!: number;

  @Field(Cents, { description: 'Σ GST collected on those invoices.' })
  gstCents!: number;

  @Field(Cents, { description: 'Average invoice excluding GST (0 without invoices).' })
  averageJobValueCents!: number;
}

@ObjectType({ description: 'Bookings made and cancellations made in the period, as the dashboard counts them.' })
export class AppointmentAnalytics {
  @Field(() => Int, { description: 'Bookings made in the period (whatever day they are for) and not cancelled.' })
  totalBooked!: number;

  @Field(() => Int, { description: 'Bookings cancelled in the period.' })
  totalCancelled!: number;

  @Field(() => Float, { description: 'totalCancelled / (totalBooked + totalCancelled) in percent, 1 decimal; 0 with neither.' })
  cancellationRate!: number;
}

@ObjectType({ description: 'Quotes sent in the period that still stand (not superseded by a newer quote for the job).' })
export class QuoteAnalytics {
  @Field(() => Int)
  quotesSent!: number;

  @Field(() => Int, { description: 'Approved online, or the standing quote of a job that was invoiced.' })
  quotesAccepted!: number;

  @Field(() => Int)
  quotesDeclined!: number;

  @Field(() => Int, { description: 'Neither accepted nor declined yet.' })
  quotesAwaiting!: number;

  @Field(() => Float, { description: 'quotesAccepted / quotesSent in percent, 1 decimal; 0 with no quotes.' })
  acceptanceRate!: number;
}

@ObjectType({ description: 'One day (or month) of the period: what the charts draw. Cents.' })
export class AnalyticsBucket {
  @Field(() => String, { description: 'yyyy-MM-dd for a day, yyyy-MM for a month.' })
  key!: string;

  @Field(() => String, { description: 'e.g. "Mon 23/11" or "Nov 2026".' })
  label!: string;

  @Field(() => String, { description: 'Its first day inside the period, yyyy-MM-dd.' })
  startDate!: string;

  @Field(() => Int)
  invoices!: number;

  @Field(Cents, { description: 'GST included.' })
  revenueCents!: number;

  @Field(Cents)
  revenueExGstCents!: number;

  @Field(Cents)
  gstCents!: number;

  @Field(Cents)
  paidRevenueCents!: number;

  @Field(Cents)
  outstandingRevenueCents!: number;

  @Field(() => Int, { description: 'Bookings made that day or month and not cancelled.' })
  booked!: number;

  @Field(() => Int, { description: 'Bookings cancelled that day or month.' })
  cancelled!: number;
}

@ObjectType({ description: 'Bookings made (not cancelled) and cancellations made in the period, of one service type.' })
export class ServiceTypeBookings {
  @Field(() => String)
  serviceType!: string;

  @Field(() => Int)
  booked!: number;

  @Field(() => Int)
  cancelled!: number;
}

@ObjectType({ description: 'One technician’s labour in the period: hours sold on invoices and hours clocked.' })
export class TechnicianLabour {
  @Field(() => ID, { description: 'The staff account’s id.' })
  technicianId!: string;

  @Field(() => String, { description: 'Their display name ("Former staff member" for an id no account has).' })
  name!: string;

  @Field(() => Float, { description: 'Labour hours on the period’s invoices with them as the technician, 2 decimals.' })
  hoursSold!: number;

  @Field(() => Float, { description: 'Hours of their time entries started in the period, 2 decimals.' })
  hoursClocked!: number;

  @Field(() => Float, { nullable: true, description: 'hoursSold / hoursClocked (0.95 is 95 %), 3 decimals; null when nothing was clocked.' })
  efficiency!: number | null;

  @Field(Cents, {
    description: 'What their labour lines on the period’s live invoices sold for excluding GST (less their share of the invoice’s GST where its prices include GST), rounded to the cent once, cents.',
  })
  labourSalesCents!: number;

  @Field(Cents, {
    description:
      'What their time cost: the minutes of their time entries on the job cards of the period’s live invoices × their cost rate / 60, and for an invoice whose job card has no time entries their labour lines’ hours × their cost rate; rounded to the cent once, cents.',
  })
  labourCostCents!: number;

  @Field(Cents, { description: 'labourSalesCents − labourCostCents.' })
  grossProfitCents!: number;
}

@ObjectType({
  description:
    'Labour in the period: hours sold on the live invoices issued in it (voided ones left out, as revenue leaves them out), hours clocked on time entries started in it (one still running counts up to now), what each job earned.',
})
export class LabourAnalytics {
  @Field(() => Float, { description: 'Σ hours of the labour lines of the period’s invoices, 2 decimals (lines without a technician included).' })
  labourHoursSold!: number;

  @Field(() => Float, { description: 'Σ minutes of the time entries started in the period / 60, 2 decimals.' })
  labourHoursClocked!: number;

  @Field(() => Float, { nullable: true, description: 'labourHoursSold / labourHoursClocked, 3 decimals; null when nothing was clocked.' })
  efficiency!: number | null;

  @Field(Cents, { description: 'Average invoice excluding GST (GST-free lines count in full), cents; 0 without invoices.' })
  averageRepairOrderCents!: number;

  @Field(() => Int, { description: 'Distinct cars (by rego) invoiced in the period.' })
  carCount!: number;

  @Field(() => [TechnicianLabour], { description: 'Technicians with hours sold or clocked in the period, or labour sold or costed on its invoices, by name.' })
  technicians!: TechnicianLabour[];
}

@ObjectType({
  description:
    'Sales and costs of invoiced work, excluding GST, in cents. Sales by line kind: each line’s amount as printed, less its share of the invoice’s GST where prices include GST, summed and rounded once (labour once per technician), so parts + labour + other sales = revenue excluding GST. Parts cost: what the parts fitted to the job cost when they were fitted, per job (a part line naming no catalogue part, or on a standalone invoice, counts at no cost). Labour cost: the jobs’ time entries’ minutes × each technician’s cost rate / 60, or for a job without time entries its labour lines’ hours × the line technician’s cost rate (the default rate without one), rounded once per technician.',
})
export class MarginAnalytics {
  @Field(Cents, { description: 'Σ invoice subtotals: revenue excluding GST (as financialAnalytics counts it).' })
  revenueExGstCents!: number;

  @Field(Cents, { description: 'Part lines’ sales excluding GST.' })
  partsSalesCents!: number;

  @Field(Cents, { description: 'What the parts cost the workshop (fitted parts at their cost when fitted).' })
  partsCostCents!: number;

  @Field(Cents, { description: 'Labour lines’ sales excluding GST.' })
  labourSalesCents!: number;

  @Field(Cents, { description: 'What the technicians’ time cost the workshop (their cost rates).' })
  labourCostCents!: number;

  @Field(Cents, { description: 'Sundries less discounts, excluding GST: revenueExGstCents − partsSalesCents − labourSalesCents.' })
  otherSalesCents!: number;

  @Field(Cents, { description: 'revenueExGstCents − partsCostCents − labourCostCents.' })
  grossProfitCents!: number;

  @Field(() => Float, { nullable: true, description: 'grossProfitCents / revenueExGstCents in percent, 1 decimal; null without revenue.' })
  grossMarginPercent!: number | null;
}

@ObjectType({ description: 'How the business did in a period: financialAnalytics and appointmentAnalytics, quotes, and the charts’ series.' })
export class Analytics {
  @Field(() => AnalyticsTimeframe)
  timeframe!: AnalyticsTimeframe;

  @Field(() => AnalyticsPeriodInfo)
  period!: AnalyticsPeriodInfo;

  @Field(() => FinancialAnalytics)
  financialAnalytics!: FinancialAnalytics;

  @Field(() => AppointmentAnalytics)
  appointmentAnalytics!: AppointmentAnalytics;

  @Field(() => QuoteAnalytics)
  quoteAnalytics!: QuoteAnalytics;

  @Field(() => LabourAnalytics)
  labourAnalytics!: LabourAnalytics;

  @Field(() => MarginAnalytics, { description: 'The margin of the period’s live invoices: sales and costs of parts and labour, gross profit (owners and service advisers).' })
  marginAnalytics!: MarginAnalytics;

  @Field(() => [AnalyticsBucket], { description: 'Every day (or month) of the period, in order, zeros included.' })
  series!: AnalyticsBucket[];

  @Field(() => [ServiceTypeBookings], { description: 'Most booked first; only types with appointments.' })
  serviceTypes!: ServiceTypeBookings[];
}
