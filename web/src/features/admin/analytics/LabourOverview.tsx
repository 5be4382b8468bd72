/**
 * Labour: what the period's jobs earned against the time clocked on them. Hours sold (the labour
 * lines of the invoices), hours clocked (time entries started in the period), efficiency (sold ÷
 * clocked), the average repair order excluding GST and the cars invoiced; then each technician's.
 */
import { DataTable, type Column } from '../ui/DataTable';
import { Panel } from '../ui/Panel';
import { EmptyState } from '../ui/States';
import { Card, type Figures } from './AnalyticsOverview';
import { count, hours, money, ratio } from './analytics-format';

type Technician = Figures['labourAnalytics']['technicians'][number];

const COLUMNS: ReadonlyArray<Column<Technician>> = [
  { header: 'Technician', cell: (t) => t.name },
  { header: 'Hours sold', cell: (t) => hours(t.hoursSold), kind: 'num' },
  { header: 'Hours clocked', cell: (t) => hours(t.hoursClocked), kind: 'num' },
  { header: 'Efficiency', cell: (t) => ratio(t.efficiency), kind: 'num' },
];

export function LabourOverview({ figures }: { figures: Figures }) {
  const l = figures.labourAnalytics;
  const assigned = l.technicians.reduce((sum, t) => sum + t.hoursSold, 0);
  const unassigned = Math.round((l.labourHoursSold - assigned) * 100) / 100;
  return (
    <Panel className="overview labour-overview" title="Labour" actions={<span className="overview__basis">Sold on invoices, clocked on jobs</span>} data-testid="labour-overview">
      <ul className="figure-grid figure-grid--five">
        <Card id="hours-sold" label="Hours sold" value={hours(l.labourHoursSold)} icon="wrench" tone="blue">
          labour lines of the invoices
        </Card>
        <Card id="hours-clocked" label="Hours clocked" value={hours(l.labourHoursClocked)} icon="clock" tone="violet">
          time entries started in the period
        </Card>
        <Card id="efficiency" label="Efficiency" value={ratio(l.efficiency)} icon="pulse" tone="green">
          {l.efficiency === null ? 'nothing clocked' : 'hours sold ÷ hours clocked'}
        </Card>
        <Card id="average-repair-order" label="Average repair order" value={money(l.averageRepairOrderCents)} icon="receipt" tone="teal">
          per invoice, excl. GST
        </Card>
        <Card id="cars" label="Cars" value={count(l.carCount)} icon="car" tone="orange">
          invoiced, told apart by rego
        </Card>
      </ul>
      <div className="labour-overview__technicians">
        <h3 className="labour-overview__heading">By technician</h3>
        {l.technicians.length === 0 ? (
          <EmptyState icon="wrench">No labour clocked or sold in this period.</EmptyState>
        ) : (
          <DataTable rows={l.technicians} rowKey={(t) => t.technicianId} columns={COLUMNS} rowTestId="technician-row" caption="Labour by technician, by name" className="labour-table" />
        )}
        {unassigned > 0 && <p className="labour-overview__note">{hours(unassigned)} of the hours sold were on labour lines without a technician.</p>}
      </div>
    </Panel>
  );
}
