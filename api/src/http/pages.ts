/**
 * Server-rendered public pages. The web build leaves `<!--app-head-->`, `<!--app-html-->` and
 * `<!--app-data-->` in index.html and an SSR bundle beside the client build (`<dist>-ssr/`)
 * exporting `render(url, site)` and `PUBLIC_ROUTES`. Public pages are rendered once at start
 * (the site details come from configuration) and served from memory; unknown public paths get
 * the rendered 404 page with status 404; client-only areas (admin, signing, quote) get the plain shell.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { SiteInfo } from '../features/site/site.resolver.js';

interface SsrModule {
  PUBLIC_ROUTES: string[];
  render(url: string, site: SiteInfo): Promise<{ html: string; head: string; status: number }>;
}

export interface Page {
  status: number;
  html: string;
}

const CLIENT_ONLY = [/^\/admin(\/|$)/, /^\/accept-policy\/[^/]+$/, /^\/quote\/[^/]+$/];
/** The customer's pages behind emailed links (signing, quote): rendered in the browser and never indexed. */
const PRIVATE_LINKS = [/^\/accept-policy\//, /^\/quote\//];
const NOINDEX = '<meta name="robots" content="noindex" />';
const NOT_FOUND_PROBE = '/__page-not-found__';

export class PublicPages {
  private readonly cache = new Map<string, Page>();
  private notFound: Page | null = null;

  private constructor(
    private readonly template: string,
    private readonly site: SiteInfo,
    private ssr: SsrModule | null,
  ) {}

  /** Loads the template and the SSR bundle (if built) and renders every public route once. */
  static async load(webDist: string, site: SiteInfo, log: FastifyBaseLogger): Promise<PublicPages> {
    const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const entry = path.join(`${webDist}-ssr`, 'entry-server.js');
    let ssr: SsrModule | null = null;
    if (existsSync(entry)) {
      try {
        ssr = (await import(pathToFileURL(entry).href)) as SsrModule;
      } catch (err) {
        log.error({ err, entry }, 'server rendering unavailable: could not load the SSR bundle');
      }
    } else {
      log.warn({ entry }, 'no SSR bundle: public pages are rendered in the browser only');
    }
    const pages = new PublicPages(template, site, ssr);
    await pages.warm(log);
    return pages;
  }

  /** The page for a GET of a client route. */
  async page(url: string): Promise<Page> {
    const pathname = url.split('?')[0].replace(/(.)\/+$/, '$1');
    if (!this.ssr || CLIENT_ONLY.some((re) => re.test(pathname))) {
      return { status: 200, html: this.fill(PRIVATE_LINKS.some((re) => re.test(pathname)) ? NOINDEX : '', '') };
    }
    const cached = this.cache.get(pathname);
    if (cached) return cached;
    return this.notFound ?? { status: 404, html: this.fill('', '') };
  }

  private async warm(log: FastifyBaseLogger): Promise<void> {
    if (!this.ssr) return;
    try {
      for (const route of this.ssr.PUBLIC_ROUTES) {
        const { html, head, status } = await this.ssr.render(route, this.site);
        this.cache.set(route, { status, html: this.fill(head, html) });
      }
      const missing = await this.ssr.render(NOT_FOUND_PROBE, this.site);
      this.notFound = { status: 404, html: this.fill(missing.head, missing.html) };
    } catch (err) {
      log.error({ err }, 'server rendering failed: public pages are rendered in the browser only');
      this.cache.clear();
      this.ssr = null;
    }
  }

  private fill(head: string, html: string): string {
    const data = `<script>window.__SITE_INFO__=${JSON.stringify(this.site).replace(/</g, '\\u003c')}</script>`;
    return this.template.replace('<!--app-head-->', head).replace('<!--app-html-->', html).replace('<!--app-data-->', data);
  }
}
