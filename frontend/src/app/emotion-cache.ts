import createCache from '@emotion/cache';

/**
 * One emotion cache factory for the prerender and the client, so the class names
 * of the inlined critical CSS match the ones the client computes when it hydrates.
 */
export function createEmotionCache() {
  return createCache({ key: 'css' });
}
