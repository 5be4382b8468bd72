/** The fallback when a page arrives without the site details (the Vite dev server): ask the api. */
import { SiteInfoDocument } from '../gql/public';
import type { SiteInfo } from '../shared/use-site-info';
import { apolloClient } from './apollo-client';

export async function loadSiteInfo(): Promise<SiteInfo | undefined> {
  const { data } = await apolloClient.query({ query: SiteInfoDocument });
  return data?.siteInfo;
}
