/**
 * `npm start` answers as CloudFront does. The CloudFront side is emulated from
 * the synthesized template itself: the two functions' deployed code, the cache
 * headers the deployments put on the objects, and the ResponseHeadersPolicy.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteRoutes } from '../../routes/site-routes';
import { type Listening, createSiteServer, listenLocal } from '../../scripts/serve';
import {
  type CfRequest,
  type CfResponse,
  cfHeaders,
  isResponse,
  loadFunction,
  loadNotFoundHandler,
  runViewerRequest,
  runViewerResponse,
} from './cloudfront';
import {
  type Json,
  fixtureSiteDir,
  functionCode,
  headersPolicyOf,
  renderedHeaders,
  resources,
} from './fixture';
import { failuresOn } from '../each-path';

const siteDir = fixtureSiteDir();
const routing = loadFunction(functionCode('RoutingFunction'));
const pageHeaders = loadFunction(functionCode('PageHeadersFunction'));

/** Object metadata as the two BucketDeployments set it (include/exclude globs of one level). */
function cacheControlFromDeployments(key: string): string {
  const deployments = resources('Custom::CDKBucketDeployment');
  const matches = (glob: string) => new RegExp(`^${glob.replace(/\*/g, '.*')}$`).test(key);
  for (const [, d] of deployments) {
    const excluded = (d.Properties.Exclude ?? []).some(matches);
    const included = (d.Properties.Include ?? []).some(matches);
    if (!excluded || included) return d.Properties.SystemMetadata['cache-control'];
  }
  throw new Error(`No deployment uploads ${key}`);
}

/** The headers the site's ResponseHeadersPolicy adds, rendered as HTTP headers. */
function policyHeaders(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(renderedHeaders(headersPolicyOf())).map(([name, value]) => [
      name.toLowerCase(),
      value,
    ]),
  );
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body?: string;
}

/**
 * The default behaviour's origin as the template wires it: the bucket, then — for the
 * status codes of its origin group's failover — the not-found page's function.
 */
const distributionConfig = resources('AWS::CloudFront::Distribution')[0]![1].Properties
  .DistributionConfig;
const originGroup = (distributionConfig.OriginGroups?.Items ?? []).find(
  (group: Json) => group.Id === distributionConfig.DefaultCacheBehavior.TargetOriginId,
);
const failoverCodes: number[] = originGroup?.FailoverCriteria.StatusCodes.Items ?? [];
const notFoundHandler = await loadNotFoundHandler(siteDir);

async function missingFile(): Promise<{ origin: CfResponse; body?: string }> {
  if (!failoverCodes.includes(404)) return { origin: { statusCode: 404, headers: {} } };
  const answer = await notFoundHandler();
  return {
    origin: {
      statusCode: answer.statusCode,
      headers: cfHeaders(answer.headers),
    },
    body: answer.body,
  };
}

/** What CloudFront answers on the default behaviour for this path. */
async function cloudFront(target: string): Promise<Answer> {
  const request = runViewerRequest(routing, target);
  if (isResponse(request)) {
    return {
      status: request.statusCode,
      headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, v.value])),
    };
  }
  const key = decodeURIComponent((request as CfRequest).uri).slice(1);
  const file = join(siteDir, key);
  const missing = existsSync(file) ? undefined : await missingFile();
  const origin: CfResponse = missing
    ? missing.origin
    : {
        statusCode: 200,
        headers: { 'cache-control': { value: cacheControlFromDeployments(key) } },
      };
  const response = runViewerResponse(pageHeaders, request as CfRequest, origin);
  return {
    status: response.statusCode,
    headers: {
      ...Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k, v.value])),
      ...policyHeaders(),
    },
    body: missing ? missing.body : readFileSync(file, 'utf8'),
  };
}

let site: Listening;
let origin: string;
beforeAll(async () => {
  site = await listenLocal(createSiteServer({ root: siteDir }), 0, '127.0.0.1');
  origin = site.url;
});
afterAll(() => site.stop());

async function local(target: string): Promise<Answer> {
  const response = await fetch(origin + target, { redirect: 'manual' });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: response.status === 301 ? undefined : await response.text(),
  };
}

const compared = [
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'content-security-policy',
  'cache-control',
  'location',
];
const pick = (answer: Answer) => ({
  status: answer.status,
  body: answer.body,
  headers: Object.fromEntries(
    compared.filter((h) => answer.headers[h] !== undefined).map((h) => [h, answer.headers[h]]),
  ),
});

const targets = [
  ...siteRoutes.map((r) => r.path),
  '/servicios?utm_source=correo',
  '/clientes/testimonios',
  '/aws/servicios/lambda',
  '/no-existe/',
  '//evil.example/',
  '//evil.example/x',
  '/.env',
  '/assets/entry.client-abc123.js',
  '/robots.txt',
  '/favicon-32.png',
  // Files the bucket does not have: the not-found page with 404, never S3's XML.
  '/assets/no-existe-abc123.js',
  '/assets/entry.client-0ld0ld.js',
  '/img/no-existe.png',
];

describe('the local server answers as CloudFront does', () => {
  it('every route and path above: the same status, body, security headers, CSP and cache headers', async () => {
    const failures = await failuresOn(targets, async (target) => {
      const [cdn, mine] = [pick(await cloudFront(target)), pick(await local(target))];
      expect(mine.status, 'status').toBe(cdn.status);
      for (const header of compared) expect(mine.headers[header], header).toBe(cdn.headers[header]);
      expect(mine.body, 'body').toBe(cdn.body);
      expect(mine.headers['content-security-policy'], 'CSP').toMatch(/script-src 'self'/);
    });
    expect(failures).toEqual([]);
  });

  it.each(['/servicios/', '/aws/casos-exito//?a=1&b=2'])('%s: the same 301', async (target) => {
    const [cdn, mine] = [await cloudFront(target), await local(target)];
    expect(cdn.status).toBe(301);
    expect(mine.status).toBe(301);
    expect(mine.headers.location).toBe(cdn.headers.location);
    expect(mine.headers['cache-control']).toBe(cdn.headers['cache-control']);
    expect(mine.headers.location).toMatch(/^\/[^/\\]/);
  });
});
