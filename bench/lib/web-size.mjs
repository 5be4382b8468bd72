/**
 * What the home page costs a browser: its initial JavaScript (the module script and its
 * modulepreloads, gzipped from web/dist) and its total transfer as the server sends it (the HTML,
 * the stylesheets and that JavaScript, asked for with `Accept-Encoding: br`, counted in bytes on
 * the wire). `node bench/lib/web-size.mjs <base url>` measures a running server alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { WEB_DIST, WEB_JS_BUDGET_KB, WEB_TRANSFER_BUDGET_KB } from './env.mjs';

function attrs(tag) {
  return Object.fromEntries([...tag.matchAll(/([\w-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]+))/g)].map((m) => [m[1].toLowerCase(), m[3] ?? m[4] ?? m[5]]));
}

/**
 * The assets a page's HTML makes the browser load at once: stylesheets, module scripts with their
 * modulepreloads, and the modules the page's loader imports after the first paint (listed in
 * `<script id="app-scripts" type="application/json">`, see web/vite.config.ts).
 */
export function initialAssets(html) {
  const scripts = new Set();
  const styles = new Set();
  const listed = /<script id="app-scripts" type="application\/json">([^<]*)<\/script>/.exec(html);
  if (listed) for (const src of JSON.parse(listed[1]).modules) scripts.add(src);
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const a = attrs(tag);
    if (a.type === 'module' && a.src) scripts.add(a.src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const a = attrs(tag);
    const rel = a.rel?.split(/\s+/) ?? [];
    if (rel.includes('modulepreload') && a.href) scripts.add(a.href);
    if (rel.includes('stylesheet') && a.href) styles.add(a.href);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

export function webInitialJs() {
  const indexFile = path.join(WEB_DIST, 'index.html');
  if (!existsSync(indexFile)) return { built: false };
  const files = [];
  const missing = [];
  for (const ref of initialAssets(readFileSync(indexFile, 'utf8')).scripts) {
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

/** GET with the browser's encodings; the body as received, not decoded (fetch would decode it). */
function getRaw(url) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': 'br, gzip, deflate', accept: '*/*' } }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(15_000, () => req.destroy(new Error(`no answer from ${url} within 15 s`)));
    req.on('error', reject);
  });
}

async function decoded(res) {
  const { brotliDecompressSync, gunzipSync, inflateSync } = await import('node:zlib');
  const encoding = res.headers['content-encoding'] ?? 'identity';
  if (encoding === 'br') return brotliDecompressSync(res.body);
  if (encoding === 'gzip') return gunzipSync(res.body);
  if (encoding === 'deflate') return inflateSync(res.body);
  return res.body;
}

/** The home page as a browser first loads it from the server at `base`: HTML, CSS and initial JS, bytes on the wire. */
export async function homeTransfer(base) {
  const files = [];
  const fetchOne = async (kind, ref) => {
    const url = new URL(ref, base).href;
    const res = await getRaw(url);
    if (res.status !== 200) throw new Error(`home transfer: GET ${url} answered ${res.status}`);
    const body = await decoded(res);
    files.push({ kind, path: new URL(url).pathname, encoding: res.headers['content-encoding'] ?? 'identity', wireBytes: res.body.length, bytes: body.length });
    return body;
  };
  const html = (await fetchOne('html', '/')).toString('utf8');
  const { scripts, styles } = initialAssets(html);
  const external = [...scripts, ...styles].filter((ref) => new URL(ref, base).origin !== new URL(base).origin);
  for (const ref of styles) if (!external.includes(ref)) await fetchOne('css', ref);
  for (const ref of scripts) if (!external.includes(ref)) await fetchOne('js', ref);
  const sum = (kind, key = 'wireBytes') => files.filter((f) => !kind || f.kind === kind).reduce((s, f) => s + f[key], 0);
  const wireBytes = sum();
  return {
    files,
    external,
    wireBytes,
    bytes: sum(null, 'bytes'),
    byKind: Object.fromEntries(['html', 'css', 'js'].map((k) => [k, { wireBytes: sum(k), bytes: sum(k, 'bytes') }])),
    // Answers under 1 KB are left as they are, on purpose.
    uncompressed: files.filter((f) => f.encoding === 'identity' && f.bytes >= 1024).map((f) => f.path),
    kb: wireBytes / 1024,
    targetKB: WEB_TRANSFER_BUDGET_KB,
    pass: wireBytes / 1024 <= WEB_TRANSFER_BUDGET_KB && external.length === 0,
  };
}

export function homeTransferRow(t) {
  return ['home transfer (HTML+CSS+JS, br)', `${(t.kb).toFixed(1)} KB`, '', '', '', '', `<= ${WEB_TRANSFER_BUDGET_KB} KB`, t.pass ? 'PASS' : 'FAIL'];
}

export function homeTransferSummary(t) {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const part = (k) => `${k.toUpperCase()} ${kb(t.byKind[k].wireBytes)} (${kb(t.byKind[k].bytes)} decoded)`;
  const lines = [`home transfer: ${t.files.length} answers, ${kb(t.wireBytes)} on the wire, ${kb(t.bytes)} decoded: ${['html', 'css', 'js'].map(part).join(', ')}`];
  if (t.uncompressed.length) lines.push(`  sent uncompressed: ${t.uncompressed.join(', ')}`);
  if (t.external.length) lines.push(`  on another origin (not counted): ${t.external.join(', ')}`);
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const base = process.argv[2];
  if (!base) {
    console.error('usage: node bench/lib/web-size.mjs <base url of a running server>');
    process.exit(2);
  }
  const t = await homeTransfer(base);
  for (const f of t.files) console.log(`${f.kind.padEnd(4)} ${String(f.wireBytes).padStart(8)} B on the wire (${f.encoding}), ${String(f.bytes).padStart(8)} B decoded  ${f.path}`);
  console.log([...homeTransferSummary(t), `target <= ${t.targetKB} KB: ${t.pass ? 'PASS' : 'FAIL'}`].join('\n'));
}
