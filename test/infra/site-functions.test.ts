/**
 * The CloudFront Functions, as deployed (their code taken from the synthesized
 * template), run as CloudFront runs them: every route of the table, trailing
 * slashes, query strings, files, unknown paths, case variants, hostile paths.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { notFoundRoute, siteRoutes } from '../../routes/site-routes';
import { FUNCTION_CODE_LIMIT, viewerRequestCode } from '../../infra/edge/site-functions';
import { inlineScriptHashes, scriptHash } from '../../infra/site/inline-script-hashes';
import { contentSecurityPolicy } from '../../infra/site/security-headers';
import {
  type CfRequest,
  type CfResponse,
  isResponse,
  loadFunction,
  runViewerRequest,
  runViewerResponse,
  viewerRequest,
} from './cloudfront';
import { fixtureSiteDir, functionCode, pageFile } from './fixture';
import { failuresOn } from '../each-path';

const routingCode = functionCode('RoutingFunction');
const headersCode = functionCode('PageHeadersFunction');
const routing = loadFunction(routingCode);
const pageHeaders = loadFunction(headersCode);
const routePaths = siteRoutes.map((r) => r.path);

/** The URI the request goes to the origin with, or the response the function answers. */
function route(target: string): { uri: string } | { status: number; location: string } {
  const result = runViewerRequest(routing, target);
  if (isResponse(result)) {
    return { status: result.statusCode, location: result.headers.location?.value ?? '' };
  }
  return { uri: (result as CfRequest).uri };
}

const okResponse = (): CfResponse => ({
  statusCode: 200,
  statusDescription: 'OK',
  headers: { 'content-type': { value: 'text/html' } },
});

describe('the routing function (viewer request, default behaviour)', () => {
  it('is the code generated from the route table, within CloudFront’s 10 KB', () => {
    expect(routingCode).toBe(
      viewerRequestCode({
        routePaths,
        notFoundFile: notFoundRoute.file,
      }),
    );
    expect(Buffer.byteLength(routingCode)).toBeLessThan(FUNCTION_CODE_LIMIT);
    expect(Buffer.byteLength(headersCode)).toBeLessThan(FUNCTION_CODE_LIMIT);
  });

  it('serves every route its prerendered page', async () => {
    const failures = await failuresOn(routePaths, (path) => {
      expect(route(path)).toEqual({ uri: pageFile(path) });
    });
    expect(failures).toEqual([]);
  });

  it('answers every route but / with a trailing slash by a 301 to it, the query kept', async () => {
    const failures = await failuresOn(
      routePaths.filter((path) => path !== '/'),
      (path) => {
        expect(route(`${path}/`), `${path}/`).toEqual({ status: 301, location: path });
        const query = '?utm_source=correo&a=1&a=2&vacio';
        expect(route(`${path}//${query}`), `${path}//${query}`).toEqual({
          status: 301,
          location: `${path}${query}`,
        });
      },
    );
    expect(failures).toEqual([]);
  });

  it('a query string does not change the page served', () => {
    expect(route('/servicios?utm_source=correo')).toEqual({ uri: '/servicios/index.html' });
    expect(route('/?x=1')).toEqual({ uri: '/index.html' });
  });

  it('is case-sensitive: case variants of a route get the not-found page', () => {
    expect(route('/aws/servicios/Lambda')).toEqual({ uri: '/aws/servicios/Lambda/index.html' });
    for (const variant of [
      '/aws/servicios/lambda',
      '/AWS/servicios/Lambda',
      '/Servicios',
      '/aws/servicios/base-de-datos/rds',
      '/SERVICIOS/',
    ]) {
      expect(route(variant)).toEqual({ uri: notFoundRoute.file });
    }
  });

  it('files pass through untouched', () => {
    for (const file of [
      '/assets/entry.client-abc123.js',
      '/robots.txt',
      '/sitemap.xml',
      '/favicon-32.png',
    ]) {
      expect(route(file)).toEqual({ uri: file });
    }
  });

  it('unknown paths, including the linked-but-missing ones, get the not-found page', () => {
    for (const path of [
      '/clientes/testimonios',
      '/aws/blog',
      '/no-existe/',
      '/index.html/',
      '/.env',
      '/servicios/index',
      '/%E0%A4%A',
    ]) {
      expect(route(path)).toEqual({ uri: notFoundRoute.file });
    }
  });

  it('never redirects off the site (protocol-relative and backslash paths)', () => {
    for (const path of [
      '//evil.example/',
      '//evil.example//',
      '/\\evil.example/',
      '///servicios/',
    ]) {
      const result = route(path);
      expect(result).toEqual({ uri: notFoundRoute.file });
    }
    // Even a real route reached with a doubled leading slash is not turned into '//…'.
    expect(route('//servicios/')).toEqual({ uri: notFoundRoute.file });
  });

  it('decodes the path as the local server does', () => {
    expect(route('/servicios%2F')).toEqual({ status: 301, location: '/servicios' });
    expect(route('/aws/servicios/%4Cambda')).toEqual({ uri: '/aws/servicios/Lambda/index.html' });
  });
});

describe('the page-headers function (viewer response, default behaviour)', () => {
  const siteDir = fixtureSiteDir();
  const expectedCsp = (file: string) =>
    contentSecurityPolicy(inlineScriptHashes(readFileSync(join(siteDir, file), 'utf8')));

  function respond(target: string, response = okResponse()) {
    const rewritten = runViewerRequest(routing, target) as CfRequest;
    // CloudFront may hand the viewer-response function the original or the rewritten URI.
    const withOriginal = runViewerResponse(
      pageHeaders,
      viewerRequest(target),
      structuredClone(response),
    );
    const withRewritten = runViewerResponse(pageHeaders, rewritten, structuredClone(response));
    expect(withRewritten, 'with the rewritten URI as with the original').toEqual(withOriginal);
    return withOriginal;
  }

  it("gives every route its own page's CSP, hashes included", async () => {
    const failures = await failuresOn(routePaths, (path) => {
      const response = respond(path);
      expect(response.statusCode, 'status').toBe(200);
      const csp = response.headers['content-security-policy']?.value;
      expect(csp, 'CSP').toBe(expectedCsp(pageFile(path)));
      // The page's own module script is allowed, the other pages' are not.
      const own = `import * as page from "/assets/${path.replace(/\W+/g, '_')}.js";\nwindow.__page = page;`;
      expect(csp, 'CSP allows its own module script').toContain(`'${scriptHash(own)}'`);
      expect(csp, 'CSP').not.toContain("'unsafe-inline' 'sha");
      expect(csp!.match(/'sha256-/g), 'script hashes').toHaveLength(2);
    });
    expect(failures).toEqual([]);
  });

  it('unknown paths answer 404 with the not-found page’s CSP', () => {
    for (const path of ['/clientes/testimonios', '/aws/servicios/lambda', '//evil.example/']) {
      const response = respond(path);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-security-policy']?.value).toBe(
        expectedCsp(notFoundRoute.file),
      );
    }
  });

  it('files get the base policy (no script hashes) and keep their status', () => {
    const response = respond('/assets/entry.client-abc123.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']?.value).toBe(contentSecurityPolicy([]));
  });

  it('a missing file’s 404 (the not-found page from the fallback origin) gets that page’s CSP', () => {
    for (const path of ['/assets/nope-abc123.js', '/img/no-existe.png']) {
      const missing = respond(path, { statusCode: 404, headers: {} });
      expect(missing.statusCode).toBe(404);
      expect(missing.headers['content-security-policy']?.value).toBe(
        expectedCsp(notFoundRoute.file),
      );
    }
  });

  it('leaves other statuses alone (a 304 revalidation of a page stays 304)', () => {
    expect(respond('/servicios', { statusCode: 304, headers: {} }).statusCode).toBe(304);
    expect(respond('/no-existe', { statusCode: 304, headers: {} }).statusCode).toBe(304);
  });
});
