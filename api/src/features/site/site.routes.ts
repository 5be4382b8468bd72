/** robots.txt and sitemap.xml for search engines; the web app manifest for browsers. */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';

/** Public pages worth indexing (the cancel page only makes sense from an email link). */
export const INDEXED_PAGES = ['/', '/services', '/about', '/contact', '/booking', '/privacy-policy', '/terms-of-service'];

/** The pages' theme colour (web/index.html's theme-color). */
const THEME_COLOUR = '#0f1b2d';

/** A home-screen label fits about 12 characters: the name's first words that fit, else its first word. */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  let out = words[0] ?? '';
  for (const word of words.slice(1)) {
    if (`${out} ${word}`.length > 12) break;
    out += ` ${word}`;
  }
  return out.slice(0, 12);
}

export function siteRoutes(app: FastifyInstance, config: Config): void {
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .send(
        ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /cancel', 'Disallow: /accept-policy/', '', `Sitemap: ${config.publicUrl}/sitemap.xml`, ''].join('\n'),
      ),
  );

  // The web app manifest: the name from the configuration, the icons the web build serves (web/public/).
  app.get('/manifest.webmanifest', async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        JSON.stringify({
          name: config.businessName,
          short_name: shortName(config.businessName),
          description: `Book a service or repair at ${config.businessName}.`,
          lang: 'en-AU',
          start_url: '/',
          scope: '/',
          display: 'standalone',
          theme_color: THEME_COLOUR,
          background_color: '#ffffff',
          icons: [
            { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
            { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any maskable' },
            { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
          ],
        }),
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
