/**
 * Compressed bodies a route sends itself (the app-wide per-answer compression is http/compression.ts):
 * `Precompressed`, a body sent to everyone many times (a server-rendered page), compressed once at
 * the highest levels in the background; `CompressedBody`, a body kept for a while (a cached answer),
 * compressed at a fast level in each encoding the first time a client asks for it; and
 * `sendCompressed`, a body sent once. Text of at least COMPRESS_THRESHOLD bytes goes out with
 * brotli or gzip, as the client's `Accept-Encoding` asks (brotli preferred).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Smaller answers are not worth the work: headers alone are a few hundred bytes. */
export const COMPRESS_THRESHOLD = 1024;
export const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli's and gzip's best levels: for bodies compressed once and sent many times. */
function compressBest(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: constants.Z_BEST_COMPRESSION });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Fast levels: a 40 KB page takes about a millisecond, a 300 KB diary week a few. */
function compressFast(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(body, { level: 6 });
  return brotliAsync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

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
      const [br, gz] = await Promise.all(ENCODINGS.map((encoding) => compressBest(this.identity, encoding)));
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
 * A body kept for a while and sent to a few clients (a cached answer): each encoding is made at a
 * fast level the first time a client asks for it, then kept with the body.
 */
export class CompressedBody {
  readonly identity: Buffer;
  private readonly encoded: Partial<Record<Encoding, Promise<Buffer>>> = {};

  constructor(text: string) {
    this.identity = Buffer.from(text);
  }

  /** Sends the representation the client asked for; the caller has set the status and content type. */
  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    if (this.identity.length < COMPRESS_THRESHOLD) return reply.send(this.identity);
    reply.header('vary', 'accept-encoding');
    const encoding = negotiateEncoding(request.headers['accept-encoding'], [...ENCODINGS]);
    if (!encoding) return reply.send(this.identity);
    const made = (this.encoded[encoding] ??= compressFast(this.identity, encoding));
    return reply.header('content-encoding', encoding).send(await made);
  }
}

/** A body sent once (a page rendered for one request): compressed now, in the one encoding the client prefers, at a fast level. */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, text: string): Promise<FastifyReply> {
  return new CompressedBody(text).send(request, reply);
}

/** The client's preferred encoding among those offered, as @fastify/compress reads the header. */
function negotiateEncoding(header: string | string[] | undefined, offered: Encoding[]): Encoding | null {
  if (typeof header !== 'string' || header === '') return null;
  // `*` (no preference) and `x-gzip` read as gzip.
  return negotiate(header.toLowerCase().replace(/\*|x-gzip/gu, 'gzip'), offered);
}
