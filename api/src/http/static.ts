/** Serves the built web app: hashed assets from disk, pages through PublicPages (server-rendered). */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { SiteInfo } from '../features/site/site.resolver.js';
import { REPO_ROOT } from '../config.js';
import { PublicPages } from './pages.js';

export function defaultWebDist(): string {
  return path.join(REPO_ROOT, 'web', 'dist');
}

/** Registers the static files; answers the page source, or null when the web app is not built. */
export async function serveWebApp(app: FastifyInstance, dir: string, site: SiteInfo): Promise<PublicPages | null> {
  if (!existsSync(path.join(dir, 'index.html'))) {
    app.log.warn({ dir }, 'web app not built: only the api is served (run `npm run build`)');
    return null;
  }
  const pages = PublicPages.load(dir, site, app.log);
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
    // The page template is only ever sent filled in.
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'public, max-age=3600');
    },
  });
  app.get('/', async (request, reply) => {
    const page = await pages.page(request.url);
    return reply.code(page.status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page.html);
  });
  return pages;
}

export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0];
  return !pathname.startsWith('/api/') && pathname !== '/api' && !pathname.startsWith('/graphql') && !path.extname(pathname);
}
