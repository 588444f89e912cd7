/**
 * Runs CloudFront Function code as CloudFront does: the code alone, in a fresh
 * JavaScript context with no Node globals (no require, no Buffer, no process),
 * called with CloudFront's event shape. Also loads the not-found page's function,
 * the origin CloudFront falls back to, as the stack bundles it.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import { notFoundBundle } from '../../infra/site/not-found-origin';
import { notFoundRoute } from '../../routes/site-routes';

export interface CfValue {
  value: string;
  multiValue?: CfValue[];
}
export interface CfRequest {
  method: string;
  uri: string;
  querystring: Record<string, CfValue>;
  headers: Record<string, CfValue>;
  cookies: Record<string, CfValue>;
}
export interface CfResponse {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, CfValue>;
}

type Handler = (event: unknown) => unknown;

export function loadFunction(code: string): Handler {
  const sandbox: Record<string, unknown> = {};
  runInNewContext(`${code}\n;globalThis.__handler = handler;`, sandbox, { timeout: 1000 });
  const handler = sandbox.__handler;
  if (typeof handler !== 'function') throw new Error('La función no define handler(event)');
  return handler as Handler;
}

/** A viewer request as CloudFront builds it from a URL path with its query. */
export function viewerRequest(target: string): CfRequest {
  const [uri = '/', query] = target.split(/\?(.*)/s);
  const querystring: Record<string, CfValue> = {};
  if (query !== undefined) {
    for (const pair of query.split('&').filter(Boolean)) {
      const [name = '', value = ''] = pair.split(/=(.*)/s);
      const existing = querystring[name];
      if (!existing) querystring[name] = { value };
      else
        existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), { value }];
    }
  }
  return {
    method: 'GET',
    uri,
    querystring,
    headers: { host: { value: 'd111.cloudfront.net' } },
    cookies: {},
  };
}

export function runViewerRequest(handler: Handler, target: string): CfRequest | CfResponse {
  const request = viewerRequest(target);
  return handler({
    version: '1.0',
    context: { eventType: 'viewer-request', distributionId: 'EDFDVBD6EXAMPLE' },
    viewer: { ip: '198.51.100.7' },
    request,
  }) as CfRequest | CfResponse;
}

export function runViewerResponse(
  handler: Handler,
  request: CfRequest,
  response: CfResponse,
): CfResponse {
  return handler({
    version: '1.0',
    context: { eventType: 'viewer-response', distributionId: 'EDFDVBD6EXAMPLE' },
    viewer: { ip: '198.51.100.7' },
    request,
    response,
  }) as CfResponse;
}

export const isResponse = (value: CfRequest | CfResponse): value is CfResponse =>
  'statusCode' in value;

/** HTTP headers as CloudFront's events carry them: each value in `{ value }`. */
export const cfHeaders = (headers: Record<string, string>): Record<string, CfValue> =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, { value: v }]));

/** What the not-found page's function answers. */
export interface NotFoundAnswer {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** The not-found page's function, bundled from `siteDir` as the stack bundles it. */
export async function loadNotFoundHandler(siteDir: string): Promise<() => Promise<NotFoundAnswer>> {
  const bundle = notFoundBundle(siteDir, notFoundRoute.file);
  const { handler } = (await import(pathToFileURL(join(bundle, 'index.mjs')).href)) as {
    handler: () => Promise<NotFoundAnswer>;
  };
  return handler;
}
