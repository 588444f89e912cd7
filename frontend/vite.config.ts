import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

const EARLY_SHARED =
  /frontend\/src\/(early\/(idle|tabs|signals|replay)|forms\/([a-z-]+-model|honeypot-payload)|content\/(contact|jobs)|site)\.ts$|contract\/contact-constants\.ts$|vite\/preload-helper/;

export default defineConfig({
  plugins: [reactRouter()],
  // SITE_URL (the public origin for canonical URLs) reaches the bundle as import.meta.env.SITE_URL.
  envPrefix: ['VITE_', 'SITE_URL'],
  server: { port: 5173 },
  // The manifest lets the post-build step find the particle field's chunk, which the home page
  // starts after load without waiting for React (scripts/postbuild.ts removes it afterwards).
  build: {
    assetsInlineLimit: 0,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The early behaviours load with every page's HTML, before its first paint: each chunk
          // of theirs is one more request in the phone's first round trips (a sixth or seventh
          // script cost the first paint ≈ 0.15 s). What they share with the app — the form rules
          // and their copy, the site's identity, the contract's constants, the idle and tab
          // helpers — travels as one chunk, whatever else imports which of them.
          groups: [{ name: 'early-shared', test: EARLY_SHARED }],
        },
      },
    },
  },
});
