/**
 * The visitor every browser run of the bench plays (first taps, the visit, navigation): a phone like
 * Lighthouse's mobile one — 150 ms RTT, 1.6 Mbps down, CPU ×4, 390 × 844 px, touch — on a first
 * visit, so a fresh browser context (an empty cache) for every measurement. The desktop dropdown of
 * the first-tap run uses the same network and CPU at 1280 px.
 *
 * Throttling goes through the DevTools protocol (`Network.emulateNetworkConditions`,
 * `Emulation.setCPUThrottlingRate`): it slows the main thread by a factor and each request by a
 * fixed latency, so these figures swing more than Lighthouse's simulated ones. It does not reach
 * speculation-rules prefetches, which the browser fetches itself: site-proxy.ts slows those.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
  chromium,
} from 'playwright-core';
import { chromiumArgs, ensureChromium } from '../scripts/chromium';
import { type Point, phoneProfile, touchSent } from '../scripts/phone';

export type Viewport = 'phone' | 'desktop';

/** Which build a figure is about: the site, or the client-only SPA reference. */
export type Build = 'site' | 'SPA';

/** The first tap comes this long after `load`, as a visitor who has started reading. */
export const TAP_AFTER_LOAD_MS = 1000;
/** An answer slower than this is reported as a miss at this value. */
export const GIVE_UP_MS = 10_000;

/** One line for the report headers: the profile in words. */
export const phoneProfileInWords = `${phoneProfile.latencyMs} ms RTT, ${(phoneProfile.downloadBytesPerSecond * 8) / 1e6} Mbps down, CPU ×${phoneProfile.cpuSlowdown}, 390 px, touch, empty cache`;

/** Debian's Chromium, with the flags every script of the repository uses. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs });
}

/**
 * A fresh context (its own empty cache) for one measurement, with `initScripts` run in every
 * document before the page's own scripts — that is how the bench's observers see the first event.
 */
export async function visitorContext(
  browser: Browser,
  viewport: Viewport,
  initScripts: readonly string[] = [],
): Promise<BrowserContext> {
  const context = await browser.newContext(
    viewport === 'phone'
      ? {
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 2,
          isMobile: true,
          hasTouch: true,
          locale: 'es-PE',
        }
      : { viewport: { width: 1280, height: 800 }, locale: 'es-PE' },
  );
  for (const script of initScripts) await context.addInitScript(script);
  return context;
}

/**
 * Slows `page` to the phone profile and returns the DevTools session that does it (the visit also
 * reads the network and dispatches touches through it). `disableCache` bypasses even the context's
 * own cache: right for a run that loads one page, wrong for one that follows a link, where a real
 * phone reuses what the first page cached.
 */
export async function throttle(
  page: Page,
  { disableCache = false }: { readonly disableCache?: boolean } = {},
): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (disableCache) await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: phoneProfile.latencyMs,
    downloadThroughput: phoneProfile.downloadBytesPerSecond,
    uploadThroughput: phoneProfile.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: phoneProfile.cpuSlowdown });
  return cdp;
}

/** The middle of what `locator` shows, in the window's coordinates. */
export async function centre(locator: Locator): Promise<Point> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${String(locator)}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A finger's tap at `point`, sent straight to the browser and stamped with the moment it was sent.
 * page.touchscreen.tap lets the browser stamp each touch when it gets to it, which on a busy page
 * is once the main thread is free (measured: up to 330 ms late), so Event Timing — which counts
 * from that stamp — would miss the wait. This waits for nothing between touching and lifting, so
 * neither the tap nor the next one is held back; it resolves once the page has had the tap.
 */
export async function touchAt(cdp: CDPSession, point: Point): Promise<void> {
  await Promise.all(touchSent((params) => cdp.send('Input.dispatchTouchEvent', params), point));
}

/**
 * When the page's load event ended, on Date.now()'s clock (the page's own figure: Playwright hears
 * of `load` 50–150 ms later).
 */
export function loadEndedAt(page: Page): Promise<number> {
  return page.evaluate<number>(
    "performance.timeOrigin + performance.getEntriesByType('navigation')[0].loadEventEnd",
  );
}

/** Waits until the clock reads `deadline` (Date.now() milliseconds): a visit's scripted moments. */
export async function sleepUntil(deadline: number): Promise<void> {
  await sleep(Math.max(0, deadline - Date.now()));
}

/**
 * Evaluates `expression` in the page every tenth of a second until it gives something other than
 * null, and returns that; rejects after `timeoutMs`. (page.waitForFunction evaluates a string
 * predicate with eval, which the site's Content-Security-Policy rightly forbids.)
 */
export async function untilPage<T>(page: Page, expression: string, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await page.evaluate<T | null>(expression).catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${expression.slice(0, 80)}…`);
    await sleep(100);
  }
}
