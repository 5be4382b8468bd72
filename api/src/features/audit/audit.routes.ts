/** The audit trail over REST (admin): newest first, filtered, one keyset page with a `Link` to the next. */
import type { FastifyInstance } from 'fastify';
import { asReadBy, onlyOwnersSeeAll } from './audit.service.js';
import { AppError } from '../../shared/errors.js';
import { nextPageLink } from '../../shared/paging.js';
import type { AuditEvent } from '../../platform/audit/audit-event.entity.js';
import type { AuditService } from './audit.service.js';

type Query = Record<'actorId' | 'actorKind' | 'entityType' | 'entityId' | 'action' | 'from' | 'to' | 'limit' | 'cursor', string | string[] | undefined>;

function single(value: string | string[] | undefined, name: string): string | undefined {
  if (Array.isArray(value)) throw AppError.badInput(`${name} must be given once.`);
  return value;
}

export const auditJson = (e: AuditEvent) => ({
  id: String(e.id),
  at: e.at.toISOString(),
  actor: { kind: e.actorKind, id: e.actorId ?? null, name: e.actorName, ip: e.ip ?? null },
  action: e.action,
  entityType: e.entityType,
  entityId: e.entityId ?? null,
  summary: e.summary,
  changes: e.changes ?? {},
});

export function auditRoutes(app: FastifyInstance, audit: AuditService): void {
  app.get<{ Querystring: Query }>('/api/admin/audit', { config: { admin: true } }, async (request, reply) => {
    const q = request.query;
    onlyOwnersSeeAll(request.admin, single(q.entityType, 'entityType'), single(q.entityId, 'entityId'));
    const page = asReadBy(request.admin, await audit.list(
      request.em,
      {
        actorId: single(q.actorId, 'actorId'),
        actorKind: single(q.actorKind, 'actorKind'),
        entityType: single(q.entityType, 'entityType'),
        entityId: single(q.entityId, 'entityId'),
        action: single(q.action, 'action'),
        from: single(q.from, 'from'),
        to: single(q.to, 'to'),
      },
      { limit: single(q.limit, 'limit'), after: single(q.cursor, 'cursor') },
    ));
    const link = nextPageLink('/api/admin/audit', q as Record<string, unknown>, page.nextCursor);
    if (link) reply.header('link', link);
    return page.items.map(auditJson);
  });
}
