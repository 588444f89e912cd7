/**
 * The header, the demos menu, the phone drawer, scroll reset and the footer, as a
 * visitor uses them: the menus answer from the prerendered HTML, before and after
 * hydration, and every link they hold is in that HTML.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../routes/site-routes';
import { desktopMenus, demosMenu, mobileSections } from '../../frontend/src/content/navigation';
import { notFoundContent } from '../../frontend/src/content/not-found';
import { baseUrl, openPage, untilHydrated, useBrowser, viewports } from './browser';
import { openWithScriptsHeld } from './held-scripts';

const notFoundText = notFoundContent.message;

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

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

const hrefs = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]!);

describe('every link in the HTML', () => {
  const menuLinks = [...desktopMenus, demosMenu, ...mobileSections].flatMap((menu) =>
    menu.links.map((link) => link.to),
  );

  it.each(siteRoutes.map((route) => route.path))(
    '%s carries every menu and drawer link in its HTML',
    async (path) => {
      const links = new Set(hrefs(await (await fetch(baseUrl() + path)).text()));
      expect(menuLinks.filter((to) => !links.has(to))).toEqual([]);
    },
  );

  it('a crawler following the HTML links from / reaches all 28 routes without scripts', async () => {
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
    expect(siteRoutes.map((route) => route.path).filter((path) => !reached.has(path))).toEqual([]);
  });
});

/** Opens a dropdown with a click and checks what it lists. */
async function expectMenu(
  page: Page,
  label: string,
  links: readonly { label: string; to: string }[],
) {
  const menu = openPopover(page);
  await menu.waitFor();
  const items = menu.getByRole('link');
  expect(await items.allTextContents()).toEqual(links.map((link) => link.label));
  expect(await items.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual(
    links.map((link) => link.to),
  );
  expect(await menu.getByRole('list').getAttribute('aria-label')).toBe(label);
}

describe('desktop header', () => {
  const browser = useBrowser();

  it('is 64px high, links its logo to / and shows Servicios as a plain link', async () => {
    const { page, context } = await openPage(browser(), '/nosotros/equipo');
    const header = page.locator('header').first();
    expect((await header.boundingBox())?.height).toBe(64);
    await page
      .getByRole('link', { name: /ir a la página de inicio/ })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    expect(
      await nav.getByRole('link', { name: 'Servicios', exact: true }).getAttribute('href'),
    ).toBe('/servicios');
    await context.close();
  });

  it.each(desktopMenus.map((menu) => menu.label))(
    'before hydration, the %s dropdown opens, lists its links and closes on Tab, Escape and an outside click, returning focus',
    async (label) => {
      const menu = desktopMenus.find((candidate) => candidate.label === label)!;
      const context = await browser().newContext({ viewport: viewports.desktop, locale: 'es-PE' });
      try {
        const { page, held } = await openWithScriptsHeld(context, '/');
        const button = page
          .getByRole('navigation', { name: 'Navegación principal' })
          .getByRole('button', { name: label, exact: true });

        await button.focus();
        await page.keyboard.press('Enter');
        await expectMenu(page, label, menu.links);
        expect(await exposedExpanded(page, label)).toBe(true);
        // Under its own button, lined up with its start.
        const [buttonBox, menuBox] = [
          await button.boundingBox(),
          await openPopover(page).boundingBox(),
        ];
        expect(Math.abs(menuBox!.x - buttonBox!.x)).toBeLessThan(1);
        expect(menuBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height);

        // Tab moves into the open menu first; Tab inside it closes it and returns to the button.
        await page.keyboard.press('Tab');
        expect(await focusedText(page)).toBe(menu.links[0]!.label);
        await page.keyboard.press('Tab');
        await openPopover(page).waitFor({ state: 'hidden' });
        expect(await focusedText(page)).toBe(label);
        expect(await exposedExpanded(page, label)).toBe(false);

        await page.keyboard.press('Enter');
        await openPopover(page).waitFor();
        await page.keyboard.press('Escape');
        await openPopover(page).waitFor({ state: 'hidden' });
        expect(await focusedText(page)).toBe(label);

        await button.click();
        await openPopover(page).waitFor();
        await page.mouse.click(640, 600);
        await openPopover(page).waitFor({ state: 'hidden' });
        expect(await focusedText(page)).toBe(label);

        // A second click on the button closes the open menu.
        await button.click();
        await openPopover(page).waitFor();
        await button.click();
        await openPopover(page).waitFor({ state: 'hidden' });
        // All of it before React: the framework's scripts were held the whole time.
        await expect.poll(() => held.length).toBeGreaterThan(0);
        expect(await page.evaluate(() => '__ayniHydrated' in window)).toBe(false);
      } finally {
        await context.close();
      }
    },
  );

  it('keeps one menu open at a time, and the same rules hold once hydrated', async () => {
    const { page, context, problems } = await openPage(browser(), '/');
    try {
      await untilHydrated(page);
      const nav = page.getByRole('navigation', { name: 'Navegación principal' });
      await nav.getByRole('button', { name: 'Nosotros', exact: true }).click();
      await expectMenu(page, 'Nosotros', desktopMenus[0]!.links);
      await nav.getByRole('button', { name: 'Contacto', exact: true }).click();
      await expect.poll(() => openPopover(page).count()).toBe(1);
      await expectMenu(page, 'Contacto', desktopMenus.at(-1)!.links);
      await page.keyboard.press('Escape');
      await openPopover(page).waitFor({ state: 'hidden' });
      expect(await focusedText(page)).toBe('Contacto');
      await page.keyboard.press('Enter');
      await openPopover(page).waitFor();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await openPopover(page).waitFor({ state: 'hidden' });
      expect(await focusedText(page)).toBe('Contacto');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a dropdown link navigates on the client and closes the menu', async () => {
    const { page, context, problems } = await openPage(browser(), '/');
    try {
      await untilHydrated(page);
      // A client-side navigation keeps the document: this mark survives it, a reload would not.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page
        .getByRole('navigation', { name: 'Navegación principal' })
        .getByRole('button', { name: 'AWS', exact: true })
        .click();
      await openPopover(page).getByRole('link', { name: 'Ofertas' }).click();
      await page.waitForURL((url) => url.pathname === '/aws/ofertas');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Ofertas AWS');
      expect(await openPopover(page).count()).toBe(0);
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the round logo button opens the demos menu', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop, locale: 'es-PE' });
    try {
      const { page } = await openWithScriptsHeld(context, '/');
      await page.getByRole('button', { name: 'Abrir el menú de nuestras demos' }).click();
      await expectMenu(page, demosMenu.label, demosMenu.links);
      // It lines up with the end of the bar, inside the window.
      const box = (await openPopover(page).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewports.desktop.width);
      await page.keyboard.press('Escape');
      await openPopover(page).waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });

  it('opens its menus with scripts turned off altogether', async () => {
    const context = await browser().newContext({
      viewport: viewports.desktop,
      locale: 'es-PE',
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      await page.goto(baseUrl() + '/servicios');
      const nav = page.getByRole('navigation', { name: 'Navegación principal' });
      await nav.getByRole('button', { name: 'Veeam', exact: true }).click();
      await expectMenu(page, 'Veeam', desktopMenus.find((menu) => menu.label === 'Veeam')!.links);
      await openPopover(page).getByRole('link', { name: 'Soluciones' }).click();
      await page.waitForURL((url) => url.pathname === '/veeam/soluciones');
    } finally {
      await context.close();
    }
  });
});

describe('phone navigation', () => {
  const browser = useBrowser();

  it('before hydration, opens a 260px drawer whose seven sections expand, and closes it on Escape', async () => {
    const context = await browser().newContext({
      viewport: viewports.phone,
      locale: 'es-PE',
      hasTouch: true,
    });
    try {
      const { page } = await openWithScriptsHeld(context, '/');
      expect(await page.getByRole('navigation', { name: 'Navegación principal' }).isVisible()).toBe(
        false,
      );
      const menuButton = page.getByRole('button', { name: 'Abrir menú de navegación' });
      await menuButton.tap();
      const drawer = page.getByRole('navigation', { name: 'Navegación móvil' });
      await drawer.waitFor();
      expect(await exposedExpanded(page, 'Abrir menú de navegación')).toBe(true);
      // The drawer slides in, so its box may read 260.00000763 mid-animation.
      await expect
        .poll(async () => (await openPopover(page).boundingBox())?.width ?? 0)
        .toBeCloseTo(260, 1);
      await expect.poll(async () => (await openPopover(page).boundingBox())?.x ?? -1).toBe(0);
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
      expect(await exposedExpanded(page, 'Abrir menú de navegación')).toBe(false);

      // A link chosen before hydration is an ordinary page load.
      await menuButton.tap();
      await sections.filter({ hasText: 'AWS' }).tap();
      await drawer.getByRole('link', { name: 'Casos de éxito' }).tap();
      await page.waitForURL((url) => url.pathname === '/aws/casos-exito');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Casos de éxito');
    } finally {
      await context.close();
    }
  });

  it('once hydrated, a drawer link changes the page on the client and closes the drawer', async () => {
    const { page, context, problems } = await openPage(browser(), '/', {
      viewport: viewports.phone,
    });
    try {
      await untilHydrated(page);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
      const drawer = page.getByRole('navigation', { name: 'Navegación móvil' });
      await drawer.locator('summary').filter({ hasText: 'Nosotros' }).click();
      await drawer.getByRole('link', { name: 'Equipo' }).click();
      await page.waitForURL((url) => url.pathname === '/nosotros/equipo');
      await drawer.waitFor({ state: 'hidden' });
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('scroll', () => {
  const browser = useBrowser();

  it('a new page starts at the top; Back returns to where the visitor was', async () => {
    const { page, context } = await openPage(browser(), '/servicios', {
      viewport: { width: 1280, height: 400 },
    });
    try {
      await untilHydrated(page);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      const footerLink = page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Trabaja con nosotros' });
      await footerLink.scrollIntoViewIfNeeded();
      const readingAt = await page.evaluate(() => window.scrollY);
      expect(readingAt).toBeGreaterThan(100);
      await footerLink.click();
      await page.waitForURL((url) => url.pathname === '/ayuda/trabaja-con-nosotros');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/servicios');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(readingAt);
      // All on the client: the same document throughout.
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('hydrating never moves a visitor who is already reading further down', async () => {
    const context = await browser().newContext({ viewport: { width: 1280, height: 400 } });
    try {
      const { page, release } = await openWithScriptsHeld(context, '/servicios');
      await page.mouse.wheel(0, 600);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
      const readingAt = await page.evaluate(() => window.scrollY);
      release();
      await page.waitForFunction(() => '__ayniHydrated' in window);
      expect(await page.evaluate(() => window.scrollY)).toBe(readingAt);
    } finally {
      await context.close();
    }
  });
});

describe('footer', () => {
  const browser = useBrowser();

  it('has four columns, the phone, social links, the address and this year', async () => {
    const { page, context } = await openPage(browser(), '/');
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
    await context.close();
  });
});

describe('hydration', () => {
  const browser = useBrowser();

  it('requests no framework script until the visitor shows intent, then hydrates', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop, locale: 'es-PE' });
    try {
      const { page, held, release } = await openWithScriptsHeld(context, '/');
      // The carousel's engine starts once the page is loaded and idle: by then nothing
      // the framework needs has been asked for.
      await page.locator('[data-carousel-ready="true"]').waitFor();
      expect(held).toEqual([]);
      await page.mouse.move(200, 200);
      await expect.poll(() => held.length).toBeGreaterThan(3);
      release();
      await page.waitForFunction(() => '__ayniHydrated' in window);
    } finally {
      await context.close();
    }
  });

  it('matches paths exactly on the client too: a different case is not the page', async () => {
    const { page, context } = await openPage(browser(), '/aws/servicios');
    try {
      await untilHydrated(page);
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      // The router's own way in: a history entry and the popstate it listens to.
      await page.evaluate(() => {
        history.pushState(null, '', '/aws/servicios/lambda');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await page.getByText(notFoundText).waitFor();
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
      const direct = await fetch(baseUrl() + '/aws/servicios/lambda');
      expect(direct.status).toBe(404);
    } finally {
      await context.close();
    }
  });

  it('a link clicked before the scripts arrive opens its page', async () => {
    const context = await browser().newContext({ viewport: viewports.desktop, locale: 'es-PE' });
    try {
      const { page } = await openWithScriptsHeld(context, '/servicios');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Trabaja con nosotros' })
        .click();
      await page.waitForURL((url) => url.pathname === '/ayuda/trabaja-con-nosotros');
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent())
        .toBe('Oportunidades');
    } finally {
      await context.close();
    }
  });
});
