/**
 * The site as a browser that runs no script sees it, in any engine: a proxy in front of the local
 * stack that passes every request on and takes the scripts out of each page it answers
 * (`stripScripts`, as the bench's JS-free reference). Not every driver can turn JavaScript off
 * (Firefox's WebDriver BiDi cannot; WebKitGTK's can only for a whole browser, and then its
 * WebDriver cannot read the page), and a page without its scripts is what such a browser runs.
 * The proxy keeps the origin's rules: same host, the API behind it, form posts answered as the
 * stack answers them (a 303 to the page's result panel).
 */
import { type IncomingMessage, type ServerResponse, createServer, request } from 'node:http';
import { stripScripts } from '../../../scripts/strip-scripts';

export interface ScriptFreeSite {
  readonly url: string;
  close(): Promise<void>;
}

export async function startScriptFreeSite(siteUrl: string): Promise<ScriptFreeSite> {
  const site = new URL(siteUrl);
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    const upstream = request(
      {
        host: site.hostname,
        port: site.port,
        method: incoming.method,
        path: incoming.url,
        // The page asks the proxy's origin; the stack sees its own, as behind CloudFront (its
        // answers, a 303's Location included, are paths: they stay on the proxy).
        headers: {
          ...incoming.headers,
          host: site.host,
          'accept-encoding': 'identity',
          ...(incoming.headers.origin ? { origin: site.origin } : {}),
          ...(incoming.headers.referer
            ? { referer: site.origin + new URL(incoming.headers.referer).pathname }
            : {}),
        },
      },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!type.startsWith('text/html')) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = stripScripts(Buffer.concat(chunks).toString('utf8'));
          const headers = { ...answer.headers };
          delete headers['content-length'];
          delete headers['content-encoding'];
          outgoing.writeHead(answer.statusCode ?? 502, headers);
          outgoing.end(html);
        });
      },
    );
    upstream.on('error', () => outgoing.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, site.hostname, resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `${site.protocol}//${site.hostname}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
