/** The customer's quote over GraphQL shows the rated checks it was sent with (public). */
import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { PublicQuote } from '../jobcards/jobcard.types.js';
import type { InspectionService } from './inspection.service.js';
import { InspectionCheckView } from './inspection.types.js';
import { quotedChecks } from './quoted-inspection.js';

@Resolver(() => PublicQuote)
export class QuoteInspectionResolver {
  constructor(private readonly inspections: InspectionService) {}

  @FieldResolver(() => [InspectionCheckView], {
    description: 'The inspection the quote was sent with: the rated checks, urgent and soon first, with the photos attached then; never what was added after it was sent (public).',
  })
  inspection(@Root() quote: PublicQuote, @Ctx() ctx: GraphQLContext): Promise<InspectionCheckView[]> {
    return quotedChecks(ctx.em, this.inspections, { id: quote.id, jobCardId: quote.jobCardId, superseded: quote.superseded, shown: quote.inspectionShown });
  }
}
