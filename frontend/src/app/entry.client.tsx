import { CacheProvider } from '@emotion/react';
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { HYDRATED_EVENT, HYDRATING_FLAG } from './after-first-paint';
import { createEmotionCache } from './emotion-cache';

const cache = createEmotionCache();

/** Tells the page's bootstrap (after-first-paint.ts) that React has taken over, to replay an early click. */
function AnnounceHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, []);
  return children;
}

// From here on React listens at the root and replays early clicks itself.
(window as unknown as Record<string, boolean>)[HYDRATING_FLAG] = true;

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={cache}>
        <AnnounceHydrated>
          <HydratedRouter />
        </AnnounceHydrated>
      </CacheProvider>
    </StrictMode>,
  );
});
