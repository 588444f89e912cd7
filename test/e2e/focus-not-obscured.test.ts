/**
 * WCAG 2.4.11 (focus not obscured), where the sticky header makes it hardest: 1280 × 800 at
 * 400 % zoom, a 320 × 200 window with the 64 px bar across its top. Going back through every
 * route with Shift+Tab, the browser scrolls each control into view, and none may end up under
 * the bar: not wholly (AA), nor partly when the room below the bar could hold it. And a tab
 * link followed without scripts lands with its panel, and the tabs above it, in view.
 */
import { describe, expect, it } from 'vitest';
import { serviceTabs } from '../../frontend/src/content/aws/servicios';
import { siteRoutes } from '../../routes/site-routes';
import { PAGES_AT_ONCE, failuresOn } from '../each-path';
import { openPage, useBrowser, viewports, WALK_TIMEOUT_MS } from './browser';
import { walkFocus } from './focus-walk';

const routePaths = siteRoutes.map((route) => route.path);

/** 1280 × 800 CSS px at 400 % zoom. */
const zoomed = { width: 320, height: 200 } as const;

describe('nothing the keyboard reaches hides under the sticky header (WCAG 2.4.11)', () => {
  const browser = useBrowser();

  it(
    'at 320 × 200, Shift+Tab back through every route: no focused control under the header',
    { timeout: WALK_TIMEOUT_MS * 8 },
    async () => {
      let controls = 0;
      const failures = await failuresOn(
        routePaths,
        async (path) => {
          const { page, context } = await openPage(browser(), path, { viewport: zoomed });
          const hidden: string[] = [];
          await walkFocus(page, 'Shift+Tab', async (found) => {
            controls += 1;
            // The bar's own controls, and the menus it opens, are the bar.
            if (found.region !== 'main' && found.region !== 'footer') return;
            const { box, headerBottom, viewport } = found;
            const bottom = box.y + box.height;
            const room = viewport.height - headerBottom;
            if (bottom <= headerBottom + 1) hidden.push(`${found.name}: wholly under the header`);
            else if (box.y < headerBottom - 1 && box.height <= room)
              hidden.push(
                `${found.name}: ${Math.round(headerBottom - box.y)} px of it under the header`,
              );
          });
          await context.close();
          expect(hidden).toEqual([]);
        },
        { atOnce: PAGES_AT_ONCE },
      );
      expect(controls).toBeGreaterThan(routePaths.length * 10);
      expect(failures).toEqual([]);
    },
  );

  for (const [width, viewport] of Object.entries(viewports)) {
    it(`at ${width} width without scripts, a tab link shows its panel below the header and the tabs above it`, async () => {
      const { page } = await openPage(browser(), '/aws/servicios', {
        viewport,
        javaScriptEnabled: false,
      });
      const tab = serviceTabs[1]!;
      await page.getByRole('link', { name: tab.tab, exact: true }).click();
      await page.waitForURL((url) => url.hash === `#${tab.id}`);
      const place = await page.evaluate((id) => {
        const header = document.querySelector('header')!.getBoundingClientRect();
        const panel = document.getElementById(id)!.getBoundingClientRect();
        const list = document
          .querySelector('main ul a[href^="#"]')!
          .closest('ul')!
          .getBoundingClientRect();
        return {
          panelBelowHeader: panel.top >= header.bottom,
          panelInView: panel.top < innerHeight / 2,
          panelAcross: panel.left >= 0 && panel.right <= innerWidth,
          tabsBelowHeader: list.top >= header.bottom,
        };
      }, tab.id);
      expect(place).toEqual({
        panelBelowHeader: true,
        panelInView: true,
        panelAcross: true,
        tabsBelowHeader: true,
      });
    });
  }
});
