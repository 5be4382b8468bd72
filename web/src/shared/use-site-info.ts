/** The workshop's public details (name, contact, hours, services), fetched once and cached by Apollo. */
import { useQuery } from '@apollo/client/react';
import { SiteInfoDocument, type SiteInfoQuery } from '../gql/graphql';

export type SiteInfo = SiteInfoQuery['siteInfo'];

/** Shown while the site info loads (or if it cannot be loaded). */
export const FALLBACK_BUSINESS_NAME = 'Truganina Auto Care';
export const FALLBACK_TIME_ZONE = 'Australia/Melbourne';

export function useSiteInfo(): { siteInfo: SiteInfo | undefined; businessName: string; loading: boolean } {
  const { data, loading } = useQuery(SiteInfoDocument);
  const siteInfo = data?.siteInfo;
  return { siteInfo, businessName: siteInfo?.businessName ?? FALLBACK_BUSINESS_NAME, loading };
}
