/**
 * GraphiQL at /graphql for a browser: a GET of /graphql that asks for HTML and carries no `query`
 * is the web app's GraphiQL page (the browser's address bar, a link); every other request to
 * /graphql (a query sent by GET, any POST) is GraphQL's. The page itself asks for a staff sign-in
 * and sends its requests as the back office does.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { GRAPHQL_PATH } from './errors.js';
import type { PublicPages } from './pages.js';
import { callerOf, sendPage } from './static.js';

/** A browser navigating to the address: HTML accepted, no operation in the address. */
function wantsGraphiQLPage(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept;
  if (typeof accept !== 'string' || !accept.includes('text/html')) return false;
  const at = request.url.indexOf('?');
  return at < 0 || !new URLSearchParams(request.url.slice(at + 1)).has('query');
}

/**
 * Puts the page in front of GraphQL's GET route (register before GraphQL is mounted); `pages`
 * answers the web app's pages once they are loaded (none: the web app is not built, and GraphQL
 * answers as before).
 */
export function serveGraphiQLPage(app: FastifyInstance, pages: () => PublicPages | null): void {
  const page: onRequestAsyncHookHandler = async (request: FastifyRequest, reply: FastifyReply) => {
    const source = pages();
    if (!source || !wantsGraphiQLPage(request)) return;
    await sendPage(request, reply, await source.page(GRAPHQL_PATH, callerOf(request)));
    return reply;
  };
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (route.url !== GRAPHQL_PATH || !methods.some((m) => m === 'GET' || m === 'HEAD')) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), page] as typeof route.onRequest;
  });
}
