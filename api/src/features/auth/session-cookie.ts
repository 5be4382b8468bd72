/**
 * The admin app's sign-in cookie, shared by every tab of a browser: `workshop_session` holds the
 * session token (HttpOnly, SameSite=Strict, Path=/), and `workshop_csrf` a value the page reads
 * and sends back as the `X-CSRF-Token` header (double submit). The value is an HMAC of the
 * session's id, so it cannot be made without the server's secret and dies with its session.
 * Both are `Secure` when the request came over https or PUBLIC_URL is https; on plain http
 * (a workshop's own http://localhost) a browser would refuse a Secure cookie, so they are not.
 *
 * The cookie is a credential only for the same site: an unsafe request (anything but GET, HEAD,
 * OPTIONS) that relies on it must carry the right `X-CSRF-Token`, and one whose `Origin` is
 * another site's is refused. A bearer token (integrators) and `?token=` links need neither.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readCookie } from './device-cookie.js';

const SESSION_COOKIE = 'workshop_session';
const CSRF_COOKIE = 'workshop_csrf';
export const CSRF_HEADER = 'x-csrf-token';
const CSRF_REFUSED = 'This request relies on the sign-in cookie but lacks the page’s X-CSRF-Token header: it is refused.';
const CROSS_SITE_REFUSED = 'The sign-in cookie cannot be used from another site.';

/** What a request tells about itself for the cookie's rules. */
export interface CookieRequest {
  method: string;
  cookieHeader: string;
  csrfHeader: string | undefined;
  origin: string | undefined;
  /** `${protocol}://${host}` of the request as the server saw it. */
  ownOrigin: string;
}

export class SessionCookies {
  private readonly key: Buffer;
  private readonly publicOrigin: string;
  private readonly publicHttps: boolean;

  constructor(secret: string, publicUrl: string) {
    // A key of its own, derived: a CSRF value can never pass for a token or a device cookie.
    this.key = createHmac('sha256', secret).update('admin csrf').digest();
    const url = new URL(publicUrl);
    this.publicOrigin = url.origin;
    this.publicHttps = url.protocol === 'https:';
  }

  /** The Set-Cookie headers of a new session: its token, and the CSRF value the page sends back. */
  set(token: string, jti: string, expiresAt: Date, https: boolean, now: Date): string[] {
    const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000));
    const secure = https || this.publicHttps ? '; Secure' : '';
    return [
      `${SESSION_COOKIE}=${token}; Max-Age=${maxAge}; Path=/; HttpOnly; SameSite=Strict${secure}`,
      `${CSRF_COOKIE}=${this.csrfOf(jti)}; Max-Age=${maxAge}; Path=/; SameSite=Strict${secure}`,
    ];
  }

  /** The Set-Cookie headers that remove both (sign-out). */
  clear(https: boolean): string[] {
    const secure = https || this.publicHttps ? '; Secure' : '';
    return [`${SESSION_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Strict${secure}`, `${CSRF_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict${secure}`];
  }

  /** The session token the browser's cookie holds, or null. */
  tokenOf(cookieHeader: string | undefined): string | null {
    return cookieHeader ? readCookie(cookieHeader, SESSION_COOKIE) || null : null;
  }

  /** The CSRF value of a session. */
  csrfOf(jti: string): string {
    return createHmac('sha256', this.key).update(jti).digest('base64url');
  }

  /** Whether `given` is the CSRF value of the session `jti`. */
  csrfMatches(jti: string | undefined, given: string | undefined): boolean {
    if (!jti || !given) return false;
    const expected = Buffer.from(this.csrfOf(jti));
    const actual = Buffer.from(given.trim());
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /** Whether an `Origin` header names this site (absent: a same-origin GET or a non-browser client). */
  sameSite(origin: string | undefined, ownOrigin: string): boolean {
    if (!origin) return true;
    if (origin === this.publicOrigin || origin === ownOrigin) return true;
    // The development server proxies the api from another port of the same machine.
    return isLoopback(origin) && isLoopback(ownOrigin);
  }

  /**
   * The refusal of a request authenticated by the cookie of session `jti`, or null when it may go
   * on: another site's Origin never; an unsafe method only with the session's CSRF value.
   */
  refusal(request: CookieRequest, jti: string | undefined): string | null {
    if (!this.sameSite(request.origin, request.ownOrigin)) return CROSS_SITE_REFUSED;
    if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
    return this.csrfMatches(jti, request.csrfHeader) ? null : CSRF_REFUSED;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isLoopback(origin: string): boolean {
  try {
    const host = new URL(origin).hostname;
    return host === 'localhost' || host === '127.0.0.1' || host === '[::1]';
  } catch {
    return false;
  }
}
