/** What the site feature offers the server: the workshop's public facts for the pages. */
export { siteInfoOf, type SiteInfo } from './site.resolver.js';
