/**
 * The local production server: serves build/client with the same routing rules
 * (infra/edge/viewer-request.ts), cache headers and security headers as CloudFront,
 * and hands /website/* to the API handler it is given.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { API_PREFIX, apiMessages } from '../contract/contact-constants';
import { notFoundRoute, siteRoutes } from '../routes/site-routes';
import { routeRequest } from '../infra/edge/viewer-request';
import { REDIRECT_CACHE_CONTROL, cacheControlFor } from '../infra/site/cache-policy';
import { inlineScriptHashes } from '../infra/site/inline-script-hashes';
import { contentSecurityPolicy, securityHeaders } from '../infra/site/security-headers';

export type ApiHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

export interface SiteServerOptions {
  /** The static build to serve (build/client). */
  readonly root: string;
  /** Handles requests under /website/ (the contact API); 404 when absent. */
  readonly api?: ApiHandler;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.map']);

const routeSet: Record<string, true> = Object.fromEntries(
  siteRoutes.map((route) => [route.path, true]),
);

interface LoadedFile {
  readonly body: Buffer;
  readonly etag: string;
  /** The same Content-Security-Policy CloudFront's viewer-response function sends for this file. */
  readonly csp: string;
  readonly br?: Buffer;
  readonly gzip?: Buffer;
}

/**
 * Path and query of the request target, taken as they come: `new URL()` would read
 * '//evil.example/x' as a host and a path, and route a path CloudFront never sees.
 */
function splitRequestTarget(target: string): { pathname: string; search: string } {
  const queryAt = target.indexOf('?');
  return queryAt === -1
    ? { pathname: target, search: '' }
    : { pathname: target.slice(0, queryAt), search: target.slice(queryAt) };
}

export function createSiteServer({ root, api }: SiteServerOptions): Server {
  const cache = new Map<string, LoadedFile>();

  async function load(file: string): Promise<LoadedFile | undefined> {
    const cached = cache.get(file);
    if (cached) return cached;
    const absolute = normalize(join(root, file));
    if (!absolute.startsWith(normalize(root) + sep)) return undefined;
    const info = await stat(absolute).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const body = await readFile(absolute);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const csp = contentSecurityPolicy(
      extname(file) === '.html' ? inlineScriptHashes(body.toString('utf8')) : [],
    );
    const loaded: LoadedFile = compressible.has(extname(file))
      ? {
          body,
          etag,
          csp,
          br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
          gzip: gzipSync(body, { level: 9 }),
        }
      : { body, etag, csp };
    cache.set(file, loaded);
    return loaded;
  }

  async function sendFile(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    status: number,
  ): Promise<void> {
    const loaded = await load(file);
    if (!loaded) {
      if (file === notFoundRoute.file) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('No encontrado');
        return;
      }
      return sendFile(req, res, notFoundRoute.file, 404);
    }
    const headers: Record<string, string> = {
      ...securityHeaders,
      'Content-Security-Policy': loaded.csp,
      'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(file),
      ETag: loaded.etag,
      Vary: 'Accept-Encoding',
    };
    if (status === 200 && req.headers['if-none-match'] === loaded.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    const accept = String(req.headers['accept-encoding'] ?? '');
    let body = loaded.body;
    if (loaded.br && /\bbr\b/.test(accept)) {
      body = loaded.br;
      headers['Content-Encoding'] = 'br';
    } else if (loaded.gzip && /\bgzip\b/.test(accept)) {
      body = loaded.gzip;
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = splitRequestTarget(req.url ?? '/');
    if (url.pathname.startsWith(API_PREFIX)) {
      if (api) return api(req, res);
      return sendEnvelope(res, 404, apiMessages.notFound);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...securityHeaders, Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendFile(req, res, notFoundRoute.file, 404);
    }
    const decision = routeRequest(pathname, routeSet, notFoundRoute.file);
    switch (decision.kind) {
      case 'redirect':
        res.writeHead(301, {
          ...securityHeaders,
          // Always a route of the table (routeRequest never redirects elsewhere).
          Location: decision.location + url.search,
          'Cache-Control': REDIRECT_CACHE_CONTROL,
        });
        res.end();
        return;
      case 'page':
      case 'file':
        return sendFile(req, res, decision.file, 200);
      case 'not-found':
        return sendFile(req, res, decision.file, 404);
    }
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Error interno del servidor');
    });
  });
}

/** The API's `{ statusCode, message }` answer, with the same HTTP status. */
export function sendEnvelope(res: ServerResponse, statusCode: number, message: string): void {
  res.writeHead(statusCode, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify({ statusCode, message }));
}

export interface Listening {
  /** Where to reach the server, e.g. http://localhost:4173. */
  readonly url: string;
  /** Closes every connection, then the server. */
  readonly stop: () => Promise<void>;
}

/**
 * Starts `server` on the loopback interface (port 0: any free one); rejects when
 * the port is taken. `urlHost` is the name the returned URL uses for it.
 */
export async function listenLocal(
  server: Server,
  port = 0,
  urlHost: 'localhost' | '127.0.0.1' = 'localhost',
): Promise<Listening> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    url: `http://${urlHost}:${(server.address() as AddressInfo).port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
