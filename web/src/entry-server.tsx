/**
 * Server rendering of the public pages, called by the api (api/src/http/pages.ts): the page's
 * HTML for #root, its <head> tags and its status. Uses the same routes as the browser; the site
 * details come in as an argument, so rendering makes no network request. Touches no browser
 * globals at import or render time.
 *
 * The customer-link pages (signing, quote) are rendered per request: the api runs the page's
 * query (`customerLinkQuery`) and passes its data in; the page renders from a cache of its own
 * (one per request, never shared), which goes to the browser as `state` for the hydration.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { customerLinkOf } from './app/customer-links';
import { escapeHtml, headHtml, headTags } from './app/head/head-tags';
import { pageOfPath } from './app/head/page-meta';
import { AppRoutes, preloadRoute } from './app/routes';
import { SiteInfoContext, type SiteInfo } from './shared/use-site-info';

export { PUBLIC_ROUTES } from './app/routes';
export { customerLinkQuery } from './app/customer-links';

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
  /** The Apollo cache the page rendered from (customer-link pages), for `window.__APOLLO_STATE__`. */
  state?: unknown;
}

export async function render(url: string, site: SiteInfo, data?: unknown): Promise<RenderedPage> {
  const location = new URL(url, 'http://localhost');
  // The page's code first, so it renders in full rather than as a loading fallback.
  await preloadRoute(location.pathname);
  const link = customerLinkOf(location.pathname);
  let client: ApolloClient | null = null;
  if (link && data) {
    client = new ApolloClient({ ssrMode: true, link: ApolloLink.empty(), cache: new InMemoryCache() });
    client.writeQuery({ query: link.document, variables: link.variables, data });
  }
  const withClient = (children: ReactNode) => (client ? <ApolloProvider client={client}>{children}</ApolloProvider> : children);
  const html = renderToString(
    <StrictMode>
      <SiteInfoContext value={site}>
        <StaticRouter location={`${location.pathname}${location.search}`}>{withClient(<AppRoutes />)}</StaticRouter>
      </SiteInfoContext>
    </StrictMode>,
  );
  if (link) return { html, head: `<title>${escapeHtml(`${link.title} | ${site.businessName}`)}</title>`, status: 200, state: client?.extract() };
  const page = pageOfPath(location.pathname);
  return { html, head: headHtml(headTags(page, site, location.pathname)), status: page === 'notFound' ? 404 : 200 };
}
