/**
 * The routing decision for the static site, written once.
 *
 * The local server (scripts/serve.ts) calls it for every request, and the
 * CloudFront Function on the site's default behaviour runs the very same source
 * (infra/edge generates the function from `routeRequest.toString()`). That is why
 * the function is self-contained: no imports, no closures, only ES2015 syntax
 * that the CloudFront JavaScript runtime accepts.
 */
export type RouteDecision =
  /** A page of the route table: serve its prerendered HTML. */
  | { readonly kind: 'page'; readonly file: string }
  /** A path with a trailing slash: 301 to the canonical path (query kept by the caller). */
  | { readonly kind: 'redirect'; readonly location: string }
  /** A file (its last segment has an extension): serve it as is. */
  | { readonly kind: 'file'; readonly file: string }
  /** Anything else: the not-found page with HTTP 404. */
  | { readonly kind: 'not-found'; readonly file: string };

/**
 * @param uri      the request path, without the query string (as CloudFront gives it)
 * @param routes   the set of route paths, as an object whose keys are the paths
 * @param notFound the not-found page's file, e.g. '/404.html'
 */
export function routeRequest(
  uri: string,
  routes: Readonly<Record<string, unknown>>,
  notFound: string,
): RouteDecision {
  if (uri === '/') return { kind: 'page', file: '/index.html' };
  if (uri.length > 1 && uri.charAt(uri.length - 1) === '/') {
    let trimmed = uri;
    while (trimmed.length > 1 && trimmed.charAt(trimmed.length - 1) === '/') {
      trimmed = trimmed.slice(0, -1);
    }
    // Only redirect to a real page: '/nope/' goes straight to the not-found page,
    // and '//evil.example/' can never become an open redirect.
    if (Object.prototype.hasOwnProperty.call(routes, trimmed)) {
      return { kind: 'redirect', location: trimmed };
    }
    return { kind: 'not-found', file: notFound };
  }
  if (Object.prototype.hasOwnProperty.call(routes, uri)) {
    return { kind: 'page', file: uri + '/index.html' };
  }
  if (uri === notFound) return { kind: 'not-found', file: notFound };
  const lastSegment = uri.slice(uri.lastIndexOf('/') + 1);
  if (lastSegment.indexOf('.') > 0) return { kind: 'file', file: uri };
  return { kind: 'not-found', file: notFound };
}
