/**
 * The request log: one line per API call at info; pages and static files only at debug; the same
 * lines readable on a terminal; never a token value in either form.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readableLog } from '../../src/http/log-output.js';
import { startTestServer, type TestServer } from '../harness.js';
import { appGql } from '../app-documents.js';

// A stand-in web build: a page and a script.
const webDist = path.join(mkdtempSync(path.join(os.tmpdir(), 'web-')), 'dist');
mkdirSync(path.join(webDist, 'assets'), { recursive: true });
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/assets/app-1.js"></script></body></html>');
writeFileSync(path.join(webDist, 'assets', 'app-1.js'), 'console.log(1)');

// Every line as pino wrote it (JSON), and as a terminal shows it.
const json: string[] = [];
const readable: string[] = [];
const terminal = readableLog({ write: (l) => readable.push(l) }, false);
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({
    smtp: false,
    env: { WEB_DIST: webDist },
    logger: { level: 'info', stream: { write: (l: string) => (json.push(l), terminal.write(l)) } },
  });
});
afterAll(() => t.close());

async function visit(level: string): Promise<{ json: string[]; readable: string[] }> {
  t.app.http.app.log.level = level;
  json.length = 0;
  readable.length = 0;
  for (const route of ['/', '/admin', '/assets/app-1.js', '/api/health', '/api/admin/documents/0123456789abcdef01234567/view?token=eyJ.s3cret.sig']) {
    await (await fetch(t.url + route)).arrayBuffer();
  }
  await appGql(t, 'SiteInfo');
  return { json: [...json], readable: [...readable] };
}

const requests = (lines: string[]) =>
  lines.map((l) => JSON.parse(l)).filter((l) => l.req && l.res).map((l) => `${l.req.method} ${l.req.url} ${l.res.statusCode}`);

describe('request log', () => {
  it('at info: one line per API call, none for pages and scripts, tokens redacted', async () => {
    const lines = (await visit('info')).json;
    expect(requests(lines)).toEqual([
      'GET /api/health 200',
      'GET /api/admin/documents/0123456789abcdef01234567/view?token=[redacted] 401',
      'POST /graphql 200',
    ]);
    expect(lines.map((l) => JSON.parse(l)).find((l) => l.req?.url === '/graphql')?.operation).toBe('SiteInfo');
    expect(lines.join('')).not.toContain('incoming request');
    expect(lines.join('')).not.toContain('s3cret');
  });

  it('at debug: pages and scripts too', async () => {
    const lines = (await visit('debug')).json;
    expect(requests(lines)).toEqual(expect.arrayContaining(['GET / 200', 'GET /admin 200', 'GET /assets/app-1.js 200', 'GET /api/health 200']));
  });

  it('readable on a terminal, one line per API call, tokens redacted', async () => {
    const shown = (await visit('info')).readable.join('');
    expect(shown).toMatch(/^\d\d:\d\d:\d\d INFO {2}GET \/api\/health 200 \d+ ms$/m);
    // Each GraphQL line names its operation.
    expect(shown).toMatch(/^\d\d:\d\d:\d\d INFO {2}POST \/graphql SiteInfo 200 \d+ ms$/m);
    expect(shown).toContain('GET /api/admin/documents/0123456789abcdef01234567/view?token=[redacted] 401');
    expect(shown).not.toContain('/assets/app-1.js');
    expect(shown).not.toContain('s3cret');
    expect(shown).not.toContain('{');
  });
});
