/**
 * The Activity page's filters, kept in the page's address so a view can be bookmarked or shared:
 * ?who=staff|customer|system or a staff account's id, &kind=<kind of record>, &action=<action>,
 * &from=yyyy-MM-dd&to=yyyy-MM-dd (workshop days, both included). Anything malformed is ignored.
 */
import type { ActorKind } from './audit-records';
import type { AuditFilter } from './use-audit-pages';

export interface ActivityFilters {
  /** '' (everyone), a kind of actor, or a staff account's id. */
  who: string;
  kind: string;
  action: string;
  from: string;
  to: string;
}

export const NO_FILTERS: ActivityFilters = { who: '', kind: '', action: '', from: '', to: '' };

const ACTOR_KINDS: readonly string[] = ['staff', 'api-key', 'customer', 'system'] satisfies ActorKind[];
const KEY = /^[\w.-]{1,64}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const keyOr = (value: string | null) => (value && KEY.test(value) ? value : '');
const dayOr = (value: string | null) => (value && DAY.test(value) ? value : '');

export function filtersFromParams(params: URLSearchParams): ActivityFilters {
  return { who: keyOr(params.get('who')), kind: keyOr(params.get('kind')), action: keyOr(params.get('action')), from: dayOr(params.get('from')), to: dayOr(params.get('to')) };
}

/** The address's query for `filters`: only the filters set, in a fixed order. */
export function paramsOf(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['who', 'kind', 'action', 'from', 'to'] as const) {
    if (filters[name]) params.set(name, filters[name]);
  }
  return params;
}

/** The trail's query for `filters`: a kind of actor or one person, and the rest as they are. */
export function auditFilterOf(filters: ActivityFilters): AuditFilter {
  const kind = ACTOR_KINDS.includes(filters.who) ? filters.who : null;
  return {
    actorKind: kind,
    actorId: !kind && filters.who ? filters.who : null,
    entityType: filters.kind || null,
    action: filters.action || null,
    from: filters.from || null,
    to: filters.to || null,
  };
}

export function isFiltered(filters: ActivityFilters): boolean {
  return Object.values(filters).some(Boolean);
}
