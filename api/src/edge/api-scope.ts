/**
 * What an API key may call. Its scopes name an area of the workshop and read or write, e.g.
 * `invoices:read`: a query (a REST GET) of that area needs its read scope, a mutation its write
 * scope, and write does not include read. Each feature names the area of its operations; an
 * operation with no area (settings, the team, the mailbox, backups, the audit trail, the clock) is
 * for signed-in staff only. Owners' own operations stay with owners: a key is never an owner.
 */
import { AppError } from '../shared/errors.js';

export type ApiArea = 'appointments' | 'customers' | 'jobcards' | 'invoices' | 'parts' | 'reports';
export type ApiAccess = 'read' | 'write';

/** Every scope a key may hold, with what it allows in words (reports are read only). */
export const API_SCOPES: ReadonlyArray<{ name: string; area: ApiArea; access: ApiAccess; description: string }> = [
  { name: 'appointments:read', area: 'appointments', access: 'read', description: 'Read appointments, blocked periods and the diary.' },
  { name: 'appointments:write', area: 'appointments', access: 'write', description: 'Book, move and cancel appointments; block and unblock periods.' },
  { name: 'customers:read', area: 'customers', access: 'read', description: 'Read customers, their vehicles and conversations.' },
  { name: 'customers:write', area: 'customers', access: 'write', description: 'Change and merge customers and vehicles; text customers.' },
  { name: 'jobcards:read', area: 'jobcards', access: 'read', description: 'Read job cards, quotes, inspections and the job board.' },
  { name: 'jobcards:write', area: 'jobcards', access: 'write', description: 'Create and change job cards, quotes and inspections.' },
  { name: 'invoices:read', area: 'invoices', access: 'read', description: 'Read invoices, payments and adjustment notes.' },
  { name: 'invoices:write', area: 'invoices', access: 'write', description: 'Issue invoices, record payments and void invoices.' },
  { name: 'parts:read', area: 'parts', access: 'read', description: 'Read parts, stock, suppliers and purchase orders.' },
  { name: 'parts:write', area: 'parts', access: 'write', description: 'Change parts and stock; raise and receive purchase orders.' },
  { name: 'reports:read', area: 'reports', access: 'read', description: 'Read analytics, reports and the dashboard figures.' },
];

const SCOPE_NAMES = new Set(API_SCOPES.map((s) => s.name));

export function isApiScope(name: string): boolean {
  return SCOPE_NAMES.has(name);
}

/** The scope a call of `area` needs: read for a query, write for a mutation. */
export function scopeFor(area: ApiArea, kind: 'query' | 'mutation'): string {
  return `${area}:${kind === 'query' ? 'read' : 'write'}`;
}

/** What a verified API key carries on a request. */
export interface ApiKeyGrant {
  id: string;
  name: string;
  scopes: readonly string[];
}

const NOT_FOR_API_KEYS = 'API keys cannot call this: it is for signed-in staff only.';

/** 403 unless `key` holds `scope` (null: no key may call it), naming the scope it lacks. */
export function requireApiScope(key: ApiKeyGrant, scope: string | null): void {
  if (!scope) throw AppError.forbidden(NOT_FOR_API_KEYS);
  if (!key.scopes.includes(scope)) {
    const error = AppError.forbidden(`This API key does not have the ${scope} scope.`);
    error.facts = { scope };
    throw error;
  }
}
