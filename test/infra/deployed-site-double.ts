/**
 * What the emulated account's distribution answers (test/infra/deploy-emulated.test.ts): a
 * loopback server the stack's SiteUrl output points at, so the smoke check `npm run deploy` runs
 * at its end meets a site without leaving the machine. It answers as a deployed site does
 * (every route with its headers, the not-found page, the slash redirect, the behaviour module,
 * the functions' refusals of the probe and of an empty behaviour failure report); `broken` takes one thing away, as a bad release
 * would. The smoke check itself is tested against the real site in test/e2e/smoke.test.ts.
 */
import { type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BEHAVIOUR_FAILURE_PATH, apiMessages, apiPaths } from '../../contract/contact-api';
import { notFoundContent } from '../../frontend/src/content/404';
import { CSP_REPORT_PATH, securityHeaders } from '../../infra/site/security-headers';
import { siteRoutes } from '../../routes/site-routes';

const ENTRY = '/assets/entry.client-double.js';

/** A page that links to every route and loads the behaviour module: no inline script. */
const page = (title: string) =>
  `<!DOCTYPE html><html lang="es"><head><title>${title}</title>` +
  `<script type="module" src="${ENTRY}" data-entry="${ENTRY}"></script></head><body><h1>${title}</h1>` +
  siteRoutes.map(({ path }) => `<a href="${path}">${path}</a>`).join('') +
  '</body></html>';

export interface SiteDouble {
  readonly url: string;
  close(): Promise<void>;
}

export async function startSiteDouble({ broken = false } = {}): Promise<SiteDouble> {
  const routes = new Set<string>(siteRoutes.map((route) => route.path));
  const html = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      // A bad release: the pages lose their security headers.
      ...(broken ? {} : securityHeaders),
      'content-security-policy': "default-src 'self'; script-src 'self'",
    });
    res.end(body);
  };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://double').pathname;
    // The functions' refusal of the probe's plain text (contract API_PROBE).
    const refuse = (message: string) => {
      res.writeHead(415, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 415, message }));
    };
    if (req.method === 'POST' && path === apiPaths.contact) {
      refuse(apiMessages.unsupportedMediaType);
    } else if (req.method === 'POST' && path === CSP_REPORT_PATH) {
      refuse(apiMessages.unsupportedReportType);
    } else if (req.method === 'POST' && path === BEHAVIOUR_FAILURE_PATH) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ statusCode: 400, message: apiMessages.invalidFailureReport }));
    } else if (path === ENTRY) {
      res.writeHead(200, { 'content-type': 'text/javascript' }).end('export {};');
    } else if (path.length > 1 && path.endsWith('/') && routes.has(path.slice(0, -1))) {
      res.writeHead(301, { location: path.slice(0, -1) }).end();
    } else if (routes.has(path)) {
      html(res, 200, page(path));
    } else {
      html(res, 404, page(notFoundContent.heading));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
