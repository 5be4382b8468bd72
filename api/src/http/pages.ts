/**
 * Server-rendered public pages. The web build leaves `<!--app-head-->`, `<!--app-html-->` and
 * `<!--app-data-->` in index.html and an SSR bundle beside the client build (`<dist>-ssr/`)
 * exporting `render(url, site, data?)`, `PUBLIC_ROUTES` and `customerLinkQuery(pathname)`. Public
 * pages are rendered once (the site details come from the business settings; again when they are
 * saved) and served from memory;
 * unknown public paths get the rendered 404 page with status 404; the admin area and GraphiQL get the plain
 * shell. The customer's pages behind emailed links (signing, quote) are rendered per request with
 * their data (the page's query, run in this process: page-query.ts), never cached (`no-store`) nor
 * indexed; a link whose query fails (an unknown id) gets the shell, and the page says so. Rendering
 * starts once the server listens (`warm()`), not before, so a start answers its first request
 * sooner; a page asked for earlier waits for it. Each page is compressed once, in the background
 * as soon as it is rendered; until then it is sent as it is.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { SiteInfo } from '../features/site/public.js';
import { Precompressed } from '../edge/compressed.js';
import type { PageCaller, PageQuery } from './page-query.js';
import { redactUrl } from './redact.js';
import { inlineHashes, type InlineHashes } from './security-headers.js';

interface SsrModule {
  PUBLIC_ROUTES: string[];
  render(url: string, site: SiteInfo, data?: unknown): Promise<{ html: string; head: string; status: number; state?: unknown }>;
  customerLinkQuery?(pathname: string): { query: string; variables: Record<string, unknown> } | null;
}

export interface Page {
  status: number;
  /** The HTML: as is and compressed (a page kept in memory), or as is (made for this request). */
  body: Precompressed | string;
  /** A customer's own page: `no-store`, noindex. */
  personal?: boolean;
  /** Its inline scripts and styles, for its Content-Security-Policy (security-headers.ts). */
  hashes: InlineHashes;
}

/** Rendered in the browser only: the admin area, and GraphiQL at /graphql for signed-in staff (graphiql-page.ts). */
const CLIENT_ONLY = [/^\/admin(\/|$)/, /^\/graphql$/];
/** The customer's pages behind emailed links (signing, quote): rendered per request and never indexed. */
const PRIVATE_LINKS = [/^\/accept-policy\/[^/]+$/, /^\/quote\/[^/]+$/, /^\/unsubscribe\/[^/]+$/];
const NOINDEX = '<meta name="robots" content="noindex" />';
const NOT_FOUND_PROBE = '/__page-not-found__';

/** The title the app gives a page it renders in the browser (useDocumentTitle), so the HTML has one before it runs. */
const SHELL_TITLES: Array<[RegExp, string]> = [
  [/^\/admin\/login$/, 'Admin Sign In'],
  [/^\/admin\/reset-password$/, 'Reset password'],
  [/^\/admin\/invitation$/, 'Join the team'],
  [/^\/admin(\/|$)/, 'Admin'],
  [/^\/graphql$/, 'GraphiQL'],
  [/^\/unsubscribe\//, 'Unsubscribe'],
  [/^\/accept-policy\//, 'Service Terms'],
  [/^\/quote\//, 'Your Quote'],
];

function shellTitle(pathname: string, businessName: string): string {
  const page = SHELL_TITLES.find(([re]) => re.test(pathname))?.[1];
  return page ? `${page} | ${businessName}` : businessName;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export class PublicPages {
  private readonly cache = new Map<string, Page>();
  private notFound: Page | null = null;
  /** The client-rendered shell, without and with the noindex tag, by title (each made once). */
  private readonly shells = new Map<string, Page>();
  private ssr: SsrModule | null = null;
  private warming: Promise<void> | null = null;

  private constructor(
    private readonly template: string,
    private site: SiteInfo,
    private readonly entry: string,
    private readonly log: FastifyBaseLogger,
    private readonly query: PageQuery | null,
  ) {}

  /** Reads the template; the SSR bundle is loaded and run by `warm()`. */
  static load(webDist: string, site: SiteInfo, log: FastifyBaseLogger, query: PageQuery | null = null): PublicPages {
    const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    return new PublicPages(template, site, path.join(`${webDist}-ssr`, 'entry-server.js'), log, query);
  }

  /**
   * New public details (the business settings were saved): the pages are rendered again with them;
   * requests meanwhile wait for that (as they wait for the first rendering), so none gets the old details.
   */
  useSite(site: SiteInfo): void {
    this.site = site;
    this.cache.clear();
    this.notFound = null;
    this.shells.clear();
    if (this.warming) this.warming = this.warming.then(() => this.renderAll());
  }

  /** Loads the SSR bundle (if built) and renders every public route once; later calls share the first. */
  warm(): Promise<void> {
    this.warming ??= this.renderAll();
    return this.warming;
  }

  /** The page for a GET of a client route; `caller` is who asks (for a customer's page). */
  async page(url: string, caller: PageCaller = { requestId: '', ip: '', userAgent: '' }): Promise<Page> {
    await this.warm();
    const pathname = url.split('?')[0].replace(/(.)\/+$/, '$1');
    if (PRIVATE_LINKS.some((re) => re.test(pathname))) return (await this.customerPage(pathname, caller)) ?? { ...this.shell(true, pathname), personal: true };
    if (!this.ssr || CLIENT_ONLY.some((re) => re.test(pathname))) return this.shell(false, pathname);
    const cached = this.cache.get(pathname);
    if (cached) return cached;
    return this.notFound ?? { ...this.shell(false), status: 404 };
  }

  /** A customer's page rendered with its data, or null (no SSR bundle, an unknown link, a failure). */
  private async customerPage(pathname: string, caller: PageCaller): Promise<Page | null> {
    const { ssr, query } = this;
    const request = ssr?.customerLinkQuery?.(pathname);
    if (!ssr || !query || !request) return null;
    try {
      const data = await query(request.query, request.variables, caller);
      if (data === null) return null;
      const { html, head, state } = await ssr.render(pathname, this.site, data);
      const body = this.fill(`${NOINDEX}${head}`, html, state);
      return { status: 200, body, personal: true, hashes: inlineHashes(body) };
    } catch (err) {
      // The path holds the link's key: logged redacted, as every request's URL is.
      this.log.error({ err, pathname: redactUrl(pathname) }, 'could not render a customer page on the server: sent for the browser to render');
      return null;
    }
  }

  /** The shell, with the title the app gives the page (marked as the app's, so the app replaces it, never adds a second). */
  private shell(noindex: boolean, pathname = ''): Page {
    const title = `<title data-page-head>${escapeText(shellTitle(pathname, this.site.businessName))}</title>`;
    const key = `${noindex}${title}`;
    let page = this.shells.get(key);
    if (!page) this.shells.set(key, (page = this.pageOf(200, `${noindex ? NOINDEX : ''}${title}`, '')));
    return page;
  }

  private pageOf(status: number, head: string, html: string): Page {
    const body = this.fill(head, html);
    return { status, body: new Precompressed(body), hashes: inlineHashes(body) };
  }

  private async renderAll(): Promise<void> {
    const { entry, log } = this;
    this.shell(false, '/admin'); // made (and compressed) now rather than on the first visit to the admin area
    if (!existsSync(entry)) {
      log.warn({ entry }, 'no SSR bundle: public pages are rendered in the browser only');
      return;
    }
    try {
      this.ssr = (await import(pathToFileURL(entry).href)) as SsrModule;
    } catch (err) {
      log.error({ err, entry }, 'server rendering unavailable: could not load the SSR bundle');
      return;
    }
    const ssr = this.ssr;
    try {
      for (const route of ssr.PUBLIC_ROUTES) {
        // One page per turn of the event loop, so requests arriving meanwhile are not held up.
        await new Promise((resolve) => setImmediate(resolve));
        const { html, head, status } = await ssr.render(route, this.site);
        this.cache.set(route, this.pageOf(status, head, html));
      }
      const missing = await ssr.render(NOT_FOUND_PROBE, this.site);
      this.notFound = this.pageOf(404, missing.head, missing.html);
    } catch (err) {
      log.error({ err }, 'server rendering failed: public pages are rendered in the browser only');
      this.cache.clear();
      this.ssr = null;
    }
  }

  private fill(head: string, html: string, state?: unknown): string {
    const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
    const data = `<script>window.__SITE_INFO__=${json(this.site)}${state === undefined ? '' : `;window.__APOLLO_STATE__=${json(state)}`}</script>`;
    // Functions as replacements: a `$` in the page's text must stay as it is.
    return this.template
      .replace('<!--app-head-->', () => head)
      .replace('<!--app-html-->', () => html)
      .replace('<!--app-data-->', () => data);
  }
}
