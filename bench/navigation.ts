/**
 * The navigation run of `npm run bench`: how long a visitor on the phone profile (phone.ts) waits
 * between tapping a link and seeing the next page's heading.
 *
 * From each of SAMPLE_PATHS, in a fresh context, at two moments:
 * - `early`: 1 s after `load`, the first link to another page of the site in `main` that is on the
 *   first screen (or the first one, scrolled to at once when none is);
 * - `late`: the visitor scrolls to the last such link 1 s after `load` (a smooth scroll, as a fling
 *   ends) and taps it 8 s after `load` — time for anything the page prepares for it.
 * A page whose `main` links nowhere (the contact form) offers its footer's links instead.
 *
 * The figure is tap → the first frame in which the next page's `<h1>` is on screen. The tap's
 * moment is its pointerdown's `timeStamp` (stamped when the tap was sent, phone.ts's touchAt),
 * made absolute with that document's `performance.timeOrigin` and kept in sessionStorage, which
 * outlives the document; the heading's moment is `performance.now()` in the first animation frame
 * in which an `<h1>` is on screen, polled from the new document's first frame by a script that runs
 * before the page's own, made absolute with the new document's timeOrigin. High Resolution Time
 * defines timeOrigin on one monotonic clock shared by every document, so the two subtract. When the
 * link is followed inside the same document (client-side routing), the poll starts at the tap and
 * waits for an `<h1>` other than the one on screen then. A cross-document view transition shows
 * the new page from its first frame: that frame counts, and the transition's end is reported too.
 *
 * Whether a speculation-rules prefetch served the page is the new document's
 * `performance.getEntriesByType('navigation')[0].deliveryType` ('navigational-prefetch').
 *
 * Each case is measured as each visitor gets it: in Chromium, with the speculation rules at work
 * (prefetch, prerender), held to 250 ms; and by the network alone, as Gecko and WebKit (no
 * speculation rules) get it — the same Chromium, its prefetches and prerenders refused by the
 * bench's proxy — held to its own budget over the physical floor: one round trip and the page's
 * HTML at the phone's bandwidth (networkNavigationLimit).
 */
import { type Limit, type Spread, misses, spreadOf, visitBudgets } from './budgets';
import { FOOTER_LINKS, HEADING, MAIN_LINKS, onScreen } from './page-parts';
import { type Build, GIVE_UP_MS, TAP_AFTER_LOAD_MS, sleepUntil } from './phone';
import type { Point } from '../scripts/phone';
import { type PhoneTab, type TabBrowser, launchTabBrowser } from '../scripts/tab-browser';
import { deliveryMs } from './site-proxy';
import { SAMPLE_PATHS } from './visit';

/** Which visitors a case stands for: Chromium's, with speculation rules; Gecko's and WebKit's, without. */
export type Visitors = 'Chromium' | 'Gecko, WebKit';

/**
 * A page that comes by the network when tapped cannot show before its request has gone and its
 * HTML come back (one round trip, then `bytes` at the phone's bandwidth: site-proxy.ts's
 * deliveryMs); past that floor it gets the same 250 ms to show its heading as a prefetched page.
 */
export function networkNavigationLimit(bytes: number): Limit {
  return {
    label: "Tap → next page's h1 by the network",
    kind: 'max',
    limit: Math.round(deliveryMs(bytes)) + visitBudgets.navigation.limit,
    unit: 'ms',
  };
}

/** When the visitor taps: 1 s after load, or 8 s after load having scrolled at 1 s. */
export type Moment = 'early' | 'late';

const MOMENT_MS: Record<Moment, number> = { early: TAP_AFTER_LOAD_MS, late: 8000 };

export const MOMENT_NAMES: Record<Moment, string> = {
  early: '1 s after load',
  late: '8 s after load, after a scroll',
};

/** How the next page arrived. */
export type Delivery =
  'prerender' | 'prefetch' | 'network' | 'cache' | 'same document' | 'no navigation';

/** What the in-page watcher saw, on Date.now()'s clock (epoch milliseconds). */
export interface NavigationRecord {
  /** The tap on the link. */
  readonly tapAt: number;
  /** The tap, ms after the load of the page it left. */
  readonly tapAfterLoad: number;
  /** Every first frame with an `<h1>` on screen that this document painted. */
  readonly painted: readonly number[];
  /** This document's time origin: its navigation's start (a prerendered page's: the prerender's). */
  readonly timeOrigin: number;
  /** When a prerendered document was shown, ms after its time origin; 0 when it was not prerendered. */
  readonly activationStart: number;
  readonly deliveryType: string;
  /** When a cross-document view transition into this document finished; null without one. */
  readonly transitionDone: number | null;
  /** Bytes the document's response took on the wire (its navigation entry's transferSize). */
  readonly transferSize: number;
}

const TAP_KEY = '__benchLinkTap';

/**
 * Installed with context.addInitScript, so it runs in every document before the page's scripts
 * (plain JavaScript). It polls frames only from a document's start until its first heading shows,
 * and from a tap on a link until a different heading shows, never otherwise.
 */
const navigationWatcher = `(() => {
  const onScreen = ${onScreen};
  const visibleHeading = () => [...document.querySelectorAll(${JSON.stringify(HEADING)})].find(onScreen);
  const painted = (window.__benchPainted = []);
  const watch = (before) => {
    const frame = () => {
      const h1 = visibleHeading();
      if (h1 && (h1 !== before?.node || h1.textContent !== before.text)) painted.push(performance.timeOrigin + performance.now());
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  };
  watch(undefined);
  addEventListener('pointerdown', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[href]')) return;
    const navigation = performance.getEntriesByType('navigation')[0];
    sessionStorage.setItem(${JSON.stringify(TAP_KEY)}, JSON.stringify({
      tapAt: performance.timeOrigin + event.timeStamp,
      tapAfterLoad: event.timeStamp - (navigation ? navigation.loadEventEnd : 0),
    }));
    const h1 = visibleHeading();
    watch(h1 && { node: h1, text: h1.textContent });
  }, { capture: true });
  addEventListener('pagereveal', (event) => {
    event.viewTransition?.finished.then(() => { window.__benchTransitionDone = performance.timeOrigin + performance.now(); }, () => {});
  });
})()`;

/** In-page expression: the NavigationRecord, or null while the new heading has not shown. */
const readNavigation = `(() => {
  const tap = JSON.parse(sessionStorage.getItem(${JSON.stringify(TAP_KEY)}) ?? 'null');
  if (!tap || !window.__benchPainted.some((at) => at > tap.tapAt)) return null;
  const navigation = performance.getEntriesByType('navigation')[0];
  return { ...tap, painted: window.__benchPainted, timeOrigin: performance.timeOrigin,
    deliveryType: navigation ? navigation.deliveryType : '', activationStart: navigation ? navigation.activationStart : 0, transitionDone: window.__benchTransitionDone ?? null,
    transferSize: navigation ? navigation.transferSize : 0 };
})()`;

export interface NavigationRun {
  /** Tap → the next page's h1 on screen (ms); GIVE_UP_MS when it never showed. */
  readonly ms: number;
  /** Tap → the new document's navigation start (ms); null within one document. */
  readonly toNavigationStart: number | null;
  /** Tap → the end of the view transition (ms); null without one. */
  readonly transitionMs: number | null;
  readonly delivery: Delivery;
  readonly tapAfterLoad: number;
  /** The next document's bytes on the wire; 0 within one document or from the cache. */
  readonly bytes: number;
  /** The link's path. */
  readonly link: string;
}

/** The run's figures from what the watcher saw. */
export function figuresOfNavigation(record: NavigationRecord): Omit<NavigationRun, 'link'> {
  const prerendered = record.activationStart > 0;
  // A document older than the tap is the one tapped in, unless it was prerendered for the tap.
  const sameDocument = !prerendered && record.timeOrigin < record.tapAt;
  const headingAt = record.painted.find((at) => at > record.tapAt);
  const deliveries: Record<string, Delivery> = {
    'navigational-prefetch': 'prefetch',
    cache: 'cache',
  };
  return {
    ms: headingAt === undefined ? GIVE_UP_MS : headingAt - record.tapAt,
    // A prerendered page started before the tap: its navigation, for the visitor, is its activation.
    toNavigationStart: sameDocument
      ? null
      : record.timeOrigin + record.activationStart - record.tapAt,
    transitionMs: record.transitionDone === null ? null : record.transitionDone - record.tapAt,
    delivery: sameDocument
      ? 'same document'
      : prerendered
        ? 'prerender'
        : (deliveries[record.deliveryType] ?? 'network'),
    tapAfterLoad: record.tapAfterLoad,
    bytes: sameDocument ? 0 : record.transferSize,
  };
}

/** A link as the page shows it: where it leads, whether it is on screen, its middle. */
export interface LinkOnPage {
  readonly path: string;
  readonly onScreen: boolean;
  readonly x: number;
  readonly y: number;
}

/**
 * Which of `links` the visitor taps (an index into them), or -1: only links to another route of
 * the site count; `early` takes the first on screen (else the first), `late` the last.
 */
export function chooseLink(
  links: readonly LinkOnPage[],
  from: string,
  routePaths: readonly string[],
  moment: Moment,
): number {
  const candidates = links
    .map((link, index) => ({ ...link, index }))
    .filter((link) => link.path !== from && routePaths.includes(link.path));
  const chosen =
    moment === 'late'
      ? candidates.at(-1)
      : (candidates.find((link) => link.onScreen) ?? candidates[0]);
  return chosen?.index ?? -1;
}

/** In-page expression: the links of `selector`, as LinkOnPage. */
const linksOf = (selector: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].map((link) => {
    const box = link.getBoundingClientRect();
    return { path: new URL(link.href).pathname, onScreen: (${onScreen})(link), x: box.x + box.width / 2, y: box.y + box.height / 2 };
  })`;

/**
 * In-page expression: the links of `main` and of the footer, once the page shows its heading (the
 * SPA reference renders its content after load; the site's is in its HTML). Plain evaluations, not
 * locators: Playwright's locator machinery costs the throttled page a second on its first use,
 * which would move the early tap.
 */
const pageLinks = `document.querySelector(${JSON.stringify(HEADING)})?.checkVisibility() ? { main: ${linksOf(MAIN_LINKS)}, footer: ${linksOf(FOOTER_LINKS)} } : null`;

/** The link the visitor will tap — in `main`, else in the footer — and how to find it again. */
async function findLink(
  tab: PhoneTab,
  from: string,
  routePaths: readonly string[],
  moment: Moment,
) {
  const links = await tab.until<Record<'main' | 'footer', LinkOnPage[]>>(pageLinks, GIVE_UP_MS);
  for (const [region, selector] of [
    ['main', MAIN_LINKS],
    ['footer', FOOTER_LINKS],
  ] as const) {
    const index = chooseLink(links[region], from, routePaths, moment);
    if (index !== -1) {
      const element = `document.querySelectorAll(${JSON.stringify(selector)})[${index}]`;
      return { element, ...links[region][index]! };
    }
  }
  throw new Error(`${from}: no link to another page of the site in main or the footer`);
}

/**
 * In-page: scrolls `element` (an expression) to the middle of the screen smoothly, as a fling
 * would, and resolves with its middle once the scroll has stopped.
 */
const smoothScrollTo = (element: string) => `new Promise((resolve) => {
  const link = ${element};
  const middle = () => { const box = link.getBoundingClientRect(); resolve({ x: box.x + box.width / 2, y: box.y + box.height / 2 }); };
  const box = link.getBoundingClientRect();
  const end = document.scrollingElement.scrollHeight - innerHeight;
  const target = Math.min(Math.max(scrollY + box.top + box.height / 2 - innerHeight / 2, 0), end);
  // Already there: no scroll, so no scrollend.
  if (Math.abs(target - scrollY) < 1) return middle();
  addEventListener('scrollend', middle, { once: true });
  link.scrollIntoView({ block: 'center', behavior: 'smooth' });
})`;

/** Brings the link on screen as the moment has it, and returns where to tap it. */
async function bringOnScreen(
  tab: PhoneTab,
  link: LinkOnPage & { readonly element: string },
  moment: Moment,
  loadedAt: number,
): Promise<Point> {
  if (moment === 'early') {
    return link.onScreen ? link : tab.evaluate<Point>(smoothScrollTo(link.element));
  }
  await sleepUntil(loadedAt + TAP_AFTER_LOAD_MS);
  return tab.evaluate<Point>(smoothScrollTo(link.element));
}

async function navigateOnce(
  browser: TabBrowser,
  baseUrl: string,
  from: string,
  moment: Moment,
  routePaths: readonly string[],
): Promise<NavigationRun> {
  // A fresh context; its cache stays on: the next page reuses what this one downloaded, as on a phone.
  const tab = await browser.newTab([navigationWatcher]);
  try {
    await tab.goto(baseUrl + from);
    const loadedAt = await tab.evaluate<number>(
      "performance.timeOrigin + performance.getEntriesByType('navigation')[0].loadEventEnd",
    );
    const link = await findLink(tab, from, routePaths, moment);
    const { path } = link;
    const point = await bringOnScreen(tab, link, moment, loadedAt);
    await sleepUntil(loadedAt + MOMENT_MS[moment]);
    await tab.tap(point);
    try {
      // The next page is a new document, possibly one prerendered before the tap: ask every page.
      const record = await tab.untilAnyPage<NavigationRecord>(readNavigation, GIVE_UP_MS);
      return { ...figuresOfNavigation(record), link: path };
    } catch {
      // The tap led nowhere, or the heading never showed: a miss at the give-up time.
      return {
        ms: GIVE_UP_MS,
        toNavigationStart: null,
        transitionMs: null,
        delivery: 'no navigation',
        tapAfterLoad: MOMENT_MS[moment],
        bytes: 0,
        link: path,
      };
    }
  } finally {
    await tab.close();
  }
}

/** One navigation case's runs: from a route, of a build, at a moment. */
export interface NavigationResult {
  readonly from: string;
  readonly site: Build;
  readonly visitors: Visitors;
  readonly moment: Moment;
  readonly runs: readonly NavigationRun[];
  readonly ms: Spread;
}

/** The limit a case is held to: 250 ms with speculation rules, the network's floor without. */
export function navigationLimit(result: NavigationResult): Limit {
  if (result.visitors === 'Chromium') return visitBudgets.navigation;
  return networkNavigationLimit(spreadOf(result.runs.map((run) => run.bytes)).median);
}

/** What one navigation case of the site missed, in words. */
export function navigationMisses(result: NavigationResult): string[] {
  return misses(navigationLimit(result), result.ms.median);
}

/** The missed navigation budgets of the site (the SPA reference has none), as readable lines. */
export function missedNavigations(results: readonly NavigationResult[]): string[] {
  return results
    .filter((result) => result.site === 'site')
    .flatMap((result) =>
      navigationMisses(result).map(
        (miss) =>
          `${result.from} → ${result.runs[0]?.link ?? '?'} (${MOMENT_NAMES[result.moment]}): ${miss}`,
      ),
    );
}

/**
 * Follows a link from each of SAMPLE_PATHS (those among `routePaths`), at both moments, `runs`
 * times, on the site and on the SPA reference, round-robin.
 */
export async function runNavigations(options: {
  readonly siteUrl: string;
  readonly spaUrl: string | null;
  /** The site through a proxy that refuses speculation rules' prefetches and prerenders. */
  readonly networkUrl: string;
  readonly routePaths: readonly string[];
  /** Every route of the table: the links that count lead to one of them. */
  readonly allRoutePaths: readonly string[];
  readonly runs: number;
  readonly onProgress?: (line: string) => void;
}): Promise<NavigationResult[]> {
  const builds: { site: Build; visitors: Visitors; url: string }[] = [
    { site: 'site', visitors: 'Chromium', url: options.siteUrl },
    { site: 'site', visitors: 'Gecko, WebKit', url: options.networkUrl },
    ...(options.spaUrl
      ? [{ site: 'SPA' as Build, visitors: 'Chromium' as Visitors, url: options.spaUrl }]
      : []),
  ];
  const cases = SAMPLE_PATHS.filter((from) => options.routePaths.includes(from)).flatMap((from) =>
    (['early', 'late'] as const).flatMap((moment) =>
      builds.map((build) => ({ from, moment, ...build })),
    ),
  );
  const runs = cases.map(() => [] as NavigationRun[]);
  const browser = await launchTabBrowser();
  try {
    for (let run = 1; run <= options.runs; run += 1) {
      for (const [index, { from, moment, site, visitors, url }] of cases.entries()) {
        options.onProgress?.(
          `navigation ${run}/${options.runs} · ${site} (${visitors}) ${from} · ${MOMENT_NAMES[moment]}`,
        );
        runs[index]!.push(await navigateOnce(browser, url, from, moment, options.allRoutePaths));
      }
    }
  } finally {
    await browser.close();
  }
  return cases.map(({ from, moment, site, visitors }, index) => ({
    from,
    site,
    visitors,
    moment,
    runs: runs[index]!,
    ms: spreadOf(runs[index]!.map((run) => run.ms)),
  }));
}
