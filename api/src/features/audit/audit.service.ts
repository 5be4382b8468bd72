/**
 * Reading the audit trail: newest first, filtered by person (or kind of actor), kind of record,
 * record, action and dates (workshop days), in keyset pages. Writing it is the change unit's
 * (platform/changes/change-unit.ts).
 */
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActorKind } from '../../shared/actor.js';
import { requireOwner } from '../../edge/admin.js';
import { AppError } from '../../shared/errors.js';
import { decodeCursor, pageOf, readLimit, type Page } from '../../shared/paging.js';
import { addDays, fromLocal, isIsoDate } from '../../shared/time.js';
import type { AuditActionKind } from '../../platform/audit/audit-actions.js';
import { AuditEvent } from '../../platform/audit/audit-event.entity.js';

export interface AuditFilter {
  actorId?: string | null;
  /** staff, customer or system. */
  actorKind?: string | null;
  entityType?: string | null;
  entityId?: string | null;
  action?: string | null;
  /** yyyy-MM-dd, workshop days, both included. */
  from?: string | null;
  to?: string | null;
}

const KEY = /^[\w.-]{1,64}$/;

/** The kinds of record whose history every member of staff reads (the History panels); other kinds are owners'. */
const STAFF_HISTORIES: readonly string[] = ['job_card', 'invoice', 'appointment', 'customer'];

/** Who reads the trail: the signed-in account's id, and whether it is an owner's. */
export interface AuditReader {
  sub?: string;
  owner?: boolean;
}

/**
 * The whole trail is for owners; other staff read one record's history (a History panel): with
 * both entityType and entityId given, of a job card, invoice, appointment or customer, or their
 * own account's (its sign-ins and sessions: another account's, with its addresses, is an
 * owner's). 403 otherwise.
 */
export function onlyOwnersSeeAll(caller: AuditReader | null, entityType: string | null | undefined, entityId: string | null | undefined): void {
  if (caller?.owner) return;
  if (!entityType || !entityId) return requireOwner(caller);
  const own = entityType === 'user' && caller?.sub !== undefined && entityId === caller.sub;
  if (!own && !STAFF_HISTORIES.includes(entityType)) requireOwner(caller);
}

/**
 * The page as `caller` may read it: for staff who are not owners, another member of staff's
 * address is left out (where someone signs in from is an owner's to see); customers' stay, as
 * on the record they dealt with.
 */
export function asReadBy(caller: AuditReader | null, page: Page<AuditEvent>): Page<AuditEvent> {
  if (caller?.owner) return page;
  const hidden = (e: AuditEvent) => e.actorKind === 'staff' && e.ip && e.actorId !== caller?.sub;
  if (!page.items.some(hidden)) return page;
  // Copies, not the managed rows: the trail is append-only, and a flush must find nothing changed.
  const items = page.items.map((e) => (hidden(e) ? Object.assign(new AuditEvent(), { ...pick(e), ip: null }) : e));
  return { ...page, items };
}

const pick = (e: AuditEvent) => ({
  id: e.id,
  at: e.at,
  actorKind: e.actorKind,
  actorId: e.actorId,
  actorName: e.actorName,
  action: e.action,
  entityType: e.entityType,
  entityId: e.entityId,
  summary: e.summary,
  changes: e.changes,
});
const ACTOR_KINDS: readonly string[] = ['staff', 'api-key', 'customer', 'system'] satisfies ActorKind[];

function key(value: unknown, name: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !KEY.test(value)) throw AppError.badInput(`${name} must be letters, digits, '.', '-' or '_' (at most 64).`);
  return value;
}

function day(value: unknown, name: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (!isIsoDate(value)) throw AppError.badInput(`${name} must be a date written yyyy-MM-dd.`);
  return value;
}

export class AuditService {
  constructor(
    private readonly timeZone: string,
    /** Every action the features write, in words (their declarations). */
    readonly actions: readonly AuditActionKind[] = [],
  ) {}

  async list(em: EntityManager, filter: AuditFilter, paging: { limit?: unknown; after?: unknown }): Promise<Page<AuditEvent>> {
    const limit = readLimit(paging.limit);
    const after = decodeCursor(paging.after, /^\d{1,19}$/);
    const from = day(filter.from, 'from');
    const to = day(filter.to, 'to');
    if (from && to && from > to) throw AppError.badInput('The start date must not be after the end date.');
    const where: Record<string, unknown> = {};
    if (filter.actorKind !== undefined && filter.actorKind !== null && filter.actorKind !== '') {
      if (!ACTOR_KINDS.includes(filter.actorKind)) throw AppError.badInput('actorKind must be staff, api-key, customer or system.');
      where.actorKind = filter.actorKind;
    }
    for (const [field, name] of [
      ['actorId', 'actorId'],
      ['entityType', 'entityType'],
      ['entityId', 'entityId'],
      ['action', 'action'],
    ] as const) {
      const value = key(filter[field], name);
      if (value) where[field] = value;
    }
    const at: Record<string, Date> = {};
    if (from) at.$gte = fromLocal(from, '00:00', this.timeZone);
    if (to) at.$lt = fromLocal(addDays(to, 1), '00:00', this.timeZone);
    const and: object[] = [];
    if (Object.keys(at).length) and.push({ at });
    if (after) and.push({ $or: [{ at: { $lt: after.at } }, { at: after.at, id: { $lt: after.tie } }] });
    const rows = await em.find(AuditEvent, { ...where, ...(and.length ? { $and: and } : {}) }, { orderBy: { at: 'desc', id: 'desc' }, limit: limit + 1 });
    return pageOf(rows, limit, (e) => ({ at: e.at, tie: String(e.id) }));
  }
}
