import { describe, expect, it } from 'vitest';
import { INTENT_EVENTS, deferHydration } from '../../frontend/src/app/after-first-paint';
import { HYDRATED_EVENT, HYDRATING_FLAG, LEAVING_FLAG } from '../../frontend/src/early/signals';

/** The shape React Router 8 prerenders (head preloads, one module script). */
const prerendered = `<!DOCTYPE html><html lang="es"><head><title>x</title><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/></head><body><h1>Hola</h1><a href="/servicios">Servicios</a><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/HomePage-4.js";
  window.__reactRouterRouteModules = {"root":route0,"/":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

/**
 * Runs the rewritten page's module script against a stand-in for the browser: the
 * listeners it adds, the idle callbacks it asks for, the modules it preloads and
 * imports (in order), and a link a visitor can click.
 */
function boot(page: string) {
  const body = /<script type="module">([\s\S]*?)<\/script>/.exec(page)?.[1] ?? '';
  const listeners = new Map<string, (event?: unknown) => void>();
  const idle: (() => unknown)[] = [];
  const preloaded: string[] = [];
  const imported: string[] = [];
  const window: Record<string, unknown> = {};
  class Element {}
  let clicks = 0;
  const link = Object.assign(new Element(), {
    target: '',
    isConnected: true,
    closest: () => link,
    hasAttribute: () => false,
    click: () => {
      clicks += 1;
    },
  });
  const browser = {
    addEventListener: (type: string, listener: (event?: unknown) => void) =>
      listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    requestIdleCallback: (callback: () => unknown) => idle.push(callback),
    setTimeout: () => {
      throw new Error('requestIdleCallback exists: no timer expected');
    },
    document: {
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (preload: { href: string }) => preloaded.push(preload.href) },
    },
    window,
    Element,
    load: (url: string) => {
      imported.push(url);
      return Promise.resolve({ url });
    },
  };
  new Function(...Object.keys(browser), body.replace(/\bimport\(/g, 'load('))(
    ...Object.values(browser),
  );
  return {
    idle,
    preloaded,
    imported,
    window,
    listening: (type: string) => listeners.has(type),
    fire: (type: string) => listeners.get(type)?.(),
    /** A plain left click on the link; says whether the page kept it from the browser. */
    clickLink: () => {
      const click = {
        target: link,
        button: 0,
        defaultPrevented: false,
        metaKey: false,
        ctrlKey: false,
        shiftKey: false,
        altKey: false,
        prevented: false,
        preventDefault: () => {
          click.prevented = true;
        },
        stopPropagation: () => {},
      };
      listeners.get('click')?.(click);
      return click;
    },
    linkClicks: () => clicks,
  };
}

describe('deferHydration', () => {
  const html = deferHydration(prerendered);

  it('leaves no script or preload the browser would fetch at load', () => {
    expect(html).not.toMatch(/<link[^>]*modulepreload/);
    expect(html).not.toMatch(/^\s*import\s+["*]/m);
    expect(html).not.toContain('async=""');
  });

  it('keeps the prerendered content and links untouched', () => {
    expect(html).toContain('<h1>Hola</h1><a href="/servicios">Servicios</a>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
  });

  it('produces a module script that parses', () => {
    const body = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    // An async function body accepts the same syntax as the module's top level here.
    expect(() => new Function(`return (async () => {${body}})`)).not.toThrow();
  });

  it('fetches nothing until the first sign of intent, whichever it is', () => {
    for (const event of INTENT_EVENTS) {
      const page = boot(html);
      expect(page.idle).toHaveLength(0);
      expect(page.preloaded).toEqual([]);
      page.fire(event);
      expect(page.idle).toHaveLength(1);
      // One intent is enough: the page stops listening for the others.
      for (const other of INTENT_EVENTS) expect(page.listening(other)).toBe(false);
    }
  });

  it('starts loading only once the intent event has been answered, at the next idle moment', () => {
    const page = boot(html);
    page.fire('pointerdown');
    // The tap's own frame comes first: nothing is fetched inside the input event.
    expect(page.preloaded).toEqual([]);
    expect(page.imported).toEqual([]);

    page.idle[0]!();
    // Every module is requested at once, before the first import resolves.
    expect(page.preloaded).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-2.js',
      '/assets/root-3.js',
    ]);
    expect(page.imported).toEqual(['/assets/manifest-1.js']);
  });

  it('hands React Router the same route modules the prerendered page imported', async () => {
    const page = boot(html);
    page.fire('keydown');
    // The idle callback's promise settles once the last import has been asked for.
    await page.idle[0]!();
    expect(page.imported).toEqual([
      '/assets/manifest-1.js',
      '/assets/root-3.js',
      '/assets/HomePage-4.js',
      '/assets/entry.client-2.js',
    ]);
    expect(page.window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-3.js' },
      '/': { url: '/assets/HomePage-4.js' },
    });
  });

  it('leaves a link followed before React attaches to the browser, and says so', () => {
    const page = boot(html);
    const click = page.clickLink();
    expect(click.prevented).toBe(false);
    expect(page.window[LEAVING_FLAG]).toBe(true);
  });

  it('holds a link followed while React hydrates and follows it once hydrated', () => {
    const page = boot(html);
    page.window[HYDRATING_FLAG] = true;
    const held = page.clickLink();
    expect(held.prevented).toBe(true);
    expect(page.linkClicks()).toBe(0);

    page.fire(HYDRATED_EVENT);
    expect(page.linkClicks()).toBe(1);
    // From then on React Router answers clicks itself.
    expect(page.clickLink().prevented).toBe(false);
  });

  it('fails the build when React Router changes the shape it emits', () => {
    expect(() => deferHydration('<html><head></head><body></body></html>')).toThrow(
      /expected one module script/,
    );
    expect(() =>
      deferHydration(
        prerendered.replace('import "/assets/manifest-1.js";', 'import { a } from "/x.js";'),
      ),
    ).toThrow(/does not know/);
  });
});
