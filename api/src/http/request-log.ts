/**
 * One log line per answered request instead of Fastify's two: API calls (`/api/*`, `/graphql`) at
 * `info`, pages and static files (a page load fetches dozens of scripts) at `debug`. The request's
 * URL goes through the `req` serializer (redact.ts), so no `token` value reaches the log.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const API_PATH = /^\/(?:api|graphql)(?:[/?#]|$)/;

function isApiCall(url: string): boolean {
  return API_PATH.test(url);
}

const GRAPHQL_PATH = /^\/graphql(?:[?#]|$)/;
const OPERATION = /^\s*(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/;

/** The operation name of one GraphQL request body or query string: its `operationName`, else the document's first name. */
function nameOf(params: unknown): string | null {
  const { operationName, query } = (params ?? {}) as { operationName?: unknown; query?: unknown };
  const name = typeof operationName === 'string' && operationName ? operationName : typeof query === 'string' ? OPERATION.exec(query)?.[1] : undefined;
  // Only a name's characters reach the log (no line breaks, no forged fields).
  return name && /^[_A-Za-z][_0-9A-Za-z]{0,99}$/.test(name) ? name : null;
}

/** What a GraphQL request ran (`AdminInvoices`; a batch: `A,B`), for its log line; undefined otherwise or unnamed. */
function operationOf(request: FastifyRequest): string | undefined {
  if (!GRAPHQL_PATH.test(request.url)) return undefined;
  const params = request.method === 'GET' ? request.query : request.body;
  const names = (Array.isArray(params) ? params.slice(0, 10) : [params]).map(nameOf).filter((n): n is string => n !== null);
  return names.length ? names.join(',') : undefined;
}

export class RequestLog extends LogController {
  override incomingRequest(): void {
    // The completed line carries the request too: one line per request.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime, operation: operationOf(request) };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else if (isApiCall(request.url)) reply.log.info(fields, 'request completed');
    else reply.log.debug(fields, 'request completed');
  }
}
