/** Invoices over GraphQL for staff: the Invoice History, actions, PDF and export links, live changes. */
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { PageArgs } from '../../shared/page-type.js';
import { requireOwner, sessionOf } from '../../edge/admin.js';
import type { GraphQLContext } from '../../edge/context.js';
import { AppError } from '../../shared/errors.js';
import { workshopDay } from '../../shared/time.js';
import { MessageResult } from '../../shared/message-result.js';
import { DocumentDisposition, DocumentLinkResult } from '../documents/public.js';
import { Invoice, InvoiceDocument } from './invoice.entity.js';
import { readRange, type InvoiceLinks } from './invoice-links.js';
import { GenerateInvoiceInput, InvoiceFilter } from './invoice.inputs.js';
import type { InvoiceService } from './invoice.service.js';
import { InvoicePayment } from './invoice-payment.entity.js';
import { CreditNote } from './credit-note.entity.js';
import { PaymentDetailsInput, readGraphQLPayment, RecordPaymentInput } from './invoice-payment.inputs.js';
import type { InvoicePaymentService } from './invoice-payments.service.js';
import { InvoiceEvent, InvoiceExportFormat, InvoiceExportSummary, InvoicePage, InvoiceResult, XeroAmounts } from './invoice.types.js';

@Authorized()
@Resolver(() => Invoice)
export class InvoiceResolver {
  constructor(
    private readonly service: InvoiceService,
    private readonly paymentService: InvoicePaymentService,
    private readonly links: InvoiceLinks,
    private readonly timeZone: string,
  ) {}

  @Query(() => InvoicePage, { description: 'Invoice History, newest first, filtered, one page at a time (admin). limit: 1 to 500, default 100.' })
  invoices(
    @Arg('filter', () => InvoiceFilter, { nullable: true }) filter: InvoiceFilter | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvoicePage> {
    return this.service.list(ctx.em, filter ?? {}, page);
  }

  @Query(() => Invoice, { description: 'One invoice by its number, e.g. "INV-000123" (admin); a voided one only with includeVoided.' })
  invoice(
    @Arg('invoiceNumber', () => String) invoiceNumber: string,
    @Arg('includeVoided', () => Boolean, { defaultValue: false }) includeVoided: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Invoice> {
    return this.service.get(ctx.em, invoiceNumber, { includeVoided });
  }

  @Query(() => InvoiceExportSummary, { description: 'How many invoices were issued from `from` to `to` (yyyy-MM-dd, inclusive), by kind of price (admin).' })
  invoiceExportSummary(@Arg('from', () => String) from: string, @Arg('to', () => String) to: string, @Ctx() ctx: GraphQLContext): Promise<InvoiceExportSummary> {
    return this.service.exportSummary(ctx.em, readRange(from, to));
  }

  @Mutation(() => InvoiceResult, { description: 'Generate New Invoice: stores it with its PDF and emails it to the customer (admin).' })
  generateInvoice(@Arg('input', () => GenerateInvoiceInput) input: GenerateInvoiceInput, @Ctx() ctx: GraphQLContext): Promise<InvoiceResult> {
    return this.service.create(ctx.em, input);
  }

  @Mutation(() => InvoiceResult, { description: 'Emails the invoice (stored PDF attached) to the customer and any additional addresses (admin).' })
  resendInvoice(
    @Arg('invoiceNumber', () => String) invoiceNumber: string,
    @Arg('additionalEmails', () => [String], { nullable: true }) additionalEmails: string[] | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvoiceResult> {
    return this.service.resend(ctx.em, invoiceNumber, additionalEmails ?? []);
  }

  @Mutation(() => InvoiceResult, {
    description: 'Marks an unpaid invoice as paid (a payment of the balance) and emails the customer its receipt; paid has no way back but an owner reversing a payment (admin).',
  })
  markInvoicePaid(
    @Arg('invoiceNumber', () => String) invoiceNumber: string,
    @Arg('payment', () => PaymentDetailsInput, { nullable: true, description: 'How and when; default EFTPOS, today.' }) payment: PaymentDetailsInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvoiceResult> {
    const details = readGraphQLPayment(payment ?? {}, this.paymentService.today(), this.timeZone);
    return this.paymentService.markPaid(ctx.em, invoiceNumber, details, sessionOf(ctx).username);
  }

  @Mutation(() => InvoiceResult, { description: 'Records a payment of part (or the rest) of an unpaid invoice; the one that clears the balance makes it paid and emails the receipt (admin).' })
  recordInvoicePayment(
    @Arg('invoiceNumber', () => String) invoiceNumber: string,
    @Arg('input', () => RecordPaymentInput) input: RecordPaymentInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvoiceResult> {
    return this.paymentService.record(ctx.em, invoiceNumber, readGraphQLPayment(input, this.paymentService.today(), this.timeZone), sessionOf(ctx).username);
  }

  @Mutation(() => InvoiceResult, { description: 'Reverses a payment recorded by mistake: kept in the record, it counts for nothing (owners).' })
  reverseInvoicePayment(
    @Arg('invoiceNumber', () => String) invoiceNumber: string,
    @Arg('paymentId', () => ID) paymentId: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvoiceResult> {
    requireOwner(sessionOf(ctx));
    return this.paymentService.reverse(ctx.em, invoiceNumber, paymentId, sessionOf(ctx).username);
  }

  @Mutation(() => MessageResult, {
    description:
      'Deletes an invoice: one that was sent is voided (kept, cancelled by an adjustment note emailed to the customer); its number is never used again. One with a payment or Paid: owners only, its payments stay recorded (admin). The message says which happened.',
  })
  async deleteInvoice(@Arg('invoiceNumber', () => String) invoiceNumber: string, @Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    return new MessageResult(await this.service.delete(ctx.em, invoiceNumber, sessionOf(ctx)));
  }

  @Mutation(() => DocumentLinkResult, {
    description: 'A View or Download link to the invoice’s current PDF (/api/admin/invoices/view|download/{n}), valid for 5 minutes (admin).',
  })
  async invoicePdfLink(
    @Arg('invoiceNumber', () => String) invoiceNumber: string,
    @Arg('disposition', () => DocumentDisposition, { defaultValue: DocumentDisposition.inline }) disposition: DocumentDisposition,
    @Ctx() ctx: GraphQLContext,
  ): Promise<DocumentLinkResult> {
    return this.links.pdfLink(ctx.em, invoiceNumber, disposition, sessionOf(ctx));
  }

  @Mutation(() => DocumentLinkResult, {
    description: 'A link (valid 5 minutes) to the CSV export of the invoices issued from `from` to `to` (yyyy-MM-dd, inclusive, workshop time) (admin).',
  })
  invoiceExportLink(
    @Arg('format', () => InvoiceExportFormat) format: InvoiceExportFormat,
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
    @Arg('amounts', () => XeroAmounts, {
      nullable: true,
      description: 'xero only: Xero imports prices of one kind per file. Absent: the kind the invoices in the range share (400 when they mix).',
    })
    amounts: XeroAmounts | null,
    @Ctx() ctx: GraphQLContext,
  ): DocumentLinkResult {
    return this.links.exportLink(format, from, to, amounts, sessionOf(ctx));
  }

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
    description: 'Every invoice change: created, regenerated, resent, payment, paid, payment-reversed, deleted (admin).',
    subscribe: ({ context }) => {
      const ctx = context as GraphQLContext;
      if (!ctx.admin) throw AppError.unauthenticated(ctx.authError ?? 'Please sign in to continue.');
      return ctx.pubsub.iterate('invoice.changed');
    },
  })
  invoiceChanged(@Root() event: InvoiceEvent): InvoiceEvent {
    return event;
  }
}
