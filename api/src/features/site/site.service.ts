/** What the public site serves besides its pages: its details, robots.txt, sitemap.xml and the web app manifest. */
import type { Config } from '../../config.js';
import { siteInfoOf, type SiteState } from './site-info.js';
import type { SiteInfo } from './site.types.js';

/** Public pages worth indexing (the cancel page only makes sense from an email link). */
const INDEXED_PAGES = ['/', '/services', '/about', '/contact', '/booking', '/privacy-policy', '/terms-of-service'];

/** The pages' theme colour (web/index.html's theme-color). */
const THEME_COLOUR = '#0f1b2d';

/** A home-screen label fits about 12 characters: the name's first words that fit, else its first word. */
function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  let out = words[0] ?? '';
  for (const word of words.slice(1)) {
    if (`${out} ${word}`.length > 12) break;
    out += ` ${word}`;
  }
  return out.slice(0, 12);
}

export class SiteService {
  constructor(
    private readonly config: Config,
    private readonly workshop: () => Promise<SiteState>,
  ) {}

  /** The workshop's public details. */
  async info(): Promise<SiteInfo> {
    return siteInfoOf(this.config, await this.workshop());
  }

  robots(): string {
    return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', 'Disallow: /cancel', 'Disallow: /accept-policy/', '', `Sitemap: ${this.config.publicUrl}/sitemap.xml`, ''].join('\n');
  }

  /** The web app manifest: the name from the configuration, the icons the web build serves (web/public/). */
  manifest(): string {
    const { businessName } = this.config;
    return JSON.stringify({
      name: businessName,
      short_name: shortName(businessName),
      description: `Book a service or repair at ${businessName}.`,
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
    });
  }

  sitemap(): string {
    const { publicUrl } = this.config;
    const urls = INDEXED_PAGES.map(
      (page) =>
        `  <url><loc>${publicUrl}${page === '/' ? '/' : page}</loc><changefreq>${page === '/' ? 'weekly' : 'monthly'}</changefreq><priority>${page === '/' ? '1.0' : page === '/booking' ? '0.9' : '0.7'}</priority></url>`,
    );
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  }
}
