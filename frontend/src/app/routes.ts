import { type RouteConfig, route } from '@react-router/dev/routes';
import { notFoundRoute, siteRoutes } from './route-table';

/** React Router's route config, derived from the route table: one lazy module per page. */
export default [
  ...siteRoutes.map((entry) => route(entry.path, entry.module, { id: entry.path })),
  route('*', notFoundRoute.module, { id: 'not-found' }),
] satisfies RouteConfig;
