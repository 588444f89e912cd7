/**
 * Tabs that work as links first (docs/decisions/076). components/SwipeableTabs.tsx
 * prerenders a list of links to the panels and the panels side by side on a track
 * that scrolls sideways and snaps to each panel: with no script at all every panel
 * is reachable (its link scrolls the track to it, a swipe moves to the next one),
 * as GOV.UK's tabs degrade to anchored sections. Nothing moves when this runs.
 *
 * This makes them WAI-ARIA tabs (automatic activation): a tap or the arrows, Home
 * and End select a tab and slide its panel in; a swipe on the panels (the track's
 * own scrolling) selects the panel it settles on. The selection lives in the DOM
 * (`aria-selected`, `inert` on the panels out of view), which the styles follow.
 *
 * The slide takes the spec's 300 ms (a browser's own smooth scroll takes what it likes:
 * Chromium's took ≈ 440 ms), eased by this code frame by frame; a visitor who asks for less
 * motion gets the panel at once (docs/decisions/101).
 */
import { marked, markup, REDUCED_MOTION } from './markup';
import { onScrollEnd } from './scroll-end';

interface TabsParts {
  readonly list: HTMLElement;
  readonly tabs: HTMLAnchorElement[];
  readonly track: HTMLElement;
  readonly panels: HTMLElement[];
}

function partsOf(root: Element): TabsParts | null {
  const list = root.querySelector<HTMLElement>(marked('tabsList'));
  const track = root.querySelector<HTMLElement>(marked('tabsTrack'));
  if (!list || !track) return null;
  const tabs = [...list.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const panels = tabs.map((tab) => track.querySelector<HTMLElement>(tab.hash));
  if (panels.some((panel) => panel === null)) return null;
  return { list, tabs, track, panels: panels as HTMLElement[] };
}

function selectedIndex({ tabs }: TabsParts): number {
  return Math.max(
    0,
    tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
  );
}

/** Marks tab `index` selected and its panel the one in view; scrolls nothing. */
function markSelected(parts: TabsParts, index: number): void {
  parts.tabs.forEach((tab, i) => {
    tab.setAttribute('aria-selected', String(i === index));
    tab.tabIndex = i === index ? 0 : -1;
  });
  parts.panels.forEach((panel, i) => {
    panel.inert = i !== index;
  });
}

/** How long a panel takes to slide in, and the tab list to bring its tab to the middle (spec 9). */
export const SLIDE_MS = 300;

/** Eases in and out (a cubic, as CSS's `ease-in-out`): `progress` and the result run 0 → 1. */
function easeInOut(progress: number): number {
  return progress < 0.5 ? 4 * progress ** 3 : 1 - (-2 * progress + 2) ** 3 / 2;
}

/** What stops each scroller's slide on its way (and gives it its snapping back). */
const slides = new WeakMap<HTMLElement, () => void>();

/** Stops `scroller`'s slide where it is, if one is on its way. */
function stopSlide(scroller: HTMLElement): void {
  slides.get(scroller)?.();
}

/**
 * Scrolls `scroller` sideways to `left` in SLIDE_MS, or at once for a visitor who asks for less
 * motion. Its snapping is off on the way (it would pull every step back to a panel) and back
 * once it has arrived, where it snaps to nothing new.
 */
function slideTo(scroller: HTMLElement, left: number): void {
  stopSlide(scroller);
  if (Math.abs(scroller.scrollLeft - left) < 1) return;
  if (window.matchMedia(REDUCED_MOTION).matches) {
    scroller.scrollTo({ left, behavior: 'instant' });
    return;
  }
  const from = scroller.scrollLeft;
  const start = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    scroller.style.removeProperty('scroll-snap-type');
    slides.delete(scroller);
  };
  const step = (now: number) => {
    const progress = Math.min(1, Math.max(0, (now - start) / SLIDE_MS));
    scroller.scrollTo({ left: from + (left - from) * easeInOut(progress), behavior: 'instant' });
    if (progress < 1) frame = requestAnimationFrame(step);
    else stop();
  };
  scroller.style.setProperty('scroll-snap-type', 'none');
  slides.set(scroller, stop);
  frame = requestAnimationFrame(step);
}

/** Scrolls the tab list (it scrolls on narrow screens) so that `tab` is centred. */
function centreTab(list: HTMLElement, tab: HTMLElement): void {
  const max = list.scrollWidth - list.clientWidth;
  const left = Math.min(
    max,
    Math.max(0, tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2),
  );
  slideTo(list, left);
}

/**
 * Where a tap or a key is sliding each track's panels. Until the track gets there, a scroll that
 * ends elsewhere is not the visitor's: Chromium may report the end of the slide before (a key
 * pressed as the last slide stopped), and reading the panel then undid the new selection.
 */
const slidingTo = new WeakMap<HTMLElement, number>();

/** Selects tab `index` (wrapping round the ends) of the tabs under `root` and slides its panel in. */
function selectTab(root: Element, index: number, moveFocus = false): void {
  const parts = partsOf(root);
  if (!parts || parts.tabs.length === 0) return;
  const next = (index + parts.tabs.length) % parts.tabs.length;
  markSelected(parts, next);
  const panel = parts.panels[next]!;
  if (Math.abs(parts.track.scrollLeft - panel.offsetLeft) >= 1)
    slidingTo.set(parts.track, panel.offsetLeft);
  slideTo(parts.track, panel.offsetLeft);
  const tab = parts.tabs[next]!;
  if (moveFocus) tab.focus();
  centreTab(parts.list, tab);
}

/** The tab roles and relations, given to the prerendered links and panels. */
function upgrade(root: Element): void {
  const parts = partsOf(root);
  if (!parts) return;
  parts.list.setAttribute('role', 'tablist');
  parts.tabs.forEach((tab, i) => {
    const panel = parts.panels[i]!;
    tab.parentElement?.setAttribute('role', 'presentation');
    tab.setAttribute('role', 'tab');
    tab.id ||= `${panel.id}-tab`;
    tab.setAttribute('aria-controls', panel.id);
    panel.setAttribute('role', 'tabpanel');
    panel.setAttribute('aria-labelledby', tab.id);
    panel.tabIndex = 0;
  });
  markSelected(parts, nearestPanel(parts));
}

/** The panel the track shows now (after a swipe, or a link followed before this ran). */
function nearestPanel({ track, panels }: TabsParts): number {
  // The track is positioned: its panels' offsets are in its own scroll coordinates.
  const distances = panels.map((panel) => Math.abs(panel.offsetLeft - track.scrollLeft));
  return distances.indexOf(Math.min(...distances));
}

const KEY_MOVES: Record<string, (current: number, count: number) => number> = {
  ArrowRight: (current) => current + 1,
  ArrowLeft: (current) => current - 1,
  Home: () => 0,
  End: (_current, count) => count - 1,
};

function tabOf(target: EventTarget | null): { tab: HTMLAnchorElement; root: Element } | null {
  const tab = target instanceof Element ? target.closest<HTMLAnchorElement>('[role="tab"]') : null;
  const root = tab?.closest(marked('tabs'));
  return tab && root ? { tab, root } : null;
}

export function installTabs(doc: Document): void {
  doc.querySelectorAll(marked('tabs')).forEach(upgrade);

  doc.addEventListener('click', (event) => {
    const found = tabOf(event.target);
    const parts = found ? partsOf(found.root) : null;
    if (!found || !parts) return;
    // The panel slides in; the page itself does not jump to it as a plain link would.
    event.preventDefault();
    selectTab(found.root, parts.tabs.indexOf(found.tab));
  });

  doc.addEventListener('keydown', (event) => {
    const move = KEY_MOVES[event.key];
    const found = tabOf(event.target);
    const parts = found ? partsOf(found.root) : null;
    if (!move || !found || !parts) return;
    event.preventDefault();
    selectTab(found.root, move(selectedIndex(parts), parts.tabs.length), true);
  });

  // The visitor's own hand on the track (or the list) takes over from a slide on its way.
  for (const type of ['pointerdown', 'touchstart', 'wheel']) {
    doc.addEventListener(
      type,
      (event) => {
        const scroller =
          event.target instanceof Element
            ? event.target.closest<HTMLElement>(`${marked('tabsTrack')}, ${marked('tabsList')}`)
            : null;
        if (!scroller) return;
        stopSlide(scroller);
        slidingTo.delete(scroller);
      },
      { capture: true, passive: true },
    );
  }

  // A swipe scrolls the track; once it settles on a panel, that panel's tab is the selected one
  // (in a browser without `scrollend`, once the track has stayed still a moment: the panel in
  // view was otherwise left inert under an old tab).
  onScrollEnd(doc, (track) => {
    if (!(track instanceof HTMLElement) || !track.hasAttribute(markup.tabsTrack)) return;
    const target = slidingTo.get(track);
    if (target !== undefined) {
      if (Math.abs(track.scrollLeft - target) >= 1) return;
      slidingTo.delete(track);
    }
    const root = track.closest(marked('tabs'));
    const parts = root ? partsOf(root) : null;
    if (!parts) return;
    const index = nearestPanel(parts);
    if (index !== selectedIndex(parts)) {
      markSelected(parts, index);
      centreTab(parts.list, parts.tabs[index]!);
    }
  });
}
