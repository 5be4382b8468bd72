/**
 * Receivables: what customers owe now on unpaid invoices, aged by how long they are past their due
 * date (current: under 30 days or not yet due; 30+, 60+, 90+ days), in total and for the customers
 * who owe most. Read from GET /api/admin/analytics/receivables, whatever period the page shows.
 */
import { useCallback, useEffect, useState } from 'react';
import { adminHeaders } from '../session/admin-session';
import { DataTable, type Column } from '../ui/DataTable';
import { Panel } from '../ui/Panel';
import { EmptyState, LoadFailed, LoadingState } from '../ui/States';
import { count, money } from './analytics-format';

interface Ageing {
  currentCents: number;
  days30Cents: number;
  days60Cents: number;
  days90Cents: number;
  totalCents: number;
}

export interface ReceivablesAnswer {
  asOf: string;
  totals: Ageing;
  customerCount: number;
  top: Array<Ageing & { customerId: string; name: string; invoices: number }>;
}

type Row = ReceivablesAnswer['top'][number];

const AGE_COLUMNS: ReadonlyArray<Column<Ageing>> = [
  { header: 'Current', cell: (r) => money(r.currentCents), kind: 'num' },
  { header: '30+ days', cell: (r) => money(r.days30Cents), kind: 'num' },
  { header: '60+ days', cell: (r) => money(r.days60Cents), kind: 'num' },
  { header: '90+ days', cell: (r) => money(r.days90Cents), kind: 'num' },
  { header: 'Total owing', cell: (r) => money(r.totalCents), kind: 'num' },
];

const CUSTOMER_COLUMNS: ReadonlyArray<Column<Row>> = [
  { header: 'Customer', cell: (r) => (r.customerId ? <a href={`/admin/customers/${r.customerId}`}>{r.name}</a> : r.name) },
  { header: 'Invoices', cell: (r) => count(r.invoices), kind: 'num' },
  ...(AGE_COLUMNS as ReadonlyArray<Column<Row>>),
];

async function readReceivables(): Promise<ReceivablesAnswer> {
  const res = await fetch('/api/admin/analytics/receivables', { headers: adminHeaders(), credentials: 'same-origin' });
  const body = (await res.json().catch(() => ({}))) as ReceivablesAnswer & { message?: string };
  if (!res.ok) throw new Error(body.message ?? `The receivables could not be loaded (${res.status}).`);
  return body;
}

export function ReceivablesOverview({ load = readReceivables }: { load?: () => Promise<ReceivablesAnswer> }) {
  const [answer, setAnswer] = useState<ReceivablesAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useCallback(() => {
    setError(null);
    load().then(setAnswer, (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, [load]);
  useEffect(refresh, [refresh]);

  return (
    <Panel className="overview receivables-overview" title="Receivables by age" actions={<span className="overview__basis">Unpaid invoices now, by days past their due date</span>} data-testid="receivables-overview">
      {error ? (
        <LoadFailed message={error} onRetry={refresh} />
      ) : !answer ? (
        <LoadingState label="Loading receivables…" />
      ) : answer.customerCount === 0 ? (
        <EmptyState icon="check">Nothing is owing: every invoice is paid.</EmptyState>
      ) : (
        <>
          <DataTable rows={[answer.totals]} rowKey={() => 'totals'} columns={AGE_COLUMNS} rowTestId="receivables-totals" caption={`Owing by age as at ${answer.asOf}`} className="labour-table" />
          <h3 className="labour-overview__heading">
            Who owes most ({answer.top.length} of {count(answer.customerCount)} {answer.customerCount === 1 ? 'customer' : 'customers'})
          </h3>
          <DataTable rows={answer.top} rowKey={(r) => r.customerId || r.name} columns={CUSTOMER_COLUMNS} rowTestId="receivables-customer" caption="Customers who owe most, by age" className="labour-table" />
        </>
      )}
    </Panel>
  );
}
