/**
 * The browser side of the e2e suite: one Chromium per test file, a fresh context
 * per page, and a record of what a visitor would never want to see (console
 * errors, failed requests, uncaught exceptions).
 */
import AxeBuilder from '@axe-core/playwright';
import {
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
  chromium,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { siteRoutes } from '../../routes/site-routes';
import { markup } from '../../frontend/src/behaviours/markup';
import { chromiumArgs } from '../../scripts/chromium';

export const baseUrl = () => inject('baseUrl');

/**
 * The limit for a test that walks every page, fetching each in turn: seconds a page on a
 * busy machine. A walk that opens each page in Chromium allows a multiple of it. The limit
 * only stops a walk that hangs.
 */
export const WALK_TIMEOUT_MS = siteRoutes.length * 5_000;

export interface VisitedPage {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors, page errors and failed requests seen so far. */
  readonly problems: string[];
}

/** For what a visitor waits on while a busy machine (CI, a slow phone) loads or starts it. */
export const patiently = { timeout: 15_000 };

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * Starts one Chromium for the calling test file and closes it afterwards. Every context a
 * test opens on it is closed when that test ends, passed or failed, so a failing test
 * leaves no page running into the next one.
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: inject('chromiumPath'),
      // Playwright gives each launch a fresh, empty profile of its own.
      args: chromiumArgs,
    });
  });
  afterEach(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('Chromium no ha iniciado');
    return browser;
  };
}

export async function openPage(
  browser: Browser,
  path: string,
  options: {
    viewport?: { width: number; height: number };
    reducedMotion?: 'reduce' | 'no-preference';
    /** false: the browser runs no script at all, as with JavaScript turned off. */
    javaScriptEnabled?: boolean;
    /** Requests matching this glob fail, as a blocked or unreachable file does. */
    blocked?: string;
  } = {},
): Promise<VisitedPage & { status: number | undefined }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? viewports.desktop,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    locale: 'es-PE',
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  if (options.blocked)
    await context.route(options.blocked, (route) => route.abort('blockedbyclient'));
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`console.${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // A page left for another cancels what it was still loading (a prefetch, an image): no
  // visitor sees that as a problem. Such aborts are dropped once the page has moved on.
  const madeFrom = new WeakMap<object, string>();
  const aborted = new Map<string, string>();
  page.on('request', (request) => madeFrom.set(request, page.url()));
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    const from = madeFrom.get(request) ?? '';
    if (error === 'net::ERR_ABORTED' && page.url() !== from) return;
    const problem = `requestfailed: ${request.url()} ${error}`;
    if (error === 'net::ERR_ABORTED') aborted.set(problem, from);
    problems.push(problem);
  });
  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    for (const [problem, from] of aborted) {
      if (from === frame.url()) continue;
      aborted.delete(problem);
      problems.splice(problems.indexOf(problem), 1);
    }
  });
  const response = await page.goto(baseUrl() + path, { waitUntil: 'load' });
  if (options.javaScriptEnabled !== false && !options.blocked) await behavioursArrived(page);
  return { page, context, problems, status: response?.status() };
}

/**
 * The page as a visitor has it a moment after it shows: 'load', then the behaviour modules,
 * which the page asks for after its first frame (decision 085), on a fast machine sometimes
 * after 'load'. Their arrival is what the page's own styles key on (the carousel's arrows
 * appear then): `markup.behavioursOn` on <html>.
 */
export async function behavioursArrived(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page
    .locator(`html[${markup.behavioursOn}]`)
    .waitFor({ state: 'attached', timeout: patiently.timeout });
}

/**
 * Waits until `locator`'s entrance animations have ended: where it rests, as the visitor sees
 * it once the motion stops (a box measured mid-animation is a few pixels off).
 */
export async function settled(locator: Locator): Promise<void> {
  await locator.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
  });
}

/** Serious and critical axe-core violations on the page, as readable lines. */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/**
 * A finger dragged across the page from `fromX` to `toX` at height `y` in 200 ms (a thumb's
 * speed), held still for 100 ms, then lifted: the browser scrolls what is under it and, the
 * finger having stopped, adds no fling. The gesture's timing is in its events' own timestamps,
 * as a touch screen stamps them (Chromium reads the finger's speed from them), set in the recent
 * past so that none is ahead of the browser's clock; nothing here waits. CDP's synthetic touch
 * scroll, tried first, does not scroll at all in headless Chromium.
 */
export async function swipe(cdp: CDPSession, fromX: number, toX: number, y: number) {
  const steps = 10;
  const moveMs = 200;
  const restMs = 100;
  const startedAt = Date.now() - moveMs - restMs;
  /** The protocol's timestamp (seconds since the epoch), `ms` into the gesture. */
  const at = (ms: number) => (startedAt + ms) / 1000;
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchStart',
    touchPoints: [{ x: fromX, y }],
    timestamp: at(0),
  });
  for (let step = 1; step <= steps; step++) {
    const x = Math.round(fromX + ((toX - fromX) * step) / steps);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y }],
      timestamp: at((moveMs * step) / steps),
    });
  }
  await cdp.send('Input.dispatchTouchEvent', {
    type: 'touchEnd',
    touchPoints: [],
    timestamp: at(moveMs + restMs),
  });
}

/** Labels ("n de m") of the carousel's slides lying wholly inside its viewport, left to right. */
export function slidesInView(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((root) => {
    const viewport = root.querySelector('[data-carousel-viewport]')!.getBoundingClientRect();
    return (
      [...root.querySelectorAll('[aria-roledescription="diapositiva"]')]
        .map((slide) => ({
          box: slide.getBoundingClientRect(),
          label: slide.getAttribute('aria-label') ?? '',
        }))
        .filter(({ box }) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1)
        // As seen: a looping carousel moves slides out of document order.
        .sort((a, b) => a.box.left - b.box.left)
        .map(({ label }) => label)
    );
  });
}
