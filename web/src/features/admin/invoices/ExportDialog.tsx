/**
 * 'Export CSV' for the accountant: the invoices issued in a date range, as Xero's sales invoice
 * import (one row per line; Xero takes one kind of price per file, so a range mixing prices with
 * and without GST asks which to export) or as a plain CSV (one row per invoice). The file comes
 * from a 5-minute link for exactly that export.
 */
import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AdminInvoiceExportLinkDocument, AdminInvoiceExportSummaryDocument, type InvoiceExportFormat, type XeroAmounts } from '../../../gql/graphql';
import { errorMessage } from '../errors';
import { workshopToday } from '../format';
import { Dialog, DialogBody, FormDialogFooter } from '../ui/Dialog';
import { startDownload } from '../ui/DocumentLinks';
import { useNotices } from '../ui/Notices';
import { Field } from '../ui/Field';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function invoicesText(n: number): string {
  return `${n} invoice${n === 1 ? '' : 's'}`;
}

export function ExportDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Export CSV" subtitle="Invoices issued in a date range, for the accountant" onClose={onClose} size="small">
      <ExportForm onClose={onClose} />
    </Dialog>
  );
}

function ExportForm({ onClose }: { onClose: () => void }) {
  const today = workshopToday();
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [format, setFormat] = useState<InvoiceExportFormat>('xero');
  const [amounts, setAmounts] = useState<XeroAmounts | ''>('');
  const notices = useNotices();
  const formId = useId();
  const rangeOk = DATE.test(from) && DATE.test(to) && from <= to;
  const summary = useQuery(AdminInvoiceExportSummaryDocument, { variables: { from, to }, skip: !rangeOk, fetchPolicy: 'network-only' });
  const [requestLink, { loading }] = useMutation(AdminInvoiceExportLinkDocument);
  const counts = rangeOk ? summary.data?.invoiceExportSummary : undefined;
  const mixed = Boolean(counts && counts.taxExclusive > 0 && counts.taxInclusive > 0);
  const needsKind = format === 'xero' && mixed && !amounts;

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (loading) return;
    if (!rangeOk) {
      notices.errorText('Choose a start date on or before the end date.');
      return;
    }
    if (needsKind) {
      notices.errorText('Choose which invoices to export: Xero imports one kind of price per file.');
      return;
    }
    try {
      const { data } = await requestLink({ variables: { format, from, to, amounts: format === 'xero' && amounts ? amounts : null } });
      if (!data) throw new Error('No link in the answer.');
      startDownload(data.invoiceExportLink.url);
      onClose();
    } catch (failure) {
      notices.error(failure);
    }
  }

  return (
    <>
      <DialogBody>
        <form id={formId} className="export-form" onSubmit={onSubmit}>
          <div className="export-form__dates">
            <Field id={`${formId}-from`} label="From">
              <input id={`${formId}-from`} type="date" required value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} />
            </Field>
            <Field id={`${formId}-to`} label="To">
              <input id={`${formId}-to`} type="date" required value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} />
            </Field>
          </div>
          <fieldset className="radio-group">
            <legend className="afield__label">Format</legend>
            <label>
              <input type="radio" name="format" checked={format === 'xero'} onChange={() => setFormat('xero')} />
              Xero sales invoices (one row per line)
            </label>
            <label>
              <input type="radio" name="format" checked={format === 'plain'} onChange={() => setFormat('plain')} />
              Plain CSV (one row per invoice)
            </label>
          </fieldset>
          {format === 'xero' && mixed && counts && (
            <Field id={`${formId}-amounts`} label="Which invoices? (Xero imports one kind of price per file)">
              <select id={`${formId}-amounts`} required value={amounts} onChange={(e) => setAmounts(e.target.value as XeroAmounts | '')}>
                <option value="">-- Choose --</option>
                <option value="exclusive">Prices excluding GST ({invoicesText(counts.taxExclusive)})</option>
                <option value="inclusive">Prices including GST ({invoicesText(counts.taxInclusive)})</option>
              </select>
            </Field>
          )}
          <p className="form-note export-form__summary" role="status">
            {!rangeOk
              ? 'Choose a start date on or before the end date.'
              : summary.error
                ? errorMessage(summary.error)
                : counts
                  ? counts.invoices
                    ? `${invoicesText(counts.invoices)} issued in this range.`
                    : 'No invoices were issued in this range.'
                  : 'Counting invoices…'}
          </p>
        </form>
      </DialogBody>
      <FormDialogFooter form={formId} loading={loading} onCancel={onClose} icon="download" label="Download CSV" disabled={!counts?.invoices} />
    </>
  );
}
