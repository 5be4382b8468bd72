/** The frame of the public site: skip link, header, the page (lazy pages suspend inside it) and footer. */
import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { useSiteInfo } from '../../shared/use-site-info';
import { PageLoading } from '../../components/PageLoading';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function PublicLayout() {
  const { siteInfo, businessName } = useSiteInfo();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader businessName={businessName} />
      <main id="main" className="site-main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter businessName={businessName} siteInfo={siteInfo} />
      <ScrollRestoration />
    </div>
  );
}
