/**
 * WCAG 2.4.7 (focus visible) and 1.4.11 (non-text contrast), as a keyboard user meets them: on
 * every route, at desktop and at phone width, Tab reaches each control in turn, and each one
 * looks different focused — compared pixel by pixel with itself unfocused, a moment later, in
 * the same place. Around each of its sides the focused picture must differ from the unfocused
 * one by a contrast ratio of at least 3:1 over a band at least 2 CSS px thick (WCAG 2.4.13's
 * size), whatever the control sits on: the dark header and bands, the sand sections, white.
 * A side clipped away by a scrolling parent, or lost under the sticky header, fails.
 *
 * Every route is walked, and every control on it is reached by Tab, at both widths. The pixels
 * are compared once for each look a control has (focus-walk.ts's `look`: the same element, classes
 * and ancestors, so the same styles on the same background) at each width: the header's and the
 * footer's controls on the first route the walk meets them, a card or a button the first time
 * its template shows it. The routes are walked a few at a time (each-path.ts). The
 * links a Tab along the page never meets, in the menus it opens, are walked once: each header
 * dropdown opened from the keyboard and its links by the arrows (at desktop width), and the
 * phone drawer with each of its sections opened as the walk reaches it.
 */
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  demosMenu,
  desktopMenus,
  mobileSections,
} from '../../frontend/src/content/shared/navigation';
import { headerLabels } from '../../frontend/src/content/shared/site-frame';
import { siteRoutes } from '../../routes/site-routes';
import { PAGES_AT_ONCE, failuresOn } from '../each-path';
import { openPage, patiently, useBrowser, viewports, WALK_TIMEOUT_MS } from './browser';
import { type FocusStop, blurFocused, refocus, walkFocus } from './focus-walk';
import { type Box, contrastingChange, screenPixels } from './pixels';

const routePaths = siteRoutes.map((route) => route.path);

/** How far around the control's box its indicator is looked for, CSS px. */
const MARGIN = 10;
/** WCAG 2.4.13: the indicator is at least as large as a 2 CSS px thick perimeter. */
const MIN_THICKNESS = 2;

interface Side {
  readonly side: 'top' | 'right' | 'bottom' | 'left';
  /** Along the side, how many px the band holds (the side's visible length). */
  readonly length: number;
  /** Its pixels that changed by 3:1 or more. */
  readonly changed: number;
}

/** The region to photograph: the control's box and its margin, within the viewport. */
function regionOf({ box, viewport }: FocusStop): Box | undefined {
  const x = Math.max(0, Math.floor(box.x - MARGIN));
  const y = Math.max(0, Math.floor(box.y - MARGIN));
  const right = Math.min(viewport.width, Math.ceil(box.x + box.width + MARGIN));
  const bottom = Math.min(viewport.height, Math.ceil(box.y + box.height + MARGIN));
  if (right - x < 1 || bottom - y < 1) return undefined;
  return { x, y, width: right - x, height: bottom - y };
}

/**
 * The pixels that changed by 3:1 in a band 2 × MARGIN wide across each edge of the control (its
 * first line's top and start, its last line's bottom and end; corners left out), for the sides
 * that lie inside the region.
 */
function sidesOf({ first, last }: FocusStop, region: Box, changed: Uint8Array): Side[] {
  const edges = (box: Box) => ({
    left: Math.round(box.x) - region.x,
    top: Math.round(box.y) - region.y,
    right: Math.round(box.x + box.width) - region.x,
    bottom: Math.round(box.y + box.height) - region.y,
  });
  const start = edges(first);
  const end = edges(last);
  const count = (x0: number, x1: number, y0: number, y1: number) => {
    let sum = 0;
    for (let y = Math.max(0, y0); y < Math.min(region.height, y1); y++)
      for (let x = Math.max(0, x0); x < Math.min(region.width, x1); x++)
        sum += changed[y * region.width + x]!;
    return sum;
  };
  const visible = (from: number, to: number, size: number) =>
    Math.max(0, Math.min(size, to) - Math.max(0, from));
  const inside = (edge: number, size: number) => edge >= 0 && edge < size;
  const sides: Side[] = [];
  const side = (name: Side['side'], length: number, changed: number) =>
    sides.push({ side: name, length, changed });
  if (inside(start.top, region.height))
    side(
      'top',
      visible(start.left, start.right, region.width),
      count(start.left, start.right, start.top - MARGIN, start.top + MARGIN),
    );
  if (inside(start.left, region.width))
    side(
      'left',
      visible(start.top, start.bottom, region.height),
      count(start.left - MARGIN, start.left + MARGIN, start.top, start.bottom),
    );
  if (inside(end.bottom - 1, region.height))
    side(
      'bottom',
      visible(end.left, end.right, region.width),
      count(end.left, end.right, end.bottom - MARGIN, end.bottom + MARGIN),
    );
  if (inside(end.right - 1, region.width))
    side(
      'right',
      visible(end.top, end.bottom, region.height),
      count(end.right - MARGIN, end.right + MARGIN, end.top, end.bottom),
    );
  return sides;
}

/**
 * Compares the control the walk is on, focused (as Tab left it) and unfocused, and returns
 * what a person would find wrong with its indicator, or nothing.
 */
async function indicatorProblem(
  page: Page,
  cdp: CDPSession,
  stop: FocusStop,
): Promise<string | undefined> {
  const region = regionOf(stop);
  if (!region) return 'not on screen when focused';
  const focused = await screenPixels(cdp, region, stop.scroll);
  await blurFocused(page);
  const unfocused = await screenPixels(cdp, region, stop.scroll);
  const changed = contrastingChange(unfocused, focused);
  const sides = sidesOf(stop, region, changed);
  const thin = sides.filter(({ length, changed: count }) => count < MIN_THICKNESS * length);
  if (sides.length === 0) return 'no side of it on screen';
  if (thin.length === 0) return undefined;
  return `no 3:1 indicator ${MIN_THICKNESS} px thick on its ${thin
    .map(
      ({ side, length, changed: count }) =>
        `${side} (${(count / Math.max(1, length)).toFixed(1)} px)`,
    )
    .join(', ')}`;
}

describe('every control shows where the keyboard is (WCAG 2.4.7, 1.4.11)', () => {
  const browser = useBrowser();

  for (const [width, viewport] of Object.entries(viewports)) {
    it(
      `at ${width} width, Tab through every route: each control focused differs from itself unfocused by 3:1 around every side`,
      { timeout: WALK_TIMEOUT_MS * 8 },
      async () => {
        /** The looks already compared. */
        const compared = new Set<string>();
        let controls = 0;
        const failures = await failuresOn(
          routePaths,
          async (path) => {
            const { page, context } = await openPage(browser(), path, { viewport });
            const cdp = await context.newCDPSession(page);
            const problems: string[] = [];
            await walkFocus(page, 'Tab', async (found, settled) => {
              controls += 1;
              if (compared.has(found.look)) return;
              compared.add(found.look);
              const problem = await indicatorProblem(page, cdp, await settled());
              if (problem) problems.push(`${found.name}: ${problem}`);
            });
            await context.close();
            expect(problems).toEqual([]);
          },
          { atOnce: PAGES_AT_ONCE },
        );
        expect(controls).toBeGreaterThan(routePaths.length * 10);
        expect(failures).toEqual([]);
      },
    );
  }

  /** What has the focus: its text or label, and the popover it is in. */
  const focused = (page: Page) =>
    page.evaluate(() => ({
      name: (
        document.activeElement?.getAttribute('aria-label') ??
        document.activeElement?.textContent ??
        ''
      ).trim(),
      popover: document.activeElement?.closest('[popover]')?.id ?? null,
    }));

  it(
    'at desktop width, every link of every header dropdown opened from the keyboard differs focused from unfocused',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const { page, context } = await openPage(browser(), '/', { viewport: viewports.desktop });
      const cdp = await context.newCDPSession(page);
      const problems: string[] = [];
      const menus = [
        ...desktopMenus.map((menu) => ({ menu, opener: menu.label })),
        { menu: demosMenu, opener: headerLabels.demosButton },
      ];
      for (const { menu, opener } of menus) {
        // From the keyboard: ArrowDown on the menu's button opens it on its first link.
        await page.locator('header').getByRole('button', { name: opener, exact: true }).focus();
        await page.keyboard.press('ArrowDown');
        await expect
          .poll(() => focused(page), { ...patiently, message: `${menu.label} opens` })
          .toMatchObject({ name: menu.links[0]!.label, popover: expect.stringMatching(/./) });
        const walked: string[] = [];
        // Each link in turn by ArrowDown, until it comes round to the first.
        await walkFocus(
          page,
          'ArrowDown',
          async (found, settled) => {
            walked.push(found.name);
            const problem = await indicatorProblem(page, cdp, await settled());
            if (problem) problems.push(`${menu.label} › ${found.name}: ${problem}`);
            await refocus(page);
          },
          { fromFocused: true },
        );
        expect(walked, menu.label).toHaveLength(menu.links.length);
        await page.keyboard.press('Escape');
        await expect.poll(() => focused(page), patiently).toMatchObject({ popover: null });
      }
      await context.close();
      expect(problems).toEqual([]);
    },
  );

  it(
    'at phone width, every control of the drawer and of each of its sections, opened as the walk reaches it, differs focused from unfocused',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const { page, context } = await openPage(browser(), '/', { viewport: viewports.phone });
      const cdp = await context.newCDPSession(page);
      const problems: string[] = [];
      // From the keyboard: Enter on the menu button opens the drawer; Tab goes into it.
      await page.getByRole('button', { name: headerLabels.menuButton, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect
        .poll(
          () =>
            page.evaluate(() => document.querySelector('[data-drawer]')!.matches(':popover-open')),
          patiently,
        )
        .toBe(true);
      // Where the visitor sees it: slid in. Its first control, the logo, is measured at once, and a
      // frame of the slide between the focused and unfocused shots would misplace its ring.
      await page.evaluate(() =>
        Promise.all(
          document
            .querySelector('[data-drawer]')!
            .getAnimations({ subtree: true })
            .map((animation) => animation.finished),
        ),
      );
      const walked: string[] = [];
      await walkFocus(page, 'Tab', async (found, settled) => {
        if (!found.region.startsWith('#menu-movil')) return 'stop';
        walked.push(found.name);
        const problem = await indicatorProblem(page, cdp, await settled());
        if (problem) problems.push(`${found.name}: ${problem}`);
        await refocus(page);
        // A section's summary: open it, as a visitor does, and Tab goes on through its links.
        const closedSection = await page.evaluate(() => {
          const element = document.activeElement;
          return element?.tagName === 'SUMMARY' && !element.parentElement!.hasAttribute('open');
        });
        if (closedSection) {
          await page.keyboard.press('Enter');
          await expect
            .poll(
              () =>
                page.evaluate(() => document.activeElement!.parentElement!.hasAttribute('open')),
              patiently,
            )
            .toBe(true);
        }
      });
      // The logo link, every section's summary and every link in it.
      const links = mobileSections.reduce((sum, section) => sum + section.links.length, 0);
      expect(walked).toHaveLength(1 + mobileSections.length + links);
      await context.close();
      expect(problems).toEqual([]);
    },
  );
});
