/**
 * One log line per answered request instead of Fastify's two: API calls (`/api/*`, `/graphql`) at
 * `info`, pages and static files (a page load fetches dozens of scripts) at `debug`. The request's
 * URL goes through the `req` serializer (redact.ts), so no `token` value reaches the log.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

const API_PATH = /^\/(?:api|graphql)(?:[/?#]|$)/;

export function isApiCall(url: string): boolean {
  return API_PATH.test(url);
}

export class RequestLog extends LogController {
  override incomingRequest(): void {
    // The completed line carries the request too: one line per request.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else if (isApiCall(request.url)) reply.log.info(fields, 'request completed');
    else reply.log.debug(fields, 'request completed');
  }
}
