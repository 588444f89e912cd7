/**
 * Which links the speculation rules prerender: the behaviour marks those on the first screen once
 * the page has loaded and, after a scroll, those on screen as soon as it ends; PRERENDERED pages at
 * most, the nearest the screen's middle, then the latest seen. The browser's side (a marked link
 * prerendered, a tap showing it) is test/e2e/navigation.test.ts's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markup } from './markup';
import { PRERENDERED, SETTLE_MS, prerenderOnScreen } from './prerender';

const link = (text: string) =>
  [...document.querySelectorAll('a')].find((a) => a.textContent === text)!;
const marked = () =>
  [...document.querySelectorAll(`[${markup.prerender}]`)].map((a) => a.textContent);

/** Puts a link's middle `y` pixels down the screen (off it when y < 0 or past its height). */
const placeAt = (text: string, y: number, x = 20) =>
  vi.spyOn(link(text), 'getBoundingClientRect').mockReturnValue({
    top: y - 10,
    bottom: y + 10,
    height: 20,
    left: x - 10,
    right: x + 10,
    width: 20,
  } as DOMRect);

/** Every link off screen, the way a scroll far past them leaves them. */
const allAway = () =>
  document.querySelectorAll('a').forEach((each) => placeAt(each.textContent!, -500));

const scrollEnds = () => document.dispatchEvent(new Event('scrollend'));

/** Where the window's `onscrollend` is defined, and how, while a test takes it away. */
let removedScrollEnd: { owner: object; descriptor: PropertyDescriptor } | undefined;

/** The page's markup, every link off screen; nothing started yet. */
function render(withScrollEnd = true) {
  if (!withScrollEnd) {
    let owner: object | null = window;
    while (owner && !Object.hasOwn(owner, 'onscrollend')) owner = Object.getPrototypeOf(owner);
    if (owner) {
      removedScrollEnd = {
        owner,
        descriptor: Object.getOwnPropertyDescriptor(owner, 'onscrollend')!,
      };
      delete (owner as Record<string, unknown>).onscrollend;
    }
  }
  document.body.innerHTML = `
    <header><a href="/servicios">Servicios (menú)</a></header>
    <main>
      <a href="/servicios">Servicios</a>
      <a href="/aws/casos-exito/caso-waf">WAF</a>
      <a href="/contacto/formulario">Contacto</a>
      <a href="/streaming">Demo (no es una página)</a>
      <a href="https://aws.amazon.com/">AWS</a>
      <a href="${location.pathname}">Esta página</a>
    </main>
    <footer><a href="/politicas-privacidad">Privacidad</a></footer>`;
  allAway();
}

/** The document's loading state, as the behaviour reads it. */
const readyState = (state: DocumentReadyState) =>
  vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);

/** The page still loading, its behaviour started (it waits for `load`). */
function page(withScrollEnd = true) {
  render(withScrollEnd);
  readyState('loading');
  prerenderOnScreen(document);
}

/** The page's `load` event. */
function loads() {
  readyState('complete');
  window.dispatchEvent(new Event('load'));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  if (removedScrollEnd) {
    Object.defineProperty(removedScrollEnd.owner, 'onscrollend', removedScrollEnd.descriptor);
    removedScrollEnd = undefined;
  }
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('prerenderOnScreen', () => {
  it('marks the pages on the first screen once the page has loaded, not before', () => {
    page();
    placeAt('WAF', 100);
    expect(marked()).toEqual([]);
    loads();
    expect(marked()).toEqual(['WAF']);
  });

  it('started on a page that has already loaded, marks its first screen at once', () => {
    render();
    placeAt('WAF', 100);
    readyState('complete');
    prerenderOnScreen(document);
    expect(marked()).toEqual(['WAF']);
  });

  it('after a scroll, marks the pages on screen as soon as it ends, not those scrolled past', () => {
    page();
    loads();
    expect(marked()).toEqual([]);
    // Mid-scroll the links pass by; nothing is marked until the scroll ends.
    placeAt('Servicios', 200);
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(marked()).toEqual([]);
    allAway();
    placeAt('Contacto', 300);
    scrollEnds();
    expect(marked()).toEqual(['Contacto']);
  });

  it('hears the end of a tab list’s or a carousel’s scroll too, and skips what lies beside the screen', () => {
    page();
    placeAt('WAF', 200, innerWidth + 50); // in a tab panel slid aside
    placeAt('Servicios', 200);
    const tabs = document.createElement('div');
    document.querySelector('main')!.append(tabs);
    tabs.dispatchEvent(new Event('scrollend')); // does not bubble
    expect(marked()).toEqual(['Servicios']);
  });

  it('without scrollend (Safari), marks once the screen has stayed still', () => {
    page(false);
    placeAt('Contacto', 300);
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SETTLE_MS - 1);
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(marked()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(marked()).toEqual(['Contacto']);
  });

  it(`keeps ${PRERENDERED} pages at most: the nearest the screen's middle, then the latest seen`, () => {
    page();
    const middle = innerHeight / 2;
    placeAt('Servicios', 5);
    placeAt('WAF', middle + 30);
    placeAt('Contacto', middle - 10);
    placeAt('Privacidad', middle + 200);
    loads();
    expect(marked()).toEqual(['WAF', 'Contacto', 'Privacidad']);
    allAway();
    placeAt('Servicios', middle);
    scrollEnds();
    // The farthest from the middle of the earlier screen goes first.
    expect(marked()).toEqual(['Servicios', 'WAF', 'Contacto']);
  });

  it('marks only the content’s and the footer’s links to another page of the site', () => {
    page();
    for (const text of ['Demo (no es una página)', 'AWS', 'Esta página', 'Servicios'])
      placeAt(text, 100);
    loads();
    expect(marked()).toEqual(['Servicios']);
  });
});
