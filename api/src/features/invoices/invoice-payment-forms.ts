/**
 * A payment as either face sends it, read in the workshop's zone and dated by its today: REST's
 * body (`{ amount (dollars), method, paidAt, reference }`), GraphQL's input types.
 */
import type { InvoicePaymentService } from './invoice-payments.service.js';
import { readGraphQLPayment, readRestPayment, type PaymentDetailsInput, type PaymentInput } from './invoice-payment.inputs.js';

/** A REST body as it came; `amount`: whether it must name one (recording a payment) or not (Mark as Paid). */
export class RestPaymentBody {
  constructor(
    readonly body: Record<string, unknown>,
    readonly amount: boolean,
  ) {}
}

export type PaymentGiven = (PaymentDetailsInput & { amountCents?: number }) | RestPaymentBody | null;

export class PaymentForms {
  constructor(
    private readonly payments: Pick<InvoicePaymentService, 'today'>,
    private readonly timeZone: string,
  ) {}

  read(given: PaymentGiven): PaymentInput {
    if (given instanceof RestPaymentBody) return readRestPayment(given.body, this.payments.today(), this.timeZone, { amount: given.amount });
    return readGraphQLPayment(given ?? {}, this.payments.today(), this.timeZone);
  }
}
