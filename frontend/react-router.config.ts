import type { Config } from '@react-router/dev/config';
import { notFoundRoute, siteRoutes } from '../routes/site-routes';
import { finishBuild } from '../scripts/postbuild';

/**
 * Static build: no runtime server. Every route of the table is prerendered to
 * its own HTML file, and so is the not-found page (served as 404.html).
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: '../build',
  ssr: false,
  prerender: [...siteRoutes.map((route) => route.path), notFoundRoute.prerenderPath],
  buildEnd: async ({ reactRouterConfig }) => {
    await finishBuild(`${reactRouterConfig.buildDirectory}/client`);
  },
} satisfies Config;
