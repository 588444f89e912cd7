/**
 * The header by keyboard alone, no mouse: from the skip link onwards, Tab, Enter, Space
 * and the arrows reach every link of every dropdown, of the demos menu (desktop) and of
 * the drawer (phone), each checked against the navigation's content, and Enter on a link
 * loads its page. Five pages are linked from the header only: they are proved reachable
 * this way.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../routes/site-routes';
import {
  type NavMenu,
  demosMenu,
  desktopMenus,
  mobileSections,
  servicesLink,
} from '../../frontend/src/content/shared/navigation';
import {
  drawerLabels,
  headerLabels,
  skipLinkLabel,
} from '../../frontend/src/content/shared/site-frame';
import { baseUrl, openPage, patiently, useBrowser, viewports, WALK_TIMEOUT_MS } from './browser';

/** What has the focus, as a keyboard user meets it. */
interface Focused {
  readonly tag: string;
  /** Its accessible name as the header writes it: aria-label, or else its text. */
  readonly name: string;
  readonly href: string | null;
  /** Inside an open header dropdown or the open drawer. */
  readonly inOpenPopover: boolean;
}

const focused = (page: Page): Promise<Focused> =>
  page.evaluate(() => {
    const element = document.activeElement ?? document.body;
    return {
      tag: element.tagName.toLowerCase(),
      name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
      href: element.getAttribute('href'),
      inOpenPopover: element.closest('[popover]:popover-open') !== null,
    };
  });

const describeFocus = (focus: Focused) =>
  `${focus.tag} "${focus.name.slice(0, 40)}"${focus.href ? ` → ${focus.href}` : ''}`;

const openPopovers = (page: Page) => page.locator('[popover]:popover-open');

/** Waits for the focus to be on a link of an open menu, with this label and href. */
async function expectFocusOnLink(page: Page, link: { label: string; to: string }) {
  await expect
    .poll(() => focused(page))
    .toEqual({ tag: 'a', name: link.label, href: link.to, inOpenPopover: true });
}

/** Waits for the focus to be on the button called `name`, with every menu closed. */
async function expectFocusOnClosedButton(page: Page, name: string) {
  await openPopovers(page).first().waitFor({ state: 'hidden' });
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'button', name });
}

/**
 * Presses Tab until `wanted` says yes to what has the focus; fails naming everything the
 * focus went through if it never does.
 */
async function tabUntil(page: Page, what: string, wanted: (focus: Focused) => boolean) {
  const path: string[] = [];
  for (let presses = 0; presses < 80; presses += 1) {
    await page.keyboard.press('Tab');
    const focus = await focused(page);
    if (wanted(focus)) return;
    path.push(describeFocus(focus));
  }
  throw new Error(`Tab never reached ${what}; it went through: ${path.join(', ')}`);
}

/** Waits for the page at `path` with its heading, an ordinary page load. */
async function expectLoaded(page: Page, path: string, heading: string) {
  await page.waitForURL((url) => url.pathname === path);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), patiently)
    .toBe(heading);
}

/** The pages no link reaches but the header's (its dropdowns and the drawer), and their h1. */
const headerOnlyPages = [
  { path: '/aws/proximos-pasos', heading: 'Próximos pasos con AWS' },
  { path: '/aws/ofertas', heading: 'Ofertas AWS' },
  { path: '/aws/aws-re-start', heading: 'AWS re/Start' },
  { path: '/veeam/soluciones', heading: 'Soluciones Veeam' },
  { path: '/contacto/empresa', heading: 'Nuestra empresa' },
] as const;

const menuHolding = (menus: readonly NavMenu[], path: string) => {
  const menu = menus.find((candidate) => candidate.links.some((link) => link.to === path));
  if (!menu) throw new Error(`No menu links to ${path}`);
  return menu;
};

/** The links of each menu, by its label, as the walks below record what they reached. */
const asReached = (menus: readonly NavMenu[]) =>
  Object.fromEntries(
    menus.map((menu) => [menu.label, menu.links.map(({ label, to }) => ({ label, to }))]),
  );

describe('keyboard at desktop width', () => {
  const browser = useBrowser();

  it('the first Tab shows the skip link; Enter moves the focus to the main content', async () => {
    const { page, problems } = await openPage(browser(), '/servicios');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({
      tag: 'a',
      name: skipLinkLabel,
      href: '#contenido',
    });
    // Out of sight until focused, then on screen.
    const box = (await page.getByRole('link', { name: skipLinkLabel }).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewports.desktop.height);

    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.hash === '#contenido');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('contenido');
    // The next Tab goes on from the content, past the whole header.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.activeElement?.closest('main')?.id ?? 'outside main'),
    ).toBe('contenido');
    expect(problems).toEqual([]);
  });

  it('from the skip link, Tab, Enter and the arrows reach every link of every dropdown and of the demos menu', async () => {
    const { page, problems } = await openPage(browser(), '/');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: skipLinkLabel });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'a', name: headerLabels.homeLink, href: '/' });

    // The bar, in its order: Nosotros, the plain Servicios link, the other dropdowns, the demos.
    const [nosotros, ...others] = desktopMenus;
    const bar = [
      { menu: nosotros!, button: nosotros!.label },
      servicesLink,
      ...others.map((menu) => ({ menu, button: menu.label })),
      { menu: demosMenu, button: headerLabels.demosButton },
    ];
    const reached: Record<string, { label: string; to: string }[]> = {};
    for (const [index, item] of bar.entries()) {
      await page.keyboard.press('Tab');
      if (!('menu' in item)) {
        expect(await focused(page)).toMatchObject({ tag: 'a', name: item.label, href: item.to });
        continue;
      }
      const { menu, button } = item;
      expect(await focused(page)).toMatchObject({ tag: 'button', name: button });
      expect(await openPopovers(page).count()).toBe(0);

      // Enter opens one menu, ArrowDown on its closed button the next: the focus lands on its first link.
      await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'ArrowDown');
      await openPopovers(page).waitFor();
      reached[menu.label] = [];
      for (const link of menu.links) {
        await expectFocusOnLink(page, link);
        const focus = await focused(page);
        reached[menu.label]!.push({ label: focus.name, to: focus.href ?? '' });
        await page.keyboard.press('ArrowDown');
      }
      const first = menu.links[0]!;
      const last = menu.links.at(-1)!;
      // ArrowDown past the last link wraps to the first; ArrowUp from the first to the last.
      await expectFocusOnLink(page, first);
      await page.keyboard.press('ArrowUp');
      await expectFocusOnLink(page, last);
      await page.keyboard.press('Home');
      await expectFocusOnLink(page, first);
      await page.keyboard.press('End');
      await expectFocusOnLink(page, last);
      await page.keyboard.press('ArrowDown');
      await expectFocusOnLink(page, first);

      // Tab closes one menu, Escape the next: either way the focus is back on its button,
      // and the next Tab moves on along the bar.
      await page.keyboard.press(index % 2 === 0 ? 'Tab' : 'Escape');
      await expectFocusOnClosedButton(page, button);
    }
    expect(reached).toEqual(asReached([...desktopMenus, demosMenu]));
    expect(problems).toEqual([]);
  });

  it(
    'Enter on a reached link loads its page: each page only the header links to is reached by keyboard',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      // Those five pages are linked from nowhere but the header (its dropdowns and the drawer).
      const elsewhere: Record<string, string[]> = {};
      for (const path of [...siteRoutes.map((route) => route.path), '/esta/ruta/no-existe']) {
        const html = await (await fetch(baseUrl() + path)).text();
        const afterHeader = html.slice(html.indexOf('</header>'));
        const linked = headerOnlyPages
          .map((target) => target.path)
          .filter((target) => afterHeader.includes(`href="${target}"`));
        if (linked.length > 0) elsewhere[path] = linked;
      }
      expect(elsewhere).toEqual({});

      // One page after the other, each reached from the page the last Enter loaded.
      const { page, problems } = await openPage(browser(), '/');
      for (const target of headerOnlyPages) {
        const menu = menuHolding(desktopMenus, target.path);
        await tabUntil(page, `the ${menu.label} button`, (focus) => focus.name === menu.label);
        await page.keyboard.press('Enter');
        await expectFocusOnLink(page, menu.links[0]!);
        for (const link of menu.links) {
          if (link.to === target.path) break;
          await page.keyboard.press('ArrowDown');
        }
        await expectFocusOnLink(
          page,
          menu.links.find((link) => link.to === target.path)!,
        );
        await page.keyboard.press('Enter');
        await expectLoaded(page, target.path, target.heading);
        expect(await openPopovers(page).count()).toBe(0);
      }
      expect(problems).toEqual([]);
    },
  );
});

describe('keyboard at phone width', () => {
  const browser = useBrowser();

  const openDrawerByKeyboard = async (page: Page) => {
    await tabUntil(page, 'the menu button', (focus) => focus.name === headerLabels.menuButton);
    await page.keyboard.press('Enter');
    await page.getByRole('navigation', { name: drawerLabels.navigation }).waitFor();
  };

  it('the menu button, Enter, Tab through the sections, Enter or Space to open each and Tab reach every link of the drawer', async () => {
    const { page, problems } = await openPage(browser(), '/', { viewport: viewports.phone });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ name: skipLinkLabel });
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'button', name: headerLabels.menuButton });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('navigation', { name: drawerLabels.navigation });
    await drawer.waitFor();

    // The drawer's content follows its button in the Tab order.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toEqual({
      tag: 'a',
      name: drawerLabels.homeLink,
      href: '/',
      inOpenPopover: true,
    });
    const reached: Record<string, { label: string; to: string }[]> = {};
    for (const [index, section] of mobileSections.entries()) {
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({
        tag: 'summary',
        name: section.label,
        inOpenPopover: true,
      });
      await page.keyboard.press(index % 2 === 0 ? 'Enter' : 'Space');
      await drawer.locator('details[open] > summary', { hasText: section.label }).waitFor();
      reached[section.label] = [];
      for (const link of section.links) {
        await page.keyboard.press('Tab');
        await expectFocusOnLink(page, link);
        const focus = await focused(page);
        reached[section.label]!.push({ label: focus.name, to: focus.href ?? '' });
      }
    }
    expect(reached).toEqual(asReached(mobileSections));

    // Tab past the drawer's last link: the focus leaves it, and it closes behind it.
    await page.keyboard.press('Tab');
    await drawer.waitFor({ state: 'hidden' });
    expect(await focused(page)).toMatchObject({ inOpenPopover: false });

    // Escape closes it from anywhere inside, the focus back on the menu button.
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toMatchObject({ tag: 'button', name: headerLabels.menuButton });
    await page.keyboard.press('Enter');
    await drawer.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'summary', inOpenPopover: true });
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect
      .poll(() => focused(page))
      .toMatchObject({ tag: 'button', name: headerLabels.menuButton });
    expect(problems).toEqual([]);
  });

  it(
    'Enter on a drawer link loads its page: each page only the header links to is reached by keyboard',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const { page, problems } = await openPage(browser(), '/', { viewport: viewports.phone });
      for (const target of headerOnlyPages) {
        const section = menuHolding(mobileSections, target.path);
        const link = section.links.find((candidate) => candidate.to === target.path)!;
        await openDrawerByKeyboard(page);
        await tabUntil(
          page,
          `the ${section.label} section`,
          (focus) => focus.tag === 'summary' && focus.name === section.label,
        );
        await page.keyboard.press('Enter');
        await tabUntil(page, `${link.label} (${link.to})`, (focus) => focus.href === link.to);
        await page.keyboard.press('Enter');
        await expectLoaded(page, target.path, target.heading);
        expect(await openPopovers(page).count()).toBe(0);
      }
      expect(problems).toEqual([]);
    },
  );
});
