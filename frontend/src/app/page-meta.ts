import { type ShareImage, SHARE_IMAGE_SIZE, shareImageFor } from '../content/shared/share-images';
import type { PageMetaCopy } from '../content/shared/head';
import { site } from '../site';
import { type SiteRoute, findRoute, notFoundRoute } from '../../../routes/site-routes';

/**
 * Every page's `meta`, keyed by its content file: a page's content sits at its module's path
 * under content/ instead of pages/ (decision 083). Only the `meta` export is imported. `shared/`
 * is no page's; the error page has no path and no head words of its own (its heading is its title).
 */
const metaByContentFile = import.meta.glob<PageMetaCopy>(
  [
    '../content/**/*.ts',
    '!../content/shared/**',
    '!../content/**/*.test.ts',
    '!../content/error.ts',
  ],
  { eager: true, import: 'meta' },
);

/** The title and description in the content file of the page whose module this is. */
export function metaCopyOf(module: string): PageMetaCopy {
  const file = module.replace(/^\.\.\/pages\//, '../content/').replace(/\.tsx$/, '.ts');
  const copy = metaByContentFile[file];
  if (!copy) throw new Error(`${file} must export the meta of ${module}`);
  return copy;
}

export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** Absent on the not-found page, which must not be indexed. */
  readonly canonical?: string;
  readonly indexable: boolean;
  /** The route of the table, when the path is one. */
  readonly route?: SiteRoute;
  /** The page's own title, without the site's name (breadcrumbs and articles use it). */
  readonly pageTitle: string;
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

/** A `<title>`: the page's own title, then the site's name. */
export const withSiteName = (title: string) => `${title} | ${site.name}`;

/** The not-found page's head metadata: never indexed, no canonical URL. */
export function notFoundMeta(): PageMeta {
  const notFoundMetaCopy = metaCopyOf(notFoundRoute.module);
  return {
    title: withSiteName(notFoundMetaCopy.title),
    pageTitle: notFoundMetaCopy.title,
    description: notFoundMetaCopy.description,
    indexable: false,
    image: imageMeta(shareImageFor('/')),
  };
}

/** The head metadata of the page at this path: the route table's path, the content's words. */
export function pageMeta(pathname: string): PageMeta {
  const route = findRoute(normalizePath(pathname));
  if (!route) return notFoundMeta();
  const copy = metaCopyOf(route.module);
  return {
    title: route.path === '/' ? `${site.name} | ${copy.title}` : withSiteName(copy.title),
    pageTitle: copy.title,
    description: copy.description,
    canonical: `${site.url}${route.path === '/' ? '/' : route.path}`,
    indexable: true,
    route,
    image: imageMeta(shareImageFor(route.path)),
  };
}
