/** The customer's side over GraphQL, no token: the service terms, signing, and the quote decision. */
import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { MessageResult } from '../../shared/message-result.js';
import type { JobCardCustomerService } from './jobcard-customer.service.js';
import { SignPolicyInput } from './jobcard.inputs.js';
import { PublicQuote, publicQuote, SigningPolicy } from './jobcard.types.js';
import { SERVICE_TERMS } from './service-terms.js';

@Resolver()
export class JobCardPublicResolver {
  constructor(private readonly customer: JobCardCustomerService) {}

  @Query(() => [String], { description: 'The ten service terms customers sign, in order.' })
  serviceTerms(): readonly string[] {
    return SERVICE_TERMS;
  }

  @Query(() => SigningPolicy, { description: 'The signing page of a job card (public, by its id).' })
  signingPolicy(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<SigningPolicy> {
    return this.customer.signingView(ctx.em, id);
  }

  @Mutation(() => MessageResult, { description: 'Accepts the service terms with a drawn signature or a typed name (public).' })
  async signPolicy(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => SignPolicyInput) input: SignPolicyInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MessageResult> {
    await ctx.limitPublicWrite();
    return new MessageResult(await this.customer.sign(ctx.em, id, input, { ip: ctx.ip, userAgent: ctx.userAgent }));
  }

  @Query(() => PublicQuote, { description: 'A quote as its customer sees it (public, by its unguessable id).' })
  async quote(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<PublicQuote> {
    return publicQuote(await this.customer.quote(ctx.em, id));
  }

  @Mutation(() => MessageResult, {
    description:
      'The customer approves a quote (public) with their name (required: BAD_USER_INPUT "Please enter your name." without it): `lines` (0-based) approves those lines only; absent, the whole quote. Optionally with a note of at most 1000 characters.',
  })
  async approveQuote(
    @Arg('id', () => ID) id: string,
    @Arg('lines', () => [Int], { nullable: true }) lines: number[] | null,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Arg('name', () => String, { nullable: true, description: 'The customer’s name, one line (required).' }) name: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MessageResult> {
    await ctx.limitPublicWrite();
    return new MessageResult((await this.customer.decide(ctx.em, id, 'approved', note, { ip: ctx.ip, userAgent: ctx.userAgent }, lines, name)).message);
  }

  @Mutation(() => MessageResult, { description: 'The customer declines a quote, optionally with a note of at most 1000 characters and their name (public).' })
  async declineQuote(
    @Arg('id', () => ID) id: string,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Arg('name', () => String, { nullable: true, description: 'The customer’s name, one line (optional).' }) name: string | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MessageResult> {
    await ctx.limitPublicWrite();
    return new MessageResult((await this.customer.decide(ctx.em, id, 'declined', note, { ip: ctx.ip, userAgent: ctx.userAgent }, undefined, name)).message);
  }
}
