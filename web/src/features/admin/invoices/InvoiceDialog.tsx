/**
 * One invoice in full: customer, lines, subtotal, GST and total as the PDF prints them, when it was
 * sent and paid, its payments and balance, the job card it came from, every PDF issued (the receipt
 * included) with its fingerprint (SHA-256), and the actions.
 */
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { LinesTable } from '../../../components/LinesTable';
import { LineFacts } from '../ui/LineFacts';
import { AdminInvoiceDocument, type AdminInvoiceDetailFragment } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money';
import { errorMessage } from '../errors';
import { formatDateTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { Dialog, DialogBody, DialogFooter } from '../ui/Dialog';
import { IssuedPdf } from '../ui/DocumentLinks';
import { Fact } from '../ui/Fact';
import { TotalsBlock } from '../ui/LinesEditor';
import { useNotices } from '../ui/Notices';
import { CustomerLink } from '../ui/CustomerLink';
import { RegoLink } from '../ui/RegoLink';
import { LoadFailed, LoadingState } from '../ui/States';
import { InvoiceStatusBadge } from './InvoiceTable';
import { ResendDialog } from './ResendDialog';
import { OWNER_VOIDS_PAID, useInvoiceActions } from './use-invoice-actions';
import { InvoicePayments } from './InvoicePayments';
import { PaymentDialog } from './PaymentDialog';
import { HistoryPanel } from '../audit/HistoryPanel';
import { Button } from '../ui/Button';
import { FieldValue } from '../ui/Field';

interface InvoiceDialogProps {
  invoiceNumber: string;
  onClose: () => void;
  /** After a delete: the dialog closes and the page says so. */
  onDeleted: (invoiceNumber: string, message: string) => void;
}

export function InvoiceDialog({ invoiceNumber, onClose, onDeleted }: InvoiceDialogProps) {
  return (
    <Dialog title={`Invoice ${invoiceNumber}`} onClose={onClose} size="large">
      <InvoiceView invoiceNumber={invoiceNumber} onClose={onClose} onDeleted={onDeleted} />
    </Dialog>
  );
}

function InvoiceView({ invoiceNumber, onClose, onDeleted }: InvoiceDialogProps) {
  const { data, error, refetch } = useQuery(AdminInvoiceDocument, { variables: { invoiceNumber }, fetchPolicy: 'cache-and-network' });
  const notices = useNotices();
  const actions = useInvoiceActions({ onDeleted });
  const [resending, setResending] = useState(false);
  const [paying, setPaying] = useState(false);
  const invoice = data?.invoice;

  return (
    <>
      <DialogBody>
        {invoice ? (
          <>
            <InvoiceDetails invoice={invoice} />
            <HistoryPanel entityType="invoice" entityId={invoice.invoiceNumber} headingLevel={3} refreshKey={invoice} />
          </>
        ) : error ? (
          <LoadFailed message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
        ) : (
          <LoadingState label="Loading invoice…" />
        )}
      </DialogBody>
      <DialogFooter>
        <Button className="dialog__secondary-close" onClick={onClose}>
          Close
        </Button>
        <span className="dialog__spacer" />
        {invoice && !invoice.voided && (
          <div className="invoice-actions">
            <Button size="small" disabled={actions.opening} aria-label={`View invoice ${invoiceNumber} PDF`} onClick={() => void actions.openPdf(invoice, 'inline')}>
              <AdminIcon name="eye" size={16} /> View
            </Button>
            <Button
              size="small"
              disabled={actions.opening}
              aria-label={`Download invoice ${invoiceNumber} PDF`}
              onClick={() => void actions.openPdf(invoice, 'attachment')}
            >
              <AdminIcon name="download" size={16} /> Download
            </Button>
            <Button size="small" onClick={() => setResending(true)}>
              <AdminIcon name="send" size={16} /> Resend
            </Button>
            {invoice.status === 'unpaid' && invoice.balanceDueCents > 0 && (
              <Button size="small" disabled={actions.busy !== null} onClick={() => setPaying(true)}>
                <AdminIcon name="receipt" size={16} /> Record payment
              </Button>
            )}
            {invoice.status === 'unpaid' && (
              <Button size="small" disabled={actions.busy !== null} onClick={() => void actions.markPaid(invoice)}>
                <AdminIcon name="check" size={16} /> Mark as Paid
              </Button>
            )}
            {actions.canDelete(invoice) ? (
              <Button variant="danger" size="small" disabled={actions.busy !== null} onClick={() => void actions.remove(invoice)}>
                <AdminIcon name="trash" size={16} /> {actions.canVoid(invoice) ? 'Void' : 'Delete'}
              </Button>
            ) : (
              <span className="form-note">{OWNER_VOIDS_PAID}</span>
            )}
          </div>
        )}
      </DialogFooter>
      {paying && invoice && (
        <PaymentDialog
          invoice={invoice}
          onClose={() => setPaying(false)}
          onRecorded={(message) => {
            setPaying(false);
            notices.success(message);
          }}
        />
      )}
      {resending && invoice && (
        <ResendDialog
          invoice={invoice}
          onClose={() => setResending(false)}
          onSent={(message) => {
            setResending(false);
            notices.success(message);
          }}
        />
      )}
    </>
  );
}

/** A voided invoice: when, by whom, and the adjustment note that cancelled it, with its PDF. */
function VoidedNote({ invoice }: { invoice: AdminInvoiceDetailFragment }) {
  const note = invoice.creditNote;
  return (
    <section aria-label="Voided" className="invoice-voided message-box">
      <p>
        <strong>Voided</strong> {invoice.voidedAt && formatDateTime(invoice.voidedAt)}
        {invoice.voidedBy && ` by ${invoice.voidedBy}`}. It was sent to the customer, so it is kept with its PDFs and payments, and counts in no export or report.
      </p>
      {note && (
        <ul className="invoice-pdfs__list">
          <IssuedPdf
            doc={{ documentId: note.documentId, sha256: note.documentSha256 }}
            when={
              <span className="cell-main">
                Adjustment note {note.creditNoteNumber} · −{formatMoney(note.totalCents)} · {formatDateTime(note.issuedAt)}
              </span>
            }
            label={`adjustment note ${note.creditNoteNumber}`}
          />
        </ul>
      )}
    </section>
  );
}

/** How each PDF of an invoice came to be. */
const PDF_REASONS: Record<string, string> = { issued: 'Issued', regenerated: 'Re-generated', receipt: 'Receipt' };

function InvoiceDetails({ invoice }: { invoice: AdminInvoiceDetailFragment }) {
  return (
    <div className="invoice-details">
      <dl className="detail-list">
        <Fact term="Customer">
          {invoice.customerName}
          <CustomerLink id={invoice.customerId} name={invoice.customerName} />
        </Fact>
        <Fact term="Email" className="invoice-details__email">
          <a href={`mailto:${invoice.customerEmail}`}>{invoice.customerEmail}</a>
        </Fact>
        <Fact term="Phone">{invoice.phoneNumber || 'N/A'}</Fact>
        <Fact term="Vehicle">
          <RegoLink rego={invoice.carRego} />
        </Fact>
        <Fact term="Issued">{formatDateTime(invoice.issuedAt)}</Fact>
        <Fact term="Status">
          <InvoiceStatusBadge invoice={invoice} /> {invoice.paidAt && <span className="cell-sub">{formatDateTime(invoice.paidAt)}</span>}
        </Fact>
        <Fact term="Balance due">{formatMoney(invoice.balanceDueCents)}</Fact>
        <Fact term="Last emailed">{invoice.sentAt ? formatDateTime(invoice.sentAt) : 'Not yet'}</Fact>
        <Fact term="Job card">{invoice.jobCardId ? <Link to={`/admin/jobcards/${invoice.jobCardId}`}>Open job card</Link> : 'None (standalone)'}</Fact>
        {invoice.xeroSync && <Fact term="Xero">{xeroSyncLabel(invoice.xeroSync)}</Fact>}
      </dl>

      <div className="table-wrap invoice-lines">
        <LinesTable
          className="data-table"
          caption={`Items of invoice ${invoice.invoiceNumber}`}
          unitClassName="nowrap"
          amountClassName="nowrap"
          rows={invoice.items.map((item) => ({
            description: item.description,
            facts: <LineFacts kind={item.kind} gstFree={item.gstFree} />,
            quantity: item.quantity,
            unitPriceCents: item.unitPriceCents,
            amountCents: item.amountCents,
          }))}
        />
      </div>

      <TotalsBlock totals={invoice} gstPercent={invoice.gstPercentage} label="Invoice totals" live={false} />
      {invoice.pricesIncludeGst && <p className="form-note invoice-details__note">Total price includes GST.</p>}

      {invoice.notes && (
        <FieldValue label="Notes">
          <p className="message-box prewrap">{invoice.notes}</p>
        </FieldValue>
      )}

      {invoice.voided && <VoidedNote invoice={invoice} />}

      <InvoicePayments invoice={invoice} />

      <section aria-label="PDFs issued" className="invoice-pdfs">
        <h3 className="invoice-pdfs__title">PDFs issued</h3>
        {invoice.documents.length === 0 ? (
          <p className="form-note">No PDF stored.</p>
        ) : (
          <ul className="invoice-pdfs__list">
            {invoice.documents.map((doc) => (
              <IssuedPdf
                key={doc.documentId}
                doc={doc}
                when={<span className="cell-main">{PDF_REASONS[doc.reason] ?? 'Issued'} {formatDateTime(doc.createdAt)}</span>}
                label={`${doc.filename} (${formatDateTime(doc.createdAt)})`}
                download={false}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** An invoice's sync to Xero, in a few words (the reason when it failed). */
function xeroSyncLabel(sync: { state: string; error?: string | null; syncedAt?: string | null }): string {
  if (sync.state === 'sent') return sync.syncedAt ? `Sent ${formatDateTime(sync.syncedAt)}` : 'Sent';
  if (sync.state === 'failed') return `Not sent: ${sync.error ?? 'failed'}`;
  return sync.error ? `Waiting to retry: ${sync.error}` : 'Waiting to be sent';
}
