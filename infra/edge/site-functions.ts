/**
 * The source of the two CloudFront Functions on the site's default behaviour,
 * generated from the route table and the routing module the local server uses
 * (viewer-request.ts), so the CDN and `npm start` cannot disagree.
 *
 * - viewer request: a route → its prerendered HTML; a trailing slash on a route →
 *   301 (query kept); a file → as is; anything else → /404.html.
 * - viewer response: the page's Content-Security-Policy (hashes of its inline
 *   scripts, too long for a ResponseHeadersPolicy header; this release's and the
 *   previous one's, see release-hashes.ts) and HTTP 404 for the not-found page, so
 *   no distribution-wide error-response mapping is needed. A missing file's 404
 *   carries the not-found page (not-found-origin.ts), so it gets that page's policy.
 *
 * The code is ES5-style JavaScript for the cloudfront-js-2.0 runtime: no imports,
 * no Node APIs. CloudFront caps a function at 10 KB; `assertFunctionSize` fails the
 * synth long before a deployment would.
 */
import { transformSync } from 'esbuild';
import { REDIRECT_CACHE_CONTROL } from '../site/cache-policy';
import { contentSecurityPolicy } from '../site/security-headers';
import { routeRequest } from './viewer-request';

/** CloudFront's limit on a function's code, in bytes. */
export const FUNCTION_CODE_LIMIT = 10_240;

/**
 * What the page-headers function may reach in its worst case — a release that changes every
 * inline script, so it carries two releases' hashes — before the design must change: 80 % of
 * the limit, checked by `npm test` (test/infra/release-csp.test.ts), so the warning comes a
 * release ahead of CloudFront's refusal. When it fails, move the hash tables out of the code
 * into a CloudFront KeyValueStore associated with the function (page file → its hashes, this
 * release's and the previous one's), written by the deployment before the page upload and
 * read with `cf.kvs().get(file)` in the handler; the code then stays the size of the routing
 * table whatever the pages hold (decision 080).
 */
export const FUNCTION_CODE_BUDGET = Math.floor(FUNCTION_CODE_LIMIT * 0.8);

export interface RoutingInput {
  /** Every route path of the table ('/', '/servicios', …). */
  readonly routePaths: readonly string[];
  /** The not-found page's file ('/404.html'). */
  readonly notFoundFile: string;
}

/** Hashes of each HTML file's inline scripts, keyed by file ('/servicios/index.html'). */
export type PageHashes = Readonly<Record<string, readonly string[]>>;

export interface ResponseInput extends RoutingInput {
  /** This release's hashes, from the build being deployed. */
  readonly pageHashes: PageHashes;
  /**
   * The previous release's hashes, still accepted during this release: the CDN and
   * browsers may serve the previous HTML until the new pages are uploaded and the
   * invalidation ends (release-hashes.ts says which set this is).
   */
  readonly previousPageHashes?: PageHashes;
}

function routingPrelude({ routePaths, notFoundFile }: RoutingInput): string {
  const routes = Object.fromEntries(routePaths.map((path) => [path, 1]));
  return [
    `var ROUTES = ${JSON.stringify(routes)};`,
    `var NOT_FOUND = ${JSON.stringify(notFoundFile)};`,
    // The very function the local server calls (its source is self-contained by design).
    routeRequest.toString(),
    // CloudFront gives the raw path; the local server decodes it before routing.
    'function decodedUri(uri) { try { return decodeURIComponent(uri); } catch (e) { return null; } }',
  ].join('\n');
}

/**
 * Minified by esbuild: the same bytes whichever TypeScript loader ran the CDK app
 * (tsx for the CLI, Vitest for the tests), and well under CloudFront's size limit.
 * Top-level names (handler) are kept: a plain transform never renames them.
 */
function compact(code: string): string {
  return transformSync(code, { minify: true, target: 'es2015', charset: 'utf8' }).code;
}

/** The viewer-request function: routing. */
export function viewerRequestCode(input: RoutingInput): string {
  return compact(`${routingPrelude(input)}
function queryString(querystring) {
  var parts = [];
  for (var name in querystring) {
    var entry = querystring[name];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) {
      parts.push(values[i].value === '' ? name : name + '=' + values[i].value);
    }
  }
  return parts.length > 0 ? '?' + parts.join('&') : '';
}
function handler(event) {
  var request = event.request;
  var uri = decodedUri(request.uri);
  if (uri === null) {
    request.uri = NOT_FOUND;
    return request;
  }
  var decision = routeRequest(uri, ROUTES, NOT_FOUND);
  if (decision.kind === 'redirect') {
    return {
      statusCode: 301,
      statusDescription: 'Moved Permanently',
      headers: {
        location: { value: decision.location + queryString(request.querystring) },
        'cache-control': { value: ${JSON.stringify(REDIRECT_CACHE_CONTROL)} }
      }
    };
  }
  if (decision.kind !== 'file') request.uri = decision.file;
  return request;
}
`);
}

const HASHES_PLACEHOLDER = '\u0000hashes\u0000';

/**
 * The viewer-response function: the page's CSP, and 404 for the not-found page.
 *
 * Its tables are top-level variables the deploy script reads back from the live
 * function (release-hashes.ts): HASHES (every distinct hash), PAGES (this release,
 * page → indexes into HASHES) and PREVIOUS (the previous release's hashes a page
 * no longer has, accepted until the next release).
 */
export function viewerResponseCode(input: ResponseInput): string {
  const previous = previousOnly(input.pageHashes, input.previousPageHashes ?? {});
  // One copy of each hash; pages refer to them by index (the function must stay under 10 KB).
  const hashes = [
    ...new Set([...Object.values(input.pageHashes), ...Object.values(previous)].flat()),
  ].sort();
  const indexed = (table: PageHashes) =>
    Object.fromEntries(
      Object.entries(table).map(([file, list]) => [file, list.map((hash) => hashes.indexOf(hash))]),
    );
  // The policy text comes from contentSecurityPolicy itself, split where the hashes go.
  const [before, after] = contentSecurityPolicy([HASHES_PLACEHOLDER]).split(
    ` '${HASHES_PLACEHOLDER}'`,
  );
  return compact(`${routingPrelude(input)}
var HASHES = ${JSON.stringify(hashes)};
var PAGES = ${JSON.stringify(indexed(input.pageHashes))};
var PREVIOUS = ${JSON.stringify(indexed(previous))};
var CSP_BEFORE = ${JSON.stringify(before)};
var CSP_AFTER = ${JSON.stringify(after)};
function handler(event) {
  var response = event.response;
  var uri = decodedUri(event.request.uri);
  // The request may reach us with its original path or the one the viewer-request
  // function rewrote it to: routing either gives the same file.
  var decision = uri === null ? { kind: 'not-found', file: NOT_FOUND } : routeRequest(uri, ROUTES, NOT_FOUND);
  // A file the bucket does not have is answered with the not-found page (its origin's
  // fallback, not-found-origin.ts): that page's scripts must run.
  var file = decision.kind === 'file' && response.statusCode === 404 ? NOT_FOUND : decision.file;
  var current = (file && PAGES[file]) || [];
  var previous = (file && PREVIOUS[file]) || [];
  var indexes = current.concat(previous);
  var sources = '';
  for (var i = 0; i < indexes.length; i++) sources += " '" + HASHES[indexes[i]] + "'";
  response.headers['content-security-policy'] = { value: CSP_BEFORE + sources + CSP_AFTER };
  if (decision.kind === 'not-found' && response.statusCode === 200) {
    response.statusCode = 404;
    response.statusDescription = 'Not Found';
  }
  return response;
}
`);
}

/**
 * The previous release's hashes that this release's pages no longer have, for the
 * pages this release still serves (a removed page is routed to the not-found page).
 */
function previousOnly(current: PageHashes, previous: PageHashes): Record<string, string[]> {
  const table: Record<string, string[]> = {};
  for (const [file, list] of Object.entries(previous)) {
    const own = current[file];
    if (!own) continue;
    const extra = list.filter((hash) => !own.includes(hash));
    if (extra.length > 0) table[file] = extra;
  }
  return table;
}

/** Fails loudly when generated code would be refused by CloudFront. */
export function assertFunctionSize(name: string, code: string): string {
  const bytes = Buffer.byteLength(code, 'utf8');
  if (bytes > FUNCTION_CODE_LIMIT) {
    throw new Error(
      `La CloudFront Function ${name} ocupa ${bytes} bytes y CloudFront acepta hasta ${FUNCTION_CODE_LIMIT}. ` +
        'Reduce los scripts en línea de las páginas o mueve los hashes a un KeyValueStore.',
    );
  }
  return code;
}
