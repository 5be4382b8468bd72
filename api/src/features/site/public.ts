/** What the site feature offers the server: the workshop's public facts for the pages. */
export { siteInfoOf } from './site-info.js';
export type { SiteInfo } from './site.types.js';
