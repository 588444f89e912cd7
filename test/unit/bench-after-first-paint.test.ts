import { describe, expect, it } from 'vitest';
import { INTENT_EVENTS, deferHydration } from '../../frontend/src/app/after-first-paint';
import { HYDRATED_EVENT } from '../../frontend/src/early/signals';

/** The shape React Router 8 prerenders (head preloads, one module script). */
const prerendered = `<!DOCTYPE html><html lang="es"><head><title>x</title><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/root-3.js"/></head><body><h1>Hola</h1><a href="/servicios">Servicios</a><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-3.js";
import * as route1 from "/assets/HomePage-4.js";
  window.__reactRouterRouteModules = {"root":route0,"/":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

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

  it('loads the same modules, in parallel, once the visitor shows intent', () => {
    expect(html).toContain(
      'const m=["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/root-3.js"]',
    );
    expect(html).toContain('const route0 = await import("/assets/root-3.js");');
    expect(html).toContain('const route1 = await import("/assets/HomePage-4.js");');
    expect(html).toContain('import("/assets/entry.client-2.js");');
    for (const event of INTENT_EVENTS) expect(html).toContain(`"${event}"`);
    expect(html).toContain(`addEventListener("${HYDRATED_EVENT}"`);
  });

  it('produces a module script that parses', () => {
    const body = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    // An async function body accepts the same syntax as the module's top level here.
    expect(() => new Function(`return (async () => {${body}})`)).not.toThrow();
  });

  it('starts loading only once the intent event has been answered, at the next idle moment', () => {
    const body = /<script type="module">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const listeners = new Map<string, () => void>();
    const idle: (() => void)[] = [];
    const preloaded: string[] = [];
    const imported: string[] = [];
    const page = {
      addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
      removeEventListener: (type: string) => listeners.delete(type),
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      setTimeout: () => {
        throw new Error('requestIdleCallback exists: no timer expected');
      },
      document: {
        createElement: () => ({ rel: '', href: '' }),
        head: { append: (link: { href: string }) => preloaded.push(link.href) },
      },
      window: {},
      load: (url: string) => {
        imported.push(url);
        return Promise.resolve({});
      },
    };
    const script = body.replace(/\bimport\(/g, 'load(');
    new Function(...Object.keys(page), script)(...Object.values(page));

    listeners.get('pointerdown')!();
    // The tap's own frame comes first: nothing is fetched inside the input event.
    expect(preloaded).toEqual([]);
    expect(imported).toEqual([]);
    expect(idle).toHaveLength(1);
    for (const event of INTENT_EVENTS) expect(listeners.has(event)).toBe(false);

    idle[0]!();
    expect(preloaded).toEqual([
      '/assets/manifest-1.js',
      '/assets/entry.client-2.js',
      '/assets/root-3.js',
    ]);
    expect(imported[0]).toBe('/assets/manifest-1.js');
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
