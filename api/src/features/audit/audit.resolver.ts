/** The audit trail over GraphQL (admin): one page, newest first, with the REST filters. */
import { Arg, Args, Authorized, Ctx, ID, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../edge/context.js';
import { PageArgs, PageOf } from '../../shared/page-type.js';
import { AuditEvent } from '../../platform/audit/audit-event.entity.js';
import { asReadBy, onlyOwnersSeeAll, type AuditService } from './audit.service.js';

@ObjectType({ description: 'One page of the audit trail, newest first.' })
export class AuditPage extends PageOf(AuditEvent) {}

@Authorized()
@Resolver()
export class AuditResolver {
  constructor(private readonly audit: AuditService) {}

  @Query(() => AuditPage, { description: 'The audit trail, newest first: filtered by person or kind of actor (staff, customer, system), kind of record, record, action and workshop days (admin).' })
  async auditEvents(
    @Ctx() ctx: GraphQLContext,
    @Arg('actorId', () => ID, { nullable: true }) actorId: string | null,
    @Arg('actorKind', () => String, { nullable: true, description: 'staff, customer or system.' }) actorKind: string | null,
    @Arg('entityType', () => String, { nullable: true }) entityType: string | null,
    @Arg('entityId', () => String, { nullable: true }) entityId: string | null,
    @Arg('action', () => String, { nullable: true }) action: string | null,
    @Arg('from', () => String, { nullable: true }) from: string | null,
    @Arg('to', () => String, { nullable: true }) to: string | null,
    @Args(() => PageArgs) page: PageArgs,
  ): Promise<AuditPage> {
    onlyOwnersSeeAll(ctx.admin, entityType, entityId);
    return asReadBy(ctx.admin, await this.audit.list(ctx.em, { actorId, actorKind, entityType, entityId, action, from, to }, { limit: page.limit ?? undefined, after: page.after }));
  }
}
