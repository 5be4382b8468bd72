/**
 * Keeps secrets carried in URLs out of the logs: the `token` of PDF, invitation and reset links,
 * and the ids and tokens that are themselves the key of a customer's link (a quote, a signing, a
 * booking's cancel, a reminder's unsubscribe and booking prefill).
 */

/** Query values that are a secret, or that say whose link it is: `/cancel?id=…&email=…`, `/booking?reminder=…`. */
const SECRET_PARAM = /([?&](?:token|access_token|id|email|reminder)=)[^&#]*/gi;

/**
 * Paths whose segment after the prefix is a link's key. Whoever holds a quote id can approve the
 * quote, a job card id signs the card's terms, an appointment id cancels the booking and a
 * reminder's token unsubscribes; the admin paths carry the same ids, so they are hidden there too.
 */
const SECRET_SEGMENT = new RegExp(
  '^((?:' +
    [
      '/quote',
      '/accept-policy',
      '/unsubscribe',
      '/api/unsubscribe',
      '/api/reminders',
      '/api/quotes',
      '/api/jobcards/sign',
      '/admin/jobcards',
      '/api/admin/jobcards(?:/view-pdf|/download-pdf)?',
      '/api/admin/appointments',
      '/api/admin/cancel-appointment',
    ].join('|') +
    ')/)([^/?#]+)',
  'i',
);

/** Segments that are a route of their own under a prefix above, not an id. */
const NOT_AN_ID = /^(?:view-pdf|download-pdf|sign)$/i;

/** The URL with every link key and `token` value replaced by [redacted]. */
export function redactUrl(url: string): string {
  let out = url.replace(SECRET_SEGMENT, (whole, prefix: string, segment: string) => (NOT_AN_ID.test(segment) ? whole : `${prefix}[redacted]`));
  if (out.includes('?')) out = out.replace(SECRET_PARAM, '$1[redacted]');
  return out;
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
