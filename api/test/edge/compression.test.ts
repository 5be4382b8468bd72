/**
 * Compressed transfer: pages, built assets, GraphQL and REST answers go out with brotli or gzip as
 * the client's Accept-Encoding asks, and as they are to a client that asks for neither; tiny
 * answers (booked slots, health) and the hot path are never compressed.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';
import { signIn } from '../admin-session.js';
import { appointmentRequest, freeDay } from '../factories.js';
import { startTestServer, type TestServer } from '../harness.js';
import { waitFor } from '../wait-for.js';

// A stand-in web build (the real one may not be built yet), precompressed by the build's own script.
const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), 'web-')), 'dist');
mkdirSync(path.join(webDist, 'assets'), { recursive: true });
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><head><!--app-head--><link rel="stylesheet" href="/assets/app-abc.css"></head><body><div id="root"><!--app-html--></div><!--app-data--><script type="module" src="/assets/app-abc.js"></script></body></html>',
);
const JS = Array.from({ length: 200 }, (_, i) => `export function service${i}(car) { return { id: ${i}, name: 'Service ' + car.rego, price: ${i * 1000} }; }`).join('\n');
writeFileSync(path.join(webDist, 'assets', 'app-abc.js'), JS);
writeFileSync(path.join(webDist, 'assets', 'app-abc.css'), Array.from({ length: 100 }, (_, i) => `.card-${i} { margin: ${i}px; color: #123456; }`).join('\n'));
writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>');
mkdirSync(`${webDist}-ssr`);
writeFileSync(
  path.join(`${webDist}-ssr`, 'entry-server.js'),
  `export const PUBLIC_ROUTES = ['/'];
   export async function render(url) {
     const cards = Array.from({ length: 60 }, (_, i) => '<li class="card">Logbook servicing for car ' + i + ', brakes, tyres and fluids checked.</li>').join('');
     return { status: 200, head: '<title>Home</title>', html: '<main><ul>' + cards + '</ul></main>' };
   }`,
);
execFileSync(process.execPath, [path.join(REPO_ROOT, 'web', 'scripts', 'precompress.mjs'), webDist]);

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One request without any decoding (fetch would decompress behind our back). */
function raw(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const decode = (a: RawAnswer): Buffer =>
  a.headers['content-encoding'] === 'br' ? brotliDecompressSync(a.body) : a.headers['content-encoding'] === 'gzip' ? gunzipSync(a.body) : a.body;

/** Asks with br, gzip and nothing; checks each encoding and that all three decode to the same bytes. */
async function negotiated(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const ask = (encoding?: string) => raw(url, { ...options, headers: { ...options.headers, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
  const [br, gzip, none, identity] = await Promise.all([ask('gzip, deflate, br'), ask('gzip'), ask(), ask('identity')]);
  for (const a of [br, gzip, none, identity]) expect(a.status).toBeLessThan(400);
  expect(br.headers['content-encoding']).toBe('br');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(none.headers['content-encoding']).toBeUndefined();
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(br.headers.vary).toMatch(/accept-encoding/i);
  expect(gzip.headers.vary).toMatch(/accept-encoding/i);
  expect(decode(br).equals(none.body)).toBe(true);
  expect(decode(gzip).equals(none.body)).toBe(true);
  expect(identity.body.equals(none.body)).toBe(true);
  // Compression pays: the text shrinks to well under half.
  expect(br.body.length).toBeLessThan(none.body.length / 2);
  expect(gzip.body.length).toBeLessThan(none.body.length / 2);
  return { br, gzip, none };
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ smtp: false, env: { WEB_DIST: webDist } });
  // Pages are compressed in the background once rendered (sent as they are until then).
  await waitFor(async () => (await raw(`${t.url}/`, { headers: { 'accept-encoding': 'br' } })).headers['content-encoding'] === 'br', {
    everyMs: 50,
    what: 'the home page to be sent compressed',
  });
});
afterAll(() => t.close());

describe('compressed answers', () => {
  it('the home page: brotli or gzip as asked, compressed once (the same bytes every time), still revalidated', async () => {
    const { br, gzip, none } = await negotiated(`${t.url}/`);
    expect(none.body.toString()).toContain('Logbook servicing for car 59');
    for (const a of [br, gzip, none]) {
      expect(a.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(a.headers['cache-control']).toBe('no-cache');
    }
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    const again = await raw(`${t.url}/`, { headers: { 'accept-encoding': 'br' } });
    expect(again.body.equals(br.body)).toBe(true);
    // The client-rendered shell of the admin area is compressed as well, when it is worth it.
    const shell = await raw(`${t.url}/admin`, { headers: { 'accept-encoding': 'br' } });
    expect(shell.status).toBe(200);
    expect(decode(shell).toString()).toContain('window.__SITE_INFO__');
  });

  it('honours preferences: br refused with q=0 gives gzip, an unknown encoding gives none', async () => {
    const gzipOnly = await raw(`${t.url}/`, { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const unknown = await raw(`${t.url}/`, { headers: { 'accept-encoding': 'compress' } });
    expect(unknown.headers['content-encoding']).toBeUndefined();
    expect(unknown.body.toString()).toContain('<main>');
  });

  it('a built JS asset: the .br and .gz written at build time, with its immutable caching', async () => {
    const { br, gzip, none } = await negotiated(`${t.url}/assets/app-abc.js`);
    expect(none.body.toString()).toBe(JS);
    const file = path.join(webDist, 'assets', 'app-abc.js');
    expect(br.body.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(gzip.body.equals(readFileSync(`${file}.gz`))).toBe(true);
    for (const a of [br, gzip, none]) {
      expect(a.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const css = await negotiated(`${t.url}/assets/app-abc.css`);
    expect(css.br.headers['content-type']).toMatch(/^text\/css/);
  });

  it('a GraphQL answer', async () => {
    // Introspection is staff's.
    const body = JSON.stringify({ query: '{ __schema { types { name description } } }' });
    const authorization = `Bearer ${await signIn(t)}`;
    const { br } = await negotiated(`${t.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', authorization }, body });
    const answer = JSON.parse(decode(br).toString());
    expect(answer.data.__schema.types.length).toBeGreaterThan(20);
  });

  it('a large answer (over 16 KB) compressed in one call, with its length; not when the client says x-no-compression', async () => {
    const body = JSON.stringify({ query: '{ __schema { types { name description fields { name description type { name } } } } }' });
    const options = { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${await signIn(t)}` }, body };
    const { br, gzip, none } = await negotiated(`${t.url}/graphql`, options);
    expect(none.body.length).toBeGreaterThan(16 * 1024);
    // A stream's answer would go out chunked, without a length.
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    const refused = await raw(`${t.url}/graphql`, { ...options, headers: { ...options.headers, 'accept-encoding': 'br', 'x-no-compression': '1' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.equals(none.body)).toBe(true);
  });

  it('a JSON list of the REST API', async () => {
    const token = await signIn(t);
    const date = freeDay();
    for (const time of ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00']) {
      expect((await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: date, preferredTime: time }))).status).toBe(201);
    }
    const { br } = await negotiated(`${t.url}/api/admin/appointments`, { headers: { authorization: `Bearer ${token}` } });
    const list = JSON.parse(decode(br).toString());
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(br.headers['content-type']).toMatch(/^application\/json/);
  });

  it('leaves tiny answers as they are: booked slots (hot path or not), health, a tiny file', async () => {
    const date = freeDay();
    expect((await t.rest('POST', '/api/appointments', appointmentRequest({ preferredDate: date, preferredTime: '09:00' }))).status).toBe(201);
    // The first request of a date goes through the route and fills the cache; the next take the hot path.
    for (let i = 0; i < 3; i++) {
      const slots = await raw(`${t.url}/api/appointments/booked-slots?date=${date}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(slots.status).toBe(200);
      expect(slots.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(slots.body.toString())).toEqual({ unavailableSlots: ['09:00'] });
    }
    const health = await raw(`${t.url}/api/health`, { headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    // A built file is sent as built: this one is too small for a compressed copy to be smaller.
    const icon = await raw(`${t.url}/favicon.svg`, { headers: { 'accept-encoding': 'br' } });
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.body.toString()).toContain('<svg');
  });
});
