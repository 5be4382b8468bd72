/**
 * The headers browsers and security scanners look for, on every answer: helmet's set (nosniff,
 * frame denial, COOP/CORP, a referrer policy, HSTS on an https site), a Permissions-Policy, a
 * Content-Security-Policy (a closed one for data; each page its own, allowing exactly the inline
 * scripts and styles it carries by their hashes), `no-store` on answers that need a session, and
 * `WWW-Authenticate: Bearer` on a 401.
 *
 * helmet runs once, at start, against a recording response: its headers are then set from one
 * object on each request, rather than helmet's middleware being built and run per request.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.js';

export type HeaderSet = Readonly<Record<string, string>>;

/** Answers that are data, not documents: nothing may load, run or frame them. */
const DATA_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
/**
 * A PDF: Chromium's viewer runs inside the document the answer makes, so only framing is refused
 * (a `default-src 'none'` there can leave the viewer blank).
 */
const PDF_CSP = "frame-ancestors 'none'";

/** Browser features no page uses; the admin area may use the camera (inspection photos). */
const OFF = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'midi', 'display-capture', 'browsing-topics'];
const permissions = (allowCamera: boolean) => OFF.map((f) => (f === 'camera' && allowCamera ? 'camera=(self)' : `${f}=()`)).join(', ');
const PERMISSIONS_OFF = permissions(false);
const PERMISSIONS_ADMIN = permissions(true);

/**
 * Addresses reached through a link that carries a secret (the quote's and signing's ids, the
 * unsubscribe token, a cancel link, an invitation or password reset): their page sends no referrer,
 * so the secret never leaves in a `Referer`.
 */
const TOKEN_PAGES = [/^\/quote\//, /^\/accept-policy\//, /^\/unsubscribe\//, /^\/cancel(?:\/|$)/, /^\/admin\/(?:invitation|reset-password)(?:\/|$)/];
const ADMIN_PAGES = /^\/admin(?:\/|$)/;
const GRAPHIQL_PAGE = /^\/graphql$/;

/** Which policy a page gets: the public site's, the admin area's, or GraphiQL's. */
type PageKind = 'public' | 'admin' | 'graphiql';
const PAGE_KINDS: readonly PageKind[] = ['public', 'admin', 'graphiql'];

function pageKind(pathname: string): PageKind {
  if (ADMIN_PAGES.test(pathname)) return 'admin';
  return GRAPHIQL_PAGE.test(pathname) ? 'graphiql' : 'public';
}

/** helmet's headers for these options, recorded once. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

export function isHttpsSite(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https:');
}

/** The headers every answer starts with (a page then sets its own policy, referrer and permissions). */
function baseHeaders(https: boolean): HeaderSet {
  return Object.freeze({
    ...helmetHeaders({
      contentSecurityPolicy: false,
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // A year, and the site's subdomains: helmet's defaults.
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
    }),
    'content-security-policy': DATA_CSP,
    'permissions-policy': PERMISSIONS_OFF,
  });
}

/** The few headers the booked-slots hot path sends (hot-path.ts): no sniffing, no cross-origin reads, HSTS on https. */
export function hotPathHeaders(https: boolean): HeaderSet {
  const base = baseHeaders(https);
  const pick = ['x-content-type-options', 'cross-origin-resource-policy', 'strict-transport-security'];
  return Object.freeze(Object.fromEntries(pick.filter((name) => base[name] !== undefined).map((name) => [name, base[name]])));
}

/** HSTS alone, for an https request to a site whose PUBLIC_URL says http (behind a proxy, say). */
const HSTS = helmetHeaders({
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
})['strict-transport-security'];

/** The hashes of a page's inline scripts and stylesheets, as CSP sources (`'sha256-…'`). */
export interface InlineHashes {
  scripts: string[];
  styles: string[];
}

const INLINE = /<(script|style)(\s[^>]*)?>([\s\S]*?)<\/\1\s*>/gi;
const SRC = /\ssrc\s*=/i;
const TYPE = /\stype\s*=\s*["']?([^"'\s>]+)/i;
/** Script types a browser runs; any other (JSON, JSON-LD) is data, outside script-src. */
const RUNNABLE = /^(?:text\/javascript|application\/javascript|module)$/i;

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Reads a page's inline `<script>` and `<style>` elements (the page is the server's own HTML). */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const [, tag, attributes = '', body] of html.matchAll(INLINE)) {
    if (tag.toLowerCase() === 'style') {
      styles.add(sha256(body));
      continue;
    }
    if (SRC.test(attributes)) continue;
    const type = TYPE.exec(attributes)?.[1];
    if (type === undefined || RUNNABLE.test(type)) scripts.add(sha256(body));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * A page's policy. Scripts: the app's own files and the page's inline scripts by hash. Styles: on
 * public pages the same; the admin area allows inline styles, because an email is shown in a
 * `srcdoc` frame that inherits this policy and brings its own `<style>` and `style=""` (the frame's
 * own policy, message-frame.ts, still forbids scripts). Images: the site, `data:` (the two-factor
 * QR code, a signature) and `blob:` (photos fetched with the admin's token); in the admin area also
 * any https/http image, for an email whose images the admin chose to show. Frames: the contact
 * page's map. GraphiQL's page (/graphql) allows inline styles too (its editor styles its text as
 * it draws it) and fonts from `data:` (its stylesheet carries them); its workers are the site's own
 * files, as every page's may be.
 */
function pageCsp(kind: PageKind, hashes: InlineHashes, https: boolean): string {
  const admin = kind === 'admin';
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${hashes.scripts.join(' ')}`.trim(),
    kind === 'public' ? `style-src 'self' ${hashes.styles.join(' ')}`.trim() : "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${admin ? ' https: http:' : ''}`,
    // GraphiQL's stylesheet carries its fonts inline (data: URLs).
    `font-src 'self'${kind === 'graphiql' ? ' data:' : ''}`,
    // 'self' covers the same origin's ws:/wss: (GraphQL subscriptions).
    "connect-src 'self'",
    kind === 'public' ? 'frame-src https://maps.google.com https://www.google.com' : "frame-src 'none'",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}

/** What the page at this address sends beside its policy. */
function pagePolicyHeaders(pathname: string): Record<string, string> {
  const admin = ADMIN_PAGES.test(pathname);
  const headers: Record<string, string> = { 'permissions-policy': admin ? PERMISSIONS_ADMIN : PERMISSIONS_OFF };
  if (TOKEN_PAGES.some((re) => re.test(pathname))) headers['referrer-policy'] = 'no-referrer';
  return headers;
}

/** Answers that need a session: the admin REST calls (sign-in's included: it answers a token) and GraphQL with a token. */
function needsSession(request: FastifyRequest): boolean {
  const config = request.routeOptions.config as { admin?: unknown; adminPublic?: unknown } | undefined;
  if (config?.admin || config?.adminPublic) return true;
  return request.routeOptions.url === '/graphql' && request.headers.authorization !== undefined;
}

function onSend(request: FastifyRequest, reply: FastifyReply, https: boolean): void {
  if (reply.statusCode === 401 && !reply.hasHeader('www-authenticate')) {
    // RFC 6750: a token that was sent and refused is named as such.
    reply.header('www-authenticate', request.headers.authorization ? 'Bearer error="invalid_token"' : 'Bearer');
  }
  // A route that chose its own caching (e.g. an inspection photo, private for an hour) keeps it.
  if (!reply.hasHeader('cache-control') && needsSession(request)) reply.header('cache-control', 'no-store');
  if (request.url.startsWith('/api/')) {
    // Data and documents (PDF and CSV links carry a token) leave no referrer anywhere.
    reply.header('referrer-policy', 'no-referrer');
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/pdf')) reply.header('content-security-policy', PDF_CSP);
  }
  if (!https && request.protocol === 'https') reply.header('strict-transport-security', HSTS);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers of a page at this address with these inline scripts and styles. */
    pageSecurityHeaders(pathname: string, hashes: InlineHashes): Readonly<Record<string, string>>;
  }
}

/** Every answer gets the base set (before its route runs, so a route or page may refine it); see onSend for the rest. */
export function installSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicUrl'>): HeaderSet {
  const https = isHttpsSite(config);
  const base = baseHeaders(https);
  // A page kept in memory keeps its hashes object: its possible policies are made once.
  const policies = new WeakMap<InlineHashes, Array<string | undefined>>();
  app.decorate('pageSecurityHeaders', (pathname: string, hashes: InlineHashes) => {
    const kind = pageKind(pathname);
    let made = policies.get(hashes);
    if (!made) policies.set(hashes, (made = []));
    const csp = (made[PAGE_KINDS.indexOf(kind)] ??= pageCsp(kind, hashes, https));
    return { ...pagePolicyHeaders(pathname), 'content-security-policy': csp };
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(base);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    onSend(request, reply, https);
    done(null, payload);
  });
  return base;
}
