/**
 * The local stack behind `npm start`, the browser suite and the benches:
 * the production build served as CloudFront serves it, plus the contact API.
 */
import type { AddressInfo } from 'node:net';
import { buildSite, clientBuildDir } from './build-site';
import { createSiteServer } from './serve';

export interface LocalStack {
  /** The site's origin, e.g. http://localhost:4173 */
  readonly url: string;
  stop(): Promise<void>;
}

export interface LocalStackOptions {
  /** 0 picks a free port (tests); `npm start` uses 4173. */
  readonly port?: number;
  /** Build the site first (default true). */
  readonly build?: boolean;
}

export async function startLocalStack({
  port = 4173,
  build = true,
}: LocalStackOptions = {}): Promise<LocalStack> {
  if (build) await buildSite();
  const server = createSiteServer({ root: clientBuildDir });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const { port: actualPort } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${actualPort}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
