/**
 * /admin/invoice: the Invoice Manager. 'Generate New Invoice' (opened by 'New invoice'), the Invoice History (filtered,
 * grouped by issue date, loaded page by page, live), each invoice's actions, and the CSV export.
 * /admin/invoice?number=INV-000123 (the job card's link) opens that invoice.
 */
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { InvoiceFilter } from '../../../gql/graphql';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { AdminIcon } from '../ui/AdminIcon';
import { FormToggle } from '../ui/FormToggle';
import { useNotices } from '../ui/Notices';
import { PageHeader } from '../ui/States';
import { countMatching } from '../ui/text';
import { useDebounced } from '../ui/use-debounced';
import { ExportDialog } from './ExportDialog';
import { InvoiceDialog } from './InvoiceDialog';
import { InvoiceForm } from './InvoiceForm';
import { InvoiceHistory, type InvoiceFilterText } from './InvoiceHistory';
import { ResendDialog } from './ResendDialog';
import { useInvoiceActions } from './use-invoice-actions';
import { useInvoicePages, type InvoiceRow } from './use-invoice-pages';
import { Button } from '../ui/Button';
import '../styles/admin-items.css';
import '../styles/admin-invoices.css';

function filterOf(text: InvoiceFilterText): InvoiceFilter {
  return {
    customerName: text.customerName.trim() || null,
    carRego: text.carRego.trim() || null,
    invoiceNumber: text.invoiceNumber.trim() || null,
    status: text.status || null,
    includeVoided: text.includeVoided || null,
  };
}

export default function InvoiceManagerPage({ businessName }: { businessName: string }) {
  useDocumentTitle('Invoice Manager', businessName);
  const [params] = useSearchParams();
  const linked = params.get('number')?.trim() ?? '';
  const [filters, setFilters] = useState<InvoiceFilterText>({ customerName: '', carRego: '', invoiceNumber: linked, status: '', includeVoided: false });
  const [openNumber, setOpenNumber] = useState<string | null>(linked || null);
  // Following another ?number= link while on the page opens that invoice too.
  const [seenLink, setSeenLink] = useState(linked);
  if (linked !== seenLink) {
    setSeenLink(linked);
    if (linked) {
      setFilters((f) => ({ ...f, invoiceNumber: linked }));
      setOpenNumber(linked);
    }
  }

  const text = useDebounced(filters, 300);
  const applied = filterOf(text);
  const pages = useInvoicePages(applied);
  // Typed filters not yet asked for, or asked for and not yet answered: the list shown is the previous one.
  const settling = JSON.stringify(filterOf(filters)) !== JSON.stringify(applied) || pages.stale;
  const notices = useNotices();
  const [resending, setResending] = useState<InvoiceRow | null>(null);
  const [exporting, setExporting] = useState(false);
  // The form opens on request ('New invoice'): most visits look an invoice up.
  const [formOpen, setFormOpen] = useState(false);
  const uid = useId();
  const onDeleted = (invoiceNumber: string, message: string) => {
    // Shown with the voided ones, it stays (as voided): the live change refreshes its row.
    if (!applied.includeVoided) pages.forget(invoiceNumber);
    setOpenNumber(null);
    notices.success(message);
  };
  const actions = useInvoiceActions({ onDeleted });
  const count = pages.rows?.length;
  const filtered = Boolean(applied.customerName || applied.carRego || applied.invoiceNumber || applied.status);

  async function onRefresh() {
    try {
      await pages.refetch();
    } catch (failure) {
      notices.error(failure);
    }
  }

  return (
    <div className="admin-page invoice-manager">
      <PageHeader
        title="Invoice Manager"
        description="Generate invoices, find them by customer, rego or number, resend them and mark them as paid."
        actions={
          <>
            <Button onClick={onRefresh} disabled={pages.loading}>
              <AdminIcon name="refresh" size={18} className={pages.loading && pages.rows ? 'spin' : undefined} /> Refresh
            </Button>
            <Button onClick={() => setExporting(true)} aria-haspopup="dialog">
              <AdminIcon name="download" size={18} /> Export CSV
            </Button>
            <FormToggle open={formOpen} onToggle={() => setFormOpen((open) => !open)} controls={`${uid}-new`} icon="receipt">
              New invoice
            </FormToggle>
          </>
        }
      />

      <section id={`${uid}-new`} className="panel form-panel" hidden={!formOpen} aria-labelledby={`${uid}-new-title`}>
        <h2 id={`${uid}-new-title`} className="panel__title">
          <AdminIcon name="receipt" size={18} /> Generate New Invoice
        </h2>
        <InvoiceForm onCreated={() => void pages.refetch().catch(() => undefined)} />
      </section>

      <section className="invoice-history" aria-labelledby="invoice-history-title" aria-busy={settling}>
        <header className="invoice-history__header">
          <h2 id="invoice-history-title" className="invoice-history__title">
            Invoice History
          </h2>
          {count !== undefined && (
            <p className="invoice-history__count">
              {countMatching(count, ['invoice', 'invoices'], filtered)}
              {filtered ? '' : ' shown'}
              {pages.hasMore ? ', more below' : ''}
            </p>
          )}
        </header>
        <InvoiceHistory
          filters={filters}
          onFilters={setFilters}
          pages={pages}
          settling={settling}
          actions={actions}
          onOpen={(invoice) => setOpenNumber(invoice.invoiceNumber)}
          onResend={setResending}
        />
      </section>

      {openNumber && <InvoiceDialog invoiceNumber={openNumber} onClose={() => setOpenNumber(null)} onDeleted={onDeleted} />}
      {resending && (
        <ResendDialog
          invoice={resending}
          onClose={() => setResending(null)}
          onSent={(message) => {
            setResending(null);
            notices.success(message);
          }}
        />
      )}
      {exporting && <ExportDialog onClose={() => setExporting(false)} />}
    </div>
  );
}
