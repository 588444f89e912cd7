/**
 * The visit's view of the network: when it falls quiet, and the JavaScript it downloaded.
 *
 * Quiet is read from the browser (Playwright's request events, which, unlike the page's DevTools
 * session, also see a dedicated worker's script finish): a request is in flight until the browser
 * has all of it, at the throttled speed. Bytes are read from the wire, in the site proxy's log
 * (site-proxy.ts): what the server actually sent the browser, brotli bodies plus headers, workers and
 * prefetches included, and nothing the browser took from its cache.
 */
import type { Page, Request } from 'playwright-core';
import type { SentResponse } from './site-proxy';

/** The parts of a visit its bytes are split into. */
export type Phase = 'load' | 'taps' | 'send';

/** JavaScript bytes the visit downloaded, by the phase that asked for them. */
export type ScriptBytes = Record<Phase, number>;

export function isJavaScript(contentType: string): boolean {
  return /javascript|ecmascript/i.test(contentType);
}

/**
 * Sums the JavaScript among `sent`, each response in the phase its request arrived in: before the
 * page's load event ended (`load`), before the visit began filling the form (`taps`), after it.
 * Times are Date.now() milliseconds.
 */
export function scriptBytes(
  sent: readonly SentResponse[],
  { loadEnd, sendStart }: { readonly loadEnd: number; readonly sendStart: number },
): ScriptBytes {
  const bytes: ScriptBytes = { load: 0, taps: 0, send: 0 };
  for (const response of sent) {
    if (!isJavaScript(response.contentType)) continue;
    const phase: Phase = response.at < loadEnd ? 'load' : response.at < sendStart ? 'taps' : 'send';
    bytes[phase] += response.bytes;
  }
  return bytes;
}

/** The network counts as quiet after this long with no request in flight (a visit's steps are seconds apart). */
const QUIET_MS = 500;

export interface RequestWatch {
  /** Resolves once no request has been in flight for QUIET_MS, or after `timeoutMs` regardless. */
  quiet(timeoutMs: number): Promise<void>;
}

/** Follows `page`'s requests from now on (one `quiet` wait at a time). */
export function watchRequests(page: Page): RequestWatch {
  const inFlight = new Set<Request>();
  let changed = () => {};
  page.on('request', (request) => {
    inFlight.add(request);
    changed();
  });
  const ended = (request: Request) => {
    inFlight.delete(request);
    changed();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    quiet(timeoutMs) {
      return new Promise<void>((resolve) => {
        let quietTimer: NodeJS.Timeout | undefined;
        const done = () => {
          clearTimeout(quietTimer);
          clearTimeout(giveUp);
          changed = () => {};
          resolve();
        };
        const giveUp = setTimeout(done, timeoutMs);
        changed = () => {
          clearTimeout(quietTimer);
          if (inFlight.size === 0) quietTimer = setTimeout(done, QUIET_MS);
        };
        changed();
      });
    },
  };
}
