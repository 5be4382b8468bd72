/** Payments of an invoice (admin): Mark as Paid, a payment of part or the rest, and reversing one (owners); each operation's GraphQL field and REST route. */
import { json, messageSchema } from '../../shared/json-schema.js';
import type { FastifyRequest } from 'fastify';
import { arg, defineOperation, type ArgSpec } from '../../edge/operation.js';
import { jsonBody } from '../../edge/validate.js';
import { detailOf } from './invoice-detail.js';
import { PaymentDetailsInput, RecordPaymentInput } from './invoice-payment.inputs.js';
import { RestPaymentBody, type PaymentGiven } from './invoice-payment-forms.js';
import { InvoiceResult } from './invoice.types.js';
import { invoiceSchema } from './invoice.json.js';

const numberOf = (request: FastifyRequest) => (request.params as { invoiceNumber: string }).invoiceNumber;

/** The answer and, for REST, the invoice's detail. */
type Answered = { result: InvoiceResult; detail: () => Promise<unknown> };
const graphql = ({ result }: Answered) => result;
const answer = json.extend(messageSchema, { invoice: invoiceSchema });
const present = async ({ result, detail }: Answered) => ({ message: result.message, invoice: await detail() });

export const invoicePaymentOperations = [
  defineOperation({
    name: 'markInvoicePaid',
    kind: 'mutation',
    access: 'staff',
    description:
      'Marks an unpaid invoice as paid (a payment of the balance) and emails the customer its receipt; paid has no way back but an owner reversing a payment (admin).',
    args: {
      invoiceNumber: arg.string(),
      payment: { ...arg.optionalInput(PaymentDetailsInput), description: 'How and when; default EFTPOS, today.' } as ArgSpec<PaymentGiven>,
    },
    result: () => InvoiceResult,
    run: async (call, { invoiceNumber, payment }): Promise<Answered> => {
      const details = call.services.invoicePaymentForms.read(payment);
      const result = await call.services.invoicePayments.markPaid(call.em, invoiceNumber, details, call.caller!.username);
      return { result, detail: detailOf(call, result.invoice) };
    },
    graphql,
    rest: {
      // An optional `{ method, paidAt, reference }` (default: EFTPOS, today).
      method: 'POST',
      path: '/api/admin/invoices/mark-as-paid/:invoiceNumber',
      args: ({ request }) => ({ invoiceNumber: numberOf(request), payment: new RestPaymentBody(jsonBody(request), false) }),
      present,
      answer,
    },
  }),
  defineOperation({
    name: 'recordInvoicePayment',
    kind: 'mutation',
    access: 'staff',
    description: 'Records a payment of part (or the rest) of an unpaid invoice; the one that clears the balance makes it paid and emails the receipt (admin).',
    args: { invoiceNumber: arg.string(), input: arg.input(RecordPaymentInput) as ArgSpec<PaymentGiven> },
    result: () => InvoiceResult,
    run: async (call, { invoiceNumber, input }): Promise<Answered> => {
      const payment = call.services.invoicePaymentForms.read(input);
      const result = await call.services.invoicePayments.record(call.em, invoiceNumber, payment, call.caller!.username);
      return { result, detail: detailOf(call, result.invoice) };
    },
    graphql,
    rest: {
      method: 'POST',
      path: '/api/admin/invoices/:invoiceNumber/payments',
      status: 201,
      args: ({ request }) => ({ invoiceNumber: numberOf(request), input: new RestPaymentBody(jsonBody(request), true) }),
      present,
      answer,
    },
  }),
  defineOperation({
    name: 'reverseInvoicePayment',
    kind: 'mutation',
    access: 'owner',
    description: 'Reverses a payment recorded by mistake: kept in the record, it counts for nothing (owners).',
    args: { invoiceNumber: arg.string(), paymentId: arg.id() },
    result: () => InvoiceResult,
    run: async (call, { invoiceNumber, paymentId }): Promise<Answered> => {
      const result = await call.services.invoicePayments.reverse(call.em, invoiceNumber, paymentId, call.caller!.username);
      return { result, detail: detailOf(call, result.invoice) };
    },
    graphql,
    rest: { method: 'DELETE', path: '/api/admin/invoices/:invoiceNumber/payments/:paymentId', present, answer },
  }),
];
