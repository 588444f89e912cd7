/**
 * The bench's client-only reference (bench/references.ts): the same app rendered in the
 * browser by React Router, as a typical React site is. The framework's scripts are on the page
 * the server half wrote (React Router's SPA page), so the browser renders them too.
 */
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createEmotionCache } from '../../../frontend/src/app/emotion-cache';
import { FrameworkScripts } from '../../../frontend/src/app/framework-scripts';

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <CacheProvider value={createEmotionCache()}>
        <FrameworkScripts.Provider value={true}>
          <HydratedRouter />
        </FrameworkScripts.Provider>
      </CacheProvider>
    </StrictMode>,
  );
});
