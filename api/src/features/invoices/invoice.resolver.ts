/** The Invoice's fields over GraphQL (issue day, PDFs, payments, adjustment note) and its live changes, for staff. */
import { Authorized, Ctx, FieldResolver, Resolver, Root, Subscription } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { requireOfficeAdmin } from '../../edge/admin.js';
import { workshopDay } from '../../shared/time.js';
import { Invoice, InvoiceDocument } from './invoice.entity.js';
import type { InvoiceService } from './invoice.service.js';
import { InvoicePayment } from './invoice-payment.entity.js';
import { CreditNote } from './credit-note.entity.js';
import type { InvoicePaymentService } from './invoice-payments.service.js';
import { InvoiceEvent } from './invoice.types.js';

@Authorized()
@Resolver(() => Invoice)
export class InvoiceResolver {
  constructor(
    private readonly service: InvoiceService,
    private readonly paymentService: InvoicePaymentService,
    private readonly timeZone: string,
  ) {}

  @FieldResolver(() => String, { description: 'The issue date in the workshop’s time zone, yyyy-MM-dd (group by it).' })
  issueDate(@Root() invoice: Invoice): string {
    return workshopDay(invoice.issuedAt, this.timeZone).date;
  }

  @FieldResolver(() => String, { description: 'The issue date as a heading, e.g. "Monday 23 November 2026".' })
  issueDateLabel(@Root() invoice: Invoice): string {
    return workshopDay(invoice.issuedAt, this.timeZone).label;
  }

  @FieldResolver(() => [InvoiceDocument], { description: 'Every PDF of the invoice, oldest first, with its SHA-256.' })
  documents(@Root() invoice: Invoice, @Ctx() ctx: GraphQLContext): Promise<InvoiceDocument[]> {
    return this.service.documentsOf(ctx.em, invoice);
  }

  @FieldResolver(() => [InvoicePayment], { description: 'Every payment recorded, reversed ones included, by the day paid.' })
  payments(@Root() invoice: Invoice, @Ctx() ctx: GraphQLContext): Promise<InvoicePayment[]> {
    return this.paymentService.paymentsOf(ctx.em, invoice);
  }

  @FieldResolver(() => CreditNote, { nullable: true, description: 'The adjustment note that voided it (null unless voided).' })
  creditNote(@Root() invoice: Invoice, @Ctx() ctx: GraphQLContext): Promise<CreditNote | null> {
    return this.service.creditNoteOf(ctx.em, invoice);
  }

  @Subscription(() => InvoiceEvent, {
    description: 'Every invoice change: created, regenerated, resent, payment, paid, payment-reversed, payment-refunded, deleted (admin).',
    subscribe: ({ context }) => {
      const ctx = context as GraphQLContext;
      requireOfficeAdmin(ctx);
      return ctx.pubsub.iterate('invoice.changed');
    },
  })
  invoiceChanged(@Root() event: InvoiceEvent): InvoiceEvent {
    return event;
  }
}
