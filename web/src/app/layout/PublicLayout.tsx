/**
 * The frame of the public site: head tags, skip link, header, the page, footer and the privacy
 * notice. While a page's code loads on navigation, a bar at the top shows progress.
 */
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { useSiteInfo } from '../../shared/use-site-info';
import { ConsentBanner } from './ConsentBanner';
import { PageHead } from './PageHead';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

export function PublicLayout() {
  const { siteInfo, businessName } = useSiteInfo();
  const navigating = useNavigation().state !== 'idle';
  return (
    <div className="site">
      <PageHead />
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {navigating && <div className="nav-progress" role="progressbar" aria-label="Loading page" />}
      <SiteHeader businessName={businessName} />
      <main id="main" className="site-main" tabIndex={-1} aria-busy={navigating || undefined}>
        <Outlet />
      </main>
      <SiteFooter businessName={businessName} siteInfo={siteInfo} />
      <ConsentBanner />
      <ScrollRestoration />
    </div>
  );
}
