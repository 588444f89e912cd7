/**
 * The local stack behind `npm start`, the browser suite and the benches:
 * the production build served as CloudFront serves it, the contact API on the
 * same origin (/website/*, as CloudFront routes it to API Gateway) running the
 * real Lambda handlers, the mail queue they put mail on and the real sender drains,
 * and the SES emulator it delivers to.
 */
import { buildSite, clientBuildDir } from './build-site';
import { configureLocalMail, configureSiteOrigins, createLocalApi } from './local-api';
import { type LocalQueue, configureLocalQueue, startLocalQueue } from './local-queue';
import { startMailEmulator } from './mail-emulator';
import { type Listening, createSiteServer, listenLocal } from './serve';

export interface LocalStack {
  /** The site's origin, e.g. http://localhost:4173 (the API answers under /website/). */
  readonly url: string;
  /** The mail emulator: web inbox at this URL, `GET /store` for tests. */
  readonly mailUrl: string;
  /** The mail queue between the handlers and the sender (`GET {endpoint}/local/state`). */
  readonly queue: LocalQueue;
  stop(): Promise<void>;
}

export interface LocalStackOptions {
  /** 0 picks a free port (tests); `npm start` uses 4173. */
  readonly port?: number;
  /** The mail emulator's port: 0 picks a free one (tests); `npm start` uses 8005. */
  readonly mailPort?: number;
  /** Build the site first (default true). */
  readonly build?: boolean;
}

export async function startLocalStack({
  port = 4173,
  mailPort = port === 0 ? 0 : 8005,
  build = true,
}: LocalStackOptions = {}): Promise<LocalStack> {
  const [mail] = await Promise.all([
    startMailEmulator({ port: mailPort }),
    build ? buildSite() : Promise.resolve(),
  ]);
  configureLocalMail(mail.endpoint);
  const queue = await startLocalQueue();
  configureLocalQueue(queue);
  const server = createSiteServer({ root: clientBuildDir, api: createLocalApi() });
  let site: Listening;
  try {
    site = await listenLocal(server, port);
  } catch (error) {
    await queue.stop();
    await mail.stop();
    throw error;
  }
  configureSiteOrigins(site.url);
  return {
    url: site.url,
    mailUrl: mail.url,
    queue,
    stop: async () => {
      await site.stop();
      await queue.stop();
      await mail.stop();
    },
  };
}
