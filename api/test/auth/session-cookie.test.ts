/**
 * One sign-in for every tab of a browser: the sign-in sets an HttpOnly, SameSite=Strict session
 * cookie (and a readable CSRF value); the cookie alone opens admin reads over REST, GraphQL and
 * the websocket from a "second tab" (the same cookie jar, no bearer token); a change needs the
 * X-CSRF-Token header and is refused from another site; signing out clears it and ends the
 * session; signing in again from the same browser ends the session it held (no pile of rows).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createClient } from 'graphql-ws';
import { Secret, TOTP } from 'otpauth';
import { ADMIN } from '../admin-session.js';
import { appDocument } from '../app-documents.js';
import { startTestServer, type TestServer } from '../harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ smtp: false, env: { TRUST_PROXY: 'true' } });
});
afterAll(() => t?.close());

/** A browser's cookie jar: what it keeps of Set-Cookie headers, and the Cookie header it sends. */
class Jar {
  private readonly cookies = new Map<string, string>();
  take(res: Response): void {
    for (const header of res.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const [name, value] = [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)];
      if (attributes.some((a) => a.trim() === 'Max-Age=0') || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
  header(): string {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }
}

async function signIn(jar: Jar): Promise<{ res: Response; token: string }> {
  const res = await fetch(`${t.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: jar.header() }, body: JSON.stringify(ADMIN) });
  jar.take(res);
  return { res, token: ((await res.clone().json()) as { token: string }).token };
}

/** A request of a tab of the jar's browser: its cookies, and the page's CSRF header unless `csrf` is false. */
async function tab(jar: Jar, method: string, path: string, options: { body?: unknown; csrf?: boolean; origin?: string } = {}) {
  const headers: Record<string, string> = { cookie: jar.header() };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.csrf !== false && jar.get('workshop_csrf')) headers['x-csrf-token'] = jar.get('workshop_csrf')!;
  if (options.origin) headers.origin = options.origin;
  const res = await fetch(t.url + path, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  jar.take(res);
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, res };
}

const ME = 'query { me { username } }';

describe('the session cookie', () => {
  const jar = new Jar();
  let token: string;

  it('is set by the sign-in: the token HttpOnly, SameSite=Strict, Path=/, the CSRF value readable; Secure over https', async () => {
    const signed = await signIn(jar);
    expect(signed.res.status).toBe(200);
    token = signed.token;
    const cookies = signed.res.headers.getSetCookie();
    expect(cookies).toContainEqual(expect.stringMatching(new RegExp(`^workshop_session=${token.replace(/\./g, '\\.')}; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Strict$`)));
    expect(cookies).toContainEqual(expect.stringMatching(/^workshop_csrf=[\w-]{43}; Max-Age=\d+; Path=\/; SameSite=Strict$/));
    const maxAge = Number(/Max-Age=(\d+)/.exec(cookies.find((c) => c.startsWith('workshop_session'))!)![1]);
    expect(maxAge).toBeGreaterThan(3600);

    const https = await fetch(`${t.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' }, body: JSON.stringify(ADMIN) });
    expect(https.headers.getSetCookie().filter((c) => /^workshop_(session|csrf)=/.test(c))).toEqual([expect.stringMatching(/; Secure$/), expect.stringMatching(/; Secure$/)]);
  });

  it('opens REST and GraphQL admin calls from a second tab: the same cookies, no bearer token', async () => {
    expect(await tab(jar, 'GET', '/api/admin/me', { csrf: false })).toMatchObject({ status: 200, body: { username: 'admin' } });
    const gql = await tab(jar, 'POST', '/graphql', { body: { query: ME } });
    expect(gql).toMatchObject({ status: 200, body: { data: { me: { username: 'admin' } } } });
    // A change with the page's CSRF header goes through.
    const change = await tab(jar, 'PUT', '/api/admin/settings/security', { body: { requireMfa: false } });
    expect(change.status, JSON.stringify(change.body)).toBe(200);
  });

  it('opens the live socket too, from this site with the CSRF value; not from another site', async () => {
    const ask = async (origin: string, csrf: string | undefined) => {
      const cookie = jar.header();
      class BrowserSocket extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: { cookie, origin } });
        }
      }
      const client = createClient({ url: `${t.url.replace(/^http/, 'ws')}/graphql`, webSocketImpl: BrowserSocket, connectionParams: csrf ? { csrf } : {}, retryAttempts: 0, lazy: true });
      try {
        return await new Promise<string>((resolve) => {
          client.subscribe<{ me: { username: string } }>({ query: ME }, { next: (v) => resolve(v.data?.me?.username ?? JSON.stringify(v.errors)), error: (e) => resolve(`closed ${(e as { code?: number }).code}`), complete: () => undefined });
        });
      } finally {
        await client.dispose();
      }
    };
    expect(await ask('http://workshop.test', jar.get('workshop_csrf'))).toBe('admin');
    expect(await ask('https://evil.example', jar.get('workshop_csrf'))).toBe('closed 4403');
    expect(await ask('http://workshop.test', undefined)).toBe('closed 4403');
  });

  it('refuses (403) a change without the CSRF header, and anything from another site', async () => {
    const noHeader = await tab(jar, 'PUT', '/api/admin/settings/security', { body: { requireMfa: true }, csrf: false });
    expect(noHeader).toMatchObject({ status: 403, body: { message: expect.stringContaining('X-CSRF-Token') } });
    const forged = await tab(jar, 'PUT', '/api/admin/settings/security', { body: { requireMfa: true }, csrf: false, origin: 'http://workshop.test' });
    expect(forged.status).toBe(403);
    const crossSite = await tab(jar, 'GET', '/api/admin/me', { origin: 'https://evil.example' });
    expect(crossSite).toMatchObject({ status: 403, body: { message: 'The sign-in cookie cannot be used from another site.' } });
    const crossSiteGql = await tab(jar, 'POST', '/graphql', { body: { query: ME }, origin: 'https://evil.example' });
    expect(crossSiteGql.status).toBe(403);
    expect(crossSiteGql.body.data ?? null).toBeNull();
    // Without the header GraphQL does not count the cookie: an operation not the app's is refused, nothing runs.
    const noHeaderGql = await tab(jar, 'POST', '/graphql', { body: { query: 'mutation { updateSecuritySettings(input: { requireMfa: true }) { message } }' }, csrf: false });
    expect(noHeaderGql.status).toBe(403);
    expect((await tab(jar, 'GET', '/api/admin/settings/security')).body.security.requireMfa).toBe(false);
  });

  it('a bearer token still works without any cookie or header (integrators)', async () => {
    const res = await fetch(`${t.url}/api/admin/settings/security`, { method: 'PUT', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ requireMfa: false }) });
    expect(res.status).toBe(200);
  });

  it('signing in again from the same browser ends the session it held: the session list does not grow', async () => {
    const before = (await tab(jar, 'GET', '/api/admin/me/sessions')).body as unknown[];
    const again = await signIn(jar);
    expect(again.token).not.toBe(token);
    const after = (await tab(jar, 'GET', '/api/admin/me/sessions')).body as Array<{ current: boolean }>;
    expect(after).toHaveLength(before.length);
    expect(after.filter((s) => s.current)).toHaveLength(1);
    expect((await fetch(`${t.url}/api/admin/me`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    token = again.token;
  });

  it('signing out clears the cookies and ends the session: the old cookie opens nothing', async () => {
    const oldCookies = jar.header();
    const out = await tab(jar, 'POST', '/api/admin/logout');
    expect(out.status).toBe(200);
    expect(out.res.headers.getSetCookie()).toEqual(expect.arrayContaining([expect.stringMatching(/^workshop_session=; Max-Age=0; Path=\/; HttpOnly; SameSite=Strict/), expect.stringMatching(/^workshop_csrf=; Max-Age=0;/)]));
    expect(jar.get('workshop_session')).toBeUndefined();
    expect((await fetch(`${t.url}/api/admin/me`, { headers: { cookie: oldCookies } })).status).toBe(401);
  });

  it('the GraphQL sign-in sets it too', async () => {
    const { query } = appDocument('AdminLogin');
    const res = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, operationName: 'AdminLogin', variables: { input: ADMIN } }) });
    expect(res.status).toBe(200);
    const fresh = new Jar();
    fresh.take(res);
    expect(fresh.get('workshop_session')).toBeTruthy();
    expect(await tab(fresh, 'POST', '/graphql', { body: { query: ME } })).toMatchObject({ status: 200, body: { data: { me: { username: 'admin' } } } });
  });

  // Last: it turns two-factor sign-in on for the admin.
  it('the two-factor step that completes a sign-in sets it; the password step alone does not', async () => {
    const fresh = new Jar();
    const bearer = (await signIn(fresh)).token;
    const asAdmin = (method: string, path: string, body?: unknown) =>
      fetch(t.url + path, { method, headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' }, body: JSON.stringify(body ?? {}) }).then((r) => r.json() as Promise<any>);
    const { secret } = await asAdmin('POST', '/api/admin/me/mfa');
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30, timestamp: Date.now() });
    const { recoveryCodes } = await asAdmin('POST', '/api/admin/me/mfa/confirm', { code });
    expect(recoveryCodes).toHaveLength(10);

    const browser = new Jar();
    const passwordOnly = await fetch(`${t.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    expect(passwordOnly.status).toBe(401);
    browser.take(passwordOnly);
    expect(browser.get('workshop_session')).toBeUndefined();
    const withCode = await fetch(`${t.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...ADMIN, code: recoveryCodes[0] }) });
    expect(withCode.status).toBe(200);
    browser.take(withCode);
    expect(browser.get('workshop_session')).toBe(((await withCode.json()) as { token: string }).token);
    expect(await tab(browser, 'GET', '/api/admin/me')).toMatchObject({ status: 200, body: { username: 'admin', mfaEnabled: true } });
  });
});
