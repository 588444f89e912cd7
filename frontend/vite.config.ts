import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // SITE_URL (the public origin for canonical URLs) reaches the bundle as import.meta.env.SITE_URL.
  envPrefix: ['VITE_', 'SITE_URL'],
  server: { port: 5173 },
  // The manifest lets the post-build step find the particle field's chunk, which the home page
  // starts after load without waiting for React (scripts/postbuild.ts removes it afterwards).
  build: { assetsInlineLimit: 0, manifest: true },
});
