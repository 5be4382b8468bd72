/** A job card's invoice, as a field of the job card (admin): its number, totals and PDFs once the card is invoiced. */
import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { JobCard } from '../jobcards/jobcard.entity.js';
import { Invoice } from './invoice.entity.js';
import type { InvoiceService } from './invoice.service.js';

@Authorized()
@Resolver(() => JobCard)
export class JobCardInvoiceResolver {
  constructor(private readonly service: InvoiceService) {}

  @FieldResolver(() => Invoice, { nullable: true, description: 'The invoice generated from this card (null until it is invoiced, or once that invoice is deleted).' })
  invoice(@Root() card: JobCard, @Ctx() ctx: GraphQLContext): Promise<Invoice | null> {
    return this.service.ofJobCard(ctx.em, card._id);
  }
}
