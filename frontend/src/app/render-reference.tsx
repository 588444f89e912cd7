/**
 * The bench's client-only reference only (scripts/bench/references.ts): the same
 * app rendered in the browser by React Router, as a typical React site is. Never
 * part of the site's build (app/entry.client.tsx imports it behind a build constant).
 */
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createEmotionCache } from './emotion-cache';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <HydratedRouter />
      </CacheProvider>
    </StrictMode>,
  );
});
