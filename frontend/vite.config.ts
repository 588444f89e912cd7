import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  // SITE_URL (the public origin for canonical URLs) reaches the bundle as import.meta.env.SITE_URL.
  envPrefix: ['VITE_', 'SITE_URL'],
  server: { port: 5173 },
  build: { assetsInlineLimit: 0 },
});
