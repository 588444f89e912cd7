/**
 * A minimal static server for the reference pages (and the not-found probe), compressing with
 * brotli as the site's own server does, so the three kinds of page are measured alike. Given the
 * local API, it answers the contact form's sends too, as the site's server does: the SPA
 * reference's visit sends its form for real.
 */
import { readFile } from 'node:fs/promises';
import { type Server, createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { API_PREFIX } from '../contract/contact-constants';
import { type ApiHandler, type Listening, listenLocal } from '../scripts/serve';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
};

/**
 * Serves `root`; any path that is not a file gets `fallback` (index.html), as an SPA host does.
 * Requests under the API's prefix go to `api` when given.
 */
export async function serveStatic(
  root: string,
  { fallback = 'index.html', api }: { readonly fallback?: string; readonly api?: ApiHandler } = {},
): Promise<Listening> {
  const server: Server = createServer(async (req, res) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (api && pathname.startsWith(API_PREFIX)) return api(req, res);
    const candidate = normalize(join(root, pathname));
    const inside = candidate.startsWith(normalize(root) + sep);
    let file = inside && extname(pathname) ? candidate : join(root, fallback);
    let body = await readFile(file).catch(() => undefined);
    if (!body) {
      file = join(root, fallback);
      body = await readFile(file).catch(() => undefined);
    }
    if (!body) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('No encontrado');
      return;
    }
    const type = types[extname(file)] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': 'no-cache' };
    if (!type.startsWith('image/png') && /\bbr\b/.test(String(req.headers['accept-encoding']))) {
      body = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } });
      headers['Content-Encoding'] = 'br';
    }
    res.writeHead(200, headers);
    res.end(body);
  });
  return listenLocal(server);
}
