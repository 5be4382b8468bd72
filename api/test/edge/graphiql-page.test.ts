/**
 * GraphiQL at /graphql: a browser opening the address (HTML accepted, no query) gets the web app's
 * page, under a policy that lets its editor style itself but runs no script the page does not
 * carry; a query sent by GET and every POST stay GraphQL's.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Admin, withAdminServer } from '../admin-session.js';
import type { TestServer } from '../harness.js';

// A stand-in web build: its page template with an inline script, as the real one has.
const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), 'web-')), 'dist');
mkdirSync(path.join(webDist, 'assets'), { recursive: true });
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><script>window.__THEME__ = 1;</script><!--app-head--><!--app-data--></head><body><div id="root"><!--app-html--></div></body></html>',
);

let t: TestServer;
let admin: Admin;
withAdminServer((server, signedIn) => ((t = server), (admin = signedIn)), { smtp: false, env: { WEB_DIST: webDist } });

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

function directives(csp: string | null): Map<string, string[]> {
  return new Map((csp ?? '').split(';').map((d) => d.trim().split(/\s+/)).filter((d) => d[0]).map(([name, ...values]) => [name, values]));
}

describe('GraphiQL at /graphql', () => {
  it('a browser opening the address gets the web app’s page, titled, to be drawn in the browser', async () => {
    const res = await fetch(`${t.url}/graphql`, { headers: { accept: BROWSER } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const html = await res.text();
    expect(html).toContain('<title data-page-head>GraphiQL | ');
    expect(html).toContain('<div id="root"></div>');
    const head = await fetch(`${t.url}/graphql`, { method: 'HEAD', headers: { accept: BROWSER } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('its policy lets the editor style itself, use its own workers and its inline fonts, but runs no script it does not carry', async () => {
    const res = await fetch(`${t.url}/graphql`, { headers: { accept: BROWSER } });
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp.get('worker-src')).toEqual(["'self'"]);
    expect(csp.get('font-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('frame-src')).toEqual(["'none'"]);
    const scripts = csp.get('script-src') ?? [];
    expect(scripts[0]).toBe("'self'");
    expect(scripts.slice(1).every((s) => s.startsWith("'sha256-"))).toBe(true);
    expect(scripts).toHaveLength(3); // the template's script and the page data the server fills in
    // The public pages keep their own closed policy.
    const home = directives((await fetch(`${t.url}/`)).headers.get('content-security-policy'));
    expect(home.get('style-src')).not.toContain("'unsafe-inline'");
    expect(home.get('font-src')).toEqual(["'self'"]);
  });

  it('a query in the address, or a POST, is answered by GraphQL as before, never by a page', async () => {
    const byGet = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: BROWSER, 'apollo-require-preflight': 'true', authorization: `Bearer ${admin.token}` },
    });
    expect(byGet.headers.get('content-type')).toMatch(/^application\/(graphql-response\+)?json/);
    expect(byGet.status).toBe(200);
    expect(await byGet.json()).toEqual({ data: { __typename: 'Query' } });
    expect((await admin.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
    // A program asking for JSON without a query gets GraphQL's answer, not the page.
    const json = await fetch(`${t.url}/graphql`, { headers: { accept: 'application/json', 'apollo-require-preflight': 'true' } });
    expect(json.headers.get('content-type')).not.toMatch(/^text\/html/);
  });
});
