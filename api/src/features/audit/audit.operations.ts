/** The audit trail (admin): one page, newest first, filtered; its GraphQL field and REST route (a `Link` to the next page). */
import { json } from '../../shared/json-schema.js';
import { ObjectType } from 'type-graphql';
import { arg, defineOperation, type ArgSpec, type Http } from '../../edge/operation.js';
import { itemsWithNextLink, pageAsked, queryValue } from '../../edge/rest-args.js';
import { AuditEvent } from '../../platform/audit/audit-event.entity.js';
import { PageArgs, PageOf } from '../../shared/page-type.js';
import { asReadBy, onlyOwnersSeeAll } from './audit.service.js';

@ObjectType({ description: 'One page of the audit trail, newest first.' })
class AuditPage extends PageOf(AuditEvent) {}

/** An entry of the audit trail as REST answers it. */
const auditSchema = json.named(
  'AuditEntry',
  json.object({
    id: json.string(),
    at: json.dateTime(),
    actor: json.object({ kind: json.string(), id: json.nullable(json.string()), name: json.string(), ip: json.nullable(json.string()) }),
    action: json.string(),
    entityType: json.string(),
    entityId: json.nullable(json.string()),
    summary: json.string(),
    changes: json.record(json.any(), { description: 'Each changed field: [before, after].' }),
  }),
);

const auditJson = (e: AuditEvent) => ({
  id: String(e.id),
  at: e.at.toISOString(),
  actor: { kind: e.actorKind, id: e.actorId ?? null, name: e.actorName, ip: e.ip ?? null },
  action: e.action,
  entityType: e.entityType,
  entityId: e.entityId ?? null,
  summary: e.summary,
  changes: e.changes ?? {},
});

/** The REST query's filters; a caller who may not read the whole trail is refused before the rest is read. */
function restFilters(http: Http) {
  const entityType = queryValue(http, 'entityType');
  const entityId = queryValue(http, 'entityId');
  onlyOwnersSeeAll(http.request.admin, entityType, entityId);
  return {
    actorId: queryValue(http, 'actorId'),
    actorKind: queryValue(http, 'actorKind'),
    entityType,
    entityId,
    action: queryValue(http, 'action'),
    from: queryValue(http, 'from'),
    to: queryValue(http, 'to'),
    page: pageAsked(http) as PageArgs,
  };
}

export const auditOperations = [
  defineOperation({
    name: 'auditEvents',
    kind: 'query',
    access: 'staff',
    description: 'The audit trail, newest first: filtered by person or kind of actor (staff, customer, system), kind of record, record, action and workshop days (admin).',
    args: {
      actorId: { ...arg.id(), nullable: true } as ArgSpec<string | null | undefined>,
      actorKind: { ...arg.optionalString(), description: 'staff, api-key, customer or system.' } as ArgSpec<string | null | undefined>,
      entityType: arg.optionalString(),
      entityId: arg.optionalString(),
      action: arg.optionalString(),
      from: arg.optionalString(),
      to: arg.optionalString(),
      page: arg.flat(PageArgs),
    },
    result: () => AuditPage,
    run: async ({ em, services, caller }, { page, ...filter }) => {
      onlyOwnersSeeAll(caller, filter.entityType, filter.entityId);
      return asReadBy(caller, await services.audit.list(em, filter, { limit: page.limit ?? undefined, after: page.after }));
    },
    rest: {
      method: 'GET',
      path: '/api/admin/audit',
      args: restFilters,
      present: (page, http) => itemsWithNextLink(page, http, auditJson),
      answer: json.array(auditSchema),
    },
  }),
];
