import { join } from 'node:path';
import type { RouteConfig } from '@react-router/dev/routes';
import siteRoutes from '../../../frontend/src/app/routes';

/** Where the site's route files are named from (its app directory), seen from this one. */
const siteAppDirectory = '../../../frontend/src/app';

/** The site's routes, with the same ids, paths and modules: their files named from here. */
export default siteRoutes.map((entry) => ({
  ...entry,
  file: join(siteAppDirectory, entry.file),
})) satisfies RouteConfig;
