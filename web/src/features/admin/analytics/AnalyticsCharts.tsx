/**
 * The charts of a period (recharts, loaded with this page only): revenue per day or month
 * excluding GST with the GST stacked on it, paid against outstanding, bookings against
 * cancellations, and bookings by service type. Each redraws when the timeframe changes.
 */
import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { AdminAnalyticsQuery } from '../../../gql/graphql';
import { useMediaQuery } from '../shell/use-media-query';
import { compactMoney, count, money, percent } from './analytics-format';
import { ChartFrame } from './ChartFrame';

type Figures = AdminAnalyticsQuery['analytics'];

const CHART_COLORS = {
  exGst: '#4f8ef7',
  gst: '#2bb6a3',
  paid: '#22c55e',
  outstanding: '#f59e0b',
  kept: '#5b8def',
  cancelled: '#ef4444',
} as const;

const TOOLTIP = {
  contentStyle: { background: 'var(--a-surface)', border: '1px solid var(--a-border)', borderRadius: 8, color: 'var(--a-text)' },
  labelStyle: { color: 'var(--a-text)', fontWeight: 700 },
  cursor: { fill: 'var(--a-surface-hover)' },
};

const moneyTip = (value: unknown, name: unknown) => [money(Number(value)), name] as [string, string];

interface PerPeriodBarsProps {
  data: Array<{ label: string }>;
  height: number;
  animate: boolean;
  /** The figures are cents (the axis and the tooltip say money), or counts. */
  money?: boolean;
  stackId: string;
  /** The figure at the bottom of each bar, and the one stacked on it. */
  bars: [BarSeries, BarSeries];
}

interface BarSeries {
  dataKey: string;
  name: string;
  fill: string;
}

/** Two figures a day or a month, stacked in one bar (the top one with rounded corners). */
function PerPeriodBars({ data, height, animate, money: inCents = false, stackId, bars: [below, above] }: PerPeriodBarsProps) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid vertical={false} />
        <XAxis dataKey="label" minTickGap={16} tickLine={false} />
        {inCents ? <YAxis tickFormatter={compactMoney} width={56} tickLine={false} axisLine={false} /> : <YAxis allowDecimals={false} width={40} tickLine={false} axisLine={false} />}
        {inCents ? <Tooltip {...TOOLTIP} formatter={moneyTip} /> : <Tooltip {...TOOLTIP} />}
        <Legend itemSorter={null} />
        <Bar {...below} stackId={stackId} maxBarSize={64} isAnimationActive={animate} />
        <Bar {...above} stackId={stackId} maxBarSize={64} radius={[3, 3, 0, 0]} isAnimationActive={animate} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export default function AnalyticsCharts({ figures }: { figures: Figures }) {
  const animate = !useMediaQuery('(prefers-reduced-motion: reduce)');
  const narrow = useMediaQuery('(max-width: 479.98px)');
  const perMonth = figures.period.granularity === 'month';
  const unit = perMonth ? 'month' : 'day';
  const series = figures.series.map((s) => ({ ...s, kept: s.booked }));
  const f = figures.financialAnalytics;
  const slices = [
    { name: 'Paid', value: f.paidRevenueCents, color: CHART_COLORS.paid },
    { name: 'Outstanding', value: f.outstandingRevenueCents, color: CHART_COLORS.outstanding },
  ];
  const services = figures.serviceTypes.map((s) => ({ ...s, kept: s.booked }));
  const firstColumn = perMonth ? 'Month' : 'Day';

  return (
    <div className="chart-grid">
      <ChartFrame
        id="revenue"
        wide
        title={`Revenue per ${unit}`}
        caption={`Excluding GST, with the GST on top; invoices by issue date. Total ${money(f.revenueExGstCents)} + GST ${money(f.gstCents)}.`}
        points={series.length}
        columns={[{ label: firstColumn }, { label: 'Excl. GST', numeric: true }, { label: 'GST', numeric: true }, { label: 'Total', numeric: true }]}
        rows={series.map((s) => [s.label, money(s.revenueExGstCents), money(s.gstCents), money(s.revenueCents)])}
      >
        <PerPeriodBars
          data={series}
          height={280}
          animate={animate}
          money
          stackId="revenue"
          bars={[
            { dataKey: 'revenueExGstCents', name: 'Revenue excl. GST', fill: CHART_COLORS.exGst },
            { dataKey: 'gstCents', name: 'GST', fill: CHART_COLORS.gst },
          ]}
        />
      </ChartFrame>

      <ChartFrame
        id="paid-outstanding"
        title="Paid vs outstanding"
        caption={`Of ${money(f.totalRevenueCents)} invoiced (incl. GST), by each invoice’s status now.`}
        points={f.totalInvoices}
        columns={[{ label: 'Status' }, { label: 'Amount', numeric: true }, { label: 'Invoices', numeric: true }]}
        rows={[
          ['Paid', money(f.paidRevenueCents), count(f.paidInvoices)],
          ['Outstanding', money(f.outstandingRevenueCents), count(f.unpaidInvoices)],
        ]}
        empty={f.totalInvoices ? null : 'No invoices were issued in this period.'}
      >
        <div className="chart__donut">
          <p className="chart__donut-center">
            <strong>{percent(f.totalRevenueCents ? Math.round((f.paidRevenueCents * 1000) / f.totalRevenueCents) / 10 : 0)}</strong>
            <span>paid</span>
          </p>
          <ResponsiveContainer width="100%" height={240}>
            <PieChart accessibilityLayer={false}>
              <Pie data={slices} rootTabIndex={-1} dataKey="value" nameKey="name" innerRadius="58%" outerRadius="85%" paddingAngle={slices.every((s) => s.value) ? 2 : 0} isAnimationActive={animate}>
                {slices.map((s) => (
                  <Cell key={s.name} fill={s.color} stroke="var(--a-surface)" />
                ))}
              </Pie>
              <Tooltip {...TOOLTIP} formatter={moneyTip} />
              <Legend itemSorter={null} />
            </PieChart>
          </ResponsiveContainer>
        </div>
      </ChartFrame>

      <ChartFrame
        id="bookings"
        title={`Bookings vs cancellations per ${unit}`}
        caption={`Bookings when they were made, cancellations when they were cancelled: ${count(figures.appointmentAnalytics.totalBooked)} booked, ${count(figures.appointmentAnalytics.totalCancelled)} cancelled (${percent(figures.appointmentAnalytics.cancellationRate)}).`}
        points={series.length}
        columns={[{ label: firstColumn }, { label: 'Booked', numeric: true }, { label: 'Cancelled', numeric: true }]}
        rows={series.map((s) => [s.label, count(s.booked), count(s.cancelled)])}
      >
        <PerPeriodBars
          data={series}
          height={240}
          animate={animate}
          stackId="bookings"
          bars={[
            { dataKey: 'kept', name: 'Kept', fill: CHART_COLORS.kept },
            { dataKey: 'cancelled', name: 'Cancelled', fill: CHART_COLORS.cancelled },
          ]}
        />
      </ChartFrame>

      <ChartFrame
        id="service-types"
        wide
        title="Bookings by service type"
        caption="Appointments dated in the period, most booked first."
        points={services.length}
        columns={[{ label: 'Service' }, { label: 'Booked', numeric: true }, { label: 'Cancelled', numeric: true }]}
        rows={services.map((s) => [s.serviceType, count(s.booked), count(s.cancelled)])}
        empty={services.length ? null : 'No appointments are dated in this period.'}
      >
        <ResponsiveContainer width="100%" height={Math.max(140, services.length * 34 + 50)}>
          <BarChart accessibilityLayer={false} data={services} layout="vertical" margin={{ top: 0, right: 12, bottom: 0, left: 0 }}>
            <CartesianGrid horizontal={false} />
            <XAxis type="number" allowDecimals={false} tickLine={false} />
            <YAxis type="category" dataKey="serviceType" width={narrow ? 112 : 170} tickLine={false} axisLine={false} />
            <Tooltip {...TOOLTIP} />
            <Legend itemSorter={null} />
            <Bar dataKey="kept" name="Kept" stackId="service" fill={CHART_COLORS.kept} isAnimationActive={animate} />
            <Bar dataKey="cancelled" name="Cancelled" stackId="service" fill={CHART_COLORS.cancelled} radius={[0, 3, 3, 0]} isAnimationActive={animate} />
          </BarChart>
        </ResponsiveContainer>
      </ChartFrame>
    </div>
  );
}
