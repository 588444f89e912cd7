/**
 * WCAG 1.4.10 (reflow) and 1.4.12 (text spacing), on every route: at 320 px (1280 px at 400 %
 * zoom) nothing needs scrolling sideways, and neither does it once a reader's own spacing is
 * applied (the WCAG bookmarklet's: line height 1.5, paragraphs 2 em apart, letters 0.12 em,
 * words 0.16 em), at 320, 390, 900, 1024, 1199 and 1280 px — between 900 and 1199 px the header's
 * menus share the bar with the logo, and the override widens them. The slogan stays whole on
 * screen, and the header's logo on one line: its name wholly shown, or wholly given way to the
 * menus (decision 101), never cut.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { site } from '../../frontend/src/site';
import { siteRoutes } from '../../routes/site-routes';
import { PAGES_AT_ONCE, failuresOn } from '../each-path';
import { openPage, useBrowser, WALK_TIMEOUT_MS } from './browser';

const routePaths = siteRoutes.map((route) => route.path);

/** The WCAG text-spacing bookmarklet's override (Understanding 1.4.12). */
const textSpacing = `
  * {
    line-height: 1.5 !important;
    letter-spacing: 0.12em !important;
    word-spacing: 0.16em !important;
  }
  p { margin-bottom: 2em !important; }
`;

/**
 * What scrolls sideways, if anything: the page's width against the window's, and the elements
 * that reach past its right edge (the deepest ones, as a person would point at them).
 */
function sidewaysScroll(page: Page): Promise<string | undefined> {
  return page.evaluate(() => {
    const scrolling = document.scrollingElement!;
    if (scrolling.scrollWidth <= innerWidth) return undefined;
    const past = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > innerWidth + 0.5)
      .filter(
        (element) =>
          ![...element.children].some(
            (child) => child.getBoundingClientRect().right > innerWidth + 0.5,
          ),
      )
      .slice(0, 4)
      .map((element) => {
        const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
        return `${element.tagName.toLowerCase()} "${text}" (${Math.round(element.getBoundingClientRect().right)} px)`;
      });
    return `${scrolling.scrollWidth} px wide in ${innerWidth}: ${past.join(', ')}`;
  });
}

/** Where the slogan or the header's logo are not as a reader needs them, if anywhere. */
function brandProblems(page: Page): Promise<string[]> {
  return page.evaluate((slogan) => {
    const problems: string[] = [];
    for (const element of document.querySelectorAll('[lang="en"]')) {
      if (element.textContent !== slogan) continue;
      const box = element.getBoundingClientRect();
      if (box.left < 0 || box.right > innerWidth)
        problems.push(`the slogan reaches ${box.left}–${box.right}`);
    }
    const logo = document.querySelector('header a[href="/"] span span');
    if (logo && logo.getClientRects().length > 1) problems.push('the logo wraps');
    // The wordmark's box shows one line: its name inside it, or wholly out of it, never cut.
    const wordmark = logo?.parentElement?.getBoundingClientRect();
    const name = logo?.getBoundingClientRect();
    if (wordmark && name && name.width > 0) {
      const inside =
        name.left >= wordmark.left - 0.5 &&
        name.right <= wordmark.right + 0.5 &&
        name.top >= wordmark.top - 0.5 &&
        name.bottom <= wordmark.bottom + 0.5;
      const out = name.top >= wordmark.bottom || name.left >= wordmark.right;
      if (!inside && !out) problems.push('the logo’s name is cut');
    }
    return problems;
  }, site.slogan);
}

describe('every page reflows (WCAG 1.4.10, 1.4.12)', () => {
  const browser = useBrowser();

  it(
    'at 320 and 900 px, and with the text-spacing override at 320, 390, 900, 1024, 1199 and 1280 px, no page scrolls sideways',
    { timeout: WALK_TIMEOUT_MS * 8 },
    async () => {
      const failures = await failuresOn(
        routePaths,
        async (path) => {
          const { page, context } = await openPage(browser(), path, {
            viewport: { width: 320, height: 256 },
          });
          const problems: string[] = [];
          const check = async (state: string) => {
            const scroll = await sidewaysScroll(page);
            if (scroll) problems.push(`${state}: ${scroll}`);
            for (const problem of await brandProblems(page)) problems.push(`${state}: ${problem}`);
          };
          const resize = async (width: number) => {
            await page.setViewportSize({ width, height: 800 });
            await page.waitForFunction((wanted) => innerWidth === wanted, width);
          };
          await check('320 px');
          // The narrowest desktop bar: its menus and the logo in one row.
          await resize(900);
          await check('900 px');
          await resize(320);
          await page.addStyleTag({ content: textSpacing });
          await check('320 px, text spacing');
          for (const width of [390, 900, 1024, 1199, 1280]) {
            await resize(width);
            await check(`${width} px, text spacing`);
          }
          await context.close();
          expect(problems).toEqual([]);
        },
        { atOnce: PAGES_AT_ONCE },
      );
      expect(failures).toEqual([]);
    },
  );
});
