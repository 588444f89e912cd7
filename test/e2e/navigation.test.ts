/** The header, the demos menu, the phone drawer and scroll reset, as a visitor uses them. */
import { describe, expect, it } from 'vitest';
import { desktopMenus, demosMenu, mobileSections } from '../../frontend/src/content/navigation';
import { baseUrl, openPage, useBrowser, viewports } from './browser';

const focusedId = (page: import('playwright-core').Page) =>
  page.evaluate(() => document.activeElement?.id ?? '');

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
    'the %s dropdown lists its links and closes on Tab, Escape and outside click, returning focus',
    async (label) => {
      const menu = desktopMenus.find((candidate) => candidate.label === label)!;
      const { page, context } = await openPage(browser(), '/');
      const nav = page.getByRole('navigation', { name: 'Navegación principal' });
      const buttonId = (await nav
        .getByRole('button', { name: label, exact: true })
        .getAttribute('id'))!;
      // By id: while the menu is open, MUI hides the rest of the page from the accessibility tree.
      const button = page.locator(`[id="${buttonId}"]`);

      await button.focus();
      await page.keyboard.press('Enter');
      const list = page.getByRole('menu');
      await list.waitFor();
      expect(await button.getAttribute('aria-expanded')).toBe('true');
      const items = list.getByRole('menuitem');
      expect(await items.allTextContents()).toEqual(menu.links.map((link) => link.label));
      expect(
        await items.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual(menu.links.map((link) => link.to));

      await page.keyboard.press('Tab');
      await list.waitFor({ state: 'detached' });
      expect(await focusedId(page)).toBe(buttonId);

      await page.keyboard.press('Enter');
      await list.waitFor();
      await page.keyboard.press('Escape');
      await list.waitFor({ state: 'detached' });
      expect(await focusedId(page)).toBe(buttonId);

      await button.click();
      await list.waitFor();
      await page.mouse.click(640, 600);
      await list.waitFor({ state: 'detached' });
      expect(await focusedId(page)).toBe(buttonId);

      // A second click on the button closes the open menu.
      const box = (await button.boundingBox())!;
      await button.click();
      await list.waitFor();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await list.waitFor({ state: 'detached' });
      expect(await button.getAttribute('aria-expanded')).toBe('false');
      await context.close();
    },
  );

  it('a dropdown link navigates on the client and closes the menu', async () => {
    const { page, context, problems } = await openPage(browser(), '/');
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('button', { name: 'AWS', exact: true })
      .click();
    await page.getByRole('menuitem', { name: 'Ofertas' }).click();
    await page.waitForURL((url) => url.pathname === '/aws/ofertas');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Ofertas AWS');
    expect(await page.getByRole('menu').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the round logo button opens the demos menu', async () => {
    const { page, context } = await openPage(browser(), '/');
    await page.getByRole('button', { name: 'Abrir el menú de nuestras demos' }).click();
    // The page hydrates on this first interaction: the menu opens once React has attached.
    await page.getByRole('menu').waitFor();
    const items = page.getByRole('menu').getByRole('menuitem');
    expect(await items.allTextContents()).toEqual([
      'Streaming',
      'Reconocimiento facial',
      'Consola AWS',
    ]);
    expect(
      await items.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(demosMenu.links.map((link) => link.to));
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('phone navigation', () => {
  const browser = useBrowser();

  it('hides the desktop menus and opens a 260px drawer with the seven accordion sections', async () => {
    const { page, context, problems } = await openPage(browser(), '/', {
      viewport: viewports.phone,
    });
    expect(await page.getByRole('navigation', { name: 'Navegación principal' }).isVisible()).toBe(
      false,
    );
    await page.getByRole('button', { name: 'Abrir menú de navegación' }).click();
    const drawer = page.locator('.MuiDrawer-paper');
    await drawer.waitFor();
    // The drawer slides in with a transform, so its box may read 260.00000763 mid-animation.
    await expect.poll(async () => (await drawer.boundingBox())?.width ?? 0).toBeCloseTo(260, 1);
    const sections = drawer
      .getByRole('navigation', { name: 'Navegación móvil' })
      .getByRole('button');
    expect(await sections.allTextContents()).toEqual(
      mobileSections.map((section) => section.label),
    );

    await drawer.getByRole('button', { name: 'Servicios' }).click();
    const services = drawer.getByRole('link', { name: 'Outsourcing' });
    await services.waitFor();
    expect(await services.getAttribute('href')).toBe('/servicios');

    await drawer.getByRole('button', { name: 'Oracle' }).click();
    expect(await drawer.getByRole('link', { name: 'Caso de éxito' }).getAttribute('href')).toBe(
      '/oracle/caso-de-exito',
    );

    await drawer.getByRole('button', { name: 'AWS' }).click();
    await drawer.getByRole('link', { name: 'Casos de éxito' }).click();
    await page.waitForURL((url) => url.pathname === '/aws/casos-exito');
    await drawer.waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Casos de éxito');
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe('scroll', () => {
  const browser = useBrowser();

  it('resets to the top on every route change', async () => {
    const { page, context } = await openPage(browser(), '/servicios', {
      viewport: { width: 1280, height: 400 },
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Trabaja con nosotros' }).click();
    await page.waitForURL((url) => url.pathname === '/ayuda/trabaja-con-nosotros');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await context.close();
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

describe('before the page has hydrated (hydration on first interaction)', () => {
  const browser = useBrowser();

  /** Opens a page whose scripts take `delay` ms to arrive, recording every script request. */
  async function slowScripts(path: string, delay: number) {
    const context = await browser().newContext({ viewport: viewports.desktop, locale: 'es-PE' });
    const page = await context.newPage();
    const scripts: string[] = [];
    await page.route('**/assets/*.js', async (route) => {
      scripts.push(route.request().url());
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.continue();
    });
    await page.goto(baseUrl() + path, { waitUntil: 'networkidle' });
    return { page, context, scripts };
  }

  it('requests no script until the visitor interacts', async () => {
    const { page, context, scripts } = await slowScripts('/aws/ofertas', 0);
    await page.waitForTimeout(500);
    expect(scripts).toEqual([]);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Ofertas AWS');
    await page.mouse.move(200, 200);
    await expect.poll(() => scripts.length).toBeGreaterThan(3);
    await context.close();
  });

  it('a click on a menu button before the scripts arrive still opens the menu, once', async () => {
    const { page, context } = await slowScripts('/', 800);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('button', { name: 'AWS', exact: true }).click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem').first().textContent()).toBeTruthy();
    // Held back and replayed once: the menu stays open.
    await page.waitForTimeout(400);
    expect(await menu.isVisible()).toBe(true);
    await context.close();
  });

  it('a link clicked before the scripts arrive opens its page', async () => {
    const { page, context } = await slowScripts('/servicios', 1500);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Trabaja con nosotros' }).click();
    await page.waitForURL((url) => url.pathname === '/ayuda/trabaja-con-nosotros');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Oportunidades');
    await context.close();
  });
});
