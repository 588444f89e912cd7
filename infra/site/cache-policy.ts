/**
 * Cache rules shared by CloudFront and the local server: hashed build assets
 * never change, so they are cached for a year; everything else (the HTML pages,
 * robots.txt, the sitemap) is revalidated by the browser on every visit. The CDN
 * may keep its copy for a day (s-maxage): every deployment invalidates it.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, s-maxage=86400, must-revalidate';

/** The trailing-slash 301 (to the route without it): an hour, in case a route ever goes away. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=3600';

/** Build assets carry a content hash in their name and live under this folder. */
export const ASSETS_PREFIX = 'assets/';

export function cacheControlFor(file: string): string {
  return file.startsWith(`/${ASSETS_PREFIX}`) ? IMMUTABLE : REVALIDATE;
}
