/** Job invoicing over GraphQL for staff: complete and invoice, re-generate, and a job card's invoice. */
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { Invoice } from '../invoices/invoice.entity.js';
import type { InvoiceService } from '../invoices/invoice.service.js';
import { InvoiceResult } from '../invoices/invoice.types.js';
import { JobCard } from '../jobcards/jobcard.entity.js';
import { JobCardItemInput } from '../jobcards/public.js';
import { CompleteJobInput } from './job-invoicing.inputs.js';
import { CompletionFacts } from './completion-preview.js';
import type { JobInvoicingService } from './job-invoicing.service.js';

@Authorized()
@Resolver(() => JobCard)
export class JobInvoicingResolver {
  constructor(
    private readonly invoicing: JobInvoicingService,
    private readonly invoices: InvoiceService,
  ) {}

  @Mutation(() => InvoiceResult, { description: 'Complete Job & Generate Invoice: the card becomes Invoiced, its invoice is stored and emailed (admin).' })
  completeJobAndInvoice(
    @Arg('jobCardId', () => ID) jobCardId: string,
    @Arg('gstIncluded', () => Boolean, { nullable: true, description: 'True when the prices include GST; absent: an approved quote’s basis, else the workshop’s pricing setting. An approved quote’s basis always wins.' }) gstIncluded: boolean | null,
    @Arg('finalItems', () => [JobCardItemInput], { nullable: true, description: 'Absent: the card’s saved lines.' }) finalItems: JobCardItemInput[] | null,
    @Arg('mechanicNotes', () => String, { nullable: true, description: 'Absent: the card’s saved notes.' }) mechanicNotes: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvoiceResult> {
    const input = Object.assign(new CompleteJobInput(), { gstIncludedInEstimate: gstIncluded, finalItems, mechanicNotes });
    return this.invoicing.completeJob(ctx.em, jobCardId, input);
  }

  @Query(() => CompletionFacts, { description: 'What Complete Job & Generate Invoice would issue from the card’s saved lines: totals, basis, declined and added lines, missing business details (admin; issues nothing).' })
  jobCompletionPreview(@Arg('jobCardId', () => ID) jobCardId: string, @Ctx() ctx: GraphQLContext): Promise<CompletionFacts> {
    return this.invoicing.preview(ctx.em, jobCardId);
  }

  @Mutation(() => InvoiceResult, { description: 'Re-generate Invoice (Invoiced cards only): a fresh PDF with the same number, emailed again unless email is false; earlier PDFs are kept (admin).' })
  regenerateInvoice(
    @Arg('jobCardId', () => ID) jobCardId: string,
    @Arg('email', () => Boolean, { nullable: true, description: 'Email the new PDF to the customer (default true).' }) email: boolean | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InvoiceResult> {
    return this.invoicing.regenerate(ctx.em, jobCardId, { email: email ?? true });
  }

  @FieldResolver(() => Boolean, { description: 'Whether this card’s prices include GST: the approved quote’s basis, else the workshop’s pricing setting (what its next quote and its invoice take).' })
  pricesIncludeGst(@Root() card: JobCard, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return this.invoicing.basisOf(ctx.em, card);
  }

  @FieldResolver(() => Invoice, { nullable: true, description: 'The invoice generated from this card (null until it is invoiced, or once that invoice is deleted).' })
  invoice(@Root() card: JobCard, @Ctx() ctx: GraphQLContext): Promise<Invoice | null> {
    return this.invoices.ofJobCard(ctx.em, card._id);
  }
}
