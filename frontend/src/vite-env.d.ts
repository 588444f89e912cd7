/// <reference types="vite/client" />

/** What Vite puts into the bundle at build time (envPrefix in frontend/vite.config.ts). */
interface ImportMetaEnv {
  /** The public origin for canonical URLs, Open Graph and the sitemap. */
  readonly SITE_URL?: string;
  /** Origin of the contact API; empty means the site's own origin. */
  readonly VITE_API_BASE_URL?: string;
}
