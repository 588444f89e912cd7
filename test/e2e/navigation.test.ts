/**
 * The header, the demos menu, the phone drawer, following links and the footer, as a
 * visitor uses them with a pointer or a finger (keyboard.test.ts does it with keys
 * alone). No page hydrates (decision 076): every link is an ordinary page load, made
 * fast by the speculation rules' prefetch, and every menu answers from the HTML, with
 * or without the behaviour modules.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../routes/site-routes';
import {
  desktopMenus,
  demosMenu,
  mobileSections,
} from '../../frontend/src/content/shared/navigation';
import { drawerLabels, headerLabels } from '../../frontend/src/content/shared/site-frame';
import { launchTabBrowser } from '../../scripts/tab-browser';
import {
  baseUrl,
  behavioursArrived,
  openPage,
  patiently,
  settled,
  useBrowser,
  viewports,
  WALK_TIMEOUT_MS,
} from './browser';

const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

/** The open header dropdown or drawer (a native popover), whatever it is. */
const openPopover = (page: Page) => page.locator('[popover]:popover-open');

/** Whether Chromium tells assistive technology that the button `name` is expanded. */
async function exposedExpanded(page: Page, name: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const button = nodes.find(
      (node) => node.role?.value === 'button' && node.name?.value === name && !node.ignored,
    );
    return button?.properties?.find((property) => property.name === 'expanded')?.value.value as
      boolean | undefined;
  } finally {
    await cdp.detach();
  }
}

/** How the document on screen came to be: its address and how the browser delivered it. */
const documentEntry = (page: Page) =>
  page.evaluate(() => {
    // deliveryType is newer than TypeScript's DOM types.
    const entry = performance.getEntriesByType('navigation')[0] as
      (PerformanceNavigationTiming & { deliveryType?: string }) | undefined;
    return {
      path: entry ? new URL(entry.name).pathname : '',
      type: entry?.type ?? '',
      deliveryType: entry?.deliveryType ?? '',
    };
  });

/**
 * Waits for the page at `path` with its `<h1>`, and checks it is a document of its own: an
 * ordinary page load, not a script rewriting the page it came from.
 */
async function expectLoaded(page: Page, path: string, heading: string) {
  await page.waitForURL((url) => url.pathname === path);
  // A page load on a busy machine takes more than the poll's default second.
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), patiently)
    .toBe(heading);
  expect((await documentEntry(page)).path).toBe(path);
}

const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!);

describe('every link in the HTML', () => {
  const menuLinks = [...desktopMenus, demosMenu, ...mobileSections].flatMap((menu) =>
    menu.links.map((link) => link.to),
  );

  it(
    'every page, the not-found page too, carries every menu and drawer link in its HTML',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const paths = [...siteRoutes.map((route) => route.path), '/esta/ruta/no-existe'];
      const missing: Record<string, string[]> = {};
      for (const path of paths) {
        const links = new Set(hrefs(await (await fetch(baseUrl() + path)).text()));
        const absent = menuLinks.filter((to) => !links.has(to));
        if (absent.length > 0) missing[path] = absent;
      }
      expect(missing).toEqual({});
    },
  );

  it(
    'a crawler following the HTML links from / reaches all 28 routes without scripts',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const seen = new Set<string>(['/']);
      const queue = ['/'];
      const reached = new Set<string>();
      while (queue.length > 0) {
        const path = queue.shift()!;
        const response = await fetch(baseUrl() + path, { redirect: 'manual' });
        if (response.status !== 200) continue;
        reached.add(path);
        for (const href of hrefs(await response.text())) {
          if (!href.startsWith('/') || href.startsWith('//')) continue;
          const next = href.split(/[?#]/)[0]!;
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
        }
      }
      expect(siteRoutes.map((route) => route.path).filter((path) => !reached.has(path))).toEqual(
        [],
      );
    },
  );
});

/** Checks the open dropdown lists `menu`'s links, in order, under its name. */
async function expectMenu(
  page: Page,
  menu: { label: string; links: readonly { label: string; to: string }[] },
) {
  const open = openPopover(page);
  await open.waitFor();
  const items = open.getByRole('link');
  expect(await items.allTextContents()).toEqual(menu.links.map((link) => link.label));
  expect(await items.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
    menu.links.map((link) => link.to),
  );
  expect(await open.getByRole('list').getAttribute('aria-label')).toBe(menu.label);
}

describe('desktop header', () => {
  const browser = useBrowser();

  it('is 64px high, links its logo to / and shows Servicios as a plain link', async () => {
    const { page, problems } = await openPage(browser(), '/nosotros/equipo');
    const header = page.locator('header').first();
    expect((await header.boundingBox())?.height).toBe(64);
    const nav = page.getByRole('navigation', { name: headerLabels.navigation });
    expect(
      await nav.getByRole('link', { name: 'Servicios', exact: true }).getAttribute('href'),
    ).toBe('/servicios');
    await page.getByRole('link', { name: headerLabels.homeLink }).click();
    await expectLoaded(page, '/', 'Somos partner de');
    expect(problems).toEqual([]);
  });

  it(
    'every dropdown and the demos menu open under their button on a click, list their links and close on a second click or a click outside',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const { page, problems } = await openPage(browser(), '/');
      const nav = page.getByRole('navigation', { name: headerLabels.navigation });
      const menus = [
        ...desktopMenus.map((menu) => ({
          menu,
          name: menu.label,
          button: nav.getByRole('button', { name: menu.label, exact: true }),
          align: 'start' as const,
        })),
        {
          menu: demosMenu,
          name: headerLabels.demosButton,
          button: page.getByRole('button', { name: headerLabels.demosButton }),
          align: 'end' as const,
        },
      ];
      const failures: Record<string, string> = {};
      for (const { menu, name, button, align } of menus) {
        try {
          await button.click();
          await expectMenu(page, menu);
          expect(await exposedExpanded(page, name)).toBe(true);
          // The open menu takes the focus on its first link, so the arrows work at once.
          await expect.poll(() => focusedText(page)).toBe(menu.links[0]!.label);
          // Under its own button, lined up with its start; the demos menu with its end, inside the window.
          const buttonBox = (await button.boundingBox())!;
          await settled(openPopover(page));
          const menuBox = (await openPopover(page).boundingBox())!;
          // A start-aligned menu too wide for the room left moves in, 16 px from the edge as MUI's.
          const end = menuBox.x + menuBox.width;
          const room = viewports.desktop.width - 16;
          if (align === 'end')
            expect(Math.abs(end - (buttonBox.x + buttonBox.width))).toBeLessThan(1);
          else if (buttonBox.x + menuBox.width <= room) {
            expect(Math.abs(menuBox.x - buttonBox.x)).toBeLessThan(1);
          } else expect(Math.abs(end - room)).toBeLessThan(1);
          expect(end).toBeLessThanOrEqual(viewports.desktop.width);
          expect(menuBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);

          await page.mouse.click(640, 600);
          await openPopover(page).waitFor({ state: 'hidden' });
          expect(await exposedExpanded(page, name)).toBe(false);
          // The focus goes back to the button the visitor opened it with, not to the page.
          expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);

          await button.click();
          await openPopover(page).waitFor();
          await button.click();
          await openPopover(page).waitFor({ state: 'hidden' });
        } catch (error) {
          failures[menu.label] = String(error).split('\n')[0]!;
        }
      }
      expect(failures).toEqual({});
      expect(problems).toEqual([]);
    },
  );

  it('keeps one menu open at a time', async () => {
    const { page, problems } = await openPage(browser(), '/');
    const nav = page.getByRole('navigation', { name: headerLabels.navigation });
    await nav.getByRole('button', { name: 'Nosotros', exact: true }).click();
    await expectMenu(page, desktopMenus[0]!);
    await nav.getByRole('button', { name: 'Contacto', exact: true }).click();
    await expectMenu(page, desktopMenus.at(-1)!);
    expect(await openPopover(page).count()).toBe(1);
    await page.getByRole('button', { name: headerLabels.demosButton }).click();
    await expectMenu(page, demosMenu);
    expect(await openPopover(page).count()).toBe(1);
    expect(problems).toEqual([]);
  });

  it('a dropdown link loads its page, where every menu is closed', async () => {
    const { page, problems } = await openPage(browser(), '/');
    await page
      .getByRole('navigation', { name: headerLabels.navigation })
      .getByRole('button', { name: 'AWS', exact: true })
      .click();
    await openPopover(page).getByRole('link', { name: 'Ofertas' }).click();
    await expectLoaded(page, '/aws/ofertas', 'Ofertas AWS');
    expect(await openPopover(page).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('opens its menus and follows their links with scripts turned off altogether', async () => {
    const context = await browser().newContext({
      viewport: viewports.desktop,
      locale: 'es-PE',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(baseUrl() + '/servicios');
    const nav = page.getByRole('navigation', { name: headerLabels.navigation });
    await nav.getByRole('button', { name: 'Veeam', exact: true }).click();
    await expectMenu(
      page,
      desktopMenus.find((menu) => menu.label === 'Veeam')!,
    );
    await page.keyboard.press('Escape');
    await openPopover(page).waitFor({ state: 'hidden' });
    await nav.getByRole('button', { name: 'Veeam', exact: true }).click();
    await openPopover(page).getByRole('link', { name: 'Soluciones' }).click();
    await expectLoaded(page, '/veeam/soluciones', 'Soluciones Veeam');
  });
});

describe('phone navigation', () => {
  const browser = useBrowser();

  const openOnPhone = async (path: string, javaScriptEnabled = true) => {
    const context = await browser().newContext({
      viewport: viewports.phone,
      locale: 'es-PE',
      hasTouch: true,
      javaScriptEnabled,
    });
    const page = await context.newPage();
    await page.goto(baseUrl() + path, { waitUntil: 'load' });
    if (javaScriptEnabled) await behavioursArrived(page);
    return page;
  };

  it('closes the drawer when the window widens to the desktop bar, which has no drawer', async () => {
    const page = await openOnPhone('/');
    await page.getByRole('button', { name: headerLabels.menuButton }).tap();
    const drawer = page.getByRole('navigation', { name: drawerLabels.navigation });
    await drawer.waitFor();
    await page.setViewportSize(viewports.desktop);
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.getByRole('navigation', { name: headerLabels.navigation }).isVisible()).toBe(
      true,
    );
  });

  it('opens a 260px drawer whose seven sections expand, and closes it on Escape', async () => {
    const page = await openOnPhone('/');
    expect(await page.getByRole('navigation', { name: headerLabels.navigation }).isVisible()).toBe(
      false,
    );
    const menuButton = page.getByRole('button', { name: headerLabels.menuButton });
    await menuButton.tap();
    const drawer = page.getByRole('navigation', { name: drawerLabels.navigation });
    await drawer.waitFor();
    await expect.poll(() => exposedExpanded(page, headerLabels.menuButton), patiently).toBe(true);
    // The drawer slides in, so its box may read 260.00000763 mid-animation; a busy machine
    // takes its time to end the slide.
    await expect
      .poll(async () => (await openPopover(page).boundingBox())?.width ?? 0, patiently)
      .toBeCloseTo(260, 1);
    await expect
      .poll(async () => (await openPopover(page).boundingBox())?.x ?? -1, patiently)
      .toBe(0);
    const sections = drawer.locator('summary');
    expect(await sections.allTextContents()).toEqual(
      mobileSections.map((section) => section.label),
    );

    await sections.filter({ hasText: 'Servicios' }).tap();
    const services = drawer.getByRole('link', { name: 'Outsourcing' });
    await services.waitFor();
    expect(await services.getAttribute('href')).toBe('/servicios');
    await sections.filter({ hasText: 'Oracle' }).tap();
    expect(await drawer.getByRole('link', { name: 'Caso de éxito' }).getAttribute('href')).toBe(
      '/oracle/caso-de-exito',
    );

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await exposedExpanded(page, headerLabels.menuButton)).toBe(false);
  });

  it('a drawer link loads its page, where the drawer is closed', async () => {
    const page = await openOnPhone('/');
    await page.getByRole('button', { name: headerLabels.menuButton }).tap();
    const drawer = page.getByRole('navigation', { name: drawerLabels.navigation });
    await drawer.locator('summary').filter({ hasText: 'AWS' }).tap();
    await drawer.getByRole('link', { name: 'Casos de éxito' }).tap();
    await expectLoaded(page, '/aws/casos-exito', 'Casos de éxito');
    expect(await openPopover(page).count()).toBe(0);
    expect(await drawer.isVisible()).toBe(false);
  });

  it('opens the drawer, expands a section and follows its link with scripts turned off', async () => {
    const page = await openOnPhone('/servicios', false);
    await page.getByRole('button', { name: headerLabels.menuButton }).tap();
    const drawer = page.getByRole('navigation', { name: drawerLabels.navigation });
    await drawer.waitFor();
    await drawer.locator('summary').filter({ hasText: 'Nosotros' }).tap();
    await drawer.getByRole('link', { name: 'Equipo' }).tap();
    await expectLoaded(page, '/nosotros/equipo', 'Nuestro equipo');
  });
});

describe('following a link', () => {
  const browser = useBrowser();

  it('a new page starts at the top; Back returns to where the visitor was', async () => {
    const { page, problems } = await openPage(browser(), '/servicios', {
      viewport: { width: 1280, height: 400 },
    });
    const footerLink = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Trabaja con nosotros' });
    await footerLink.scrollIntoViewIfNeeded();
    const readingAt = await page.evaluate(() => window.scrollY);
    expect(readingAt).toBeGreaterThan(100);
    await footerLink.click();
    await expectLoaded(page, '/ayuda/trabaja-con-nosotros', 'Oportunidades');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Back: the page as the visitor left it, from the back/forward cache or (Playwright turns
    // that cache off) reloaded with its scroll position restored.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/servicios');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
      .toBe('Nuestros servicios');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(readingAt);
    expect(problems).toEqual([]);
  });

  it('a link the visitor scrolls to is fetched before the tap, and served from that prefetch', async () => {
    const { page, problems } = await openPage(browser(), '/', { viewport: viewports.phone });
    const target = '/contacto/formulario';
    const link = page.getByRole('main').locator(`a[href="${target}"]`).first();
    // Far down the home page on a phone: nothing fetches it while it is off screen.
    expect(
      await link.evaluate((element) => element.getBoundingClientRect().top > innerHeight),
    ).toBe(true);
    const prefetched = page.waitForEvent('requestfinished', {
      predicate: (request) => request.url() === baseUrl() + target,
      timeout: 20_000,
    });
    // The visitor scrolls to it; no pointer comes near it (a finger gives no warning).
    await link.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const prefetch = await prefetched;
    expect((await prefetch.response())?.status()).toBe(200);
    await link.click();
    await expectLoaded(page, target, 'Contáctate con nosotros');
    expect(await documentEntry(page)).toMatchObject({
      type: 'navigate',
      deliveryType: 'navigational-prefetch',
    });
    expect(problems).toEqual([]);
  });
  it('a link in the main content is prerendered: the tap shows the next page at once', async () => {
    // Playwright's own sessions keep Chromium from prerendering; the bench's tab-target driver does not.
    const chromium = await launchTabBrowser();
    try {
      const tab = await chromium.newTab([]);
      await tab.goto(baseUrl() + '/');
      const target = '/contacto/formulario';
      const link = `document.querySelector('main a[href="${target}"]')`;
      // The visitor scrolls to the link and taps it once it is ready (no pointer came near it before).
      const point = await tab.evaluate<{ x: number; y: number }>(
        `(() => { const link = ${link}; link.scrollIntoView({ block: 'center' }); const box = link.getBoundingClientRect(); return { x: box.x + box.width / 2, y: box.y + box.height / 2 }; })()`,
      );
      await tab.untilAnyPage(
        `location.pathname === ${JSON.stringify(target)} && document.prerendering && document.readyState === 'complete' || null`,
        20_000,
      );
      await tab.tap(point);
      const shown = await tab.untilAnyPage<{ heading: string; activationStart: number }>(
        `!document.prerendering && location.pathname === ${JSON.stringify(target)} && document.querySelector('h1')?.checkVisibility() ? { heading: document.querySelector('h1').textContent, activationStart: performance.getEntriesByType('navigation')[0].activationStart } : null`,
        20_000,
      );
      expect(shown.heading).toBe('Contáctate con nosotros');
      expect(shown.activationStart).toBeGreaterThan(0);
      await tab.close();
    } finally {
      await chromium.close();
    }
  });
});

describe('footer', () => {
  const browser = useBrowser();

  it('has four columns, the phone, social links, the address and this year', async () => {
    const { page } = await openPage(browser(), '/');
    const footer = page.getByRole('contentinfo');
    expect(await footer.getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Empresa',
      'Servicios',
      'Partners',
      'Ayuda',
    ]);
    expect(await footer.locator('a[href^="tel:+51"]').count()).toBe(1);
    expect(await footer.locator('a[href^="mailto:"]').count()).toBe(1);
    for (const social of await footer.locator('a[target="_blank"]').all()) {
      expect(await social.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(await footer.locator('a[target="_blank"]').count()).toBe(2);
    expect(await footer.locator('address').textContent()).toMatch(/Lima, Perú$/);
    expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
  });
});
