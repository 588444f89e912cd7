/**
 * No content needs a script (docs/decisions/076): every page is prerendered and
 * complete, and the behaviour modules only upgrade what already works. Proved twice
 * over, in a real Chromium: with JavaScript turned off, and with JavaScript on but the
 * behaviour modules never arriving (their entry and its shared chunk aborted, as a
 * flaky network or a blocker would). Either way the /aws/servicios panels are reached
 * by their links and by a swipe, every carousel slide by scrolling its row, a video's
 * poster is a link to the video's page, the menus and the drawer open (native
 * popovers), the accordions open (native disclosures), and no page shows a broken
 * state.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serviceTabs } from '../../frontend/src/content/aws/servicios';
import { connectPage } from '../../frontend/src/content/aws/servicios/aws-connect';
import { homeContent } from '../../frontend/src/content/inicio';
import {
  demosMenu,
  desktopMenus,
  mobileSections,
} from '../../frontend/src/content/shared/navigation';
import { rdsPage } from '../../frontend/src/content/aws/servicios/base-de-datos/RDS';
import { restartPage } from '../../frontend/src/content/aws/aws-re-start';
import { headerLabels } from '../../frontend/src/content/shared/site-frame';
import { videoLabels } from '../../frontend/src/content/shared/ui';
import { siteRoutes } from '../../routes/site-routes';
import { PAGES_AT_ONCE, failuresOn } from '../each-path';
import {
  baseUrl,
  seriousA11yViolations,
  swipe,
  useBrowser,
  viewports,
  WALK_TIMEOUT_MS,
  patiently,
} from './browser';

const routePaths = siteRoutes.map((route) => route.path);

interface Mode {
  readonly name: string;
  readonly javaScriptEnabled: boolean;
  /** The requests aborted, as Playwright's URL globs. */
  readonly blocks: readonly string[];
}

const modes: readonly Mode[] = [
  { name: 'with JavaScript turned off', javaScriptEnabled: false, blocks: [] },
  {
    name: 'with the behaviour modules blocked',
    javaScriptEnabled: true,
    // The entry (frontend/src/app/entry.client.tsx) and the chunk it shares with nothing else
    // a page loads (frontend/vite.config.ts): the only scripts a page asks for.
    blocks: ['**/assets/entry.client-*.js', '**/assets/behaviours-shared-*.js'],
  },
];

interface Visit {
  readonly page: Page;
  /** Console errors and warnings, page errors and failed requests, bar the ones expected. */
  readonly problems: string[];
  /** The paths of the requests the mode aborted. */
  readonly blocked: string[];
}

/** The platform's video pages, where a poster followed as a plain link leads. */
const videoPages = 'https://www.youtube.com';
const watchPage = (id: string) => `${videoPages}/watch?v=${id}`;

/**
 * Opens `path` in a new context run in `mode`, and records what a visitor would never want
 * to see. Expected, and left out: in the blocked mode the aborted requests and the console's
 * line about each; with JavaScript off, the behaviours' preloaded chunk, which the browser
 * refuses to fetch since it would never run it.
 */
async function openIn(
  browser: Browser,
  mode: Mode,
  path: string,
  options: { viewport?: { width: number; height: number }; hasTouch?: boolean } = {},
): Promise<Visit> {
  const context = await browser.newContext({
    viewport: options.viewport ?? viewports.desktop,
    hasTouch: options.hasTouch ?? false,
    locale: 'es-PE',
    reducedMotion: 'no-preference',
    javaScriptEnabled: mode.javaScriptEnabled,
  });
  const blocked: string[] = [];
  for (const pattern of mode.blocks) {
    await context.route(pattern, (route) => {
      blocked.push(new URL(route.request().url()).pathname);
      return route.abort();
    });
  }
  // The machine has no internet: the video's page answers with a tiny page of our own.
  await context.route(`${videoPages}/**`, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><title>Página del video</title><p>Página del video</p>',
    }),
  );
  const page = await context.newPage();
  const problems: string[] = [];
  const wasBlocked = (url: string) => url !== '' && blocked.includes(new URL(url).pathname);
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (wasBlocked(message.location().url) && message.text().startsWith('Failed to load resource'))
      return;
    problems.push(`console.${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('requestfailed', (request) => {
    if (wasBlocked(request.url())) return;
    const url = new URL(request.url());
    const refused =
      !mode.javaScriptEnabled &&
      request.resourceType() === 'script' &&
      url.origin === new URL(baseUrl()).origin &&
      url.pathname.startsWith('/assets/');
    if (refused) return;
    problems.push(`requestfailed: ${request.url()} ${request.failure()?.errorText ?? ''}`);
  });
  const response = await page.goto(baseUrl() + path, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  if (mode.blocks.length > 0) {
    // The page asks for the behaviours once its first paint is on screen, maybe after 'load'.
    await expect
      .poll(
        () => blocked.some((blockedPath) => /\/entry\.client-[\w-]+\.js$/.test(blockedPath)),
        patiently,
      )
      .toBe(true);
  }
  // What the test proves rests on it: the behaviours never ran on this page.
  expect(await behavioursRan(page), path).toBe(false);
  return { page, problems, blocked };
}

/** The page is whole and fits a phone's window, with nothing waiting for a script to show it. */
async function expectWholeOnAPhone(page: Page) {
  expect(await page.getByRole('heading', { level: 1 }).isVisible(), '<h1> visible').toBe(true);
  expect(await page.getByRole('main').textContent(), '<main> text').not.toBe('');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'overflow to the side (px)').toBe(0);
  // The footer's year is the build's, in the HTML.
  expect(await page.locator('footer [data-current-year]').textContent(), 'footer year').toMatch(
    /^20\d\d$/,
  );
  // Nothing on the page waits for a script to show it.
  expect(await page.locator('[data-carousel-arrow]:visible').count(), 'arrows shown').toBe(0);
}

/** Whether the behaviour modules have run (behaviours/index.ts marks <html> when they have). */
function behavioursRan(page: Page): Promise<boolean> {
  return page.locator('html').evaluate((html) => html.hasAttribute('data-behaviours'));
}

/** Whether `locator`'s box lies wholly inside the window. */
async function inWindow(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const window = page.viewportSize()!;
  return (
    box !== null &&
    box.x >= -1 &&
    box.y >= -1 &&
    box.x + box.width <= window.width + 1 &&
    box.y + box.height <= window.height + 1
  );
}

/** Labels ("n de m") of the carousel's slides lying wholly inside its viewport, left to right. */
function slidesInView(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((root) => {
    const viewport = root.querySelector('[data-carousel-viewport]')!.getBoundingClientRect();
    return [...root.querySelectorAll('[aria-roledescription="diapositiva"]')]
      .map((slide) => ({
        box: slide.getBoundingClientRect(),
        label: slide.getAttribute('aria-label') ?? '',
      }))
      .filter(({ box }) => box.left >= viewport.left - 1 && box.right <= viewport.right + 1)
      .sort((a, b) => a.box.left - b.box.left)
      .map(({ label }) => label);
  });
}

/**
 * Pages that scroll sideways on a phone with the behaviours as well as without them: a
 * fault of their own layout, not of a missing script (reported, to be fixed in the page).
 * Remove an entry once its page is fixed.
 */
describe.each(modes)('$name', (mode) => {
  const browser = useBrowser();

  describe('/aws/servicios', () => {
    /** The panels lying wholly inside the track's box: one once a scroll has settled. */
    const panelsInView = (page: Page) =>
      page.locator('[data-tabs-track]').evaluate((track) => {
        const box = track.getBoundingClientRect();
        return [...track.querySelectorAll(':scope > section')]
          .filter((panel) => {
            const own = panel.getBoundingClientRect();
            return own.left >= box.left - 1 && own.right <= box.right + 1;
          })
          .map((panel) => panel.id);
      });

    it('every panel is reached by following its link, and its card is in view', async () => {
      const { page, problems } = await openIn(browser(), mode, '/aws/servicios');
      // A list of links, not tabs: nothing claims to be a tab that a script would have to drive.
      expect(await page.getByRole('tab').count()).toBe(0);
      const links = page
        .getByRole('list', { name: 'Categorías de servicios AWS' })
        .getByRole('link');
      expect(await links.allTextContents()).toEqual(serviceTabs.map((service) => service.tab));
      expect(await panelsInView(page)).toEqual([serviceTabs[0]!.id]);
      for (const service of [...serviceTabs.slice(1), serviceTabs[0]!]) {
        await links.filter({ hasText: service.tab }).click();
        await expect.poll(() => panelsInView(page), patiently).toEqual([service.id]);
        expect(new URL(page.url()).hash).toBe(`#${service.id}`);
        const panel = page.getByRole('region', { name: service.tab, exact: true });
        const heading = panel.getByRole('heading', { level: 3 });
        expect(await heading.textContent()).toBe(service.card.title);
        // The browser brought the panel to the window, as a link to a place on a page does.
        await expect.poll(() => inWindow(page, heading), patiently).toBe(true);
        expect(await panel.getByRole('link', { name: /^ver más/ }).getAttribute('href')).toBe(
          service.card.to,
        );
      }
      expect(problems).toEqual([]);
    });

    it('on a phone, a swipe moves from panel to panel', async () => {
      const { page, problems } = await openIn(browser(), mode, '/aws/servicios', {
        viewport: viewports.phone,
        hasTouch: true,
      });
      const track = page.locator('[data-tabs-track]');
      await track.scrollIntoViewIfNeeded();
      const box = (await track.boundingBox())!;
      const y = Math.round(box.y + Math.min(box.height, page.viewportSize()!.height - box.y) / 2);
      const cdp = await page.context().newCDPSession(page);
      const ids = serviceTabs.map((service) => service.id);
      expect(await panelsInView(page)).toEqual([ids[0]]);
      /** Until the row stands still: a swipe while its snap still glides flings two panels on. */
      const stoodStill = async () => {
        let last = Number.NaN;
        await expect
          .poll(async () => {
            const now = await track.evaluate((row) => row.scrollLeft);
            const still = now === last;
            last = now;
            return still;
          }, patiently)
          .toBe(true);
      };
      for (const id of ids.slice(1)) {
        await swipe(cdp, 320, 60, y);
        await expect.poll(() => panelsInView(page), patiently).toEqual([id]);
        await stoodStill();
      }
      await swipe(cdp, 60, 320, y);
      await expect.poll(() => panelsInView(page), patiently).toEqual([ids[2]]);
      expect(problems).toEqual([]);
    });
  });

  describe('carousels', () => {
    const carousels = [
      { path: '/', label: homeContent.demos.carouselLabel, total: homeContent.demos.cards.length },
      { path: '/aws/servicios/base-de-datos/RDS', label: rdsPage.carouselLabel, total: 6 },
    ] as const;
    const widths = [
      { viewport: viewports.phone, perView: 1 },
      { viewport: viewports.desktop, perView: 3 },
    ] as const;

    it.each(carousels.flatMap((carousel) => widths.map((width) => ({ ...carousel, ...width }))))(
      '$path at $viewport.width px: scrolling the row brings every slide into view; the arrows, with nothing to answer them, are hidden',
      async ({ path, label, total, viewport, perView }) => {
        const { page, problems } = await openIn(browser(), mode, path, { viewport });
        const carousel = page
          .getByRole('region', { name: label })
          .and(page.locator('[aria-roledescription="carrusel"]'));
        expect(await carousel.count()).toBe(1);
        const arrows = carousel.locator('[data-carousel-arrow]');
        expect(await arrows.count()).toBe(2);
        for (const arrow of await arrows.all()) expect(await arrow.isVisible()).toBe(false);

        const row = carousel.locator('[data-carousel-viewport]');
        await row.scrollIntoViewIfNeeded();
        const box = (await row.boundingBox())!;
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        const view = (first: number) =>
          Array.from({ length: perView }, (_, i) => `${first + i} de ${total}`);
        for (let first = 1; first + perView - 1 <= total; first++) {
          await expect.poll(() => slidesInView(carousel), patiently).toEqual(view(first));
          // A sideways scroll of one slide's width, as a trackpad or a shifted wheel gives.
          if (first + perView - 1 < total) await page.mouse.wheel(box.width / perView, 0);
        }
        expect(problems).toEqual([]);
      },
    );
  });

  describe('videos', () => {
    it('a poster is a link to the video on its platform, which plays it there', async () => {
      const { page, problems } = await openIn(browser(), mode, '/aws/servicios/base-de-datos/RDS');
      const { video } = rdsPage.intro;
      const facade = page.getByRole('link', { name: `${videoLabels.play} ${video.title}` });
      expect(await facade.getAttribute('href')).toBe(watchPage(video.id));
      expect(await page.locator('iframe').count()).toBe(0);
      expect(problems).toEqual([]);
      await facade.click();
      await page.waitForURL(watchPage(video.id));
      expect(await page.title()).toBe('Página del video');
    });

    it.each([
      {
        path: '/aws/servicios/aws-connect',
        videos: [connectPage.intro.video, ...connectPage.demos.videos],
      },
      { path: '/aws/aws-re-start', videos: [{ id: restartPage.video.defaultId }] },
    ])('$path: every poster links to its video', async ({ path, videos }) => {
      const { page, problems } = await openIn(browser(), mode, path);
      const facades = page.getByRole('link', { name: new RegExp(`^${videoLabels.play} `) });
      expect(
        await facades.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(videos.map((video) => watchPage(video.id)));
      expect(await page.locator('iframe').count()).toBe(0);
      expect(problems).toEqual([]);
    });
  });

  describe('menus', () => {
    const openPopover = (page: Page) => page.locator('[popover]:popover-open');

    it('on a desktop, each dropdown and the demos menu open with their links, one at a time, and close on Escape', async () => {
      const { page, problems } = await openIn(browser(), mode, '/');
      const nav = page.getByRole('navigation', { name: 'Navegación principal' });
      const menus = [
        ...desktopMenus.map((menu) => ({
          menu,
          button: nav.getByRole('button', { name: menu.label, exact: true }),
        })),
        { menu: demosMenu, button: page.getByRole('button', { name: headerLabels.demosButton }) },
      ];
      for (const { menu, button } of menus) {
        // The previous menu is still open: opening this one closes it.
        await button.click();
        await expect.poll(() => openPopover(page).count(), patiently).toBe(1);
        const open = openPopover(page);
        expect(await open.getByRole('list').getAttribute('aria-label')).toBe(menu.label);
        const links = open.getByRole('link');
        expect(await links.allTextContents()).toEqual(menu.links.map((link) => link.label));
        expect(
          await links.evaluateAll((all) => all.map((link) => link.getAttribute('href'))),
        ).toEqual(menu.links.map((link) => link.to));
        await expect.poll(() => inWindow(page, open), patiently).toBe(true);
      }
      await page.keyboard.press('Escape');
      await openPopover(page).waitFor({ state: 'detached' });
      // And a link in a menu is an ordinary link.
      await nav.getByRole('button', { name: 'Veeam', exact: true }).click();
      await openPopover(page).getByRole('link', { name: 'Soluciones' }).click();
      await page.waitForURL((url) => url.pathname === '/veeam/soluciones');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Soluciones Veeam');
      expect(problems).toEqual([]);
    });

    it('on a phone, the drawer opens, its sections expand, and Escape closes it', async () => {
      const { page, problems } = await openIn(browser(), mode, '/', { viewport: viewports.phone });
      await page.getByRole('button', { name: headerLabels.menuButton }).click();
      const drawer = openPopover(page);
      await drawer.waitFor();
      expect(await drawer.getAttribute('id')).toBe('menu-movil');
      // Slid in from the left edge, all of it in the window.
      await expect.poll(() => inWindow(page, drawer), patiently).toBe(true);
      const sections = drawer.locator('details');
      expect(await sections.locator('> summary').allTextContents()).toEqual(
        mobileSections.map((section) => section.label),
      );
      for (const [index, section] of mobileSections.entries()) {
        const links = sections.nth(index).getByRole('link');
        expect(await links.first().isVisible()).toBe(false);
        await sections.nth(index).locator('> summary').click();
        await links.first().waitFor();
        expect(await links.allTextContents()).toEqual(section.links.map((link) => link.label));
      }
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });
      expect(problems).toEqual([]);
    });
  });

  describe('accordions', () => {
    const region = (name: string) => (page: Page) =>
      page.getByRole('region', { name, exact: true });
    it.each([
      { path: '/aws/servicios/Lambda', where: 'Casos de uso', scope: region('Casos de uso') },
      { path: '/aws/proximos-pasos', where: 'Conócenos', scope: region('Conócenos') },
      {
        path: '/aws/casos-exito/central-telefonica-connect',
        where: 'the article',
        scope: (page: Page) => page.locator('article'),
      },
    ])('$path: each entry in $where opens on a click and closes on Enter', async (visit) => {
      const { page, problems } = await openIn(browser(), mode, visit.path);
      const entries = visit.scope(page).locator('details > summary');
      expect(await entries.count()).toBeGreaterThan(0);
      for (const summary of await entries.all()) {
        const text = summary.locator('xpath=following-sibling::*[1]');
        expect(await text.isVisible()).toBe(false);
        await summary.click();
        await text.waitFor();
        expect(((await text.textContent()) ?? '').length).toBeGreaterThan(20);
        await summary.press('Enter');
        await text.waitFor({ state: 'hidden' });
      }
      expect(problems).toEqual([]);
    });
  });

  describe('every page', () => {
    it(
      'on a phone: whole, in the window, with no error',
      // A fresh context a page, in Chromium: up to 4 s a page beside other work.
      { timeout: WALK_TIMEOUT_MS * 3 },
      async () => {
        const failures = await failuresOn(
          routePaths,
          async (path) => {
            const { page, problems } = await openIn(browser(), mode, path, {
              viewport: viewports.phone,
            });
            try {
              await expectWholeOnAPhone(page);
              expect(problems, 'problems').toEqual([]);
            } finally {
              await page.context().close();
            }
          },
          { atOnce: PAGES_AT_ONCE },
        );
        expect(failures).toEqual([]);
      },
    );
  });
});

describe('the pages the behaviours would upgrade, as they are without them', () => {
  const browser = useBrowser();
  // axe runs in the page as a script, so it cannot look at a page with JavaScript turned off;
  // with the behaviours blocked it sees the same document, which no script has touched.
  const blockedMode = modes.find((mode) => mode.blocks.length > 0)!;

  it.each([
    '/',
    '/aws/servicios',
    '/aws/servicios/base-de-datos/RDS',
    '/aws/servicios/aws-connect',
  ])('%s: no serious axe violation', async (path) => {
    const { page, problems } = await openIn(browser(), blockedMode, path, {
      viewport: viewports.phone,
    });
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
