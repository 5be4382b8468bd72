/**
 * Connecting Xero: the Xero app (the environment's, else an owner's saved one), the authorization
 * (OAuth 2.0 code with PKCE S256; `state` single-use, bound to the owner who asked, ten minutes),
 * the tenant chosen, and the tokens: sealed at rest, refreshed a minute before they run out under
 * the connection row's lock (Xero rotates the refresh token: the new one is stored at once, so two
 * instances never spend the same one), and dropped on disconnect.
 */
import { createHash, randomBytes } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config.js';
import type { ChangeUnit } from '../../platform/outbox/public.js';
import { AppError } from '../../shared/errors.js';
import type { Clock } from '../../shared/time.js';
import { SecretBox } from '../settings/public.js';
import { XeroClient, XeroError, type XeroTokens } from './xero-client.js';
import { XeroAuthorization, XeroConnection, type XeroTenant } from './xero-connection.entity.js';

const XERO_SCOPES = 'openid profile email accounting.transactions accounting.contacts offline_access';
export const XERO_CALLBACK_PATH = '/api/integrations/xero/callback';
const SETTINGS_PAGE = '/admin/settings/integrations';
const AUTHORIZATION_MS = 10 * 60 * 1000;
/** Tokens are refreshed this long before they run out. */
const REFRESH_EARLY_MS = 60_000;
const ID = 'xero';

const NO_APP = 'No Xero app is set up: save its client id and secret (from developer.xero.com) first, or set XERO_CLIENT_ID and XERO_CLIENT_SECRET.';
const NOT_CONNECTED = 'Xero is not connected.';

interface XeroApp {
  id: string;
  secret: string | null;
  source: 'environment' | 'app';
}

/** What a call to Xero needs: the tenant and a live access token. */
interface XeroAccess {
  tenantId: string;
  accessToken: string;
}

interface XeroConnectionDeps {
  config: Pick<Config, 'settingsKey' | 'dataDir' | 'publicUrl' | 'xeroClientId' | 'xeroClientSecret' | 'xeroLoginUrl'>;
  clock: Clock;
  changes: ChangeUnit;
  client: XeroClient;
  em(): EntityManager;
}

/** The owner who asked, as the audit trail names them. */
interface XeroOwner {
  id: string;
  name: string;
  ip: string;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

export class XeroConnectionService {
  private readonly box: SecretBox;

  constructor(private readonly deps: XeroConnectionDeps) {
    this.box = new SecretBox(deps.config);
  }

  /** The connection row (never answered as it is: it holds sealed tokens). */
  row(em: EntityManager): Promise<XeroConnection | null> {
    return em.findOne(XeroConnection, { id: ID }, { refresh: true });
  }

  /** The Xero app in effect: XERO_CLIENT_ID/SECRET, else the one saved in the app, else null. */
  async app(em: EntityManager): Promise<XeroApp | null> {
    const { xeroClientId, xeroClientSecret } = this.deps.config;
    if (xeroClientId) return { id: xeroClientId, secret: xeroClientSecret, source: 'environment' };
    const row = await this.row(em);
    if (!row?.clientId) return null;
    const secret = row.clientSecretSealed ? await this.box.open(row.clientSecretSealed, 'xero_connection.client_secret') : null;
    return { id: row.clientId, secret, source: 'app' };
  }

  /** Saves the Xero app (owners); an empty client id removes it. */
  async saveApp(em: EntityManager, input: { clientId: string; clientSecret?: string | null }): Promise<void> {
    const clientId = input.clientId.trim();
    const secret = input.clientSecret?.trim() || null;
    if (clientId && !/^[A-Za-z0-9]{16,64}$/.test(clientId)) throw AppError.badInput('The client id is 32 letters and digits, as developer.xero.com shows it.', { clientId: ['Not a Xero client id.'] });
    await this.deps.changes.run(em, async (tx, effects) => {
      const row = (await tx.findOne(XeroConnection, { id: ID })) ?? tx.create(XeroConnection, {});
      const kept = row.clientSecretSealed && row.clientId === clientId ? row.clientSecretSealed : null;
      row.clientId = clientId || null;
      row.clientSecretSealed = !clientId ? null : secret ? await this.box.seal(secret, 'xero_connection.client_secret') : kept;
      tx.persist(row);
      effects.audit({
        action: 'xero.app_saved',
        entityType: 'settings',
        entityId: 'xero',
        summary: clientId ? 'Xero app saved' : 'Xero app removed',
        changes: { clientId: ['', clientId], ...(secret ? { clientSecret: ['(hidden)', '(changed)'] as [string, string] } : {}) },
      });
    });
  }

  /** The address of Xero's consent page for `owner`: its state and PKCE verifier kept here for ten minutes. */
  async authorizationUrl(em: EntityManager, owner: XeroOwner): Promise<string> {
    const app = await this.app(em);
    if (!app) throw AppError.badInput(NO_APP);
    const state = base64url(randomBytes(32));
    const verifier = base64url(randomBytes(48));
    const now = this.deps.clock.now();
    const verifierSealed = await this.box.seal(verifier, 'xero_authorization.verifier');
    await this.deps.changes.run(em, async (tx) => {
      await tx.nativeDelete(XeroAuthorization, { expiresAt: { $lt: now } });
      await tx.insert(XeroAuthorization, { state, verifierSealed, ownerId: owner.id, ownerName: owner.name, expiresAt: new Date(now.getTime() + AUTHORIZATION_MS) });
    });
    const url = new URL(`${this.deps.config.xeroLoginUrl}/identity/connect/authorize`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: app.id,
      redirect_uri: this.redirectUri(),
      scope: XERO_SCOPES,
      state,
      code_challenge: base64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
    }).toString();
    return url.toString();
  }

  /**
   * Xero sends the owner back here: the state must be one this app gave (once, in time); the code is
   * exchanged with its verifier, the organisations read, and the tokens stored. Answers where the
   * owner's browser goes next: the settings page saying connected, a choice of organisation, or why not.
   */
  async callback(em: EntityManager, query: { code?: string; state?: string; error?: string }, ip: string): Promise<string> {
    const back = (outcome: string, reason?: string) => `${SETTINGS_PAGE}?${new URLSearchParams({ xero: outcome, ...(reason ? { reason } : {}) })}`;
    const authorization = query.state ? await em.findOne(XeroAuthorization, { state: query.state }) : null;
    // Single use: of two requests with one state, only the one that deletes it goes on.
    const used = authorization ? await this.deps.changes.run(em, (tx) => tx.nativeDelete(XeroAuthorization, { state: authorization.state })) : 0;
    if (!authorization || !used || authorization.expiresAt <= this.deps.clock.now()) {
      return back('error', 'The connection request is unknown or older than ten minutes: press Connect again.');
    }
    if (query.error || !query.code) return back('error', query.error === 'access_denied' ? 'Xero access was not allowed.' : `Xero did not connect (${query.error ?? 'no code'}).`);
    const app = await this.app(em);
    if (!app) return back('error', NO_APP);
    let tokens: XeroTokens;
    let tenants: XeroTenant[];
    try {
      const verifier = await this.box.open(authorization.verifierSealed, 'xero_authorization.verifier');
      tokens = await this.deps.client.token(app, { grant_type: 'authorization_code', code: query.code, redirect_uri: this.redirectUri(), code_verifier: verifier });
      tenants = await this.deps.client.connections(tokens.accessToken);
    } catch (err) {
      return back('error', err instanceof Error ? err.message : String(err));
    }
    if (!tenants.length) return back('error', 'The Xero user has no organisation to connect.');
    const only = tenants.length === 1 ? tenants[0]! : null;
    const actor = { kind: 'staff' as const, id: authorization.ownerId, name: authorization.ownerName, ip: ip.slice(0, 64) };
    await this.deps.changes.run(
      em,
      async (tx, effects) => {
        const row = (await tx.findOne(XeroConnection, { id: ID }, { lockMode: LockMode.PESSIMISTIC_WRITE })) ?? tx.create(XeroConnection, {});
        row.tokensSealed = await this.sealTokens(tokens);
        row.accessExpiresAt = tokens.expiresAt;
        row.tenantId = only?.tenantId ?? null;
        row.tenantName = only?.tenantName ?? null;
        row.tenants = only ? null : tenants;
        row.connectedAt = this.deps.clock.now();
        row.connectedBy = authorization.ownerName;
        row.pausedUntil = null;
        tx.persist(row);
        effects.audit({
          action: 'xero.connected',
          entityType: 'settings',
          entityId: 'xero',
          summary: only ? `Xero connected to ${only.tenantName}` : `Xero signed in: ${tenants.length} organisations to choose from`,
        });
      },
      { actor },
    );
    return back(only ? 'connected' : 'choose');
  }

  /** Picks the organisation to sync to, among those Xero offered (owners). */
  async chooseTenant(em: EntityManager, tenantId: string): Promise<void> {
    await this.deps.changes.run(em, async (tx, effects) => {
      const row = await tx.findOne(XeroConnection, { id: ID }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!row?.tokensSealed) throw AppError.badInput(NOT_CONNECTED);
      const tenant = (row.tenants ?? []).find((t) => t.tenantId === tenantId) ?? (row.tenantId === tenantId ? { tenantId, tenantName: row.tenantName ?? '' } : null);
      if (!tenant) throw AppError.badInput('That organisation is not one Xero offered: connect again to see them.', { tenantId: ['Not offered.'] });
      row.tenantId = tenant.tenantId;
      row.tenantName = tenant.tenantName;
      row.tenants = null;
      effects.audit({ action: 'xero.connected', entityType: 'settings', entityId: 'xero', summary: `Xero connected to ${tenant.tenantName}` });
    });
  }

  /** Ends the connection: the refresh token revoked at Xero (when it answers) and the tokens dropped. Queued documents wait for a new connection. */
  async disconnect(em: EntityManager): Promise<void> {
    const app = await this.app(em);
    const row = await this.row(em);
    if (!row?.tokensSealed) throw AppError.badInput(NOT_CONNECTED);
    const tokens = await this.openTokens(row.tokensSealed).catch(() => null);
    await this.deps.changes.run(em, async (tx, effects) => {
      const locked = await tx.findOne(XeroConnection, { id: ID }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!locked) return;
      const was = locked.tenantName;
      Object.assign(locked, { tokensSealed: null, accessExpiresAt: null, tenantId: null, tenantName: null, tenants: null, connectedAt: null, connectedBy: null, pausedUntil: null });
      effects.audit({ action: 'xero.disconnected', entityType: 'settings', entityId: 'xero', summary: was ? `Xero disconnected from ${was}` : 'Xero disconnected' });
    });
    if (app && tokens) await this.deps.client.revoke(app, tokens.refreshToken);
  }

  /** A live access token for the connected tenant, refreshed first when it runs out within a minute (or `force`). */
  async access(force = false): Promise<XeroAccess> {
    const em = this.deps.em();
    const row = await this.row(em);
    if (!row?.tokensSealed || !row.tenantId) throw new XeroError(NOT_CONNECTED, null);
    const now = this.deps.clock.now().getTime();
    if (!force && row.accessExpiresAt && row.accessExpiresAt.getTime() - REFRESH_EARLY_MS > now) {
      return { tenantId: row.tenantId, accessToken: (await this.openTokens(row.tokensSealed)).accessToken };
    }
    return this.refresh(em, force ? row.tokensSealed : null);
  }

  /** Refreshes under the row's lock; another instance's refresh in the meantime is used as it is. */
  private async refresh(em: EntityManager, staleSealed: string | null): Promise<XeroAccess> {
    const app = await this.app(em);
    if (!app) throw new XeroError(NO_APP, null);
    return this.deps.changes.run(em, async (tx) => {
      const row = await tx.findOne(XeroConnection, { id: ID }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!row?.tokensSealed || !row.tenantId) throw new XeroError(NOT_CONNECTED, null);
      const held = await this.openTokens(row.tokensSealed);
      const fresh = staleSealed ? row.tokensSealed !== staleSealed : Boolean(row.accessExpiresAt && row.accessExpiresAt.getTime() - REFRESH_EARLY_MS > this.deps.clock.now().getTime());
      if (fresh) return { tenantId: row.tenantId, accessToken: held.accessToken };
      const tokens = await this.deps.client.token(app, { grant_type: 'refresh_token', refresh_token: held.refreshToken });
      row.tokensSealed = await this.sealTokens(tokens);
      row.accessExpiresAt = tokens.expiresAt;
      return { tenantId: row.tenantId, accessToken: tokens.accessToken };
    });
  }

  /** Xero asked every caller to wait until `until`. */
  async pause(until: Date): Promise<void> {
    await this.deps.changes.run(this.deps.em(), (tx) => tx.nativeUpdate(XeroConnection, { id: ID }, { pausedUntil: until }));
  }

  private redirectUri(): string {
    return `${this.deps.config.publicUrl}${XERO_CALLBACK_PATH}`;
  }

  private sealTokens(tokens: XeroTokens): Promise<string> {
    return this.box.seal(JSON.stringify({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }), 'xero_connection.tokens');
  }

  private async openTokens(sealed: string): Promise<{ accessToken: string; refreshToken: string }> {
    return JSON.parse(await this.box.open(sealed, 'xero_connection.tokens')) as { accessToken: string; refreshToken: string };
  }
}
