/**
 * The workshop's public details (name, contact, hours, services) for every page. They come from
 * the page itself (server-rendered pages carry them) through a React context, so showing them
 * needs no request; see app/main.tsx and entry-server.tsx for where the context is filled.
 */
import { createContext, useContext } from 'react';
import type { SiteInfoQuery } from '../gql/public';

export type SiteInfo = SiteInfoQuery['siteInfo'];

/** Shown while the site info loads (or if it cannot be loaded). */
export const FALLBACK_BUSINESS_NAME = 'Truganina Auto Care';
export const FALLBACK_TIME_ZONE = 'Australia/Melbourne';

/** undefined until known (only in the browser, when the page was not server-rendered). */
export const SiteInfoContext = createContext<SiteInfo | undefined>(undefined);

export function useSiteInfo(): { siteInfo: SiteInfo | undefined; businessName: string; loading: boolean } {
  const siteInfo = useContext(SiteInfoContext);
  return { siteInfo, businessName: siteInfo?.businessName ?? FALLBACK_BUSINESS_NAME, loading: !siteInfo };
}

/** "(03) 9000 1234" → "tel:0390001234". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
