/** An API key as REST answers it (never its hash). */
import { json } from '../../shared/json-schema.js';
import type { ApiKey } from './api-key.entity.js';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** An API key as REST answers it: never the key or its hash. */
export const apiKeySchema = json.named(
  'ApiKey',
  json.object({
    id: json.string(),
    name: json.string(),
    scopes: json.array(json.string(), { description: 'e.g. invoices:read.' }),
    prefix: json.string({ description: 'The key’s first characters, to tell keys apart.' }),
    createdAt: json.dateTime(),
    createdByName: json.nullable(json.string()),
    expiresAt: json.nullable(json.dateTime()),
    lastUsedAt: json.nullable(json.dateTime()),
    lastUsedIp: json.nullable(json.string()),
    lastUsedFor: json.nullable(json.string()),
    revokedAt: json.nullable(json.dateTime()),
  }),
);

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
