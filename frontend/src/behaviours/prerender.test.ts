/**
 * Which links the speculation rules prerender: the behaviour marks those on screen once the page
 * has loaded and the screen has settled, two pages at most, the latest seen. The browser's side
 * (a marked link prerendered, a tap showing it) is test/e2e/navigation.test.ts's.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { markup } from './markup';
import { PRERENDERED, SETTLE_MS, prerenderOnScreen } from './prerender';

/** The observer's callback, to say which links the screen shows. */
let tell: ((shown: readonly Element[], hidden?: readonly Element[]) => void) | undefined;
let idle: (() => void)[] = [];
/** What each idle period has to spare, in ms. */
let spare = 50;

beforeEach(() => {
  vi.useFakeTimers();
  idle = [];
  spare = 50;
  tell = undefined;
  vi.stubGlobal('requestIdleCallback', (task: (deadline: IdleDeadline) => void) =>
    idle.push(() => task({ timeRemaining: () => spare, didTimeout: false })),
  );
  vi.stubGlobal('cancelIdleCallback', () => undefined);
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

/** Runs the idle periods the page asked for, `periods` rounds of them. */
function idlePeriods(periods = 3) {
  for (let round = 0; round < periods; round++) idle.splice(0).forEach((task) => task());
}

function loaded() {
  prerenderOnScreen(document);
  idlePeriods();
}

describe('prerenderOnScreen', () => {
  it('marks nothing before the page has loaded and the browser is idle', () => {
    prerenderOnScreen(document);
    expect(tell).toBeUndefined();
    expect(marked()).toEqual([]);
  });

  it('waits for an idle period with nothing else waiting', () => {
    prerenderOnScreen(document);
    spare = 12;
    idlePeriods(5);
    expect(tell).toBeUndefined();
    spare = 49;
    idlePeriods(1);
    tell!([link('Servicios')]);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(marked()).toEqual(['Servicios']);
  });

  it('marks the pages on screen once the screen has settled, not while it scrolls past', () => {
    loaded();
    tell!([link('Servicios'), link('WAF')]);
    expect(marked()).toEqual([]);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    tell!([link('Contacto')], [link('Servicios'), link('WAF')]);
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(marked()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(marked()).toEqual(['Contacto']);
  });

  it(`keeps ${PRERENDERED} pages at most: the first on screen, then the latest seen`, () => {
    loaded();
    tell!([link('Servicios'), link('WAF'), link('Contacto')]);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(marked()).toEqual(['Servicios', 'WAF']);
    tell!([link('Privacidad')], [link('Servicios'), link('WAF'), link('Contacto')]);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(marked()).toEqual(['WAF', 'Privacidad']);
  });

  it('marks only the content’s and the footer’s links to another page of the site', () => {
    loaded();
    const others = ['Demo (no es una página)', 'AWS', 'Esta página'].map(link);
    tell!([...others, link('Servicios')]);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(marked()).toEqual(['Servicios']);
  });
});
