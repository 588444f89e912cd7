/**
 * Pages as a visitor on a slow phone meets them: the HTML and the early behaviours
 * (the small modules every page loads with its HTML) have arrived, the framework has
 * not. The scripts hydration needs (those the page's bootstrap names) are held until
 * the test releases them, so what a test checks before release happens before
 * hydration, however busy the machine is.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { baseUrl } from './browser';

/**
 * The scripts the page's bootstrap loads to hydrate (app/after-first-paint.ts), less
 * those the early behaviours share with it (the <head> loads them with the HTML).
 */
async function hydrationScripts(path: string): Promise<Set<string>> {
  const html = await (await fetch(baseUrl() + path)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const early: string[] = head.match(/\/assets\/[\w.-]+\.js/g) ?? [];
  const bootstrap = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .find((body) => body.startsWith('const m='));
  if (!bootstrap) throw new Error(`${path} has no hydration bootstrap`);
  const urls = (bootstrap.match(/\/assets\/[\w.-]+\.js/g) ?? []).filter(
    (url) => !early.includes(url),
  );
  return new Set(urls.map((url) => new URL(url, baseUrl()).href));
}

export interface HeldPage {
  readonly page: Page;
  /** Lets the held scripts through: the page hydrates. */
  readonly release: () => void;
  /** The framework scripts requested so far (held or released). */
  readonly held: string[];
}

export async function openWithScriptsHeld(
  context: BrowserContext,
  path: string,
): Promise<HeldPage> {
  const framework = await hydrationScripts(path);
  const page = await context.newPage();
  const held: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    const url = route.request().url();
    if (framework.has(url)) {
      held.push(url);
      await released;
    }
    await route.continue().catch(() => undefined);
  });
  await page.goto(baseUrl() + path, { waitUntil: 'load' });
  return { page, release, held };
}
