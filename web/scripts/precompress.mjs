/**
 * After `vite build`: writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside
 * every text file of the build (JS, CSS, SVG, HTML, JSON, …), so the api serves them as they are
 * (`@fastify/static` with `preCompressed`) instead of compressing them per request. A compressed
 * copy that is not smaller is not written. The page template (index.html) is never served raw and
 * is left alone. Usage: `node scripts/precompress.mjs [dist]` (default: web/dist).
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_FILE = /\.(?:html|css|js|mjs|json|svg|txt|xml|webmanifest|map|ico|wasm)$/;

export function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 };
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const file = path.join(folder, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (TEXT_FILE.test(name) && file !== path.join(dir, 'index.html')) {
        const bytes = readFileSync(file);
        const br = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        const gz = gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION });
        totals.files++;
        totals.bytes += bytes.length;
        totals.br += Math.min(br.length, bytes.length);
        totals.gzip += Math.min(gz.length, bytes.length);
        if (br.length < bytes.length) writeFileSync(`${file}.br`, br);
        if (gz.length < bytes.length) writeFileSync(`${file}.gz`, gz);
      }
    }
  };
  walk(dir);
  return totals;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist'));
  const t = precompress(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`precompressed ${t.files} files in ${path.relative(process.cwd(), dir) || '.'}: ${kb(t.bytes)} → brotli ${kb(t.br)}, gzip ${kb(t.gzip)}`);
}
