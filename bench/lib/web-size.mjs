/** The home page's initial JavaScript: the module script and its modulepreloads, gzipped. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { WEB_DIST, WEB_JS_BUDGET_KB } from './env.mjs';

export function webInitialJs() {
  const indexFile = path.join(WEB_DIST, 'index.html');
  if (!existsSync(indexFile)) return { built: false };
  const html = readFileSync(indexFile, 'utf8');
  const attrs = (tag) => Object.fromEntries([...tag.matchAll(/([\w-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)].map((m) => [m[1].toLowerCase(), m[3] ?? m[4] ?? m[5]]));
  const refs = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const a = attrs(tag);
    if (a.type === 'module' && a.src) refs.add(a.src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attrs(tag);
    if (a.rel?.split(/\s+/).includes('modulepreload') && a.href) refs.add(a.href);
  }
  const files = [];
  const missing = [];
  for (const ref of refs) {
    if (/^(https?:)?\/\//.test(ref)) {
      missing.push(`${ref} (external)`);
      continue;
    }
    const file = path.join(WEB_DIST, decodeURIComponent(ref.split(/[?#]/)[0]).replace(/^\/+/, ''));
    if (!existsSync(file)) {
      missing.push(ref);
      continue;
    }
    const raw = readFileSync(file);
    files.push({ file: path.relative(WEB_DIST, file), bytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length });
  }
  const gzipBytes = files.reduce((s, f) => s + f.gzipBytes, 0);
  const kb = gzipBytes / 1024;
  return { built: true, files, missing, gzipBytes, gzipKB: kb, targetKB: WEB_JS_BUDGET_KB, pass: kb <= WEB_JS_BUDGET_KB && missing.length === 0 };
}

