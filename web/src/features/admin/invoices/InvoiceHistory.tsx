/**
 * Invoice History: filters (customer name, car rego, invoice number, status All/Paid/Unpaid, and
 * whether voided invoices show), the
 * invoices grouped by issue date (newest first), and the next page loaded as the list's end
 * scrolls into view (or with 'Load more invoices').
 */
import { useId } from 'react';
import type { InvoiceStatus } from '../../../gql/graphql';
import { AdminIcon } from '../ui/AdminIcon';
import { DayGroup } from '../ui/DayGroup';
import { PagedRows } from '../ui/MorePages';
import { RegoLink } from '../ui/RegoLink';
import { InvoiceTable } from './InvoiceTable';
import type { useInvoiceActions } from './use-invoice-actions';
import { groupByIssueDate, type InvoiceRow, type useInvoicePages } from './use-invoice-pages';
import { Field } from '../ui/Field';

export interface InvoiceFilterText {
  customerName: string;
  carRego: string;
  invoiceNumber: string;
  status: InvoiceStatus | '';
  /** Also the voided invoices (deleted after they were sent). */
  includeVoided: boolean;
}

interface InvoiceHistoryProps {
  filters: InvoiceFilterText;
  onFilters: (filters: InvoiceFilterText) => void;
  pages: ReturnType<typeof useInvoicePages>;
  /** The rows shown answer filters other than those typed; the next page waits for the new answer. */
  settling: boolean;
  actions: ReturnType<typeof useInvoiceActions>;
  onOpen: (invoice: InvoiceRow) => void;
  onResend: (invoice: InvoiceRow) => void;
}

export function InvoiceHistory({ filters, onFilters, pages, settling, actions, onOpen, onResend }: InvoiceHistoryProps) {
  const uid = useId();
  const set = (patch: Partial<InvoiceFilterText>) => onFilters({ ...filters, ...patch });
  const rego = filters.carRego.trim();

  return (
    <>
      <section className="panel list-filters" aria-label="Filter invoices">
        <Field id={`${uid}-name`} label="Filter by customer name">
          <input id={`${uid}-name`} type="search" value={filters.customerName} onChange={(e) => set({ customerName: e.target.value })} placeholder="e.g. Nguyen" />
        </Field>
        <Field id={`${uid}-rego`} label="Filter by car rego">
          <input id={`${uid}-rego`} type="search" value={filters.carRego} onChange={(e) => set({ carRego: e.target.value })} placeholder="e.g. ABC123" />
          {rego && (
            <span className="filter-hint">
              <AdminIcon name="car" size={16} /> Vehicle history: <RegoLink rego={rego} />
            </span>
          )}
        </Field>
        <Field id={`${uid}-number`} label="Filter by invoice number">
          <input id={`${uid}-number`} type="search" value={filters.invoiceNumber} onChange={(e) => set({ invoiceNumber: e.target.value })} placeholder="e.g. INV-000123" />
        </Field>
        <Field id={`${uid}-status`} label="Filter by status">
          <select id={`${uid}-status`} value={filters.status} onChange={(e) => set({ status: e.target.value as InvoiceStatus | '' })}>
            <option value="">All</option>
            <option value="paid">Paid</option>
            <option value="unpaid">Unpaid</option>
          </select>
        </Field>
        <label className="check-label list-filters__check">
          <input type="checkbox" checked={filters.includeVoided} onChange={(e) => set({ includeVoided: e.target.checked })} />
          <span>Show voided invoices</span>
        </label>
      </section>

      <PagedRows
        pages={pages}
        settling={settling}
        noun={['invoice', 'invoices']}
        emptyIcon="receipt"
      >
        {(rows) =>
          groupByIssueDate(rows).map((day) => (
            <DayGroup key={day.date} day={`invoices-${day.date}`} label={day.label} count={day.rows.length} noun={['invoice', 'invoices']}>
              <InvoiceTable rows={day.rows} actions={actions} onOpen={onOpen} onResend={onResend} />
            </DayGroup>
          ))
        }
      </PagedRows>
    </>
  );
}
