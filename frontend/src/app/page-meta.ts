import { type ShareImage, SHARE_IMAGE_SIZE, shareImageFor } from '../content/share-images';
import { site } from '../site';
import { type SiteRoute, findRoute, notFoundRoute } from './route-table';

export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Absent on the not-found page, which must not be indexed. */
  readonly canonical?: string;
  readonly indexable: boolean;
  /** The route of the table, when the path is one. */
  readonly route?: SiteRoute;
  /** The share image (Open Graph, Twitter card), absolute URL. */
  readonly image: {
    readonly url: string;
    readonly width: number;
    readonly height: number;
    readonly alt: string;
  };
}

function imageMeta(image: ShareImage): PageMeta['image'] {
  return { url: `${site.url}/share/${image.id}.png`, ...SHARE_IMAGE_SIZE, alt: image.alt };
}

/** The path without the trailing slash the prerender requests it with. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The head metadata of the page at this path, from the route table. */
export function pageMeta(pathname: string): PageMeta {
  const route = findRoute(normalizePath(pathname));
  if (!route) {
    return {
      title: `${notFoundRoute.title} | ${site.name}`,
      description: notFoundRoute.description,
      indexable: false,
      image: imageMeta(shareImageFor('/')),
    };
  }
  return {
    title: route.path === '/' ? `${site.name} | ${route.title}` : `${route.title} | ${site.name}`,
    description: route.description,
    canonical: `${site.url}${route.path === '/' ? '/' : route.path}`,
    indexable: true,
    route,
    image: imageMeta(shareImageFor(route.path)),
  };
}
