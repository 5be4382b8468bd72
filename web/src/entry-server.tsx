/**
 * Server rendering of the public pages, called by the api (api/src/http/pages.ts): the page's
 * HTML for #root, its <head> tags and its status. Uses the same routes as the browser; the site
 * details come in as an argument, so rendering makes no network request. Touches no browser
 * globals at import or render time.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { headHtml, headTags } from './app/head/head-tags';
import { pageOfPath } from './app/head/page-meta';
import { AppRoutes, preloadRoute } from './app/routes';
import { SiteInfoContext, type SiteInfo } from './shared/use-site-info';

export { PUBLIC_ROUTES } from './app/routes';

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
}

export async function render(url: string, site: SiteInfo): Promise<RenderedPage> {
  const location = new URL(url, 'http://localhost');
  // The page's code first, so it renders in full rather than as a loading fallback.
  await preloadRoute(location.pathname);
  const html = renderToString(
    <StrictMode>
      <SiteInfoContext value={site}>
        <StaticRouter location={`${location.pathname}${location.search}`}>
          <AppRoutes />
        </StaticRouter>
      </SiteInfoContext>
    </StrictMode>,
  );
  const page = pageOfPath(location.pathname);
  return { html, head: headHtml(headTags(page, site, location.pathname)), status: page === 'notFound' ? 404 : 200 };
}
