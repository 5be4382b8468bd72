/**
 * Xero over plain fetch: the identity server's token endpoint, the connections of a token, and the
 * Accounting API (api.xro/2.0) for one tenant. Every call has a deadline (XERO_TIMEOUT_MS); calls to
 * a tenant are paced under Xero's limits (60 a minute, 5,000 a day), and a 429 is waited out for as
 * long as its Retry-After says (up to a minute; longer, the call fails and the queue pauses).
 */
import type { XeroTenant } from './xero-connection.entity.js';

interface XeroClientOptions {
  identityUrl: string;
  apiUrl: string;
  timeoutMs: number;
  /** The pause Xero asked for reached every instance (kept with the connection). */
  paused?(until: Date): Promise<void>;
}

/** A call Xero refused or did not answer; `permanent`: the same call would be refused again. */
export class XeroError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly permanent = false,
  ) {
    super(message);
    this.name = 'XeroError';
  }
}

export interface XeroTokens {
  accessToken: string;
  refreshToken: string;
  /** When the access token runs out. */
  expiresAt: Date;
}

const MINUTE_LIMIT = 60;
const DAY_LIMIT = 5000;
/** The longest Retry-After waited out inside a call; a longer one fails the call. */
const LONGEST_WAIT_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls to one tenant: at most 60 in any minute and 5,000 in a day, in this instance. */
class Pacer {
  private readonly recent: number[] = [];
  private day = '';
  private today = 0;

  /** Waits until a call may go; answers false when the day's calls are spent. */
  async take(): Promise<boolean> {
    const date = new Date().toISOString().slice(0, 10);
    if (date !== this.day) {
      this.day = date;
      this.today = 0;
    }
    if (this.today >= DAY_LIMIT) return false;
    for (;;) {
      const now = Date.now();
      while (this.recent.length && this.recent[0]! <= now - 60_000) this.recent.shift();
      if (this.recent.length < MINUTE_LIMIT) break;
      await sleep(this.recent[0]! + 60_000 - now + 5);
    }
    this.recent.push(Date.now());
    this.today++;
    return true;
  }
}

/** A document in Xero's JSON, its fields as Xero names them. */
export type XeroRecord = Record<string, unknown>;

/** The records of a list in an answer (`Invoices`, `Contacts`, …); none when it has no such list. */
export function listOf(answer: unknown, key: string): XeroRecord[] {
  const list = answer && typeof answer === 'object' ? (answer as XeroRecord)[key] : undefined;
  return Array.isArray(list) ? list.filter((item): item is XeroRecord => Boolean(item) && typeof item === 'object') : [];
}

/** Xero's reasons in a failed answer: a validation's messages, else its Message, Detail or Title. */
function reasonOf(status: number, body: unknown): string {
  const b: XeroRecord = body && typeof body === 'object' ? (body as XeroRecord) : {};
  const validation = listOf(b, 'Elements').flatMap((element) => listOf(element, 'ValidationErrors').map((v) => v.Message).filter(Boolean).map(String));
  const said = validation.length ? validation.join(' ') : (b.Message ?? b.Detail ?? b.Title ?? b.error_description ?? b.error ?? '');
  return `Xero answered ${status}${said ? `: ${String(said).slice(0, 500)}` : '.'}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text.slice(0, 300);
  }
}

export class XeroClient {
  private readonly pacers = new Map<string, Pacer>();

  constructor(private readonly options: XeroClientOptions) {}

  /** The token endpoint: a code exchanged (with its PKCE verifier) or a refresh token used (it rotates). */
  async token(client: { id: string; secret: string | null }, form: Record<string, string>): Promise<XeroTokens> {
    const body = new URLSearchParams(client.secret ? form : { ...form, client_id: client.id });
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' };
    if (client.secret) headers.authorization = `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`;
    const response = await this.fetch(`${this.options.identityUrl}/connect/token`, { method: 'POST', headers, body });
    const json = (await readJson(response)) as Record<string, unknown> | null;
    if (!response.ok || typeof json?.access_token !== 'string' || typeof json.refresh_token !== 'string') {
      throw new XeroError(reasonOf(response.status, json), response.status, response.status === 400 || response.status === 401);
    }
    const seconds = typeof json.expires_in === 'number' ? json.expires_in : 1800;
    return { accessToken: json.access_token, refreshToken: json.refresh_token, expiresAt: new Date(Date.now() + seconds * 1000) };
  }

  /** Tells the identity server a refresh token is no longer wanted (disconnecting); a failure is ignored. */
  async revoke(client: { id: string; secret: string | null }, refreshToken: string): Promise<void> {
    const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
    if (client.secret) headers.authorization = `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}`;
    const form: Record<string, string> = { token: refreshToken, ...(client.secret ? {} : { client_id: client.id }) };
    await this.fetch(`${this.options.identityUrl}/connect/revocation`, { method: 'POST', headers, body: new URLSearchParams(form) }).catch(() => undefined);
  }

  /** The organisations a token may reach. */
  async connections(accessToken: string): Promise<XeroTenant[]> {
    const response = await this.fetch(`${this.options.apiUrl}/connections`, { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } });
    const json = await readJson(response);
    if (!response.ok || !Array.isArray(json)) throw new XeroError(reasonOf(response.status, json), response.status);
    return listOf({ connections: json }, 'connections')
      .filter((c) => typeof c.tenantId === 'string' && (c.tenantType ?? 'ORGANISATION') === 'ORGANISATION')
      .map((c) => ({ tenantId: String(c.tenantId), tenantName: String(c.tenantName ?? 'Xero organisation').slice(0, 200) }));
  }

  /**
   * One Accounting API call for `tenantId`: paced, waited out on 429, its JSON answered. A call
   * with no answer in time fails; a create may still have happened, which the retry looks for.
   */
  async accounting(
    tenantId: string,
    accessToken: string,
    method: 'GET' | 'PUT' | 'POST',
    path: string,
    options: { query?: Record<string, string>; body?: unknown } = {},
  ): Promise<XeroRecord> {
    const url = new URL(`${this.options.apiUrl}/api.xro/2.0/${path}`);
    for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
    const pacer = this.pacers.get(tenantId) ?? new Pacer();
    this.pacers.set(tenantId, pacer);
    for (let tries = 0; ; tries++) {
      if (!(await pacer.take())) throw new XeroError('Xero’s limit of 5,000 calls a day is reached: the sync goes on tomorrow.', 429);
      const response = await this.fetch(url.toString(), {
        method,
        headers: {
          authorization: `Bearer ${accessToken}`,
          'xero-tenant-id': tenantId,
          accept: 'application/json',
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
      });
      if (response.status === 429) {
        const seconds = Number(response.headers.get('retry-after'));
        const waitMs = Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 60_000;
        await response.body?.cancel();
        await this.options.paused?.(new Date(Date.now() + waitMs));
        if (waitMs > LONGEST_WAIT_MS || tries >= 3) throw new XeroError(`Xero asked to wait ${Math.ceil(waitMs / 1000)} s (its rate limit): the sync goes on then.`, 429);
        await sleep(waitMs);
        continue;
      }
      const json = await readJson(response);
      if (!response.ok) throw new XeroError(reasonOf(response.status, json), response.status, response.status === 400 || response.status === 403 || response.status === 404);
      return json && typeof json === 'object' ? (json as XeroRecord) : {};
    }
  }

  private async fetch(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(this.options.timeoutMs) });
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError';
      const what = timedOut ? `Xero did not answer within ${this.options.timeoutMs} ms.` : `Could not reach Xero: ${(err as Error).message}`;
      throw new XeroError(what, null);
    }
  }
}
