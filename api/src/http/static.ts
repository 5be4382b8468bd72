/** Serves the built web app; client routes (/booking, /admin/...) fall back to index.html. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export function defaultWebDist(): string {
  // api/src/http or api/dist/http → repository root → web/dist
  return path.resolve(import.meta.dirname, '../../../web/dist');
}

export async function serveWebApp(app: FastifyInstance, dir: string): Promise<boolean> {
  if (!existsSync(path.join(dir, 'index.html'))) {
    app.log.warn({ dir }, 'web app not built: only the api is served (run `npm run build`)');
    return false;
  }
  await app.register(fastifyStatic, {
    root: dir,
    index: false,
    wildcard: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      else res.setHeader('cache-control', 'no-cache');
    },
  });
  app.get('/', (_request, reply) => reply.type('text/html').sendFile('index.html'));
  return true;
}

export function isClientRoute(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const pathname = url.split('?')[0];
  return !pathname.startsWith('/api/') && pathname !== '/api' && !pathname.startsWith('/graphql') && !path.extname(pathname);
}
