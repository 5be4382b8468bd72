/**
 * Boots the web app in the browser: global styles, the site details the server put in the page
 * (window.__SITE_INFO__), and the router. A server-rendered page is hydrated once the code of its
 * route is loaded, in a transition: React hydrates it in slices of a few milliseconds, so the page
 * stays responsive (a click meanwhile hydrates what it needs first); any other page (admin, the
 * unsubscribe page, the dev server) is rendered from scratch. The page's inline loader runs this
 * module only after the server's HTML has painted (web/scripts/deferred-app.ts).
 */
// Global styles first, so feature and layout styles imported by components come later and win ties.
import './styles/global.css';
// The styles of the pages that load on demand ship in the first stylesheet too: a server-rendered
// page must look right before its code arrives, and without JavaScript at all.
import '../features/services/services.css';
import '../features/about/about.css';
import '../features/contact/contact.css';
import '../features/legal/legal.css';
import '../components/appointment-details.css';
import '../features/booking/booking.css';
import '../components/result-card.css';
// The customer-link pages (signing, quote) are server-rendered per request: their frame too,
// and the quote's inspection and lines.
import '../components/customer-link.css';
import '../features/quote/quote-page.css';
import { startTransition, StrictMode, useEffect, useState, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { SiteInfoContext, type SiteInfo } from '../shared/use-site-info';
import { AppRoutes, preloadRoute, rendersInBrowserOnly } from './routes';

/** Provides the site details; fetches them only when the page did not carry them. */
function SiteInfoRoot({ initial, children }: { initial: SiteInfo | undefined; children: ReactNode }) {
  const [site, setSite] = useState(initial);
  useEffect(() => {
    if (site) return;
    let live = true;
    import('./load-site-info')
      .then(({ loadSiteInfo }) => loadSiteInfo())
      .then((loaded) => {
        if (live && loaded) setSite(loaded);
      })
      .catch((error: unknown) => console.error('Could not load the site details.', error));
    return () => {
      live = false;
    };
  }, [site]);
  return <SiteInfoContext value={site}>{children}</SiteInfoContext>;
}

/** Starts loading a page's code as soon as the pointer or focus reaches a link to it. */
function prefetchOnIntent(): void {
  const seen = new Set<string>();
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="/"]') : null;
    if (!link) return;
    const { pathname } = new URL(link.href);
    if (seen.has(pathname)) return;
    seen.add(pathname);
    preloadRoute(pathname).catch(() => seen.delete(pathname));
  };
  for (const type of ['pointerover', 'focusin', 'touchstart']) document.addEventListener(type, onIntent, { passive: true });
}

async function boot(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  // A page rendered in the browser only (unsubscribe) replaces what the server sent for its address.
  let hydrate = container.firstElementChild !== null && !rendersInBrowserOnly(window.location.pathname);
  try {
    await preloadRoute(window.location.pathname);
  } catch (error) {
    // The route's code did not arrive: render in the browser, where the route's error boundary can explain.
    console.error(error);
    hydrate = false;
  }
  const app = (
    <StrictMode>
      <SiteInfoRoot initial={window.__SITE_INFO__}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </SiteInfoRoot>
    </StrictMode>
  );
  if (hydrate) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
  prefetchOnIntent();
}

void boot();
