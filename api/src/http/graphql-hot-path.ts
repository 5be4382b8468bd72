/**
 * An anonymous caller's kept GraphQL answer (kept-answers.ts: the booking form's `availability` of
 * a date, until a booking or a block changes it) given before Fastify's request pipeline. A
 * POST /graphql with a small JSON body and no credentials (no Authorization, no cookie) is read
 * here; when its body names a kept answer exactly (its operation name, query text and variables)
 * and the caller is within the public read limit, that answer is sent. Any other request goes on
 * to the normal route with its body already read (handed to Fastify by the preParsing hook
 * below): parsing, the trusted-document check, validation, execution, errors, the limit's 429 and
 * logging stay Fastify's and Apollo's, and what they answer is what gets kept.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { GRAPHQL_PATH } from './errors.js';
import { clientAddress, hotAnswer, type HotPathReads } from './hot-path.js';
import { keptKey } from './kept-answers.js';
import { hotPathHeaders, isHttpsSite } from './security-headers.js';

/** A body longer than this is not one of the app's small reads: it is left to Fastify unread. */
const MAX_BODY = 4096;

/** Bodies read here and handed on to Fastify with their request. */
const preRead = new WeakMap<IncomingMessage, Buffer>();

interface PublicAnswers {
  publicAnswer(key: string): string | undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The kept-answer key a request body names, or null when it is not a plain `{ query,
 * operationName, variables }`. The one extension allowed is the one Apollo Client adds to every
 * request, `clientLibrary` (its name and version, which the server does not read).
 */
function keyOf(body: string): string | null {
  let params: unknown;
  try {
    params = JSON.parse(body);
  } catch {
    return null;
  }
  if (!isObject(params)) return null;
  const { query, operationName, variables, extensions, ...rest } = params;
  if (Object.keys(rest).length || typeof query !== 'string' || typeof operationName !== 'string') return null;
  if (variables != null && !isObject(variables)) return null;
  if (extensions !== undefined && !(isObject(extensions) && Object.keys(extensions).every((name) => name === 'clientLibrary'))) return null;
  return keptKey('', operationName, query, variables);
}

/** True when the request may be answered here: an anonymous POST /graphql of a small JSON body. */
function mayBeKept(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || req.url !== GRAPHQL_PATH) return false;
  const { headers } = req;
  const length = Number(headers['content-length']);
  return (
    length > 0 &&
    length <= MAX_BODY &&
    headers.authorization === undefined &&
    headers.cookie === undefined &&
    headers['content-encoding'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    (headers['content-type']?.startsWith('application/json') ?? false)
  );
}

export function keptGraphqlHotPath(answers: () => PublicAnswers | null, isClosing: () => boolean, config: Pick<Config, 'publicUrl'>, reads: HotPathReads) {
  const answer = hotAnswer(hotPathHeaders(isHttpsSite(config)), isClosing);
  return (req: IncomingMessage, res: ServerResponse, handler: (req: IncomingMessage, res: ServerResponse) => void): boolean => {
    const kept = answers();
    if (!kept || !mayBeKept(req)) return false;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => {
      const body = Buffer.concat(chunks);
      const key = body.length === Number(req.headers['content-length']) ? keyOf(body.toString('utf8')) : null;
      const json = key === null ? undefined : kept.publicAnswer(key);
      if (json !== undefined && reads.limit.admit(clientAddress(req, reads.trustProxy))) return answer(req, res, 200, json);
      preRead.set(req, body);
      handler(req, res);
    });
    return true;
  };
}

/** Gives Fastify the body a hot path read before it, as the request's payload. */
export function installPreReadBodies(app: FastifyInstance): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const body = preRead.get(request.raw);
    if (body === undefined) return done(null, payload);
    preRead.delete(request.raw);
    const stream = Object.assign(new PassThrough(), { receivedEncodedLength: body.length });
    stream.end(body);
    done(null, stream);
  });
}
