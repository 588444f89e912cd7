/**
 * The tabs as the prerendered page holds them (links to panels on a scrolling track), then
 * driven by behaviours/tabs.ts as the page's script installs it. jsdom has no layout: each test
 * gives the track and the panels the offsets a browser would, and records the scrolls asked for.
 */
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render as renderBare, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marked } from '../behaviours/markup';
import { SETTLE_MS } from '../behaviours/scroll-end';
import { SLIDE_MS, installTabs } from '../behaviours/tabs';
import { theme } from '../theme';
import { SwipeableTabs } from './SwipeableTabs';

const tabs = ['Uno', 'Dos', 'Tres'].map((label) => ({
  id: label.toLowerCase(),
  label,
  content: <p>Panel {label}</p>,
}));

/** The width of a panel, as laid out side by side on the track. */
const PANEL_WIDTH = 300;

let reducedMotion = false;
const scrolls = new Map<Element, ScrollToOptions[]>();
const installed: Parameters<Document['addEventListener']>[] = [];
/** The page's clock, ms, and the frames asked for and not drawn yet. */
let clock = 0;
let pendingFrames = new Map<number, FrameRequestCallback>();

/** Draws the frames asked for, `ms` after the last: the clock moves on, then each is called. */
function drawFrame(ms: number) {
  clock += ms;
  const due = [...pendingFrames.values()];
  pendingFrames = new Map();
  for (const frame of due) frame(clock);
}

/** Draws frames until every slide on its way has arrived. */
function finishSlides() {
  for (let frames = 0; pendingFrames.size > 0; frames++) {
    if (frames > 100) throw new Error('a slide never ended');
    drawFrame(16);
  }
}

beforeEach(() => {
  reducedMotion = false;
  scrolls.clear();
  clock = 1000;
  pendingFrames = new Map();
  let frameIds = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => {
    pendingFrames.set(++frameIds, frame);
    return frameIds;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => pendingFrames.delete(id));
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
  }));
  // jsdom scrolls nothing: record what was asked, and move the element's scroll position.
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: unknown) {
    const { left = 0 } = options as ScrollToOptions;
    scrolls.set(this, [...(scrolls.get(this) ?? []), options as ScrollToOptions]);
    this.scrollLeft = left;
  } as HTMLElement['scrollTo'];
});

afterEach(() => {
  for (const [type, listener, options] of installed.splice(0)) {
    document.removeEventListener(type, listener, options);
  }
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.location.hash = '';
});

/** The prerendered tabs, laid out: each panel one track's width to the right of the last. */
function renderTabs() {
  const result = renderBare(
    <ThemeProvider theme={theme}>
      <SwipeableTabs label="Categorías" tabs={tabs} />
    </ThemeProvider>,
  );
  const track = result.container.querySelector<HTMLElement>(marked('tabsTrack'))!;
  let scrollLeft = 0;
  Object.defineProperty(track, 'scrollLeft', {
    configurable: true,
    get: () => scrollLeft,
    set: (value: number) => void (scrollLeft = value),
  });
  track.querySelectorAll<HTMLElement>(marked('tabsPanel')).forEach((panel, index) => {
    Object.defineProperty(panel, 'offsetLeft', { configurable: true, value: index * PANEL_WIDTH });
  });
  return { ...result, track };
}

/** The page's script, installed over what is on the page. */
function install() {
  const add = vi.spyOn(document, 'addEventListener');
  installTabs(document);
  installed.push(...add.mock.calls);
  add.mockRestore();
}

const selected = () => screen.getByRole('tab', { selected: true }).textContent;
const panelOf = (name: string) => document.getElementById(name.toLowerCase())!;

describe('SwipeableTabs before any script', () => {
  it('is a list of links to the panels, every panel on the page', () => {
    renderTabs();
    const list = screen.getByRole('list', { name: 'Categorías' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Uno', '#uno'],
      ['Dos', '#dos'],
      ['Tres', '#tres'],
    ]);
    for (const { label } of tabs) {
      const panel = screen.getByRole('region', { name: label });
      expect(panel.id).toBe(label.toLowerCase());
      expect(panel).toHaveTextContent(`Panel ${label}`);
    }
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('SwipeableTabs with behaviours/tabs.ts', () => {
  it('makes them tabs: each tab tied to its panel, the first selected', () => {
    renderTabs();
    install();
    const list = screen.getByRole('tablist', { name: 'Categorías' });
    expect(within(list).getAllByRole('tab')).toHaveLength(3);
    expect(selected()).toBe('Uno');
    for (const tab of screen.getAllByRole('tab')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
      expect(panel.tabIndex).toBe(0);
      expect(tab.parentElement).toHaveAttribute('role', 'presentation');
    }
    expect(screen.getByRole('tabpanel', { name: 'Uno' })).toHaveTextContent('Panel Uno');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs.map(({ label }) => panelOf(label).inert)).toEqual([false, true, true]);
    // Nothing moves when the script takes over.
    expect(scrolls.size).toBe(0);
  });

  it('selects the panel the track already shows (a link followed, or a swipe, before the script)', () => {
    const { track } = renderTabs();
    track.scrollLeft = 2 * PANEL_WIDTH;
    install();
    expect(selected()).toBe('Tres');
    expect(tabs.map(({ label }) => panelOf(label).inert)).toEqual([true, true, false]);
  });

  it('selects on a click and slides the panel in, without the page jumping to it', async () => {
    const user = userEvent.setup();
    const { track } = renderTabs();
    install();
    await user.click(screen.getByRole('tab', { name: 'Tres' }));
    expect(selected()).toBe('Tres');
    finishSlides();
    expect(track.scrollLeft).toBe(2 * PANEL_WIDTH);
    expect(window.location.hash).toBe('');
    expect(tabs.map(({ label }) => panelOf(label).inert)).toEqual([true, true, false]);
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([-1, -1, 0]);
  });

  it('slides the panel in over the spec’s 300 ms, eased, its snapping off on the way', async () => {
    const user = userEvent.setup();
    const { track } = renderTabs();
    install();
    await user.click(screen.getByRole('tab', { name: 'Tres' }));
    const start = clock;
    // The slide's place at each frame, from the click: eased in, halfway at half time, eased out.
    const at = (ms: number) => {
      drawFrame(start + ms - clock);
      return track.scrollLeft;
    };
    expect(track.style.scrollSnapType).toBe('none');
    expect(at(16)).toBeGreaterThan(0);
    expect(at(16)).toBeLessThan(PANEL_WIDTH / 10);
    expect(at(SLIDE_MS / 2)).toBeCloseTo(PANEL_WIDTH);
    expect(at(SLIDE_MS - 16)).toBeLessThan(2 * PANEL_WIDTH);
    expect(at(SLIDE_MS - 16)).toBeGreaterThan(2 * PANEL_WIDTH - PANEL_WIDTH / 10);
    expect(pendingFrames.size).toBe(1);
    // At 300 ms it is there, snapping again, and asks for no more frames.
    expect(at(SLIDE_MS)).toBe(2 * PANEL_WIDTH);
    expect(track.style.scrollSnapType).toBe('');
    expect(pendingFrames.size).toBe(0);
    // Every step was the slide's own, not the browser's smooth scroll (which takes what it likes).
    expect(scrolls.get(track)?.every(({ behavior }) => behavior === 'instant')).toBe(true);
  });

  it('slides without animation for visitors who ask for less motion', async () => {
    reducedMotion = true;
    const user = userEvent.setup();
    const { track } = renderTabs();
    install();
    await user.click(screen.getByRole('tab', { name: 'Dos' }));
    expect(scrolls.get(track)).toEqual([{ left: PANEL_WIDTH, behavior: 'instant' }]);
    expect(track.scrollLeft).toBe(PANEL_WIDTH);
    expect(pendingFrames.size).toBe(0);
  });

  it('lets the visitor’s hand take over a slide on its way', async () => {
    const user = userEvent.setup();
    const { track } = renderTabs();
    install();
    await user.click(screen.getByRole('tab', { name: 'Tres' }));
    drawFrame(SLIDE_MS / 2);
    const where = track.scrollLeft;
    fireEvent.pointerDown(track);
    expect(track.style.scrollSnapType).toBe('');
    finishSlides();
    expect(track.scrollLeft).toBe(where);
  });

  it('moves with the arrows, Home and End, wrapping at the ends, the focus with the selection', async () => {
    const user = userEvent.setup();
    renderTabs();
    install();
    await user.click(screen.getByRole('tab', { name: 'Tres' }));
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('Uno');
    expect(screen.getByRole('tab', { name: 'Uno' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toBe('Tres');
    expect(screen.getByRole('tab', { name: 'Tres' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(selected()).toBe('Uno');
    await user.keyboard('{End}');
    expect(selected()).toBe('Tres');
    await user.keyboard('{ArrowLeft}');
    expect(selected()).toBe('Dos');
    expect(screen.getByRole('tab', { name: 'Dos' })).toHaveFocus();
    // Other keys keep their own meaning.
    expect(fireEvent.keyDown(screen.getByRole('tab', { name: 'Dos' }), { key: 'a' })).toBe(true);
    expect(selected()).toBe('Dos');
  });

  it('keeps an arrow key inside a panel to the panel', async () => {
    const user = userEvent.setup();
    renderTabs();
    install();
    screen.getByRole('tabpanel', { name: 'Uno' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(selected()).toBe('Uno');
  });

  it('selects the panel a swipe settles on, and centres its tab in the list', () => {
    const { track } = renderTabs();
    install();
    const list = screen.getByRole('tablist');
    // A narrow screen: the list scrolls, and the third tab sits beyond its right edge.
    Object.defineProperties(list, {
      scrollWidth: { configurable: true, value: 600 },
      clientWidth: { configurable: true, value: 200 },
    });
    const third = screen.getByRole('tab', { name: 'Tres' });
    Object.defineProperties(third, {
      offsetLeft: { configurable: true, value: 300 },
      offsetWidth: { configurable: true, value: 100 },
    });
    track.scrollLeft = 2 * PANEL_WIDTH - 10;
    fireEvent(track, new Event('scrollend'));
    expect(selected()).toBe('Tres');
    finishSlides();
    expect(list.scrollLeft).toBe(250);
    // The swipe moved the track itself: nothing scrolls it again, and the focus stays put.
    expect(scrolls.get(track)).toBeUndefined();
    expect(document.body).toHaveFocus();
    track.scrollLeft = PANEL_WIDTH + 40;
    fireEvent(track, new Event('scrollend'));
    expect(selected()).toBe('Dos');
  });

  it('without the scrollend event (WebKit), selects the panel a swipe settles on once the track is still', () => {
    // Taken away for this test only, where the window's prototype chain defines it.
    let owner: object | null = window;
    while (owner && !Object.hasOwn(owner, 'onscrollend')) owner = Object.getPrototypeOf(owner);
    const descriptor = owner && Object.getOwnPropertyDescriptor(owner, 'onscrollend');
    if (owner) delete (owner as Record<string, unknown>).onscrollend;
    vi.useFakeTimers();
    try {
      const { track } = renderTabs();
      install();
      track.scrollLeft = PANEL_WIDTH + 40;
      fireEvent.scroll(track);
      vi.advanceTimersByTime(SETTLE_MS - 1);
      expect(selected()).toBe('Uno');
      fireEvent.scroll(track);
      vi.advanceTimersByTime(SETTLE_MS - 1);
      expect(selected()).toBe('Uno');
      vi.advanceTimersByTime(1);
      expect(selected()).toBe('Dos');
      expect(panelOf('Dos').inert).toBe(false);
      expect(panelOf('Uno').inert).toBe(true);
    } finally {
      vi.useRealTimers();
      if (owner && descriptor) Object.defineProperty(owner, 'onscrollend', descriptor);
    }
  });

  it('keeps a key’s selection when the end of the slide before it is reported late', async () => {
    const user = userEvent.setup();
    const { track } = renderTabs();
    install();
    await user.click(screen.getByRole('tab', { name: 'Tres' }));
    finishSlides();
    expect(track.scrollLeft).toBe(2 * PANEL_WIDTH);
    // The next slide has begun and not moved yet when the last one's end arrives.
    HTMLElement.prototype.scrollTo = function scrollTo() {} as HTMLElement['scrollTo'];
    await user.keyboard('{Home}');
    fireEvent(track, new Event('scrollend'));
    expect(selected()).toBe('Uno');
    // Where it was going, it ends: still the key's.
    track.scrollLeft = 0;
    fireEvent(track, new Event('scrollend'));
    expect(selected()).toBe('Uno');
    // Then the visitor's own swipe counts again.
    fireEvent.pointerDown(track);
    track.scrollLeft = PANEL_WIDTH;
    fireEvent(track, new Event('scrollend'));
    expect(selected()).toBe('Dos');
  });

  it('leaves the selection alone when something else stops scrolling', () => {
    const { track } = renderTabs();
    install();
    track.scrollLeft = PANEL_WIDTH;
    fireEvent(screen.getByRole('tablist'), new Event('scrollend'));
    fireEvent(document, new Event('scrollend'));
    expect(selected()).toBe('Uno');
  });
});
