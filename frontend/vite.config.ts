import { reactRouter } from '@react-router/dev/vite';
import { type Rolldown, defineConfig } from 'vite';

/**
 * What the browser runs lives in behaviours/ (docs/decisions/103). The route modules import some
 * of it too (the markup names, the form models), and so the bundler would split it into several
 * small shared chunks, one request each before the behaviours can start. One chunk instead,
 * whatever else imports which of its modules: the folder's modules that load with the page
 * (rolldown's `$initial` tag: reached by static imports from an entry) — not those the behaviours
 * load later by `import()`, each in a chunk of its own (the carousel's engine, embla; the
 * particle field and its engine) — and, since a group takes its modules' dependencies along, what
 * they import from content/, theme/tokens.ts, contract/ and routes/ (and the bundler's preload
 * helper).
 */
const behavioursShared: Rolldown.CodeSplittingGroup = {
  name: 'behaviours-shared',
  test: /[\\/]frontend[\\/]src[\\/]behaviours[\\/]/,
  tags: ['$initial'],
};

export default defineConfig({
  plugins: [reactRouter()],
  // SITE_URL (the public origin for canonical URLs) reaches the bundle as import.meta.env.SITE_URL.
  envPrefix: ['VITE_', 'SITE_URL'],
  server: { port: 5173 },
  // The manifest lets the post-build step find the behaviours' chunks for the pages' script tags
  // (scripts/postbuild.ts removes it afterwards).
  build: {
    assetsInlineLimit: 0,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [behavioursShared],
        },
      },
    },
  },
});
