/** robots.txt and sitemap.xml for search engines. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/** Public pages worth indexing (the cancel page only makes sense from an email link). */
export const INDEXED_PAGES = ['/', '/services', '/about', '/contact', '/booking', '/privacy-policy', '/terms-of-service'];

export function siteRoutes(app: FastifyInstance, config: Config): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /cancel', 'Disallow: /accept-policy/', '', `Sitemap: ${config.publicUrl}/sitemap.xml`, ''].join('\n'),
      ),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const urls = INDEXED_PAGES.map(
      (page) =>
        `  <url><loc>${config.publicUrl}${page === '/' ? '/' : page}</loc><changefreq>${page === '/' ? 'weekly' : 'monthly'}</changefreq><priority>${page === '/' ? '1.0' : page === '/booking' ? '0.9' : '0.7'}</priority></url>`,
    );
    return reply
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  });
}
