/** Keeps secrets carried in URLs (the `token` of PDF links) out of the logs. */

const TOKEN_PARAM = /([?&](?:token|access_token)=)[^&#]*/gi;

/** The URL with every `token` query value replaced by [redacted]. */
export function redactUrl(url: string): string {
  return url.includes('?') ? url.replace(TOKEN_PARAM, '$1[redacted]') : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's request serializer, with the URL redacted. */
export function requestSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
