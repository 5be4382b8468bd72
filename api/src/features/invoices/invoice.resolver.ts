/** Invoices over GraphQL for staff: the Invoice History, actions, PDF and export links, live changes. */
import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import { sessionOf } from '../../edge/admin.js';
import type { GraphQLContext } from '../../edge/context.js';
import { AppError } from '../../shared/errors.js';
import type { Events } from '../../shared/pubsub.js';
import { workshopDay } from '../../shared/time.js';
import { MessageResult } from '../../shared/message-result.js';
import { DocumentDisposition, DocumentLinkResult } from '../documents/public.js';
import { Invoice, InvoiceDocument } from './invoice.entity.js';
import { readRange, type InvoiceLinks } from './invoice-links.js';
import { GenerateInvoiceInput, InvoiceFilter } from './invoice.inputs.js';
import type { InvoiceService } from './invoice.service.js';
import { InvoiceEvent, InvoiceExportFormat, InvoiceExportSummary, InvoicePage, InvoiceResult, XeroAmounts } from './invoice.types.js';

@Authorized()
@Resolver(() => Invoice)
export class InvoiceResolver {
  constructor(
    private readonly service: InvoiceService,
    private readonly links: InvoiceLinks,
    private readonly timeZone: string,
  ) {}

  @Query(() => InvoicePage, { description: 'Invoice History, newest first, filtered, one page at a time (admin). limit: 1 to 500, default 100.' })
  invoices(
    @Arg('filter', () => InvoiceFilter, { nullable: true }) filter: InvoiceFilter | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Arg('after', () => String, { nullable: true, description: 'The previous page’s nextCursor.' }) after: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvoicePage> {
    return this.service.list(ctx.em, filter ?? {}, { limit, after });
  }

  @Query(() => Invoice, { description: 'One invoice by its number, e.g. "INV-000123" (admin).' })
  invoice(@Arg('invoiceNumber', () => String) invoiceNumber: string, @Ctx() ctx: GraphQLContext): Promise<Invoice> {
    return this.service.get(ctx.em, invoiceNumber);
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

  @Mutation(() => InvoiceResult, { description: 'Marks an unpaid invoice as paid and resends it to the customer; paid has no way back (admin).' })
  markInvoicePaid(@Arg('invoiceNumber', () => String) invoiceNumber: string, @Ctx() ctx: GraphQLContext): Promise<InvoiceResult> {
    return this.service.markPaid(ctx.em, invoiceNumber);
  }

  @Mutation(() => MessageResult, { description: 'Deletes an invoice for good; its number is never used again (admin).' })
  async deleteInvoice(@Arg('invoiceNumber', () => String) invoiceNumber: string, @Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    return new MessageResult(await this.service.delete(ctx.em, invoiceNumber));
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

  @Subscription(() => InvoiceEvent, {
    description: 'Every invoice change: created, regenerated, resent, paid, deleted (admin).',
    subscribe: ({ context }) => {
      const ctx = context as GraphQLContext;
      if (!ctx.admin) throw AppError.unauthenticated(ctx.authError ?? 'Please sign in to continue.');
      return ctx.pubsub.iterate('invoice.changed');
    },
  })
  invoiceChanged(@Root() event: Events['invoice.changed']): InvoiceEvent {
    return { invoiceNumber: event.invoiceNumber, kind: event.kind };
  }
}
