/**
 * The invoice of an Invoiced job card: its number (a link to it in the Invoice Manager), total,
 * status, every PDF issued with its fingerprint (SHA-256), and 'Re-generate Invoice', the one action left on the
 * card: a fresh PDF with the same number (earlier PDFs are kept), after a confirmation in which
 * staff choose whether it is emailed to the customer.
 */
import { useId, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { AdminJobCardInvoiceDocument, AdminRegenerateInvoiceDocument } from '../../../gql/graphql';
import { formatMoney } from '../../../shared/money';
import { errorMessage } from '../errors';
import { formatDateTime } from '../format';
import { AdminIcon } from '../ui/AdminIcon';
import { Dialog } from '../ui/Dialog';
import { IssuedPdf } from '../ui/DocumentLinks';
import { Fact } from '../ui/Fact';
import { SubtotalRows } from '../ui/LinesEditor';
import { useNotices } from '../ui/Notices';
import { LoadFailed, LoadingState } from '../ui/States';
import { Button, ButtonLink } from '../ui/Button';

export function JobCardInvoice({ jobCardId }: { jobCardId: string }) {
  const uid = useId();
  const notices = useNotices();
  const { data, error, refetch } = useQuery(AdminJobCardInvoiceDocument, { variables: { id: jobCardId }, fetchPolicy: 'cache-and-network' });
  const [regenerate, { loading }] = useMutation(AdminRegenerateInvoiceDocument);
  const invoice = data?.jobCard.invoice;

  const [asking, setAsking] = useState(false);
  const [emailIt, setEmailIt] = useState(false);

  async function onRegenerate() {
    try {
      const { data: answer } = await regenerate({ variables: { jobCardId, email: emailIt } });
      setAsking(false);
      notices.success(answer?.regenerateInvoice.message ?? 'Invoice re-generated.');
      // The answer carries the invoice with its new PDF: the panel follows from the cache.
    } catch (failure) {
      setAsking(false);
      notices.error(failure);
    }
  }

  return (
    <section className="panel jobcard-section jobcard-invoice" aria-labelledby={`${uid}-invoice`} data-testid="jobcard-invoice">
      <h2 id={`${uid}-invoice`} className="panel__title">
        <AdminIcon name="receipt" size={18} /> Invoice
      </h2>
      {invoice ? (
        <>
          <dl className="detail-list jobcard-invoice__facts">
            <Fact term="Invoice">
              <Link to={`/admin/invoice?number=${encodeURIComponent(invoice.invoiceNumber)}`} className="mono" aria-label={`Invoice ${invoice.invoiceNumber} in the Invoice Manager`}>
                {invoice.invoiceNumber}
              </Link>
            </Fact>
            <Fact term="Status">
              {invoice.status === 'paid' ? (
                <span className="badge badge--success">Paid{invoice.paidAt ? ` ${formatDateTime(invoice.paidAt)}` : ''}</span>
              ) : invoice.partPaid ? (
                <span className="badge badge--info">Part paid: {formatMoney(invoice.amountPaidCents)} of {formatMoney(invoice.totalCents)}</span>
              ) : (
                <span className="badge badge--warning">Unpaid</span>
              )}
            </Fact>
            <Fact term="Issued">{formatDateTime(invoice.issuedAt)}</Fact>
            <Fact term="Last emailed">{invoice.sentAt ? formatDateTime(invoice.sentAt) : 'Not yet'}</Fact>
            <SubtotalRows totals={invoice} gstPercent={invoice.gstPercentage} />
            <Fact term="Total">
              <strong>{formatMoney(invoice.totalCents)}</strong>
              {invoice.pricesIncludeGst && <span className="cell-sub">Total price includes GST</span>}
            </Fact>
          </dl>
          <ul className="invoice-pdf-list" aria-label="Invoice PDFs">
            {invoice.documents.map((doc) => (
              <IssuedPdf
                key={doc.documentId}
                doc={doc}
                when={`${doc.reason === 'regenerated' ? 'Re-generated' : 'Issued'} ${formatDateTime(doc.createdAt)}`}
                label={`invoice PDF of ${formatDateTime(doc.createdAt)}`}
              />
            ))}
          </ul>
        </>
      ) : error ? (
        <LoadFailed message={errorMessage(error)} onRetry={() => void refetch().catch(() => undefined)} />
      ) : data ? (
        <p className="form-note">This job card’s invoice was deleted.</p>
      ) : (
        <LoadingState label="Loading invoice…" />
      )}
      <div className="jobcard-actions">
        {invoice && (
          <ButtonLink to={`/admin/invoice?number=${encodeURIComponent(invoice.invoiceNumber)}`}>
            <AdminIcon name="receipt" size={18} /> Open in Invoice Manager
          </ButtonLink>
        )}
        <Button
          variant="primary"
          onClick={() => {
            setEmailIt(false);
            setAsking(true);
          }}
          disabled={loading || !invoice}
        >
          {loading ? <span className="aspinner aspinner--small" aria-hidden="true" /> : <AdminIcon name="refresh" size={18} />}
          Re-generate Invoice
        </Button>
      </div>
      {asking && invoice && (
        <Dialog
          title="Re-generate invoice?"
          size="small"
          role="alertdialog"
          describedBy={`${uid}-regenerate`}
          busy={loading}
          onClose={() => setAsking(false)}
          footer={
            <>
              <Button onClick={() => setAsking(false)} disabled={loading} data-autofocus>
                Cancel
              </Button>
              <Button variant="primary" onClick={() => void onRegenerate()} disabled={loading}>
                {loading && <span className="aspinner aspinner--small" aria-hidden="true" />}
                {emailIt ? 'Re-generate and email' : 'Re-generate'}
              </Button>
            </>
          }
        >
          <p id={`${uid}-regenerate`} className="confirm__message">
            A fresh PDF of invoice {invoice.invoiceNumber} is made from the stored invoice, with the same number. The earlier PDFs are kept.
          </p>
          <label className="check-label">
            <input type="checkbox" checked={emailIt} onChange={(e) => setEmailIt(e.target.checked)} disabled={loading} />
            Email it to {invoice.customerEmail}
          </label>
        </Dialog>
      )}
    </section>
  );
}
