/**
 * WAI-ARIA tabs (automatic activation: a click, the arrows, Home and End select)
 * whose panels sit side by side on a track that slides in 300 ms; on a touch
 * screen a horizontal swipe on the panels selects the neighbouring tab.
 * components/SwipeableTabs.tsx renders the markup with the first tab selected;
 * this drives it from the prerendered HTML on, before and after hydration, so the
 * first tap never waits for React. The selection lives in the DOM attributes
 * (`aria-selected`, `data-active`), which the component's styles follow.
 */

/** Panel slide duration: the tab scroll animation lasts 300 ms. */
export const TAB_SLIDE_MS = 300;
/** Horizontal travel, in px, that counts as a swipe rather than a tap. */
const SWIPE_THRESHOLD = 50;

const ROOT = '[data-tabs]';

interface TabsParts {
  readonly list: HTMLElement;
  readonly tabs: HTMLElement[];
  readonly panels: HTMLElement[];
  readonly track: HTMLElement;
}

function partsOf(root: Element): TabsParts | null {
  const list = root.querySelector<HTMLElement>('[role="tablist"]');
  const track = root.querySelector<HTMLElement>('[data-tabs-track]');
  if (!list || !track) return null;
  return {
    list,
    track,
    tabs: [...list.querySelectorAll<HTMLElement>('[role="tab"]')],
    panels: [...track.querySelectorAll<HTMLElement>(':scope > [role="tabpanel"]')],
  };
}

function selectedIndex({ tabs }: TabsParts): number {
  return Math.max(
    0,
    tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'),
  );
}

const reducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Selects tab `index` (wrapping round the ends) of the tabs under `root`. */
export function selectTab(root: Element, index: number, moveFocus = false): void {
  const parts = partsOf(root);
  if (!parts || parts.tabs.length === 0) return;
  const next = (index + parts.tabs.length) % parts.tabs.length;
  parts.tabs.forEach((tab, i) => {
    tab.setAttribute('aria-selected', String(i === next));
    tab.tabIndex = i === next ? 0 : -1;
  });
  parts.panels.forEach((panel, i) => {
    panel.dataset.active = String(i === next);
    panel.tabIndex = i === next ? 0 : -1;
  });
  parts.track.style.transform = `translateX(-${next * 100}%)`;
  const tab = parts.tabs[next]!;
  if (moveFocus) tab.focus();
  scrollTabIntoView(parts.list, tab);
}

/** Scrolls the tab list (it scrolls on narrow screens) so that `tab` is centred. */
function scrollTabIntoView(list: HTMLElement, tab: HTMLElement): void {
  const max = list.scrollWidth - list.clientWidth;
  const target = Math.min(
    max,
    Math.max(0, tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2),
  );
  if (Math.abs(target - list.scrollLeft) < 1) return;
  list.scrollTo({ left: target, behavior: reducedMotion() ? 'auto' : 'smooth' });
}

const KEY_MOVES: Record<string, (current: number, count: number) => number> = {
  ArrowRight: (current) => current + 1,
  ArrowLeft: (current) => current - 1,
  Home: () => 0,
  End: (_current, count) => count - 1,
};

export function installTabs(doc: Document): void {
  doc.addEventListener('click', (event) => {
    const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
    const root = tab?.closest(ROOT);
    const parts = root ? partsOf(root) : null;
    if (root && parts) selectTab(root, parts.tabs.indexOf(tab as HTMLElement));
  });

  doc.addEventListener('keydown', (event) => {
    const move = KEY_MOVES[event.key];
    const tab = event.target instanceof Element ? event.target.closest('[role="tab"]') : null;
    const root = tab?.closest(ROOT);
    const parts = root ? partsOf(root) : null;
    if (!move || !root || !parts) return;
    event.preventDefault();
    selectTab(root, move(selectedIndex(parts), parts.tabs.length), true);
  });

  // A swipe: a touch or pen that travels mostly sideways, at least SWIPE_THRESHOLD px.
  let start: { x: number; y: number; root: Element } | null = null;
  doc.addEventListener('pointerdown', (event) => {
    const area = event.target instanceof Element ? event.target.closest('[data-tabs-swipe]') : null;
    const root = area?.closest(ROOT);
    start =
      root && event.pointerType !== 'mouse' ? { x: event.clientX, y: event.clientY, root } : null;
  });
  doc.addEventListener('pointercancel', () => {
    start = null;
  });
  doc.addEventListener('pointerup', (event) => {
    const from = start;
    start = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    const dy = event.clientY - from.y;
    if (Math.abs(dx) < SWIPE_THRESHOLD || Math.abs(dx) < Math.abs(dy)) return;
    const parts = partsOf(from.root);
    if (!parts) return;
    // Swiping left reveals the next panel, as in a phone's photo gallery; the ends do not wrap.
    const next = selectedIndex(parts) + (dx < 0 ? 1 : -1);
    if (next >= 0 && next < parts.tabs.length) selectTab(from.root, next);
  });
}
