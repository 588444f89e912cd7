import createCache from '@emotion/cache';

/**
 * One emotion cache factory for the prerender and the bench's client-rendered reference
 * (app/render-reference.tsx), so both name their classes alike.
 */
export function createEmotionCache() {
  return createCache({ key: 'css' });
}
