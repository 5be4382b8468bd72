/**
 * The customer's pages behind emailed links (here the quote page) rendered per request with their
 * data: the SSR bundle names the page's query, the api runs it in-process and renders the page
 * with the answer; never stored, never indexed; an unknown link gets the shell.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, signIn } from '../admin-session.js';
import { createCard, lines } from '../jobcards/jobcards-factory.js';
import { startTestServer, type TestServer } from '../harness.js';

// A stand-in web build honouring the SSR contract, with a customer-link page.
const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), 'web-')), 'dist');
mkdirSync(path.join(webDist, 'assets'), { recursive: true });
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><!--app-head--><!--app-data--></head><body><div id="root"><!--app-html--></div></body></html>',
);
mkdirSync(`${webDist}-ssr`);
writeFileSync(
  path.join(`${webDist}-ssr`, 'entry-server.js'),
  `export const PUBLIC_ROUTES = ['/'];
   export function customerLinkQuery(pathname) {
     const m = /^\\/quote\\/([^/]+)$/.exec(pathname);
     return m ? { query: 'query PublicQuote($id: ID!) { quote(id: $id) { __typename id number customerName status } }', variables: { id: m[1] } } : null;
   }
   export async function render(url, site, data) {
     if (data) return { status: 200, head: '<title>Your Quote | ' + site.businessName + '</title>',
                        html: '<main>Quote ' + data.quote.number + ' for ' + data.quote.customerName + ' (' + data.quote.status + ')</main>', state: { quote: data.quote } };
     return { status: url === '/' ? 200 : 404, head: '<title>' + url + '</title>', html: '<main>Page ' + url + '</main>' };
   }`,
);

let t: TestServer;
let admin: ReturnType<typeof asAdmin>;
let quoteId: string;
let quoteNumber: string;
beforeAll(async () => {
  t = await startTestServer({ smtp: false, env: { WEB_DIST: webDist } });
  admin = asAdmin(t, await signIn(t));
  // A `$&` and a `<` in the text: neither a replacement pattern nor the end of a script.
  const card = await createCard(admin, { customerName: 'Jo $& <Ann> Page' });
  const res = await admin.rest('POST', `/api/admin/jobcards/${card._id}/generate-quote`, { items: lines, gstIncludedInEstimate: false });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  quoteId = res.body.quote._id;
  quoteNumber = res.body.quote.number;
});
afterAll(() => t.close());

describe('customer-link pages rendered per request', () => {
  it('renders the quote page with its data: no-store, noindex, the cache for the browser', async () => {
    const res = await fetch(`${t.url}/quote/${quoteId}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex" /><title>Your Quote | Truganina Auto Care</title>');
    expect(html).toContain(`<div id="root"><main>Quote ${quoteNumber} for Jo $& <Ann> Page (sent)</main></div>`);
    expect(html).toContain(`;window.__APOLLO_STATE__={"quote":{"__typename":"PublicQuote","id":"${quoteId}","number":"${quoteNumber}","customerName":"Jo $& \\u003cAnn> Page","status":"sent"}}</script>`);
  });

  it('renders it again for every request, with the data as it is now', async () => {
    expect((await t.rest('POST', `/api/quotes/${quoteId}/approve`, { name: 'Page Customer' })).status).toBe(200);
    expect(await (await fetch(`${t.url}/quote/${quoteId}`)).text()).toContain('Page (approved)</main>');
  });

  it('sends it compressed when the browser takes brotli', async () => {
    // node:http, not fetch: fetch would decompress behind our back.
    const { encoding, body } = await new Promise<{ encoding: unknown; body: Buffer }>((resolve, reject) => {
      get(`${t.url}/quote/${quoteId}`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
    expect(encoding).toBe('br');
    expect(brotliDecompressSync(body).toString()).toContain(`Quote ${quoteNumber}`);
  });

  it.each(['0123456789abcdef01234567', 'not-an-id'])('answers an unknown link (%s) with the shell, which says so in the browser', async (id) => {
    const res = await fetch(`${t.url}/quote/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('__APOLLO_STATE__');
  });

  it('leaves the other pages as they were: rendered once, revalidated', async () => {
    const res = await fetch(`${t.url}/`);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<main>Page /</main>');
  });
});
