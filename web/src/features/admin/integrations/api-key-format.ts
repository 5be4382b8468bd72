/**
 * How the API keys panel writes a key: its scopes grouped by area ('Customers: read and write'),
 * the areas of the scope grid in the server's order, and its last use ('3 minutes ago from
 * 203.0.113.5 — GraphQL query customers').
 */
import { formatAgo, secondsSince } from '../monitor/backup-format';

/** What a key may do in one area. */
export type Access = 'none' | 'read' | 'write';

/** A scope as the server describes it (`apiScopes`). */
export interface ScopeInfo {
  name: string;
  area: string;
  access: string;
  description: string;
}

/** An area of the scope grid: its key in scope names, its label, and what reading and writing it give. */
export interface ScopeArea {
  area: string;
  label: string;
  read: string | null;
  write: string | null;
}

/** The area a scope is written in: 'customers' of 'customers:read'. */
const areaOf = (scope: string) => scope.slice(0, scope.indexOf(':') < 0 ? scope.length : scope.indexOf(':'));
const levelOf = (scope: string) => scope.slice(scope.indexOf(':') + 1);

/** The areas' names as the back office writes them; an area not listed is written as the server names it. */
const AREA_LABELS: Readonly<Record<string, string>> = {
  appointments: 'Appointments',
  customers: 'Customers',
  jobcards: 'Job cards',
  invoices: 'Invoices',
  parts: 'Parts',
  reports: 'Reports',
};

function labelOf(area: string): string {
  return AREA_LABELS[area] ?? (area ? area.charAt(0).toUpperCase() + area.slice(1) : area);
}

/** The areas of the scopes the server offers, in its order, each with the read and write scopes it has. */
export function scopeAreas(scopes: readonly ScopeInfo[]): ScopeArea[] {
  const areas = new Map<string, ScopeArea>();
  for (const scope of scopes) {
    const area = areaOf(scope.name);
    let entry = areas.get(area);
    if (!entry) areas.set(area, (entry = { area, label: labelOf(area), read: null, write: null }));
    if (levelOf(scope.name) === 'write' || scope.access === 'write') entry.write = scope.description;
    else entry.read = scope.description;
  }
  return [...areas.values()];
}

/** The scopes of a choice per area: reading, or reading and writing. */
export function scopesOf(choice: Readonly<Record<string, Access>>, areas: readonly ScopeArea[]): string[] {
  return areas.flatMap(({ area }) => {
    const access = choice[area] ?? 'none';
    if (access === 'none') return [];
    return access === 'write' ? [`${area}:read`, `${area}:write`] : [`${area}:read`];
  });
}

/** A key's scopes as one chip per area, in the grid's order: 'Customers: read and write', 'Reports: read only'. */
export function scopeChips(scopes: readonly string[], areas: readonly ScopeArea[]): string[] {
  const granted = new Map<string, Set<string>>();
  for (const scope of scopes) {
    const area = areaOf(scope);
    if (!granted.has(area)) granted.set(area, new Set());
    granted.get(area)?.add(levelOf(scope));
  }
  const order = [...areas.map((a) => a.area), ...[...granted.keys()].filter((area) => !areas.some((a) => a.area === area))];
  return order.flatMap((area) => {
    const levels = granted.get(area);
    if (!levels) return [];
    const label = areas.find((a) => a.area === area)?.label ?? labelOf(area);
    if (levels.has('write')) return [`${label}: ${levels.has('read') ? 'read and write' : 'write'}`];
    return [`${label}: read only`];
  });
}

/** A key's last use: when, from where and what it did; 'Never used' until then. */
export function lastUseText(key: { lastUsedAt?: string | null; lastUsedIp?: string | null; lastUsedFor?: string | null }, now: number): string {
  if (!key.lastUsedAt) return 'Never used';
  const parts = [formatAgo(secondsSince(key.lastUsedAt, now))];
  if (key.lastUsedIp) parts.push(`from ${key.lastUsedIp}`);
  const when = parts.join(' ');
  return key.lastUsedFor ? `${when} — ${key.lastUsedFor}` : when;
}

/** Whether a key's expiry has passed. */
export function hasExpired(expiresAt: string | null | undefined, now: number): boolean {
  return Boolean(expiresAt) && Date.parse(expiresAt as string) <= now;
}
