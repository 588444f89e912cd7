/**
 * No framework reaches the browser (decision 076): React, React Router, MUI and emotion
 * render every page at build time only. For every route and the not-found page this
 * collects every script the page can load — its script tags and module preloads, what
 * those import, recursively, and what the behaviours load later (the carousel's engine,
 * the particles and their worker) — and fails, naming the page and the file, if one holds
 * framework code. The markers it looks for are first shown to be in the build's own
 * framework chunks (the route modules React Router still emits, which no page loads), so
 * the check can fail. It also allows no inline script but the speculation rules and the
 * JSON-LD, and keeps what a page's scripts weigh at first under a budget.
 */
import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../routes/site-routes';
import { clientBuildDir } from '../../scripts/build-site';
import { compiledBehavioursLoader } from '../../scripts/postbuild';
import { baseUrl, behavioursArrived, useBrowser, viewports, WALK_TIMEOUT_MS } from './browser';

/** What a page's scripts may weigh, brotli-compressed, before anything loads later. */
const FIRST_LOAD_BUDGET_BYTES = 12 * 1024;

interface Marker {
  readonly framework: string;
  readonly pattern: RegExp;
}

/**
 * Strings a minifier keeps (symbols' names, property keys, attribute names, URLs), found by
 * reading the build's React, React Router, MUI and emotion chunks.
 */
const markers: readonly Marker[] = [
  // React 19's element type and the internals it shares with its renderers.
  { framework: 'React', pattern: /react\.transitional\.element/ },
  {
    framework: 'React',
    pattern: /__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE/,
  },
  { framework: 'React', pattern: /react\.forward_ref/ },
  // React Router's globals in the browser.
  { framework: 'React Router', pattern: /__reactRouter(Context|Manifest|RouteModules)/ },
  // Every MUI component names its styles and classes Mui<Component>; its errors link home.
  { framework: 'MUI', pattern: /\bMui[A-Z][A-Za-z]+/ },
  { framework: 'MUI', pattern: /mui\.com\/production-error/ },
  // emotion's style tags and its element type.
  { framework: 'emotion', pattern: /data-emotion/ },
  { framework: 'emotion', pattern: /__EMOTION_TYPE_PLEASE_DO_NOT_USE__/ },
];

/**
 * React DOM's keys on the nodes it renders into, and its name. The build has no React DOM
 * chunk at all (nothing in the browser renders), so these are shown in the package's own
 * production client build instead.
 */
const reactDomMarkers: readonly Marker[] = [
  { framework: 'React DOM', pattern: /__react(Fiber|Props|Container)\$/ },
  { framework: 'React DOM', pattern: /react-dom/ },
];

const allMarkers = [...markers, ...reactDomMarkers];

const frameworkIn = (code: string) =>
  allMarkers.filter((marker) => marker.pattern.test(code)).map((marker) => marker.framework);

/** Each script once, however many pages load it. */
const scripts = new Map<string, Promise<string>>();
function script(url: string): Promise<string> {
  let text = scripts.get(url);
  if (!text) {
    text = fetch(url).then(async (response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.text();
    });
    scripts.set(url, text);
  }
  return text;
}

const brotliSize = (text: string) => brotliCompressSync(Buffer.from(text)).length;

/** `import … from "./x.js"`, `import "./x.js"`, `export … from "./x.js"`: loaded with the module. */
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[^"'`()]*?\bfrom\s*)?["'`]([^"'`]+\.js)["'`]/g;
/** `import("./x.js")` and `new URL("/assets/x.js", import.meta.url)` (a worker): loaded later. */
const LATER_LOAD = [
  /\bimport\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g,
  /\bnew\s+URL\(\s*["'`]([^"'`]+\.js)["'`]\s*,/g,
];

const found = (code: string, pattern: RegExp) => [...code.matchAll(pattern)].map((m) => m[1]!);

interface PageScripts {
  readonly status: number;
  /** What the page's HTML asks for and what that imports, recursively: loaded at first. */
  readonly first: Set<string>;
  /** What those scripts load later by dynamic import or as workers, and what that imports. */
  readonly later: Set<string>;
  /** Scripts in the HTML that are neither the loader, the speculation rules, JSON-LD nor a module file. */
  readonly inline: string[];
}

/** The one inline script with code in it: the behaviours' loader, as the build compiles it. */
const loader = await compiledBehavioursLoader();

/** Reads the page's HTML and follows every script it can load. */
async function scriptsOf(path: string): Promise<PageScripts> {
  const response = await fetch(baseUrl() + path);
  const html = await response.text();
  const pageUrl = response.url;
  const first = new Set<string>();
  const later = new Set<string>();
  const inline: string[] = [];

  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const type = /\btype="([^"]*)"/.exec(attributes!)?.[1];
    const src = /\bsrc="([^"]*)"/.exec(attributes!)?.[1];
    const loads = /\bdata-entry="([^"]*)"/.exec(attributes!)?.[1];
    if (loads !== undefined && body!.trim() === loader) {
      // The behaviours' loader: the entry and the chunks it preloads beside it.
      const preload = /\bdata-preload="([^"]*)"/.exec(attributes!)?.[1] ?? '';
      for (const url of [loads, ...preload.split(' ').filter(Boolean)]) {
        first.add(new URL(url, pageUrl).href);
      }
    } else if ((type === 'speculationrules' || type === 'application/ld+json') && !src) {
      try {
        JSON.parse(body!);
      } catch {
        inline.push(`<script type="${type}"> that is not JSON`);
      }
    } else if (type === 'module' && src && body!.trim() === '') {
      first.add(new URL(src, pageUrl).href);
    } else {
      inline.push(`<script${attributes}>${body!.slice(0, 60)}`);
    }
  }
  for (const [link] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = /\brel="([^"]*)"/.exec(link)?.[1];
    const as = /\bas="([^"]*)"/.exec(link)?.[1];
    const href = /\bhref="([^"]*)"/.exec(link)?.[1];
    if (href && (rel === 'modulepreload' || (rel === 'preload' && as === 'script'))) {
      first.add(new URL(href, pageUrl).href);
    }
  }
  // Script in an attribute: an inline event handler or a javascript: URL.
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  for (const [handler] of markup.matchAll(/<[a-z][^>]*?\son[a-z]+\s*=\s*["'][^"']*/gi)) {
    inline.push(handler.slice(0, 80));
  }
  for (const [url] of markup.matchAll(/\b(?:href|src|action)\s*=\s*["']\s*javascript:[^"']*/gi)) {
    inline.push(url);
  }

  // Follow the imports: a static import joins its importer's set, a dynamic one or a worker
  // goes to `later`, and what those import statically comes later too.
  const follow = async (url: string, into: Set<string>): Promise<void> => {
    const code = await script(url);
    for (const target of found(code, STATIC_IMPORT)) {
      const next = new URL(target, url).href;
      if (first.has(next) || into.has(next)) continue;
      into.add(next);
      await follow(next, into);
    }
    for (const pattern of LATER_LOAD) {
      for (const target of found(code, pattern)) {
        const next = new URL(target, url).href;
        if (first.has(next) || later.has(next)) continue;
        later.add(next);
        await follow(next, later);
      }
    }
  };
  for (const url of [...first]) await follow(url, first);
  return { status: response.status, first, later, inline };
}

const pages = [
  ...siteRoutes.map((route) => ({ path: route.path, status: 200 })),
  { path: '/esta/ruta/no-existe', status: 404 },
];

const fileName = (url: string) => new URL(url).pathname;

describe('no framework code in the browser', () => {
  const browser = useBrowser();

  it('every marker occurs in the build’s own framework chunks, so a page loading one would fail', async () => {
    const assets = join(clientBuildDir, 'assets');
    const chunks = await Promise.all(
      (await readdir(assets))
        .filter((file) => file.endsWith('.js'))
        .map(async (file) => ({ file, code: await readFile(join(assets, file), 'utf8') })),
    );
    const where = (marker: Marker, among: readonly { file: string; code: string }[]) =>
      among.filter(({ code }) => marker.pattern.test(code)).map(({ file }) => file);
    const unmatched = markers.filter((marker) => where(marker, chunks).length === 0);
    expect(unmatched.map((marker) => `${marker.framework} ${marker.pattern}`)).toEqual([]);

    // The file react-dom/client loads in production (the package exports no path to it).
    const reactDomClient = join(
      dirname(createRequire(import.meta.url).resolve('react-dom/package.json')),
      'cjs/react-dom-client.production.js',
    );
    const reactDom = [{ file: reactDomClient, code: await readFile(reactDomClient, 'utf8') }];
    expect(
      reactDomMarkers
        .filter((marker) => where(marker, reactDom).length === 0)
        .map((marker) => `${marker.framework} ${marker.pattern}`),
    ).toEqual([]);
  });

  it(
    'no page loads a script with React, React DOM, React Router, MUI or emotion in it, nor any inline script but the behaviours’ loader, the speculation rules and the JSON-LD',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const failures: string[] = [];
      const firstLoad = new Map<string, { bytes: number; raw: number; files: string[] }>();
      for (const { path, status } of pages) {
        const page = await scriptsOf(path);
        if (page.status !== status) failures.push(`${path}: answered ${page.status}`);
        for (const inline of page.inline) failures.push(`${path}: inline script ${inline}`);
        if (page.first.size === 0) failures.push(`${path}: loads no behaviour module`);
        for (const url of [...page.first, ...page.later]) {
          const frameworks = [...new Set(frameworkIn(await script(url)))];
          if (frameworks.length > 0) {
            failures.push(`${path}: ${fileName(url)} holds ${frameworks.join(', ')}`);
          }
        }
        let bytes = 0;
        let raw = 0;
        for (const url of page.first) {
          const code = await script(url);
          bytes += brotliSize(code);
          raw += Buffer.byteLength(code);
        }
        firstLoad.set(path, { bytes, raw, files: [...page.first].map(fileName) });
        if (bytes >= FIRST_LOAD_BUDGET_BYTES) {
          failures.push(`${path}: its scripts weigh ${bytes} B brotli at first (budget 12 KB)`);
        }
      }

      // The report: pages that load the same scripts at first, together.
      const report = new Map<string, string[]>();
      for (const [path, { bytes, raw, files }] of firstLoad) {
        const key = `${bytes} B brotli (${raw} B raw): ${files.join(' ')}`;
        report.set(key, [...(report.get(key) ?? []), path]);
      }
      for (const [load, paths] of report) {
        console.info(`Scripts at first, ${load} — ${paths.length} page(s): ${paths.join(' ')}`);
      }
      expect(failures).toEqual([]);
    },
  );

  it('what the behaviours load later is found: the home page’s carousel engine and particles, and nothing the walk above missed', async () => {
    const { first, later } = await scriptsOf('/');
    // The carousel's engine and the particles (a module and its worker) at least.
    expect(later.size).toBeGreaterThanOrEqual(3);

    // Listening from the first request: a page of our own rather than openPage's.
    const context = await browser().newContext({
      viewport: viewports.desktop,
      reducedMotion: 'no-preference',
      locale: 'es-PE',
    });
    const page = await context.newPage();
    const requested = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url())) {
        requested.add(request.url());
      }
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(baseUrl() + '/', { waitUntil: 'load' });
    // Once the behaviours are on, the page has asked for everything the walk says it loads at first.
    await behavioursArrived(page);
    expect([...first].filter((url) => !requested.has(url))).toEqual([]);
    // The carousel and the particles start once the page is loaded and idle: wait for the
    // browser to fetch everything the walk says comes later.
    await expect
      .poll(() => [...later].filter((url) => !requested.has(url)), { timeout: 20_000 })
      .toEqual([]);
    expect([...requested].filter((url) => !first.has(url) && !later.has(url))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
