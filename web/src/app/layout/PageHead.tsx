/**
 * Keeps <head> in step with the page on client-side navigation: title, description, canonical
 * link, Open Graph and JSON-LD, the same tags the server put in the first response.
 */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { FALLBACK_BUSINESS_NAME, useSiteInfo } from '../../shared/use-site-info';
import { applyHead, clearHead, headTags } from '../head/head-tags';
import { pageMeta, pageOfPath } from '../head/page-meta';

export function PageHead() {
  const { pathname } = useLocation();
  const { siteInfo } = useSiteInfo();
  const page = pageOfPath(pathname);

  useEffect(() => {
    if (siteInfo) applyHead(headTags(page, siteInfo, pathname));
    else document.title = pageMeta(page, { businessName: FALLBACK_BUSINESS_NAME }).title;
  }, [page, siteInfo, pathname]);

  // Areas outside the public site (admin, signing) manage their own head.
  useEffect(() => clearHead, []);

  return null;
}
