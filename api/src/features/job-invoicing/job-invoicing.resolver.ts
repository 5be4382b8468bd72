/** A job card's invoicing fields over GraphQL for staff: its prices' GST basis and its invoice. */
import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { Invoice } from '../invoices/invoice.entity.js';
import type { InvoiceService } from '../invoices/invoice.service.js';
import { JobCard } from '../jobcards/jobcard.entity.js';
import type { JobInvoicingService } from './job-invoicing.service.js';

@Authorized()
@Resolver(() => JobCard)
export class JobInvoicingResolver {
  constructor(
    private readonly invoicing: JobInvoicingService,
    private readonly invoices: InvoiceService,
  ) {}

  @FieldResolver(() => Boolean, { description: 'Whether this card’s prices include GST: the approved quote’s basis, else the workshop’s pricing setting (what its next quote and its invoice take).' })
  pricesIncludeGst(@Root() card: JobCard, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return this.invoicing.basisOf(ctx.em, card);
  }

  @FieldResolver(() => Invoice, { nullable: true, description: 'The invoice generated from this card (null until it is invoiced, or once that invoice is deleted).' })
  invoice(@Root() card: JobCard, @Ctx() ctx: GraphQLContext): Promise<Invoice | null> {
    return this.invoices.ofJobCard(ctx.em, card._id);
  }
}
