import { CacheProvider } from '@emotion/react';
import { type ReactNode, StrictMode, startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { HYDRATED_EVENT, HYDRATED_FLAG, HYDRATING_FLAG, LEAVING_FLAG } from './after-first-paint';
import { createEmotionCache } from './emotion-cache';

const cache = createEmotionCache();
const flags = window as unknown as Record<string, boolean | undefined>;

/**
 * Tells the page's bootstrap (after-first-paint.ts) that React has taken over, to replay an early
 * click. Not in the hydration commit itself: the effects of that commit schedule updates (the forms
 * adopt text typed before hydration, the send button becomes a submit button), and a click replayed
 * before they render would reach stale handlers. Setting state here joins the same batch, so the
 * second effect runs once all of them are on screen.
 */
function AnnounceHydrated({ children }: { children: ReactNode }) {
  const [settled, setSettled] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one extra render is the point (above)
  useEffect(() => setSettled(true), []);
  useEffect(() => {
    if (!settled) return;
    flags[HYDRATED_FLAG] = true;
    window.dispatchEvent(new Event(HYDRATED_EVENT));
  }, [settled]);
  return children;
}

// The visitor followed a link before React attached: let the browser load that page.
if (!flags[LEAVING_FLAG]) {
  // The bootstrap holds back link clicks from now on: hydration would cancel a browser navigation.
  flags[HYDRATING_FLAG] = true;
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
}
