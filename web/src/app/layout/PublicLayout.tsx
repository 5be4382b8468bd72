/**
 * The frame of the public site: head tags, skip link, header, the page, footer and the privacy
 * notice. While a page's code loads on navigation, a bar at the top shows progress.
 */
import { Suspense, useLayoutEffect, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { PageLoading } from '../../components/PageLoading';
import { HydrationMark } from '../../shared/hydration';
import { useSiteInfo } from '../../shared/use-site-info';
import { pageLoads } from '../lazy-page';
import { RouteErrorBoundary } from '../RouteError';
import { ConsentBanner } from './ConsentBanner';
import { PageHead } from './PageHead';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

/** A new page starts at its top (or at its #anchor); back and forward leave it to the browser. */
function useScrollOnNavigation(): void {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (navigationType === 'POP') return;
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}

export function PublicLayout() {
  const { siteInfo, businessName } = useSiteInfo();
  const navigating = useSyncExternalStore(pageLoads.subscribe, pageLoads.pending, pageLoads.none);
  useScrollOnNavigation();
  return (
    <div className="site">
      <PageHead />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {navigating && <div className="nav-progress" role="progressbar" aria-label="Loading page" />}
      <SiteHeader businessName={businessName} />
      <main id="main" className="site-main" tabIndex={-1} aria-busy={navigating || undefined}>
        {/* Errors inside a page keep the header and footer around them. */}
        <RouteErrorBoundary>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            {/* Last in the boundary React hydrates after the frame: the page is hydrated once it runs. */}
            <HydrationMark />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <SiteFooter businessName={businessName} siteInfo={siteInfo} />
      <ConsentBanner />
    </div>
  );
}
