/** The actions the invoices feature writes into the audit trail, in the words staff read them in. */
import { auditActions } from '../../platform/audit/audit-actions.js';

export const INVOICE_AUDIT_ACTIONS = [
  ...auditActions('invoice', {
    'invoice.created': 'Invoice issued',
    'invoice.regenerated': 'Invoice re-generated',
    'invoice.resent': 'Invoice resent',
    'invoice.payment': 'Payment recorded',
    'invoice.paid': 'Invoice paid',
    'invoice.payment_reversed': 'Payment reversed',
    'invoice.payment_refunded': 'Card payment refunded in part',
    'invoice.deleted': 'Invoice deleted',
    'invoice.exported': 'Invoices exported',
  }),
];
