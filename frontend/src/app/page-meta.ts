import { findRoute, notFoundRoute } from './route-table';
import { site } from '../site';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Absent on the not-found page, which must not be indexed. */
  readonly canonical?: string;
  readonly indexable: boolean;
}

/** The head metadata of the page at this path, from the route table. */
export function pageMeta(pathname: string): PageMeta {
  // The prerender requests each path with a trailing slash; the server redirects those.
  const route = findRoute(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
  if (!route) {
    return {
      title: `${notFoundRoute.title} | ${site.name}`,
      description: notFoundRoute.description,
      indexable: false,
    };
  }
  return {
    title: route.path === '/' ? `${site.name} | ${route.title}` : `${route.title} | ${site.name}`,
    description: route.description,
    canonical: `${site.url}${route.path === '/' ? '/' : route.path}`,
    indexable: true,
  };
}
