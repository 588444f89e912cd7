import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notFoundRoute, siteRoutes } from '../../routes/site-routes';
import { behavioursLoaderTag, finishBuild, robotsTxt, sitemapXml } from '../../scripts/postbuild';

describe('sitemap and robots', () => {
  it('lists each path under the public origin', () => {
    const xml = sitemapXml('https://www.example.pe', ['/', '/servicios']);
    expect(xml).toContain('<loc>https://www.example.pe/</loc>');
    expect(xml).toContain('<loc>https://www.example.pe/servicios</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://www.example.pe')).toContain(
      'Sitemap: https://www.example.pe/sitemap.xml',
    );
  });
});

/** Vite's manifest of a build: the browser's entry, the chunks it imports, one it does not. */
const manifest = {
  'src/app/entry.client.tsx': {
    file: 'assets/entry.client-1.js',
    imports: ['_behaviours-shared.js', '_idle.js'],
  },
  '_behaviours-shared.js': { file: 'assets/behaviours-shared-2.js', imports: ['_idle.js'] },
  '_idle.js': { file: 'assets/idle-3.js' },
  'src/behaviours/carousel.ts': { file: 'assets/carousel-4.js', imports: ['_idle.js'] },
};

/**
 * Runs the loader's compiled code as a page would, in a stand-in document whose head keeps what
 * is appended, and returns the browser's reports of paints it waits for, to send by hand.
 */
function runLoader(tag: string) {
  const code = /<script[^>]*>([\s\S]*)<\/script>/.exec(tag)![1]!;
  const dataset = {
    entry: /data-entry="([^"]*)"/.exec(tag)![1],
    preload: /data-preload="([^"]*)"/.exec(tag)![1],
  };
  const appended: Record<string, string>[] = [];
  /** Sends the observer a report of the paints named. */
  let report: (names: readonly string[]) => void = () => {
    throw new Error('The loader observes no paints');
  };
  const document = {
    currentScript: { dataset },
    createElement: (tagName: string) => ({ tagName }),
    head: { append: (element: Record<string, string>) => appended.push({ ...element }) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (entries: unknown, observer: unknown) => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      report = (names) =>
        this.callback(
          { getEntriesByName: (name: string) => (names.includes(name) ? [{ name }] : []) },
          { disconnect() {} },
        );
    }
  }
  new Function('document', 'PerformanceObserver', code)(document, PerformanceObserver);
  return { appended, report: (names: readonly string[]) => report(names) };
}

describe('the behaviour modules’ loader', () => {
  it('names the entry and every chunk it imports once, never a chunk loaded on demand', async () => {
    const tag = await behavioursLoaderTag(manifest);
    expect(tag).toMatch(
      /^<script data-entry="\/assets\/entry\.client-1\.js" data-preload="\/assets\/behaviours-shared-2\.js \/assets\/idle-3\.js">[^<]+<\/script>$/,
    );
    // A chunk the entry loads on demand (the carousel's engine) is not preloaded.
    expect(tag).not.toContain('carousel-4.js');
  });

  it('requests nothing until the page’s first contentful paint is on screen, then the chunks and the entry at low priority', async () => {
    const { appended, report } = runLoader(await behavioursLoaderTag(manifest));
    expect(appended).toEqual([]);
    report(['first-paint']);
    expect(appended).toEqual([]);
    report(['first-paint', 'first-contentful-paint']);
    expect(appended).toEqual([
      {
        tagName: 'link',
        rel: 'modulepreload',
        href: '/assets/behaviours-shared-2.js',
        fetchPriority: 'low',
      },
      { tagName: 'link', rel: 'modulepreload', href: '/assets/idle-3.js', fetchPriority: 'low' },
      { tagName: 'script', type: 'module', src: '/assets/entry.client-1.js', fetchPriority: 'low' },
    ]);
  });

  it('fails the build when the entry or one of its imports is missing', async () => {
    await expect(behavioursLoaderTag({})).rejects.toThrow(/src\/app\/entry\.client\.tsx/);
    await expect(
      behavioursLoaderTag({
        'src/app/entry.client.tsx': { file: 'assets/entry.client-1.js', imports: ['_x.js'] },
      }),
    ).rejects.toThrow(/_x\.js/);
  });
});

describe('finishBuild', () => {
  let clientDir: string;
  const page = (title: string, head = '') =>
    `<!DOCTYPE html><html lang="es"><head><title>${title}</title>${head}</head><body><h1>${title}</h1></body></html>`;
  const pageFile = (path: string) => join(clientDir, path === '/' ? '' : path, 'index.html');

  async function write(file: string, text: string) {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, text);
  }

  /** What React Router leaves in build/client: every page, the not-found page, the manifest. */
  async function prerendered(overrides: Record<string, string> = {}) {
    for (const { path } of siteRoutes) await write(pageFile(path), overrides[path] ?? page(path));
    await write(pageFile(notFoundRoute.prerenderPath), page('Página no encontrada'));
    await write(join(clientDir, '__spa-fallback.html'), '<html><script src="/x.js"></script>');
    await write(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }

  beforeEach(async () => {
    clientDir = await mkdtemp(join(tmpdir(), 'postbuild-'));
    vi.stubEnv('SITE_URL', 'https://www.example.pe/');
  });

  afterEach(async () => {
    vi.unstubAllEnvs();
    await rm(clientDir, { recursive: true, force: true });
  });

  it('gives every page, the not-found page included, the behaviours’ script in its head', async () => {
    const speculation =
      '<script type="speculationrules">{"prerender":[]}</script><script type="application/ld+json">{}</script>';
    await prerendered({ '/servicios': page('/servicios', speculation) });
    await finishBuild(clientDir);
    const tags = await behavioursLoaderTag(manifest);
    for (const file of [
      ...siteRoutes.map(({ path }) => pageFile(path)),
      join(clientDir, notFoundRoute.file),
    ]) {
      const html = await readFile(file, 'utf8');
      expect(html, file).toContain(`${tags}</head>`);
      expect(html.split(tags), file).toHaveLength(2);
    }
    const servicios = await readFile(pageFile('/servicios'), 'utf8');
    expect(servicios).toContain(`${speculation}${tags}</head>`);
  });

  it('serves the not-found page as 404.html and ships neither the SPA fallback nor the manifest', async () => {
    await prerendered();
    await finishBuild(clientDir);
    expect(await readFile(join(clientDir, notFoundRoute.file), 'utf8')).toContain(
      '<h1>Página no encontrada</h1>',
    );
    const top = await readdir(clientDir);
    expect(top).not.toContain(notFoundRoute.prerenderPath.slice(1));
    expect(top).not.toContain('__spa-fallback.html');
    expect(top).not.toContain('.vite');
  });

  it('writes the sitemap of every page and robots.txt, under the configured origin', async () => {
    await prerendered();
    await finishBuild(clientDir);
    const xml = await readFile(join(clientDir, 'sitemap.xml'), 'utf8');
    expect(xml).toBe(
      sitemapXml(
        'https://www.example.pe',
        siteRoutes.map(({ path }) => path),
      ),
    );
    expect(xml).not.toContain('/404');
    expect(await readFile(join(clientDir, 'robots.txt'), 'utf8')).toBe(
      robotsTxt('https://www.example.pe'),
    );
  });

  it('fails rather than ship a page that did not prerender', async () => {
    await prerendered({ '/nosotros/equipo': '<html><head></head><body></body></html>' });
    await expect(finishBuild(clientDir)).rejects.toThrow(/nosotros\/equipo/);
  });

  it.each([
    ['a module script', '<script type="module" src="/assets/root-1.js"></script>'],
    ['an inline script', '<script>window.__reactRouterContext = {}</script>'],
    ['a script with attributes first', '<script async src="/assets/manifest-2.js"></script>'],
  ])('fails when a page carries a framework script (%s)', async (_case, script) => {
    await prerendered({ '/contacto/formulario': page('/contacto/formulario', script) });
    await expect(finishBuild(clientDir)).rejects.toThrow(
      /framework script.*contacto\/formulario|contacto\/formulario.*framework/,
    );
  });
});
