import { CacheProvider } from '@emotion/react';
import { type ReactNode, StrictMode, startTransition, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createEmotionCache } from './emotion-cache';

/**
 * Says the page has hydrated, so a click held back meanwhile (a link followed during
 * hydration, a valid form sent before it) is replayed. Not in the hydration commit
 * itself: the effects of that commit schedule updates (the forms adopt what was typed
 * and the messages shown before hydration, the send button becomes a submit button),
 * and a click replayed before they render would reach stale handlers. Setting state
 * here joins the same batch, so the second effect runs once all of them are on screen.
 */
function AnnounceHydrated({ announce, children }: { announce: () => void; children: ReactNode }) {
  const [settled, setSettled] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one extra render is the point (above)
  useEffect(() => setSettled(true), []);
  useEffect(() => {
    if (settled) announce();
  }, [settled, announce]);
  return children;
}

// The early behaviours are already running on a prerendered page (loaded with its HTML); this
// import only hands over their signals. It never shares a module with this entry, so the
// bundler keeps the early chunk free of the framework.
void import('../early/index').then(({ announceHydrated, isLeaving, markHydrating }) => {
  // The visitor followed a link before React attached: let the browser load that page.
  if (isLeaving()) return;
  markHydrating();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CacheProvider value={createEmotionCache()}>
          <AnnounceHydrated announce={announceHydrated}>
            <HydratedRouter />
          </AnnounceHydrated>
        </CacheProvider>
      </StrictMode>,
    );
  });
});
