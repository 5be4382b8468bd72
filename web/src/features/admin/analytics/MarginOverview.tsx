/**
 * Margin: what the period's invoices sold parts and labour for (excluding GST) against what they
 * cost the workshop (parts at their cost when fitted to the job, the technicians' time at their
 * cost rates), the gross profit and the margin; then each technician's labour sold, cost and gross
 * profit. Shown to owners and service advisers (the analytics page is theirs).
 */
import { DataTable, type Column } from '../ui/DataTable';
import { Panel } from '../ui/Panel';
import { EmptyState } from '../ui/States';
import { Card, type Figures } from './AnalyticsOverview';
import { money, percent } from './analytics-format';

type Technician = Figures['marginByTechnician']['technicians'][number];

const COLUMNS: ReadonlyArray<Column<Technician>> = [
  { header: 'Technician', cell: (t) => t.name },
  { header: 'Labour sales', cell: (t) => money(t.labourSalesCents), kind: 'num' },
  { header: 'Labour cost', cell: (t) => money(t.labourCostCents), kind: 'num' },
  { header: 'Gross profit', cell: (t) => money(t.grossProfitCents), kind: 'num' },
];

export function MarginOverview({ figures }: { figures: Figures }) {
  const m = figures.marginAnalytics;
  const technicians = figures.marginByTechnician.technicians.filter((t) => t.labourSalesCents || t.labourCostCents);
  return (
    <Panel className="overview margin-overview" title="Margin" actions={<span className="overview__basis">Excl. GST, at cost when fitted and clocked</span>} data-testid="margin-overview">
      <ul className="figure-grid">
        <Card id="parts-sales" label="Parts sales" value={money(m.partsSalesCents)} icon="receipt" tone="blue">
          part lines, excl. GST
        </Card>
        <Card id="parts-cost" label="Parts cost" value={money(m.partsCostCents)} icon="database" tone="orange">
          fitted parts at their cost then
        </Card>
        <Card id="labour-sales" label="Labour sales" value={money(m.labourSalesCents)} icon="wrench" tone="violet">
          labour lines, excl. GST
        </Card>
        <Card id="labour-cost" label="Labour cost" value={money(m.labourCostCents)} icon="clock" tone="red">
          time at the technicians’ cost rates
        </Card>
        <Card id="gross-profit" label="Gross profit" value={money(m.grossProfitCents)} icon="chart" tone="green">
          of {money(m.revenueExGstCents)} revenue, less costs
        </Card>
        <Card id="gross-margin" label="Gross margin" value={m.grossMarginPercent === null ? '—' : percent(m.grossMarginPercent)} icon="pulse" tone="teal">
          {m.grossMarginPercent === null ? 'no revenue' : 'gross profit ÷ revenue excl. GST'}
        </Card>
      </ul>
      <div className="labour-overview__technicians">
        <h3 className="labour-overview__heading">Gross profit by technician</h3>
        {technicians.length === 0 ? (
          <EmptyState icon="wrench">No labour sold or costed on this period’s invoices.</EmptyState>
        ) : (
          <DataTable rows={technicians} rowKey={(t) => t.technicianId} columns={COLUMNS} rowTestId="margin-technician-row" caption="Gross profit by technician, by name" className="labour-table" />
        )}
        <p className="labour-overview__note">
          Sundries less discounts: {money(m.otherSalesCents)}. Labour lines without a technician count in the figures above, not in the table.
        </p>
      </div>
    </Panel>
  );
}
