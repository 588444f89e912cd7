import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * What the behaviour modules import from the rest of the site (the form models and the words
 * they show, the contract's form rules): the route modules import some of them too, so the
 * bundler would split them into several small shared chunks, one request each before the
 * behaviours can start. One chunk instead, whatever else imports which of them.
 */
const BEHAVIOURS_SHARED =
  /frontend\/src\/(behaviours\/(?!carousel\.ts)[a-z-]+|forms\/([a-z-]+-model|api-client|dialog-content|interpret-response|required-text)|content\/(contact|jobs|ui)|theme\/tokens)\.ts$|contract\/(contact-constants|form-post)\.ts$|vite\/preload-helper|rolldown\/runtime/;

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
          groups: [{ name: 'behaviours-shared', test: BEHAVIOURS_SHARED }],
        },
      },
    },
  },
});
