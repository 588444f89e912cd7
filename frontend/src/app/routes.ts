import { type RouteConfig, route } from '@react-router/dev/routes';
import { notFoundRoute, siteRoutes } from '../../../routes/site-routes';

/**
 * React Router's route config, derived from the route table: one module per page, each
 * prerendered at its own path (the not-found page at notFoundRoute.prerenderPath). Matching
 * is exact, as at the CDN and in the local server: /aws/servicios/lambda is not
 * /aws/servicios/Lambda.
 */
export default [
  ...siteRoutes.map((entry) =>
    route(entry.path, entry.module, { id: entry.path, caseSensitive: true }),
  ),
  route('*', notFoundRoute.module, { id: 'not-found' }),
] satisfies RouteConfig;
