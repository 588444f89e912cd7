/**
 * The first-tap run of `npm run bench`: how soon every first tap answers, on the phone profile
 * (phone.ts), a first visit with an empty cache, the tap 1 s after `load` (after scrolling to the
 * target first when it lies below the fold).
 *
 * The figure is "tap → visible answer": the tap's own timestamp (a capture listener installed
 * before the page's scripts) to the first animation frame in which the answer is on screen (polled
 * in the page with requestAnimationFrame). A held or replayed tap counts until its answer shows, not
 * until its handler ran.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { type Spread, spreadOf } from './budgets';
import {
  CAROUSEL_TRACK,
  DEMO_LINKS,
  DRAWER,
  DROPDOWN_LINK,
  EMPTY_NAME_MESSAGE,
  SELECTED_TAB,
  TABS_TRACK,
  carouselNext,
  contactForm,
  demosMenuButton,
  desktopDropdown,
  menuButton,
  onScreen,
  securityTab,
} from './page-parts';
import {
  type Build,
  GIVE_UP_MS,
  TAP_AFTER_LOAD_MS,
  type Viewport,
  centre,
  launchChromium,
  loadEndedAt,
  phoneProfileInWords,
  sleepUntil,
  throttle,
  touchAt,
  visitorContext,
} from './phone';

/** In-page code (run in the page, so written in plain JavaScript): whether the answer is on screen. */
type Answer = string;

export interface InteractionCheck {
  readonly name: string;
  readonly path: string;
  readonly viewport: Viewport;
  /** Tap → answer, milliseconds: 100 for menus and the drawer, 200 for every other first tap. */
  readonly budgetMs: number;
  readonly target: (page: Page) => Locator;
  /** In-page expression evaluated once before the tap; `answer` reads it as `before`. */
  readonly snapshot?: string;
  readonly answer: Answer;
}

const visibleLink = (selector: string) =>
  `[...document.querySelectorAll(${JSON.stringify(selector)})].some((el) => !el.closest('footer') && (${onScreen})(el))`;

/** First-tap budgets: menus and the drawer, every other first tap. */
export const MENU_MS = 100;
export const OTHER_MS = 200;

export const DRAWER_CHECK = 'menu → drawer visible';

const drawer = (path: string): InteractionCheck => ({
  name: DRAWER_CHECK,
  path,
  viewport: 'phone',
  budgetMs: MENU_MS,
  target: menuButton,
  answer: `(${onScreen})(document.querySelector(${JSON.stringify(DRAWER)}))`,
});

const transformOf = (selector: string) =>
  `(() => { const t = document.querySelector(${JSON.stringify(selector)}); return t ? getComputedStyle(t).transform + ' ' + t.getBoundingClientRect().left : ''; })()`;
const trackTransform = transformOf(CAROUSEL_TRACK);
/** The tabs' track scrolls sideways to the selected panel (behaviours/tabs.ts): where it is scrolled to. */
const tabsScroll = `(document.querySelector(${JSON.stringify(TABS_TRACK)})?.scrollLeft ?? 0)`;

/** Every first interaction the bench times, as data. */
export function interactionChecks(routePaths: readonly string[]): InteractionCheck[] {
  return [
    ...routePaths.map(drawer),
    {
      name: 'desktop dropdown',
      path: '/',
      viewport: 'desktop',
      budgetMs: MENU_MS,
      target: desktopDropdown,
      answer: visibleLink(DROPDOWN_LINK),
    },
    {
      name: 'demos menu',
      path: '/',
      viewport: 'phone',
      budgetMs: MENU_MS,
      target: demosMenuButton,
      answer: visibleLink(DEMO_LINKS),
    },
    {
      name: 'carousel arrow',
      path: '/',
      viewport: 'phone',
      budgetMs: OTHER_MS,
      target: carouselNext,
      snapshot: trackTransform,
      answer: `${trackTransform} !== before`,
    },
    {
      name: '"Seguridad" tab',
      path: '/aws/servicios',
      viewport: 'phone',
      budgetMs: OTHER_MS,
      target: securityTab,
      snapshot: tabsScroll,
      answer: `document.querySelector(${JSON.stringify(SELECTED_TAB)})?.textContent === 'Seguridad' && ${tabsScroll} !== before`,
    },
    {
      name: '"Enviar" on the empty form → messages',
      path: '/contacto/formulario',
      viewport: 'phone',
      budgetMs: OTHER_MS,
      target: (page) => contactForm(page).send,
      answer: `[...document.querySelectorAll('main *')].some((el) => el.childElementCount === 0 && el.textContent === ${JSON.stringify(EMPTY_NAME_MESSAGE)} && (${onScreen})(el))`,
    },
  ];
}

/** The tap's timestamp, taken before any of the page's own listeners can hold it back. */
const tapRecorder =
  'addEventListener("pointerdown", (event) => { window.__benchTapAt ??= event.timeStamp; }, { capture: true });';

/** One measurement: milliseconds from the tap to the first frame showing the answer. */
async function measureOnce(browser: Browser, baseUrl: string, check: InteractionCheck) {
  const context = await visitorContext(browser, check.viewport, [tapRecorder]);
  try {
    const page = await context.newPage();
    // One page per measurement: no cache at all, as the first-tap figures have always been taken.
    const cdp = await throttle(page, { disableCache: true });
    await page.goto(baseUrl + check.path, { waitUntil: 'load', timeout: 60_000 });
    const loadEnd = await loadEndedAt(page);
    // A target below the fold is scrolled to first, as a visitor would (scrolling is a sign of
    // intent: the client-only reference starts its work then, and the tap meets whatever it costs).
    const target = check.target(page);
    await target.scrollIntoViewIfNeeded();
    const point = await centre(target);
    // The method itself, not a wait for something: the visitor taps 1 s after load.
    await sleepUntil(loadEnd + TAP_AFTER_LOAD_MS);
    // Plain JavaScript for the page (a string: the bundler's helpers do not exist there).
    const watch = page.evaluate<number>(`new Promise((resolve) => {
      const before = ${check.snapshot ?? 'undefined'};
      const frame = () => {
        const tapAt = window.__benchTapAt;
        if (tapAt !== undefined && (${check.answer})) resolve(performance.now() - tapAt);
        else if (tapAt !== undefined && performance.now() - tapAt > ${GIVE_UP_MS}) resolve(${GIVE_UP_MS});
        else requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    })`);
    if (check.viewport === 'phone') await touchAt(cdp, point);
    else await page.mouse.click(point.x, point.y);
    return await watch;
  } finally {
    await context.close();
  }
}

export interface InteractionResult extends Spread {
  readonly name: string;
  readonly path: string;
  readonly site: Build;
  readonly budgetMs: number | null;
  readonly runs: readonly number[];
  readonly ok: boolean;
}

/** Median, spread and verdict of one interaction's runs (no budget: the SPA reference). */
export function summarizeInteraction(
  check: Pick<InteractionCheck, 'name' | 'path' | 'budgetMs'>,
  site: InteractionResult['site'],
  runs: readonly number[],
): InteractionResult {
  const spread = spreadOf(runs);
  const budgetMs = site === 'site' ? check.budgetMs : null;
  return {
    name: check.name,
    path: check.path,
    site,
    budgetMs,
    runs,
    ...spread,
    ok: budgetMs === null || spread.median <= budgetMs,
  };
}

/** The missed interaction budgets, as readable lines. */
export function missedInteractions(results: readonly InteractionResult[]): string[] {
  return results
    .filter((result) => !result.ok)
    .map(
      (result) =>
        `${result.path}: ${result.name} ${Math.round(result.median)} ms (budget ≤ ${result.budgetMs} ms)`,
    );
}

/**
 * Runs every check `runs` times on the site, and the checks on `/` once more on the
 * client-only SPA reference, round-robin so a noisy moment spreads over checks.
 */
export async function runInteractions(options: {
  readonly siteUrl: string;
  readonly spaUrl: string | null;
  readonly routePaths: readonly string[];
  readonly runs: number;
  readonly onProgress?: (line: string) => void;
}): Promise<InteractionResult[]> {
  const checks = interactionChecks(options.routePaths).filter((check) =>
    options.routePaths.includes(check.path),
  );
  const targets = [
    ...checks.map((check) => ({ check, site: 'site' as const, url: options.siteUrl })),
    ...(options.spaUrl
      ? checks
          .filter((check) => check.path === '/')
          .map((check) => ({ check, site: 'SPA' as const, url: options.spaUrl! }))
      : []),
  ];
  const browser = await launchChromium();
  const times = targets.map(() => [] as number[]);
  try {
    for (let run = 1; run <= options.runs; run += 1) {
      for (const [index, { check, site, url }] of targets.entries()) {
        options.onProgress?.(
          `first taps ${run}/${options.runs} · ${site} ${check.path} · ${check.name}`,
        );
        times[index]!.push(await measureOnce(browser, url, check));
      }
    }
  } finally {
    await browser.close();
  }
  return targets.map(({ check, site }, index) => summarizeInteraction(check, site, times[index]!));
}

/** The report's section on first taps. */
export function renderInteractions(results: readonly InteractionResult[]): string {
  const ms = (value: number) =>
    value >= GIVE_UP_MS ? `≥ ${GIVE_UP_MS} ms` : `${Math.round(value)} ms`;
  const lines = results.map((result) =>
    [
      result.site === 'SPA' ? `SPA \`${result.path}\`` : `\`${result.path}\``,
      result.name,
      ms(result.median),
      `${ms(result.min)}–${ms(result.max)}`,
      result.budgetMs === null ? '—' : `≤ ${result.budgetMs} ms`,
      result.budgetMs === null ? 'reference' : result.ok ? 'ok' : '**NO**',
    ].join(' | '),
  );
  return [
    '## First taps',
    '',
    `A phone like Lighthouse's mobile one (${phoneProfileInWords}; the desktop dropdown at 1280 px with the same network and CPU), the tap ${TAP_AFTER_LOAD_MS / 1000} s after \`load\`. Figure: from the tap to the first frame that shows its answer; median of the runs and range [min–max]. The SPA reference is timed on \`/\` only.`,
    '',
    '| Page | Interaction | Median | Range | Budget | |',
    '|---|---|---|---|---|---|',
    ...lines.map((line) => `| ${line} |`),
    '',
  ].join('\n');
}
