/**
 * Compressed transfer. Text answers (HTML, CSS, JS, JSON of REST and GraphQL, SVG, XML, CSV,
 * calendars) of at least 1 KB go out with brotli or gzip, as the client's `Accept-Encoding` asks
 * (brotli preferred); smaller ones, and PDFs, images and archives, go out as they are. Bodies a
 * route compresses itself (the server-rendered pages, cached answers) are edge/compressed.ts's; the web
 * build's files are compressed at build time (web/scripts/precompress.mjs) and served by
 * @fastify/static as such. The booked-slots hot path (hot-path.ts) answers before
 * Fastify and stays uncompressed: its answers are far below the threshold.
 *
 * An answer held whole in memory (a string or a buffer: JSON, a page) up to ONE_CALL_LIMIT is
 * compressed in one call on the event loop; a stream, or a larger answer, through a zlib stream
 * in the thread pool. On two cores the thread pool lost: a 330 KB answer (a diary week over
 * GraphQL) took p99 23-45 ms through a stream, as much in one call in the pool, and 15-16 ms in
 * one call here (2-3 ms of brotli at quality 4).
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD, ENCODINGS } from '../edge/compressed.js';

/** Answers held in memory up to this size are compressed in one call (about 10 ms for 1 MB of JSON). */
const ONE_CALL_LIMIT = 1024 * 1024;

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
    syncThreshold: ONE_CALL_LIMIT,
    customTypes: TEXT_TYPES,
    // Per answer: quality 4 is most of quality 11's gain for a fraction of its time.
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Requests are not decompressed: clients send small JSON bodies as they are.
    globalDecompression: false,
  });
}
