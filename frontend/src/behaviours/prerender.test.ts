/**
 * Which links the speculation rules prerender: the behaviour marks those on the first screen once
 * the page is quiet and, after a scroll, those on screen once it has settled; PRERENDERED pages at most, the
 * nearest the screen's middle, then the latest seen. The browser's side (a marked link
 * prerendered, a tap showing it) is test/e2e/navigation.test.ts's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markup } from './markup';
import { PRERENDERED, SETTLE_MS, prerenderOnScreen } from './prerender';

/** The observer's callback, to say which links came on screen and which left it. */
let tell: (shown: readonly Element[], hidden?: readonly Element[]) => void;
/** The idle callbacks the page asked for. */
let idle: ((deadline: IdleDeadline) => void)[] = [];

/** Gives the page one round of idle periods with `spare` ms each. */
function idlePeriod(spare: number) {
  for (const task of idle.splice(0)) task({ timeRemaining: () => spare, didTimeout: false });
}

beforeEach(() => {
  vi.useFakeTimers();
  idle = [];
  vi.stubGlobal('requestIdleCallback', (task: (deadline: IdleDeadline) => void) => idle.push(task));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: IntersectionObserverCallback) {
        tell = (shown, hidden = []) => {
          const entries = [
            ...shown.map((target) => ({ target, isIntersecting: true })),
            ...hidden.map((target) => ({ target, isIntersecting: false })),
          ];
          callback(entries as unknown as IntersectionObserverEntry[], this as never);
        };
      }
      observe() {}
    },
  );
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
  prerenderOnScreen(document);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const link = (text: string) =>
  [...document.querySelectorAll('a')].find((a) => a.textContent === text)!;
const marked = () =>
  [...document.querySelectorAll(`[${markup.prerender}]`)].map((a) => a.textContent);

/** Puts a link's middle `y` pixels down the screen. */
const placeAt = (text: string, y: number) =>
  vi
    .spyOn(link(text), 'getBoundingClientRect')
    .mockReturnValue({ top: y - 10, height: 20 } as DOMRect);

describe('prerenderOnScreen', () => {
  it('marks the pages on the first screen once the page has loaded and is quiet', () => {
    tell([link('WAF')]);
    idlePeriod(50); // the load's idle moment
    idlePeriod(12); // busy: a frame or a task is waiting
    expect(marked()).toEqual([]);
    idlePeriod(45);
    expect(marked()).toEqual(['WAF']);
  });

  it('waits half a second at most for the page to be quiet', () => {
    tell([link('WAF')]);
    idlePeriod(50);
    vi.advanceTimersByTime(499);
    idlePeriod(5);
    expect(marked()).toEqual([]);
    vi.advanceTimersByTime(1);
    idlePeriod(5);
    expect(marked()).toEqual(['WAF']);
  });

  it('after a scroll, marks the pages on screen once it has settled, not those scrolled past', () => {
    tell([]);
    tell([link('Servicios'), link('WAF')]);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    tell([link('Contacto')], [link('Servicios'), link('WAF')]);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(marked()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(marked()).toEqual(['Contacto']);
  });

  it(`keeps ${PRERENDERED} pages at most: the nearest the screen's middle, then the latest seen`, () => {
    const middle = innerHeight / 2;
    placeAt('Servicios', 0);
    placeAt('WAF', middle + 30);
    placeAt('Contacto', middle - 10);
    placeAt('Privacidad', middle + 200);
    tell([link('Servicios'), link('WAF'), link('Contacto'), link('Privacidad')]);
    idlePeriod(50);
    idlePeriod(50);
    expect(marked()).toEqual(['WAF', 'Contacto', 'Privacidad']);
    tell([link('Servicios')], [link('WAF'), link('Contacto'), link('Privacidad')]);
    vi.advanceTimersByTime(SETTLE_MS);
    // The farthest from the middle of the earlier screen goes first.
    expect(marked()).toEqual(['Servicios', 'WAF', 'Contacto']);
  });

  it('marks only the content’s and the footer’s links to another page of the site', () => {
    const others = ['Demo (no es una página)', 'AWS', 'Esta página'].map(link);
    tell([...others, link('Servicios')]);
    idlePeriod(50);
    idlePeriod(50);
    expect(marked()).toEqual(['Servicios']);
  });
});
