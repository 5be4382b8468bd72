/// <reference types="vite/client" />

interface Window {
  /** The workshop's public details, written into server-rendered pages by the api. */
  __SITE_INFO__?: import('./shared/use-site-info').SiteInfo;
  /** The Apollo cache a page rendered per request (signing, quote) was rendered from. */
  __APOLLO_STATE__?: unknown;
}
