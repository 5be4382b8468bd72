/**
 * API keys: made by owners for an integration, shown once, kept only as a hash. A key is
 * `tac_` and 32 random bytes (base64url); it authenticates REST and GraphQL as
 * `Authorization: Bearer tac_…`, within its scopes (edge/api-scope.ts), until it expires or an
 * owner revokes it. A key verified here is trusted for at most a second before its row is read
 * again, and a revocation is heard at once on this instance and through the live events on others:
 * a revoked key stops working everywhere within a second or two.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminClaims } from '../auth/auth.types.js';
import { API_KEY_PREFIX } from '../auth/auth.service.js';
import { API_SCOPES, isApiScope, type ApiKeyGrant } from '../../edge/api-scope.js';
import type { ChangeUnit } from '../../platform/changes/change-unit.js';
import { AppError } from '../../shared/errors.js';
import type { PubSub } from '../../shared/pubsub.js';
import { addDays, fromLocal, isIsoDate, type Clock } from '../../shared/time.js';
import { ApiKey } from './api-key.entity.js';
import { ApiKeyUses } from './api-key-uses.js';

/** How long a verified key is trusted before its row is read again. */
const TRUSTED_MS = 1000;
const MAX_NAME = 80;

const INVALID_KEY = 'This API key is not valid.';
const REVOKED_KEY = 'This API key has been revoked.';
const EXPIRED_KEY = 'This API key has expired.';

export interface NewApiKey {
  name: string;
  scopes: string[];
  /** A day (yyyy-MM-dd: the key works until that day ends in the workshop's time zone) or an ISO instant. */
  expiresAt?: string | null;
}

interface Known {
  key: Pick<ApiKey, '_id' | 'name' | 'scopes' | 'expiresAt' | 'revokedAt'> | null;
  readAt: number;
}

export interface ApiKeysDeps {
  clock: Clock;
  changes: ChangeUnit;
  pubsub: PubSub;
  em(): EntityManager;
  timeZone: string;
  perMinute: number;
}

/** 400 naming the field it is about. */
const badField = (field: string, message: string) => AppError.badInput(message, { [field]: [message] });

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export class ApiKeysService {
  private readonly known = new Map<string, Known>();
  /** Each key's calls this minute, and its last use waiting to be written. */
  readonly uses: ApiKeyUses;

  constructor(private readonly deps: ApiKeysDeps) {
    this.uses = new ApiKeyUses({ em: deps.em, perMinute: deps.perMinute });
    deps.pubsub.on('api-key.revoked', ({ id }) => this.forget(id));
    // Events of other instances may have been missed while the connection was down: read every key again.
    deps.pubsub.on('pubsub.reset', () => this.known.clear());
  }

  async list(em: EntityManager): Promise<ApiKey[]> {
    return em.find(ApiKey, {}, { orderBy: { createdAt: 'desc' } });
  }

  /** Makes a key: the key itself is answered this once. */
  async create(em: EntityManager, input: NewApiKey, by: AdminClaims): Promise<{ key: string; apiKey: ApiKey }> {
    const name = (input.name ?? '').trim();
    if (!name) throw badField('name', 'Give the key a name.');
    if (name.length > MAX_NAME) throw badField('name', `The name must be at most ${MAX_NAME} characters.`);
    const scopes = [...new Set(input.scopes ?? [])];
    if (!scopes.length) throw badField('scopes', 'Choose at least one scope.');
    const unknown = scopes.find((s) => !isApiScope(s));
    if (unknown) throw badField('scopes', `"${unknown}" is not a scope. Scopes: ${API_SCOPES.map((s) => s.name).join(', ')}.`);
    const now = this.deps.clock.now();
    const expiresAt = this.expiry(input.expiresAt, now);
    const key = API_KEY_PREFIX + randomBytes(32).toString('base64url');
    const ordered = API_SCOPES.map((s) => s.name).filter((s) => scopes.includes(s));
    const byName = by.name ?? by.username;
    const apiKey = await this.deps.changes.run(em, async (tx, effects) => {
      const row = tx.create(ApiKey, { name, scopes: ordered, tokenHash: sha256(key), prefix: key.slice(0, 12), createdAt: now, createdByName: byName, expiresAt });
      await tx.flush();
      effects.audit({ action: 'api_key.created', entityType: 'api_key', entityId: row._id, summary: `API key "${name}" made (${ordered.join(', ')})` });
      return row;
    });
    return { key, apiKey };
  }

  /** Revokes a key: refused from now on, on every instance. */
  async revoke(em: EntityManager, id: string): Promise<string> {
    return this.deps.changes.run(em, async (tx, effects) => {
      const row = await tx.findOne(ApiKey, { _id: id });
      if (!row) throw AppError.notFound('API key not found.');
      if (row.revokedAt) return `API key "${row.name}" was already revoked.`;
      row.revokedAt = this.deps.clock.now();
      await tx.flush();
      effects.audit({ action: 'api_key.revoked', entityType: 'api_key', entityId: row._id, summary: `API key "${row.name}" revoked` });
      effects.afterCommit(() => this.forget(row._id));
      effects.publish('api-key.revoked', { id: row._id });
      return `API key "${row.name}" revoked.`;
    });
  }

  /** The caller an API key names; 401 for an unknown, revoked or expired one. */
  async verify(token: string): Promise<AdminClaims> {
    const hash = sha256(token);
    const now = Date.now();
    let known = this.known.get(hash);
    if (!known || now - known.readAt > TRUSTED_MS) {
      const row = await this.deps.em().findOne(ApiKey, { tokenHash: hash }, { fields: ['_id', 'name', 'scopes', 'expiresAt', 'revokedAt'] });
      known = { key: row, readAt: now };
      if (this.known.size > 10_000) this.known.clear();
      this.known.set(hash, known);
    }
    const key = known.key;
    if (!key) throw AppError.unauthenticated(INVALID_KEY);
    if (key.revokedAt) throw AppError.unauthenticated(REVOKED_KEY);
    const at = this.deps.clock.now().getTime();
    if (key.expiresAt && key.expiresAt.getTime() <= at) throw AppError.unauthenticated(EXPIRED_KEY);
    const label = `API key "${key.name}"`;
    const apiKey: ApiKeyGrant = { id: key._id, name: key.name, scopes: key.scopes };
    const seconds = Math.floor(at / 1000);
    return { sub: key._id, username: `api-key:${key._id}`, name: label, role: 'adviser', owner: false, iat: seconds, exp: key.expiresAt ? Math.floor(key.expiresAt.getTime() / 1000) : seconds + 3600, apiKey };
  }

  private forget(id: string): void {
    for (const [hash, known] of this.known) if (known.key?._id === id) this.known.delete(hash);
  }

  private expiry(value: string | null | undefined, now: Date): Date | null {
    if (value === undefined || value === null || value === '') return null;
    let at: Date;
    if (isIsoDate(value)) at = fromLocal(addDays(value, 1), '00:00', this.deps.timeZone);
    else {
      at = new Date(value);
      if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) throw badField('expiresAt', 'expiresAt must be a day (yyyy-MM-dd) or an ISO 8601 instant.');
    }
    if (at.getTime() <= now.getTime()) throw badField('expiresAt', 'The expiry must be in the future.');
    return at;
  }
}
