/**
 * Server rendering of the public pages, called by the api (api/src/http/pages.ts): the page's
 * HTML for #root, its <head> tags and its status. Uses the same routes as the browser; the site
 * details come in as an argument, so rendering makes no network request. Touches no browser
 * globals at import or render time.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { headHtml, headTags } from './app/head/head-tags';
import { pageOfMatches } from './app/head/page-meta';
import { routes } from './app/routes';
import { SiteInfoContext, type SiteInfo } from './shared/use-site-info';

export { PUBLIC_ROUTES } from './app/routes';

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
}

const handler = createStaticHandler(routes);

export async function render(url: string, site: SiteInfo): Promise<RenderedPage> {
  const location = new URL(url, 'http://localhost');
  const context = await handler.query(new Request(location));
  if (context instanceof Response) {
    // No route has a loader or action, so no redirect can come back; keep the contract anyway.
    return { html: '', head: '', status: context.status };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <SiteInfoContext value={site}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SiteInfoContext>
    </StrictMode>,
  );
  const page = pageOfMatches(context.matches) ?? 'notFound';
  const status = page === 'notFound' ? 404 : context.statusCode;
  return { html, head: headHtml(headTags(page, site, location.pathname)), status };
}
