/**
 * What a browser and a security scanner see on every answer: the policy a page runs under (its
 * inline scripts allowed by hash, framing refused), the referrer and permission policies, HSTS on
 * an https site, `no-store` on answers that need a session, `WWW-Authenticate` on a 401, 405 with
 * `Allow`, and a control character in an address refused with a 400.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import { startTestServer, type TestServer } from '../harness.js';

// A stand-in web build with what the real one carries: an inline script, an inline stylesheet,
// JSON data blocks (not scripts) and the page data the server fills in.
const THEME_SCRIPT = "document.documentElement.setAttribute('data-theme', 'light');";
const LOADER_SCRIPT = 'window.__APP_BOOT__ = { start: function () {} };';
const STYLE = 'body { margin: 0; }';
const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), 'web-')), 'dist');
mkdirSync(path.join(webDist, 'assets'), { recursive: true });
writeFileSync(
  path.join(webDist, 'index.html'),
  `<!doctype html><html><head><script>${THEME_SCRIPT}</script><!--app-head--><!--app-data--><style>${STYLE}</style>` +
    `<script id="app-scripts" type="application/json">{"modules":["/assets/app-123.js"]}</script><script>${LOADER_SCRIPT}</script></head>` +
    '<body><div id="root"><!--app-html--></div></body></html>',
);
writeFileSync(path.join(webDist, 'assets', 'app-123.js'), 'console.log(1)');
mkdirSync(`${webDist}-ssr`);
writeFileSync(
  path.join(`${webDist}-ssr`, 'entry-server.js'),
  `export const PUBLIC_ROUTES = ['/', '/services', '/cancel'];
   export async function render(url, site) {
     return { status: PUBLIC_ROUTES.includes(url) ? 200 : 404, head: '<title>' + url + '</title><script type="application/ld+json">{"@type":"AutoRepair"}</script>', html: '<main>' + url + '</main>' };
   }`,
);

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The inline scripts a browser would run in this page (no src, no data type). */
function runnableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)].filter(([, attrs = '']) => !/src=|type=/.test(attrs)).map(([, , body]) => body);
}

function directives(csp: string | null): Map<string, string[]> {
  return new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name, values]));
}

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false, env: { WEB_DIST: webDist } });

function expectCommonHeaders(headers: Headers): void {
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(directives(headers.get('content-security-policy')).get('frame-ancestors')).toEqual(["'none'"]);
  expect(headers.get('permissions-policy')).toMatch(/geolocation=\(\)/);
  expect(headers.get('permissions-policy')).toMatch(/microphone=\(\)/);
  // PUBLIC_URL is http: no HSTS.
  expect(headers.get('strict-transport-security')).toBeNull();
}

describe('pages', () => {
  it('a public page allows exactly its own inline scripts and styles by hash, and refuses framing, plugins and <base>', async () => {
    const res = await fetch(`${t.url}/services`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expectCommonHeaders(res.headers);
    const csp = directives(res.headers.get('content-security-policy'));
    const scripts = runnableInlineScripts(html);
    // The theme script, the page data the server filled in (site details) and the loader.
    expect(scripts).toHaveLength(3);
    expect(scripts.some((s) => s.includes('__SITE_INFO__'))).toBe(true);
    expect(csp.get('script-src')?.sort()).toEqual(["'self'", ...scripts.map(sha256)].sort());
    expect(csp.get('style-src')).toEqual(["'self'", sha256(STYLE)]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('the unknown-page 404 carries its own policy too', async () => {
    const res = await fetch(`${t.url}/no-such-page`);
    expect(res.status).toBe(404);
    const scripts = runnableInlineScripts(await res.text());
    expect(directives(res.headers.get('content-security-policy')).get('script-src')).toEqual(expect.arrayContaining(scripts.map(sha256)));
  });

  it.each(['/quote/q-123', '/accept-policy/c-123', '/unsubscribe/tok-123', '/cancel?id=a-1', '/admin/reset-password?token=abc', '/admin/invitation?token=abc'])(
    'a page reached by a token link (%s) sends no referrer',
    async (route) => {
      const res = await fetch(t.url + route);
      expect(res.status).toBe(200);
      expectCommonHeaders(res.headers);
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      const scripts = runnableInlineScripts(await res.text());
      expect(directives(res.headers.get('content-security-policy')).get('script-src')).toEqual(expect.arrayContaining(scripts.map(sha256)));
    },
  );

  it('a customer page (quote, signing) is never stored', async () => {
    for (const route of ['/quote/q-123', '/accept-policy/c-123']) {
      const res = await fetch(t.url + route);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it("the admin area may use the camera (inspection photos) and show an email's images; scripts stay by hash", async () => {
    const res = await fetch(`${t.url}/admin/jobcards/abc`);
    expect(res.status).toBe(200);
    expectCommonHeaders(res.headers);
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(self\)/);
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = directives(res.headers.get('content-security-policy'));
    const scripts = runnableInlineScripts(await res.text());
    expect(csp.get('script-src')?.sort()).toEqual(["'self'", ...scripts.map(sha256)].sort());
    expect(csp.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https:']));
  });

  it('a built file is not framed and not sniffed', async () => {
    const res = await fetch(`${t.url}/assets/app-123.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });
});

describe('the API', () => {
  it('GET /api/health: a closed policy for data, no referrer', async () => {
    const res = await fetch(`${t.url}/api/health`);
    expect(res.status).toBe(200);
    expectCommonHeaders(res.headers);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
    expect(res.headers.get('cache-control')).toBeNull();
  });

  it.each(['/api/admin/me', '/api/admin/customers', '/api/admin/invoices', '/api/admin/settings', '/api/admin/diary?from=2026-03-02&to=2026-03-08'])('an admin answer (%s) is never stored', async (route) => {
    const res = await fetch(t.url + route, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    expectCommonHeaders(res.headers);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('the sign-in answer (it carries a token) is never stored', async () => {
    const res = await fetch(`${t.url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: 'correct-horse-battery' }) });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('admin GraphQL is never stored; an anonymous public read keeps its own caching', async () => {
    const signedIn = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
      body: JSON.stringify({ query: '{ me { username } }' }),
    });
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { data: { me: { username: string } } }).data.me.username).toBe('admin');
    expectCommonHeaders(signedIn.headers);
    expect(signedIn.headers.get('cache-control')).toBe('no-store');
    const anonymous = await fetch(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
    expect(anonymous.headers.get('x-content-type-options')).toBe('nosniff');
    expect(anonymous.headers.get('cache-control')).not.toBe('no-store');
  });

  it('a 401 names the scheme: WWW-Authenticate: Bearer (invalid_token when one was sent)', async () => {
    const none = await fetch(`${t.url}/api/admin/me`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect(none.headers.get('cache-control')).toBe('no-store');
    const wrong = await fetch(`${t.url}/api/admin/customers`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });

  it('a known path with another method: 405 with Allow; OPTIONS 204 with Allow; TRACE 405', async () => {
    const del = await t.rest('DELETE', '/api/health');
    expect(del.status).toBe(405);
    expect(del.body.message).toMatch(/DELETE is not allowed on \/api\/health/);
    const res = await fetch(`${t.url}/api/health`, { method: 'DELETE' });
    expect(res.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    const withParam = await fetch(`${t.url}/api/admin/customers/abc`, { method: 'PUT', headers: { authorization: `Bearer ${admin.token}` } });
    expect(withParam.status).toBe(405);
    expect(withParam.headers.get('allow')?.split(', ')).toContain('GET');

    const options = await fetch(`${t.url}/api/health`, { method: 'OPTIONS' });
    expect(options.status).toBe(204);
    expect(options.headers.get('allow')).toBe('GET, HEAD, OPTIONS');

    for (const route of ['/', '/api/health', '/graphql']) {
      const trace = await fetch(t.url + route, { method: 'TRACE' }).catch(() => null);
      // fetch refuses TRACE itself; the raw request shows the server's answer.
      if (trace) expect(trace.status).toBe(405);
    }
    const trace = await rawRequest('TRACE', '/api/health');
    expect(trace.status).toBe(405);
    expect(trace.headers.allow).toBe('GET, HEAD, OPTIONS');

    const page = await fetch(`${t.url}/services`, { method: 'POST' });
    expect(page.status).toBe(405);
    expect(page.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('an unknown path stays a 404 for every method', async () => {
    for (const method of ['GET', 'DELETE', 'OPTIONS']) {
      const res = await fetch(`${t.url}/api/nothing-here`, { method });
      expect(res.status).toBe(404);
      expect(res.headers.get('allow')).toBeNull();
    }
  });
});

describe('control characters in an address', () => {
  const routes = [
    '/api/admin/search?q=bob%00',
    '/api/admin/customers?search=%00',
    '/api/admin/customers/abc%00def',
    '/api/admin/jobcards/%00',
    '/api/admin/invoices/INV-000001%00',
    '/api/admin/vehicles/ABC%00123/history',
    '/api/admin/analytics/reports?from=2026-01-01%00',
    '/api/admin/diary?week=%01',
    '/api/admin/customers?search=a%0Ab',
    '/api/admin/customers?search=a%7Fb',
  ];
  it.each(routes)('%s → 400 with a message, never 500', async (route) => {
    const res = await admin.rest('GET', route);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/control character/);
  });

  it('a public path and query too; GraphQL answers in its own shape', async () => {
    expect((await t.rest('GET', '/api/appointments/booked-slots?date=2026-01-01%00')).status).toBe(400);
    expect((await t.rest('GET', '/api/quotes/abc%00')).status).toBe(400);
    const page = await fetch(`${t.url}/quote/abc%00`);
    expect(page.status).toBe(400);
    const gql = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ __typename }')}%00`, { headers: { 'apollo-require-preflight': 'true' } });
    expect(gql.status).toBe(400);
    expect(((await gql.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(/control character/);
  });

  it('a GraphQL query sent in the address may hold line breaks and tabs (they are whitespace there)', async () => {
    const res = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{\n\t__typename\r\n}')}`, {
      headers: { 'apollo-require-preflight': 'true', authorization: `Bearer ${admin.token}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('the same values without the control character are answered', async () => {
    expect((await admin.rest('GET', '/api/admin/customers?search=a%20b')).status).toBe(200);
    expect((await admin.rest('GET', '/api/admin/search?q=bob')).status).toBe(200);
  });
});

describe('https', () => {
  it('HSTS when PUBLIC_URL is https, with upgrade-insecure-requests in page policies', async () => {
    const https = await startTestServer({ smtp: false, env: { WEB_DIST: webDist, PUBLIC_URL: 'https://workshop.example' } });
    try {
      for (const route of ['/api/health', '/services', '/admin']) {
        const res = await fetch(https.url + route);
        expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      }
      const page = await fetch(`${https.url}/services`);
      expect(directives(page.headers.get('content-security-policy')).has('upgrade-insecure-requests')).toBe(true);
    } finally {
      await https.close();
    }
  });

  it('behind a proxy, HSTS on an https request only', async () => {
    const proxied = await startTestServer({ smtp: false, env: { TRUST_PROXY: 'true' } });
    try {
      const plain = await fetch(`${proxied.url}/api/health`);
      expect(plain.headers.get('strict-transport-security')).toBeNull();
      const forwarded = await fetch(`${proxied.url}/api/health`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(forwarded.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await proxied.close();
    }
  });

  it('the booked-slots hot path (answered before the framework, from its cache) is not sniffed nor read cross-origin', async () => {
    const route = '/api/appointments/booked-slots?date=2030-01-07';
    const first = await fetch(t.url + route); // through Fastify; fills the cache
    expect(first.headers.get('x-frame-options')).toBe('DENY');
    const res = await fetch(t.url + route);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

async function rawRequest(method: string, route: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  const http = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = http.request(`${t.url}${route}`, { method }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}
