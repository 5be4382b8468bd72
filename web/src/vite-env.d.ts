/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The workshop's social media page (footer link). */
  readonly VITE_SOCIAL_URL?: string;
  /** The workshop's maps listing (footer link). */
  readonly VITE_MAPS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
