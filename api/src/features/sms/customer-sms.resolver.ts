/** A customer's texts over GraphQL (admin): whether their number opted out of marketing texts. */
import { Authorized, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { Customer } from '../customers/customer.entity.js';
import type { SmsService } from './sms.service.js';

@Authorized()
@Resolver(() => Customer)
export class CustomerSmsResolver {
  constructor(private readonly service: SmsService) {}

  @FieldResolver(() => Boolean, { description: 'True when their number replied STOP: no service, registration or recommended-work reminders, or review requests, by text (other texts still go).' })
  smsOptOut(@Root() customer: Customer, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return this.service.optedOut(ctx.em, customer.phone);
  }
}
