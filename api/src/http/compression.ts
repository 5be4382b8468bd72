/**
 * Compressed transfer. Text answers (HTML, CSS, JS, JSON of REST and GraphQL, SVG, XML, CSV,
 * calendars) of at least 1 KB go out with brotli or gzip, as the client's `Accept-Encoding` asks
 * (brotli preferred); smaller ones, and PDFs, images and archives, go out as they are. Answers
 * that are the same for everyone (the server-rendered pages) are compressed once, not per request
 * (`Precompressed`); a page rendered for one request, as it is sent (`sendCompressed`); the web
 * build's files are compressed at build time (web/scripts/precompress.mjs) and served by
 * @fastify/static as such. The booked-slots hot path (hot-path.ts) answers before
 * Fastify and stays uncompressed: its answers are far below the threshold.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers are not worth the work: headers alone are a few hundred bytes. */
export const COMPRESS_THRESHOLD = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

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

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A body sent many times: kept as is, and compressed once at the highest levels in the thread pool,
 * in the background (sent as it is until that is done, so nobody waits for it).
 */
export class Precompressed {
  readonly identity: Buffer;
  private readonly encoded: Partial<Record<Encoding, Buffer>> = {};
  /** Settles once the compressed copies are made. */
  readonly ready: Promise<void>;

  constructor(text: string) {
    this.identity = Buffer.from(text);
    this.ready = this.identity.length < COMPRESS_THRESHOLD ? Promise.resolve() : this.compress();
  }

  private async compress(): Promise<void> {
    const size = this.identity.length;
    try {
      const [br, gz] = await Promise.all([
        brotliAsync(this.identity, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        }),
        gzipAsync(this.identity, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < size) this.encoded.br = br;
      if (gz.length < size) this.encoded.gzip = gz;
    } catch {
      // zlib refusing a string is not expected; the body is then always sent as it is.
    }
  }

  /** Sends the representation the client asked for; the caller has set the status and content type. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    if (this.identity.length < COMPRESS_THRESHOLD) return reply.send(this.identity);
    reply.header('vary', 'accept-encoding');
    const offered = ENCODINGS.filter((e) => this.encoded[e]);
    const encoding = offered.length > 0 ? negotiateEncoding(request.headers['accept-encoding'], offered) : null;
    if (!encoding) return reply.send(this.identity);
    return reply.header('content-encoding', encoding).send(this.encoded[encoding]);
  }
}

/**
 * A body sent once (a page rendered for one request): compressed now, in the one encoding the
 * client prefers, at a fast level (a 40 KB page takes about a millisecond).
 */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: string): Promise<FastifyReply> {
  const body = Buffer.from(text);
  if (body.length < COMPRESS_THRESHOLD) return reply.send(body);
  reply.header('vary', 'accept-encoding');
  const encoding = negotiateEncoding(request.headers['accept-encoding'], [...ENCODINGS]);
  if (!encoding) return reply.send(body);
  const encoded =
    encoding === 'br'
      ? await brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        })
      : await gzipAsync(body, { level: 6 });
  return reply.header('content-encoding', encoding).send(encoded);
}

/** The client's preferred encoding among those offered, as @fastify/compress reads the header. */
function negotiateEncoding(header: string | string[] | undefined, offered: Encoding[]): Encoding | null {
  if (typeof header !== 'string' || header === '') return null;
  // `*` (no preference) and `x-gzip` read as gzip.
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), offered);
}
