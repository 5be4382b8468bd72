/** The inspection over GraphQL: staff read a card's inspection and save a check (admin); the customer's quote shows its rated checks (public). */
import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { MessageResult } from '../../shared/message-result.js';
import { PublicQuote } from '../jobcards/jobcard.types.js';
import type { InspectionChecklistService } from './inspection-checklist.service.js';
import type { InspectionService } from './inspection.service.js';
import {
  checkView,
  InspectionCheckDefinition,
  InspectionCheckDefinitionInput,
  InspectionCheckInput,
  InspectionCheckView,
  inspectionView,
  JobCardInspection,
} from './inspection.types.js';
import { quotedChecks } from './quoted-inspection.js';

@Resolver()
export class InspectionResolver {
  constructor(
    private readonly inspections: InspectionService,
    private readonly checklist: InspectionChecklistService,
  ) {}

  @Authorized()
  @Query(() => [InspectionCheckDefinition], { description: 'The workshop’s list of checks, hidden ones too, in order (admin).' })
  inspectionChecks(@Ctx() ctx: GraphQLContext): Promise<InspectionCheckDefinition[]> {
    return this.checklist.checks(ctx.em);
  }

  @Authorized()
  @Mutation(() => [InspectionCheckDefinition], { description: 'Saves the whole list of checks in its order: rename, reorder, hide, add (no key); none is removed (admin).' })
  saveInspectionChecks(@Arg('checks', () => [InspectionCheckDefinitionInput]) checks: InspectionCheckDefinitionInput[], @Ctx() ctx: GraphQLContext): Promise<InspectionCheckDefinition[]> {
    return this.checklist.save(ctx.em, checks);
  }

  @Authorized()
  @Query(() => JobCardInspection, { description: 'A job card’s inspection (admin). Photos: GET their url with the admin token.' })
  async jobCardInspection(@Arg('jobCardId', () => ID) jobCardId: string, @Ctx() ctx: GraphQLContext): Promise<JobCardInspection> {
    return inspectionView(await this.inspections.inspection(ctx.em, jobCardId));
  }

  @Authorized()
  @Mutation(() => InspectionCheckView, { description: 'Saves a check’s rating, note and readings (admin); photos are uploaded over REST (multipart).' })
  async saveInspectionCheck(
    @Arg('jobCardId', () => ID) jobCardId: string,
    @Arg('key', () => String) key: string,
    @Arg('input', () => InspectionCheckInput) input: InspectionCheckInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<InspectionCheckView> {
    const body = {
      rating: input.clearRating ? null : (input.rating ?? undefined),
      note: input.note ?? undefined,
      measurements: input.readings ? Object.fromEntries(input.readings.map((r) => [r.key, r.value ?? null])) : undefined,
    };
    const item = await this.inspections.saveItem(ctx.em, jobCardId, key, body);
    return checkView(item, `/api/admin/jobcards/${jobCardId}/inspection/photos`);
  }

  @Authorized()
  @Mutation(() => MessageResult, { description: 'Deletes an inspection photo for good, for staff and the customer alike (admin).' })
  async deleteInspectionPhoto(@Arg('jobCardId', () => ID) jobCardId: string, @Arg('photoId', () => ID) photoId: string, @Ctx() ctx: GraphQLContext): Promise<MessageResult> {
    await this.inspections.deletePhoto(ctx.em, jobCardId, photoId);
    return new MessageResult('Photo deleted.');
  }
}

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
