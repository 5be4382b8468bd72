/** The public site's details (GraphQL), and robots.txt, sitemap.xml and the web app manifest (REST). */
import { defineOperation, type Http } from '../../edge/operation.js';
import type { Services } from '../../services.js';
import { SiteInfo } from './site.types.js';

/** A file for search engines or browsers at `path`: its text answered with its content type (and headers). */
function file(name: string, path: string, description: string, content: (services: Services) => string, type: string, headers: Record<string, string> = {}) {
  return defineOperation({
    name,
    kind: 'query',
    only: 'rest',
    access: 'public',
    description,
    args: {},
    result: () => Boolean,
    run: ({ services }) => content(services),
    rest: { method: 'GET', path, present: (body, { reply }: Http) => reply.type(type).headers(headers).send(body), produces: type.split(';')[0] },
  });
}

export const siteOperations = [
  defineOperation({
    name: 'siteInfo',
    kind: 'query',
    access: 'public',
    description: '',
    args: {},
    result: () => SiteInfo,
    run: ({ services }) => services.site.info(),
  }),
  file('robotsTxt', '/robots.txt', 'What search engines may index, and where the sitemap is.', (s) => s.site.robots(), 'text/plain; charset=utf-8'),
  file('webManifest', '/manifest.webmanifest', 'The web app manifest: the name, the colours and the icons.', (s) => s.site.manifest(), 'application/manifest+json; charset=utf-8', {
    'cache-control': 'public, max-age=3600',
  }),
  file('sitemap', '/sitemap.xml', 'The public pages worth indexing.', (s) => s.site.sitemap(), 'application/xml; charset=utf-8'),
];
