/**
 * What browsers and link previews look for: every page the server sends has a <title> (those the
 * browser renders too: the admin area, a customer's link without its data, the unsubscribe page);
 * the icons and the web app manifest are served with their types; the images are what they say.
 */
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/config.js';
import { startTestServer, type TestServer } from '../harness.js';

// A stand-in web build: the real index.html head (the app's links) and the real public files.
const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), 'web-')), 'dist');
cpSync(path.join(REPO_ROOT, 'web', 'public'), webDist, { recursive: true });
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html lang="en-AU"><head><meta charset="UTF-8" /><!--app-head--><!--app-data--></head><body><div id="root"><!--app-html--></div></body></html>',
);

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ smtp: false, env: { WEB_DIST: webDist } });
});
afterAll(() => t.close());

async function get(route: string) {
  const res = await fetch(t.url + route);
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: Buffer.from(await res.arrayBuffer()) };
}

describe('titles', () => {
  const id = '0123456789abcdef01234567';
  for (const [route, title] of [
    ['/admin', 'Admin | Truganina Auto Care'],
    ['/admin/login', 'Admin Sign In | Truganina Auto Care'],
    ['/admin/jobcards/abc', 'Admin | Truganina Auto Care'],
    ['/admin/reset-password?token=x', 'Reset password | Truganina Auto Care'],
    [`/unsubscribe/${'ab'.repeat(32)}`, 'Unsubscribe | Truganina Auto Care'],
    [`/quote/${id}`, 'Your Quote | Truganina Auto Care'],
    [`/accept-policy/${id}`, 'Service Terms | Truganina Auto Care'],
    ['/services', 'Truganina Auto Care'],
  ]) {
    it(`${route} has one <title>: ${title}`, async () => {
      const html = (await get(route)).body.toString('utf8');
      expect(html.match(/<title[ >]/g), html.slice(0, 400)).toHaveLength(1);
      // Marked as the app's, so the app replaces it rather than adding a second.
      expect(html).toContain(`<title data-page-head>${title}</title>`);
    });
  }
});

describe('icons and the manifest', () => {
  it('/favicon.ico is an icon of 16, 32 and 48 px', async () => {
    const ico = await get('/favicon.ico');
    expect(ico.status).toBe(200);
    expect(ico.type).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(ico.body.readUInt16LE(2)).toBe(1); // an icon resource
    const count = ico.body.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => ico.body.readUInt8(6 + 16 * i));
    expect(sizes).toEqual([16, 32, 48]);
  });

  for (const [route, width, height] of [
    ['/apple-touch-icon.png', 180, 180],
    ['/icon-192.png', 192, 192],
    ['/icon-512.png', 512, 512],
    ['/og-image.png', 1200, 630],
  ] as const) {
    it(`${route} is a ${width}×${height} PNG`, async () => {
      const res = await get(route);
      expect(res.status).toBe(200);
      expect(res.type).toBe('image/png');
      const meta = await sharp(res.body).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', width, height]);
    });
  }

  it('/manifest.webmanifest names the workshop, its icons (served), theme colour and start', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(res.body.toString('utf8'));
    expect(manifest).toMatchObject({ name: 'Truganina Auto Care', short_name: 'Truganina', start_url: '/', display: 'standalone', theme_color: '#0f1b2d' });
    for (const icon of manifest.icons as Array<{ src: string; type: string }>) {
      const served = await get(icon.src);
      expect(served.status, icon.src).toBe(200);
      expect(served.type, icon.src).toContain(icon.type);
    }
  });
});
