/** The purchase order email to the supplier, its PDF attached. */
import { formatMoney } from '../../shared/money.js';
import { displayDate } from '../../shared/time.js';
import { defineLayoutTemplate } from '../../platform/mail/public.js';

export interface PurchaseOrderMailFacts {
  poNumber: string;
  supplierName: string;
  /** ISO timestamp of the sending. */
  sentAt: string;
  lineCount: number;
  totalCents: number;
  /** The order's stored PDF, attached. */
  documentId: string;
}

export const purchaseOrderMail = defineLayoutTemplate<PurchaseOrderMailFacts>({
  name: 'purchase-order.sent',
  version: 1,
  compose(f, ctx) {
    return {
      replyTo: ctx.business.email,
      subject: `Purchase order ${f.poNumber} from ${ctx.business.name}`,
      heading: `Purchase order ${f.poNumber}`,
      paragraphs: [
        `Hello ${f.supplierName},`,
        `Please supply the parts on the attached purchase order ${f.poNumber} and quote its number on your delivery docket and invoice.`,
        'Reply to this email if anything is unavailable or its price has changed.',
      ],
      details: [
        ['Order', f.poNumber],
        ['Date', displayDate(new Date(f.sentAt), ctx.timeZone)],
        ['Lines', String(f.lineCount)],
        ['Total (excl. GST)', formatMoney(f.totalCents)],
      ],
      attachments: [{ documentId: f.documentId }],
    };
  },
});
