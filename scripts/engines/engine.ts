/**
 * One way to drive a page in any of the three browser engines the site's visitors use
 * (docs/decisions/092): Chromium and Gecko (Firefox ESR) through puppeteer-core, WebKit
 * (WebKitGTK) through its WebDriver. A journey is written once against `EnginePage` and runs
 * in each engine; nothing engine-specific leaks into it.
 */

export const engineNames = ['chromium', 'firefox', 'webkit'] as const;
export type EngineName = (typeof engineNames)[number];

/** The engine behind each browser, as a failure names it. */
export const engineLabels: Record<EngineName, string> = {
  chromium: 'Chromium (Blink)',
  firefox: 'Firefox ESR (Gecko)',
  webkit: 'WebKitGTK (WebKit)',
};

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/**
 * Something on the page, found as a visitor finds it: the first element shown on screen (it has
 * a box) that matches `css` and, when `name` is given, is called that — its `aria-label` or
 * its text; a form field also by the start of its label's text (a required field's label ends
 * in an asterisk).
 */
export interface Target {
  readonly css: string;
  readonly name?: string;
}

/** The keys the journeys press. */
export type Key =
  | 'Tab'
  | 'Enter'
  | 'Escape'
  | 'Space'
  | 'ArrowDown'
  | 'ArrowUp'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Home'
  | 'End';

/** A page of one engine: one tab with a profile of its own, closed when the journey ends. */
export interface EnginePage {
  readonly engine: EngineName;
  /** Loads `url` and resolves once its `load` event has fired. */
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs `fn` in the page with `args` (JSON values) and returns what it returns (awaited). `fn`
   * is sent as its source: it may use nothing from the test's scope but its arguments.
   */
  evaluate<R, A extends readonly unknown[]>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /** A pointer's click in the middle of the target, scrolled into view first. */
  click(target: Target): Promise<void>;
  /** A pointer's click at a point of the window (CSS pixels from its top left corner). */
  clickAt(x: number, y: number): Promise<void>;
  /** A finger's tap on the target, where the engine's driver has a touch screen (see each driver). */
  tap(target: Target): Promise<void>;
  /**
   * A wheel's (or a trackpad's) scroll of `deltaX`, `deltaY` pixels with the pointer over the
   * part of the target on screen: what scrolls under it scrolls, as under a finger's swipe.
   */
  wheel(target: Target, deltaX: number, deltaY: number): Promise<void>;
  /** Focuses the target and types `text` into it key by key. */
  type(target: Target, text: string): Promise<void>;
  /** Presses and releases `key` where the focus is. */
  press(key: Key): Promise<void>;
  /** A PNG of the window, or of the whole page. */
  screenshot(options: { fullPage: boolean }): Promise<Uint8Array>;
  /**
   * What a visitor would never want to see, so far: uncaught errors, console errors and
   * warnings, failed requests (what each driver can hear: see each one).
   */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** The browser and its version, as the browser reports it. */
  readonly version: string;
  /** A new page in a fresh profile, its window's inside `viewport` big. */
  newPage(options: { viewport: Viewport; deviceScaleFactor?: number }): Promise<EnginePage>;
  /**
   * Whether its browser and driver still answer. False once one of them has died: every command
   * then fails at once, whatever the page (keeper.ts starts the engine again).
   */
  alive(): Promise<boolean>;
  /** The process group it runs in, whose death is the engine's (a test kills it to show a restart). */
  readonly pid: number | undefined;
  close(): Promise<void>;
}

/**
 * The in-page finder of a `Target` (a function's source, the same for every driver): returns
 * the element or null. Written as a string so that no build step can rewrite it.
 */
export const FIND_TARGET = `(css, name) => {
  const clean = (text) => (text ?? '').replace(/\\s+/g, ' ').trim();
  const nameOf = (element) => clean(element.getAttribute('aria-label')) || clean(element.textContent);
  const called = (element) =>
    name === undefined || name === null ||
    nameOf(element) === name ||
    clean(element.textContent) === name ||
    [...(element.labels ?? [])].some((label) => clean(label.textContent).startsWith(name));
  return [...document.querySelectorAll(css)].find(
    (element) => element.getClientRects().length > 0 && called(element),
  ) ?? null;
}`;

/**
 * The target found as FIND_TARGET finds it, once it has stopped moving: its box the same in two
 * frames running, within 2 s. A visitor taps what stands still; a tap aimed while a slide still
 * runs (the tab list centring the tab just chosen) lands on a neighbour, and the driver's own
 * scroll into view is undone by the slide's next frame. Playwright's actionability check waits
 * the same way ("stable"). A frame is also given up after 100 ms, for a window that paints none.
 */
export const FIND_STILL_TARGET = `async (css, name) => {
  const element = (${FIND_TARGET})(css, name);
  if (!element) return null;
  const frame = () => new Promise((resolve) => { requestAnimationFrame(resolve); setTimeout(resolve, 100); });
  const box = () => { const b = element.getBoundingClientRect(); return [b.x, b.y, b.width, b.height].join(); };
  const until = performance.now() + 2000;
  let last = box();
  while (performance.now() < until) {
    await frame();
    const now = box();
    if (now === last) break;
    last = now;
  }
  return element;
}`;

/**
 * The in-page point a wheel turns at over a target: the middle of the part of its box on screen
 * (null when none of it is). Returns `{ x, y }` in CSS pixels from the window's top left corner.
 */
export const VISIBLE_MIDDLE = `(element) => {
  const box = element.getBoundingClientRect();
  const left = Math.max(box.left, 0);
  const right = Math.min(box.right, document.documentElement.clientWidth);
  const top = Math.max(box.top, 0);
  const bottom = Math.min(box.bottom, innerHeight);
  return right > left && bottom > top
    ? { x: Math.round((left + right) / 2), y: Math.round((top + bottom) / 2) }
    : null;
}`;

/** How a target reads in a failure. */
export function describeTarget(target: Target): string {
  return target.name === undefined ? target.css : `${target.css} «${target.name}»`;
}
