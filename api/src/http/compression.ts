/**
 * Compressed transfer. Text answers (HTML, CSS, JS, JSON of REST and GraphQL, SVG, XML, CSV,
 * calendars) of at least 1 KB go out with brotli or gzip, as the client's `Accept-Encoding` asks
 * (brotli preferred); smaller ones, and PDFs, images and archives, go out as they are. Bodies a
 * route compresses itself (the server-rendered pages, cached answers) are edge/compressed.ts's; the web
 * build's files are compressed at build time (web/scripts/precompress.mjs) and served by
 * @fastify/static as such. The booked-slots hot path (hot-path.ts) answers before
 * Fastify and stays uncompressed: its answers are far below the threshold.
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD, ENCODINGS } from '../edge/compressed.js';

/**
 * Text types. @fastify/compress also asks mime-db (application/javascript, image/svg+xml, …) and
 * would take `application/octet-stream` with its own default list: downloads stay as they are.
 */
const TEXT_TYPES = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|[+/]text(?:;|$)/u;

/**
 * Compresses every answer of the routes registered after it; register it before any route.
 * `sentAsBuilt` routes (the web build's files) are never compressed per request.
 */
export async function installCompression(app: FastifyInstance, sentAsBuilt: string[]): Promise<void> {
  // Runs before the plugin's own onRoute hook, which leaves routes marked `compress: false` alone.
  app.addHook('onRoute', (route) => {
    if (sentAsBuilt.includes(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    encodings: [...ENCODINGS],
    threshold: COMPRESS_THRESHOLD,
    customTypes: TEXT_TYPES,
    // Per answer: quality 4 is most of quality 11's gain for a fraction of its time.
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Requests are not decompressed: clients send small JSON bodies as they are.
    globalDecompression: false,
  });
}
