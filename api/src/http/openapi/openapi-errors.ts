/** The refusals every call may answer (`{ message, code }`) and the ways to sign in, as shared parts of the API's description. */
const CODES = ['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'TOO_MANY_REQUESTS', 'SERVICE_UNAVAILABLE'];

const error = {
  type: 'object',
  description: 'A refusal: what went wrong in words a person can read, and its code.',
  properties: {
    message: { type: 'string', description: 'What went wrong, for a person.' },
    code: { type: 'string', enum: CODES, description: 'The kind of refusal (absent where the request could not be read at all).' },
    fields: {
      type: 'object',
      description: 'For invalid input: each field with its messages.',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    },
  },
  required: ['message'],
  example: { message: 'Not found: that appointment does not exist.', code: 'NOT_FOUND' },
};

const answer = (description: string, retryAfter = false) => ({
  description,
  ...(retryAfter ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } } } : {}),
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

export const errorComponents = {
  schemas: { Error: error },
  responses: {
    BadRequest: answer('The input is invalid (each field’s messages in `fields`), or the request could not be read.'),
    Unauthorized: answer('Not signed in, or the session or key is no longer valid.'),
    Forbidden: answer('The caller may not do this: their role, a missing API key scope (named in the message), or a cookie without its CSRF header.'),
    NotFound: answer('What the call names does not exist.'),
    Conflict: answer('The call conflicts with the current state (e.g. the time was just taken, or the record changed meanwhile).'),
    PayloadTooLarge: answer('The request body is too large.'),
    UnsupportedMediaType: answer('The body is not in a media type the call reads (e.g. a file sent as JSON).'),
    TooManyRequests: answer('Too many requests: wait as Retry-After says.', true),
    Unavailable: answer('The database or mailbox is briefly unavailable: try again after Retry-After.', true),
  },
};

const REF = (name: string) => ({ $ref: `#/components/responses/${name}` });

/** The refusals any call may answer. */
export function errorResponses(): Record<string, unknown> {
  return {
    400: REF('BadRequest'),
    // Public calls too: a sign-in refused, or a bearer token sent that is no longer valid.
    401: REF('Unauthorized'),
    403: REF('Forbidden'),
    404: REF('NotFound'),
    409: REF('Conflict'),
    413: REF('PayloadTooLarge'),
    415: REF('UnsupportedMediaType'),
    429: REF('TooManyRequests'),
    503: REF('Unavailable'),
  };
}

export const securitySchemes = {
  bearerAuth: {
    type: 'http',
    scheme: 'bearer',
    description: 'A member of staff’s session token (from POST /api/admin/login) or an API key (`tac_…`, made by an owner with its scopes).',
  },
  cookieAuth: { type: 'apiKey', in: 'cookie', name: 'workshop_session', description: 'The browser’s sign-in cookie; changes also need the X-CSRF-Token header.' },
  csrfToken: { type: 'apiKey', in: 'header', name: 'X-CSRF-Token', description: 'The value of the workshop_csrf cookie, sent with every change that relies on the sign-in cookie.' },
  linkToken: { type: 'apiKey', in: 'query', name: 'token', description: 'A short-lived link token for one document, for a link opened in a new tab.' },
};
