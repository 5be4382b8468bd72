/** The one error type of the api: a code that maps to an HTTP status and a GraphQL extensions.code. */
const ERROR_CODES = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly code: ErrorCode;
  /** Field name → messages, for validation failures. */
  readonly fields?: Record<string, string[]>;
  /** Seconds until a refused caller may try again (429): sent as Retry-After. */
  retryAfterSeconds?: number;
  /** What else the caller needs, beside the message (e.g. the `jobCardId` of the card that already exists): REST body fields, GraphQL extensions. */
  facts?: Record<string, string | number | boolean>;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string[]>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): number {
    return ERROR_CODES[this.code];
  }

  /** Read by graphql-js when it wraps this error; Apollo answers 401/403/503 over HTTP for these codes. */
  get extensions(): Record<string, unknown> {
    if (this.code === 'UNAUTHENTICATED' || this.code === 'FORBIDDEN') return { code: this.code, http: { status: this.status } };
    if (this.code === 'SERVICE_UNAVAILABLE') {
      return { code: this.code, http: { status: this.status, headers: new Map([['retry-after', String(RETRY_AFTER_SECONDS)]]) } };
    }
    return { code: this.code };
  }

  static badInput(message: string, fields?: Record<string, string[]>): AppError {
    return new AppError('BAD_USER_INPUT', message, fields);
  }
  static notFound(message: string): AppError {
    return new AppError('NOT_FOUND', message);
  }
  static conflict(message: string, facts?: Record<string, string>): AppError {
    const error = new AppError('CONFLICT', message);
    error.facts = facts;
    return error;
  }
  static unauthenticated(message = 'Authentication required.', facts?: Record<string, string | number | boolean>): AppError {
    const error = new AppError('UNAUTHENTICATED', message);
    error.facts = facts;
    return error;
  }
  /** Signed in, but this call is not for this account (e.g. owners only): never a reason to sign out. */
  static forbidden(message: string): AppError {
    return new AppError('FORBIDDEN', message);
  }
  static tooManyRequests(message: string, retryAfterSeconds?: number): AppError {
    const error = new AppError('TOO_MANY_REQUESTS', message);
    error.retryAfterSeconds = retryAfterSeconds;
    return error;
  }
  /** A transient fault (e.g. the database connection dropped): the caller may retry shortly. */
  static unavailable(message = SERVICE_UNAVAILABLE_MESSAGE): AppError {
    return new AppError('SERVICE_UNAVAILABLE', message);
  }
}

export const GENERIC_ERROR_MESSAGE = 'An unexpected error occurred. Please try again later.';
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
/** Seconds a client should wait before retrying a 503. */
export const RETRY_AFTER_SECONDS = 5;
