/**
 * Serves the built web app: hashed assets from disk (with the `.br`/`.gz` beside each that the
 * build wrote, web/scripts/precompress.mjs), pages through PublicPages (server-rendered, in memory).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteInfo } from '../features/site/public.js';
import { REPO_ROOT } from '../config.js';
import { sendCompressed } from '../edge/compressed.js';
import type { PageCaller, PageQuery } from './page-query.js';
import { PublicPages, type Page } from './pages.js';

/** The route of the build's files: sent as built (a precompressed copy or as is), never compressed per request. */
export const WEB_FILES_ROUTE = '/*';

/** Files the build precompresses: their answer depends on the client's Accept-Encoding. */
const TEXT_FILE = /\.(?:html|css|js|mjs|json|svg|txt|xml|webmanifest|map|ico|wasm)$/;

export function defaultWebDist(): string {
  return path.join(REPO_ROOT, 'web', 'dist');
}

/** Registers the static files; answers the page source, or null when the web app is not built. */
export async function serveWebApp(app: FastifyInstance, dir: string, site: SiteInfo, query: PageQuery | null = null): Promise<PublicPages | null> {
  if (!existsSync(path.join(dir, 'index.html'))) {
    app.log.warn({ dir }, 'web app not built: only the api is served (run `npm run build`)');
    return null;
  }
  const pages = PublicPages.load(dir, site, app.log, query);
  // Render the public pages just after the start (a page asked for sooner renders them and
  // waits), so the first requests a fresh instance gets are not queued behind the rendering.
  app.addHook('onListen', async () => {
    setTimeout(() => void pages.warm(), 250).unref();
  });
  await app.register(fastifyStatic, {
    root: dir,
    index: false,
    wildcard: true,
    cacheControl: false,
    // `app.js.br` / `app.js.gz` when the client takes them, else the file as it is.
    preCompressed: true,
    // The page template is only ever sent filled in.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'public, max-age=3600');
      if (TEXT_FILE.test(filePath.replace(/\.(?:br|gz)$/, ''))) res.setHeader('vary', 'accept-encoding');
    },
  });
  // Pages bring their own compressed copies (made once), so they are not compressed per request.
  app.get('/', { compress: false }, async (request, reply) => sendPage(request, reply, await pages.page(request.url, callerOf(request))));
  return pages;
}

/** Who asks for a page (a customer's page is rendered for them). */
export function callerOf(request: FastifyRequest): PageCaller {
  return { requestId: String(request.id), ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
}

/**
 * A page, compressed as the client asks: revalidated on every visit (it carries the site's
 * details); a customer's own page (signing, quote) is never stored and never indexed.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, page: Page): Promise<FastifyReply> {
  reply.code(page.status).type('text/html; charset=utf-8');
  // This page's policy (its inline scripts by hash), referrer and permissions: security-headers.ts.
  reply.headers(request.server.pageSecurityHeaders(request.url.split('?')[0], page.hashes));
  if (page.personal) reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
  else reply.header('cache-control', 'no-cache');
  return typeof page.body === 'string' ? sendCompressed(request, reply, page.body) : page.body.send(request, reply);
}

export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0];
  return !pathname.startsWith('/api/') && pathname !== '/api' && !pathname.startsWith('/graphql') && !path.extname(pathname);
}
