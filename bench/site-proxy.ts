/**
 * The proxy the phone runs (visit, navigation) reach each build through. It passes every request
 * to the build's server and does two things DevTools cannot:
 *
 * - It slows speculation-rules prefetches to the phone profile. DevTools network emulation
 *   throttles what a page requests, but the browser fetches a prefetch itself and it escapes the
 *   emulation: measured here (Chromium 156, 150 ms emulated latency), a prefetched page arrived in
 *   5–80 ms while the page's own requests took 160 ms and more. Left alone, a prefetch started by
 *   the tap itself would make the next page look free. The proxy answers such a prefetch as late as
 *   the emulated network would have (latency + size ÷ bandwidth). What it leaves out: a prefetch
 *   does not share the emulated bandwidth with the page's own downloads, so one racing them still
 *   arrives a little early.
 * - It logs every response it sends: what the browser downloaded, workers and prefetches included
 *   (DevTools reports a dedicated worker's script on the worker's own target, not the page's).
 * - With `speculation: false` it refuses every page prefetch and prerender (503, at once), as if
 *   the browser had no speculation rules — Gecko's and WebKit's visitors: a link tapped is fetched
 *   then, over the network.
 */
import { type IncomingHttpHeaders, Agent, createServer, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { type Listening, listenLocal } from '../scripts/serve';
import { phoneProfile } from '../scripts/phone';

/**
 * Whether a request is a speculation-rules prefetch of a page (or a prerender's): `Sec-Purpose:
 * prefetch` for a document. A `<link rel=prefetch>` sends the same purpose, but the page makes it,
 * so DevTools already throttles it: its destination is not a document.
 */
export function isPagePrefetch(headers: IncomingHttpHeaders): boolean {
  return (
    /\bprefetch\b/i.test(String(headers['sec-purpose'] ?? '')) &&
    headers['sec-fetch-dest'] === 'document'
  );
}

/** How long the phone profile's network takes to deliver `bytes`: one latency, then the bandwidth. */
export function deliveryMs(bytes: number, profile = phoneProfile): number {
  return profile.latencyMs + (bytes / profile.downloadBytesPerSecond) * 1000;
}

/** One response the proxy sent. */
export interface SentResponse {
  /** When its request reached the proxy (Date.now()). */
  readonly at: number;
  readonly path: string;
  readonly contentType: string;
  /** Bytes written to the browser's connection: status line, headers and (compressed) body. */
  readonly bytes: number;
}

export interface SiteProxy extends Listening {
  /** Every response sent since the proxy started, in the order they finished. */
  readonly sent: readonly SentResponse[];
}

/** Hop-by-hop headers: they describe the browser's connection to the proxy, not the proxy's to the server. */
const hopByHop = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade']);

/** Starts the proxy for `target` (an origin such as http://localhost:4173); stop it when done. */
export async function startSiteProxy(
  target: string,
  { speculation = true }: { readonly speculation?: boolean } = {},
): Promise<SiteProxy> {
  // A fresh connection to the server per request: a kept-alive one may be closed by the server's
  // idle timeout just as it is reused, and the browser would get a failed page for it.
  const agent = new Agent({ keepAlive: false });
  const sent: SentResponse[] = [];
  const server = createServer((incoming, outgoing) => {
    if (!speculation && isPagePrefetch(incoming.headers)) {
      outgoing.writeHead(503).end();
      return;
    }
    const at = Date.now();
    const socket = outgoing.socket;
    const writtenBefore = socket?.bytesWritten ?? 0;
    let contentType = '';
    outgoing.on('finish', () => {
      const path = new URL(incoming.url ?? '/', target).pathname;
      sent.push({ at, path, contentType, bytes: (socket?.bytesWritten ?? 0) - writtenBefore });
    });
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).filter(([name]) => !hopByHop.has(name)),
    );
    const upstream = request(
      new URL(incoming.url ?? '/', target),
      { method: incoming.method, headers, agent },
      (answer) => {
        contentType = answer.headers['content-type'] ?? '';
        if (!isPagePrefetch(incoming.headers)) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', async () => {
          const body = Buffer.concat(chunks);
          const headerBytes = answer.rawHeaders.join(': \r\n').length;
          await sleep(Math.max(0, deliveryMs(body.length + headerBytes) - (Date.now() - at)));
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          outgoing.end(body);
        });
      },
    );
    upstream.on('error', (error) => {
      console.error(`site proxy: ${incoming.method} ${incoming.url}: ${error.message}`);
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  const listening = await listenLocal(server);
  return {
    url: listening.url,
    sent,
    stop: async () => {
      await listening.stop();
      agent.destroy();
    },
  };
}
