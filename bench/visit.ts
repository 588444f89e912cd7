/**
 * The visit run of `npm run bench`: what a visitor on the phone profile (phone.ts) lives through
 * on one page, tap after tap, and the JavaScript it costs them.
 *
 * The scenario, on every route of the table and on the client-only SPA reference for SAMPLE_PATHS:
 * load the page in a fresh context; 1 s after `load`, tap the menu button (the drawer opens); 0.8 s
 * later, tap the drawer's first section; 1.6 s after the first tap, its second section. On
 * `/contacto/formulario` the visit then closes the drawer, fills the form validly and taps
 * "Enviar": the local API delivers the message into the SES emulator.
 *
 * What it reads (event-timing.ts): each tap's latency as INP counts it, the page's INP (its worst
 * interaction — on the form page the closing key press and the send count too), and the longest
 * main-thread task after `load`; and from the wire (the site proxy's log, network-log.ts) the
 * JavaScript downloaded by load, by the taps and by the send.
 *
 * The taps land at their moment whatever the page is doing: their positions are read beforehand
 * from an unthrottled copy of the page (planTaps), and each tap goes to the browser without waiting
 * on the page's main thread (touchAt). A tap that meets a busy main thread waits for it, as a
 * person's would, and Event Timing counts the wait. Whether each tap got its answer is read from
 * the `toggle` events the drawer and its sections fire.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { apiPaths } from '../contract/contact-api';
import { validPayload } from '../contract/test-payload';
import { type Spread, misses, spreadOf, visitBudgets } from './budgets';
import type { SiteProxy } from './site-proxy';
import {
  type PageRecord,
  answered,
  groupInteractions,
  interactionToNextPaint,
  longestTaskAfter,
  longestTaskWhileLoading,
  pageRecorder,
  readPageRecord,
  tapLatencies,
} from './event-timing';
import {
  type Phase,
  type RequestWatch,
  type ScriptBytes,
  scriptBytes,
  watchRequests,
} from './network-log';
import {
  DRAWER_ID,
  DRAWER_SECTION,
  drawerSections,
  menuButton,
  menuButtonShown,
} from './page-parts';
import {
  type Build,
  GIVE_UP_MS,
  TAP_AFTER_LOAD_MS,
  centre,
  launchChromium,
  loadEndedAt,
  sleepUntil,
  throttle,
  touchAt,
  untilPage,
  visitorContext,
} from './phone';
import type { Point } from '../scripts/phone';

/** The routes navigation starts from, and where the SPA reference is visited beside the site. */
export const SAMPLE_PATHS = ['/', '/aws/casos-exito', '/contacto/formulario'] as const;

/** The route whose visit ends with the contact form's send. */
export const FORM_PATH = '/contacto/formulario';

/** The three taps, after the first one (which comes TAP_AFTER_LOAD_MS after `load`). */
export const TAP_SCHEDULE_MS = [0, 800, 1600] as const;

/** What each tap is, for the report. */
export const TAP_NAMES = ['menu → drawer', 'first section', 'second section'] as const;

/**
 * Where each tap lands, and the `toggle` it must cause: the drawer's id, then each section's
 * summary text (event-timing.ts's ToggleRecord targets).
 */
export interface TapPlan {
  readonly points: readonly Point[];
  readonly answers: readonly string[];
}

/**
 * Reads the three taps' positions from the page loaded without throttling in its own context,
 * tapping as the visit will (the second section sits lower once the first is open). The drawer's
 * sections exist on screen only once it is open, and asking the throttled page for them between
 * taps would wait on its main thread — which would move the next tap after whatever work is keeping
 * that thread busy, and hide exactly the delay the visit is there to see.
 */
export async function planTaps(browser: Browser, url: string): Promise<TapPlan> {
  const context = await visitorContext(browser, 'phone');
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const points: Point[] = [];
    const answers: string[] = [DRAWER_ID];
    const tap = async (target: ReturnType<typeof menuButton>) => {
      await target.waitFor({ state: 'visible', timeout: GIVE_UP_MS });
      points.push(await centre(target));
      await target.tap();
    };
    await tap(menuButton(page));
    for (const index of [0, 1]) {
      const summary = drawerSections(page).nth(index);
      answers.push(((await summary.textContent()) ?? '').trim());
      await tap(summary);
      await untilPage(
        page,
        `document.querySelectorAll(${JSON.stringify(DRAWER_SECTION)})[${index}]?.parentElement?.open || null`,
        GIVE_UP_MS,
      );
    }
    if (page.url() !== url)
      throw new Error(`planning the visit's taps left ${url} for ${page.url()}`);
    return { points, answers };
  } finally {
    await context.close();
  }
}

/** One visit's figures. */
export interface VisitRun {
  /** Each tap's latency (ms), as INP counts it; 0: under the Event Timing floor (16 ms). */
  readonly taps: readonly number[];
  /** Whether each tap got its answer (the drawer, then each section, opened). */
  readonly answered: readonly boolean[];
  /** When each tap landed, ms after the end of `load`. */
  readonly tapsAfterLoad: readonly number[];
  /** The worst interaction of the visit (ms). */
  readonly inp: number;
  /** The longest main-thread work in one task after `load` (ms); 0: none of 50 ms or more. */
  readonly longestTask: number;
  /** The longest task that began while the page loaded (ms), for reference; 0: none of 50 ms. */
  readonly loadingTask: number;
  /** Compressed JavaScript downloaded, by phase (bytes). */
  readonly js: ScriptBytes;
  /** Whether the contact form's send reached the API and was accepted; null where there is no send. */
  readonly sent: boolean | null;
}

/**
 * Waits until the visit's last step has settled: no request in flight for a moment (whatever the
 * taps started has arrived), then an idle moment of the main thread (whatever arrived has run).
 */
async function settle(page: Page, requests: RequestWatch): Promise<void> {
  await requests.quiet(GIVE_UP_MS);
  await page.evaluate(
    `new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: ${GIVE_UP_MS} }))`,
  );
}

/**
 * Where a control of the contact form is, scrolled to the middle of the window as a visitor
 * scrolls to it: a plain query in the page's own world, so no test-tool script is evaluated in the
 * page during the visit (Playwright's locators inject one, a 40–50 ms task on this phone that
 * the longest-task figure would wrongly charge to the site).
 */
function controlAt(page: Page, selector: string): Promise<Point> {
  return page.evaluate<Point>(`(() => {
    const control = document.querySelector(${JSON.stringify(`form[method="post"] ${selector}`)});
    control.scrollIntoView({ block: 'center' });
    const box = control.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  })()`);
}

/**
 * Closes the drawer, fills the contact form with a valid message as a visitor does — a tap on
 * each field, then its text (typed as one insertion, as a keyboard's suggestion or a paste
 * gives it) — and taps "Enviar"; true when the API accepted it (its envelope says 200 only once
 * the SES emulator has the mail).
 */
async function sendContactForm(
  page: Page,
  cdp: CDPSession,
  requests: RequestWatch,
): Promise<boolean> {
  // Escape is the close request a phone's back gesture also sends: the popover closes, and no tap
  // lands on the page beneath it.
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyDown',
    key: 'Escape',
    code: 'Escape',
    windowsVirtualKeyCode: 27,
  });
  await cdp.send('Input.dispatchKeyEvent', {
    type: 'keyUp',
    key: 'Escape',
    code: 'Escape',
    windowsVirtualKeyCode: 27,
  });
  for (const [name, value] of Object.entries(validPayload)) {
    await touchAt(cdp, await controlAt(page, `[name="${name}"]`));
    await cdp.send('Input.insertText', { text: String(value) });
  }
  const response = page.waitForResponse(
    (answer) =>
      new URL(answer.url()).pathname === apiPaths.contact && answer.request().method() === 'POST',
    { timeout: 30_000 },
  );
  await touchAt(cdp, await controlAt(page, 'button[type="submit"]'));
  const envelope = (await (await response).json().catch(() => null)) as {
    statusCode?: number;
  } | null;
  await settle(page, requests);
  return envelope?.statusCode === 200;
}

/** Turns what the page recorded into the visit's figures. */
export function figuresOfVisit(
  record: PageRecord,
  plan: Pick<TapPlan, 'answers'>,
): Pick<VisitRun, 'taps' | 'answered' | 'tapsAfterLoad' | 'inp' | 'longestTask' | 'loadingTask'> {
  const interactions = groupInteractions(record.events);
  const scripted = record.taps.slice(0, TAP_SCHEDULE_MS.length);
  return {
    taps: tapLatencies(interactions, scripted),
    answered: answered(record.toggles, plan.answers),
    tapsAfterLoad: scripted.map((tapAt) => tapAt - record.loadEventEnd),
    inp: interactionToNextPaint(interactions),
    longestTask: longestTaskAfter(record.tasks, record.loadEventEnd),
    loadingTask: longestTaskWhileLoading(record.tasks, record.loadEventEnd),
  };
}

/**
 * The visit's three taps, at their moments: the first TAP_AFTER_LOAD_MS after `load` (or once the
 * menu shows, if later), the others TAP_SCHEDULE_MS after it, none waiting for the one before.
 */
async function tapAsPlanned(page: Page, cdp: CDPSession, plan: TapPlan, loadEnd: number) {
  // The SPA paints its header from script, possibly after load: a visitor taps what they see.
  await untilPage(page, menuButtonShown, GIVE_UP_MS);
  await sleepUntil(loadEnd + TAP_AFTER_LOAD_MS);
  const firstTapAt = Date.now();
  const taps: Promise<void>[] = [];
  for (const [index, offset] of TAP_SCHEDULE_MS.entries()) {
    await sleepUntil(firstTapAt + offset);
    taps.push(touchAt(cdp, plan.points[index]!));
  }
  await Promise.all(taps);
}

async function visitOnce(
  browser: Browser,
  proxy: SiteProxy,
  url: string,
  plan: TapPlan,
  withSend: boolean,
): Promise<VisitRun> {
  const context = await visitorContext(browser, 'phone', [pageRecorder]);
  try {
    const page = await context.newPage();
    const cdp = await throttle(page);
    const requests = watchRequests(page);
    const sentBefore = proxy.sent.length;
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const loadEnd = await loadEndedAt(page);
    await tapAsPlanned(page, cdp, plan, loadEnd);
    await settle(page, requests);
    const sendStart = withSend ? Date.now() : Infinity;
    const sent = withSend ? await sendContactForm(page, cdp, requests) : null;
    const record = await page.evaluate<PageRecord>(readPageRecord);
    return {
      ...figuresOfVisit(record, plan),
      js: scriptBytes(proxy.sent.slice(sentBefore), { loadEnd, sendStart }),
      sent,
    };
  } finally {
    await context.close();
  }
}

/** A visit's runs on one route of one build: medians and ranges. */
export interface VisitResult {
  readonly path: string;
  readonly site: Build;
  readonly runs: readonly VisitRun[];
  /** When the first tap landed, ms after `load` (the SPA shows its menu late). */
  readonly firstTapAfterLoad: Spread;
  /** One per tap, in TAP_NAMES' order. */
  readonly taps: readonly Spread[];
  readonly inp: Spread;
  readonly longestTask: Spread;
  readonly loadingTask: Spread;
  readonly js: Record<Phase | 'total', Spread>;
}

const totalJs = (js: ScriptBytes) => js.load + js.taps + js.send;

export function summarizeVisit(path: string, site: Build, runs: readonly VisitRun[]): VisitResult {
  const over = (figure: (run: VisitRun) => number) => spreadOf(runs.map(figure));
  return {
    path,
    site,
    runs,
    firstTapAfterLoad: over((run) => run.tapsAfterLoad[0] ?? 0),
    taps: TAP_SCHEDULE_MS.map((_, index) => over((run) => run.taps[index] ?? 0)),
    inp: over((run) => run.inp),
    longestTask: over((run) => run.longestTask),
    loadingTask: over((run) => run.loadingTask),
    js: {
      load: over((run) => run.js.load),
      taps: over((run) => run.js.taps),
      send: over((run) => run.js.send),
      total: over((run) => totalJs(run.js)),
    },
  };
}

/** What a visit on the site missed, in words: its INP and longest task, taps left unanswered, a failed send. */
export function visitMisses(result: VisitResult): string[] {
  const inRuns = (count: number) => `in ${count} of ${result.runs.length} runs`;
  const unanswered = TAP_NAMES.flatMap((name, index) => {
    const count = result.runs.filter((run) => !run.answered[index]).length;
    return count === 0 ? [] : [`tap "${name}" got no answer ${inRuns(count)}`];
  });
  const failedSends = result.runs.filter((run) => run.sent === false).length;
  return [
    ...misses(visitBudgets.inp, result.inp.median),
    ...misses(visitBudgets.longestTask, result.longestTask.median),
    ...unanswered,
    ...(failedSends === 0 ? [] : [`the contact form's send failed ${inRuns(failedSends)}`]),
  ];
}

/** What a visit on the site downloaded beyond its budget, in words. */
export function bytesMisses(result: VisitResult): string[] {
  return misses(visitBudgets.visitJs, result.js.total.median);
}

/** The missed visit and bytes budgets of the site (the SPA reference has none), as readable lines. */
export function missedVisits(results: readonly VisitResult[]): string[] {
  return results
    .filter((result) => result.site === 'site')
    .flatMap((result) =>
      [...visitMisses(result), ...bytesMisses(result)].map((miss) => `${result.path}: ${miss}`),
    );
}

/**
 * Visits every route `runs` times on the site, and SAMPLE_PATHS on the SPA reference, round-robin
 * so a noisy moment of the machine spreads over routes.
 */
export async function runVisits(options: {
  /** Each build through its site proxy (site-proxy.ts), which logs the bytes it sends. */
  readonly site: SiteProxy;
  readonly spa: SiteProxy | null;
  readonly routePaths: readonly string[];
  readonly runs: number;
  readonly onProgress?: (line: string) => void;
}): Promise<VisitResult[]> {
  const targets = options.routePaths.flatMap((path) => [
    { path, site: 'site' as Build, proxy: options.site },
    ...(options.spa && (SAMPLE_PATHS as readonly string[]).includes(path)
      ? [{ path, site: 'SPA' as Build, proxy: options.spa }]
      : []),
  ]);
  const browser = await launchChromium();
  try {
    const plans: TapPlan[] = [];
    for (const target of targets) {
      options.onProgress?.(`visit · planning the taps · ${target.site} ${target.path}`);
      plans.push(await planTaps(browser, target.proxy.url + target.path));
    }
    const runs = targets.map(() => [] as VisitRun[]);
    for (let run = 1; run <= options.runs; run += 1) {
      for (const [index, { path, site, proxy }] of targets.entries()) {
        options.onProgress?.(`visit ${run}/${options.runs} · ${site} ${path}`);
        runs[index]!.push(
          await visitOnce(browser, proxy, proxy.url + path, plans[index]!, path === FORM_PATH),
        );
      }
    }
    return targets.map((target, index) => summarizeVisit(target.path, target.site, runs[index]!));
  } finally {
    await browser.close();
  }
}
