import type { Config } from '@react-router/dev/config';

/**
 * The bench's client-only reference (bench/references.ts): the site's own route modules, root
 * and entries, built as a single-page app — no prerender, React Router's scripts on the page,
 * the app rendered in the browser as a typical React site is. Its app directory (./app) holds
 * only what differs from the site's; everything else it imports from frontend/src. Never
 * deployed; the site's build knows nothing of it (docs/decisions/104).
 */
export default {
  appDirectory: 'app',
  // Inside the repository, beside build/client: its server half must resolve node_modules.
  buildDirectory: '../../build/bench-spa',
  ssr: false,
} satisfies Config;
