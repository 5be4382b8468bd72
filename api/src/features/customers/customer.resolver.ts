/** Customers over GraphQL (admin): the list, one customer with their records, edit, merge. */
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { PageArgs } from '../../shared/page-type.js';
import type { GraphQLContext } from '../../edge/context.js';
import { Customer } from './customer.entity.js';
import { CustomerDetails, CustomerFilter } from './customer.inputs.js';
import type { CustomerService } from './customer.service.js';
import { CustomerPage, CustomerView } from './customer.types.js';

@Authorized()
@Resolver(() => Customer)
export class CustomerResolver {
  constructor(private readonly service: CustomerService) {}

  @Query(() => CustomerPage, {
    description: 'Customers, newest activity first, found by the filter’s q, one page at a time (admin). limit: 1 to 500, default 100.',
  })
  customers(
    @Arg('filter', () => CustomerFilter, { nullable: true }) filter: CustomerFilter | null,
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CustomerPage> {
    return this.service.list(ctx.em, { q: filter?.q, ...page });
  }

  @Query(() => CustomerView, { description: 'One customer with their vehicles, time line and totals (admin).' })
  customer(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<CustomerView> {
    return this.service.get(ctx.em, id);
  }

  @Mutation(() => Customer, { description: 'Changes a customer’s name, email, phone or notes (admin).' })
  updateCustomer(@Arg('id', () => ID) id: string, @Arg('input', () => CustomerDetails) input: CustomerDetails, @Ctx() ctx: GraphQLContext): Promise<Customer> {
    return this.service.update(ctx.em, id, input);
  }

  @Mutation(() => Customer, { description: 'Moves everything of customer `otherId` to customer `id` and removes `otherId` (admin).' })
  mergeCustomers(@Arg('id', () => ID) id: string, @Arg('otherId', () => ID) otherId: string, @Ctx() ctx: GraphQLContext): Promise<Customer> {
    return this.service.merge(ctx.em, id, otherId);
  }
}
