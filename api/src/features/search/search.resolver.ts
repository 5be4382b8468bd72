/** The admin's search over GraphQL. */
import { Arg, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import type { SearchService } from './search.service.js';
import { SearchResults } from './search.types.js';

@Authorized()
@Resolver()
export class SearchResolver {
  constructor(private readonly service: SearchService) {}

  @Query(() => SearchResults, {
    description: 'Customers (name, email, phone in any form or its last 6 digits, a rego of theirs), vehicles (part of a rego), invoices (part of a number), job cards (id or rego) and appointments (id, or booking reference): at most 5 of each (admin).',
  })
  search(@Arg('q', () => String) q: string, @Ctx() ctx: GraphQLContext): Promise<SearchResults> {
    return this.service.search(ctx.em, q);
  }
}
