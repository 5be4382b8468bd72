/** The HTTP shell: health, errors as { message }, the web app's client routes, graceful shutdown. */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequest } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { waitFor } from '../wait-for.js';

// A stand-in web build honouring the SSR contract: placeholders in index.html, render() beside it.
const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), 'web-')), 'dist');
mkdirSync(path.join(webDist, 'assets'), { recursive: true });
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--><script type="module" src="/assets/app-123.js"></script></body></html>',
);
writeFileSync(path.join(webDist, 'assets', 'app-123.js'), 'console.log(1)');
mkdirSync(`${webDist}-ssr`);
writeFileSync(
  path.join(`${webDist}-ssr`, 'entry-server.js'),
  `export const PUBLIC_ROUTES = ['/', '/services', '/booking'];
   export async function render(url, site) {
     const known = PUBLIC_ROUTES.includes(url);
     return { status: known ? 200 : 404, head: '<title>' + (known ? url : 'Not found') + ' | ' + site.businessName + '</title>',
              html: '<main>' + (known ? 'Page ' + url : 'Page not found') + '</main>' };
   }`,
);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ smtp: false, env: { WEB_DIST: webDist } });
});
afterAll(() => t.close());

describe('http', () => {
  it('reports the database state at /api/health', async () => {
    const res = await t.rest('GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers unknown api paths with 404 and a message', async () => {
    for (const [method, route] of [['GET', '/api/nothing-here'], ['POST', '/api/nothing-here']]) {
      const res = await t.rest(method, route, method === 'GET' ? undefined : {});
      expect(res.status).toBe(404);
      expect(res.body.message).toMatch(/^Not found/);
    }
  });

  it('answers a known api path asked with another method with 405, a message and Allow', async () => {
    const res = await fetch(`${t.url}/api/appointments`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST, OPTIONS');
    expect(((await res.json()) as { message: string }).message).toBe('DELETE is not allowed on /api/appointments: it takes POST, OPTIONS.');
  });

  it.each([
    ['/', '<title>/ | Truganina Auto Care</title>', '<main>Page /</main>'],
    ['/services', '<title>/services | Truganina Auto Care</title>', '<main>Page /services</main>'],
    ['/booking?service=Other', '<title>/booking | Truganina Auto Care</title>', '<main>Page /booking</main>'],
    ['/services/', '<title>/services | Truganina Auto Care</title>', '<main>Page /services</main>'],
  ])('serves %s server-rendered, with the site details for the browser', async (route, title, main) => {
    const res = await fetch(t.url + route);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const html = await res.text();
    expect(html).toContain(title);
    expect(html).toContain(`<div id="root">${main}</div>`);
    expect(html).toContain('<script>window.__SITE_INFO__={"businessName":"Truganina Auto Care"');
    expect(html).not.toContain('<!--app-');
  });

  it.each(['/no-such-page', '/services/extra', '/cancelled', '/quote', '/quote/abc/extra', '/accept-policy/abc/extra', '/unsubscribe', '/unsubscribe/abc/extra'])('answers an unknown public path %s with the 404 page and status 404', async (route) => {
    const res = await fetch(t.url + route);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<main>Page not found</main>');
  });

  it.each(['/admin', '/admin/appointments', '/accept-policy/abc', '/quote/abc', '/unsubscribe/abc'])('serves the client-rendered shell for %s', async (route) => {
    const res = await fetch(t.url + route);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('window.__SITE_INFO__');
  });

  it.each([
    ['/accept-policy/abc', true],
    ['/quote/abc?x=1', true],
    ['/unsubscribe/abc', true],
    ['/admin', false],
  ])('keeps the customer link page %s out of search engines: %s', async (route, noindex) => {
    const html = await (await fetch(t.url + route)).text();
    expect(html.includes('<meta name="robots" content="noindex" />')).toBe(noindex);
  });

  it('never serves the raw template', async () => {
    const res = await fetch(`${t.url}/index.html`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<!--app-html-->');
  });

  it('tells search engines what to index', async () => {
    const robots = await fetch(`${t.url}/robots.txt`);
    const text = await robots.text();
    expect(text).toContain('Disallow: /admin');
    expect(text).toContain('Sitemap: http://workshop.test/sitemap.xml');
    const sitemap = await (await fetch(`${t.url}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>http://workshop.test/services</loc>');
    expect(sitemap).not.toContain('/cancel');
    expect(sitemap).not.toContain('/admin');
  });

  it('serves hashed assets with a long cache life and 404s missing files', async () => {
    const asset = await fetch(`${t.url}/assets/app-123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${t.url}/assets/missing.js`)).status).toBe(404);
  });

  it('tags every answer with a request id', async () => {
    const res = await fetch(`${t.url}/api/health`, { headers: { 'x-request-id': 'trace-me-1' } });
    expect(res.headers.get('x-request-id')).toBe('trace-me-1');
  });

  it('answers a wrong content type with 415 and a message', async () => {
    const res = await fetch(`${t.url}/api/appointments`, { method: 'POST', headers: { 'content-type': 'text/csv' }, body: 'a,b' });
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toBe('Unsupported content type: send JSON.');
  });
});

describe('graceful shutdown', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)('finishes a booking in flight, then stops accepting', async () => {
    const s = await startTestServer({ smtp: false });
    const dbUrl = s.app.db.url;
    const locker = new pg.Client({ connectionString: dbUrl });
    await locker.connect();
    try {
      // Hold the table so the booking is provably in flight when shutdown starts.
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE appointment IN EXCLUSIVE MODE');
      const booking = s.rest('POST', '/api/appointments', appointmentRequest());
      await waitFor(
        async () => {
          // Statistics views are a snapshot per transaction: take a fresh one each time.
          await locker.query('SELECT pg_stat_clear_snapshot()');
          const { rows } = await locker.query(
            `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%appointment%'`,
          );
          return rows[0].n > 0;
        },
        { what: 'the booking to wait for the locked table' },
      );
      const closing = s.app.close();
      const refused = () =>
        fetch(`${s.url}/api/health`).then(
          () => false,
          () => true,
        );
      await waitFor(refused, { what: 'the closing server to stop accepting connections' });
      await locker.query('COMMIT');
      expect((await booking).status).toBe(201);
      await closing;
    } finally {
      await locker.end();
      await s.close();
    }
  });
});
