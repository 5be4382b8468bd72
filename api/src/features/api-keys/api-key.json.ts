/** An API key as REST answers it (never its hash). */
import type { ApiKey } from './api-key.entity.js';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

export function apiKeyJson(key: ApiKey) {
  return {
    id: key._id,
    name: key.name,
    scopes: key.scopes,
    prefix: key.prefix,
    createdAt: key.createdAt.toISOString(),
    createdByName: key.createdByName,
    expiresAt: iso(key.expiresAt),
    lastUsedAt: iso(key.lastUsedAt),
    lastUsedIp: key.lastUsedIp ?? null,
    lastUsedFor: key.lastUsedFor ?? null,
    revokedAt: iso(key.revokedAt),
  };
}
