/**
 * What a designer sees, in each engine at 390 and 1280 px (issue 39): on every route no text out
 * of its box (its scroll size against its client size; a fitted word in a drawing inside the
 * shape under it), with a reader's text spacing too (WCAG 1.4.12), and every section, heading and form on the page's one grid; and the home
 * hero's words at 4.5:1 or more against the pixels drawn behind them while the particles run.
 * The same checks, from 320 to 1920 px, run in Chromium (../design.test.ts).
 */
import { describe, expect } from 'vitest';
import { siteRoutes } from '../../../routes/site-routes';
import type { EngineName, EnginePage, Viewport } from '../../../scripts/engines/engine';
import { patiently, viewports } from '../browser';
import {
  addStyle,
  framesLater,
  gridEdges,
  heroWords,
  hideHeroWords,
  lowestContrast,
  onOneGrid,
  textSpacing,
  textSpills,
} from '../design-checks';
import { decodePng } from '../pixels';

/** A page loads and starts its behaviours on a busy machine in seconds; two widths a route. */

type Open = (path: string, options: { viewport: Viewport }) => Promise<{ page: EnginePage }>;
/** A kept journey (journeys.ts): restarted and retried once if its engine dies mid-way. */
type Journey = (title: string, body: () => Promise<void>) => void;

export function designJourneys(name: EngineName, open: Open, journey: Journey) {
  describe('as a designer sees it', () => {
    for (const { path } of siteRoutes)
      journey(
        `${name}: ${path} at 390 and 1280 px: every text in its box, with a reader's text spacing too, every section on one grid`,
        async () => {
          for (const viewport of [viewports.phone, viewports.desktop]) {
            const { page } = await open(path, { viewport });
            const spills = await page.evaluate(textSpills, false);
            const edges = await page.evaluate(gridEdges);
            // And with a reader's own text spacing (WCAG 1.4.12): every text still in its box.
            const spacing = await page.evaluate(addStyle, textSpacing);
            const spilledWithSpacing = await page.evaluate(textSpills, true);
            // One page at a time: WebKit's pages share one WebDriver session.
            await page.close();
            expect(
              {
                spills,
                spacing: spacing !== 'normal' && spacing !== '0px',
                spilledWithSpacing,
                edges: onOneGrid(edges) ? 'one grid' : edges,
              },
              `${name}: ${path} at ${viewport.width} px`,
            ).toEqual({ spills: [], spacing: true, spilledWithSpacing: [], edges: 'one grid' });
          }
        },
      );

    for (const viewport of [viewports.phone, viewports.desktop])
      journey(
        `${name}: the hero's words keep 4.5:1 over the running particles at ${viewport.width} px`,
        async () => {
          const { page } = await open('/', { viewport });
          await expect
            .poll(
              () =>
                page.evaluate(
                  () => document.querySelector('canvas[data-particles="running"]') !== null,
                ),
              { ...patiently, message: `${name}: the particle field runs` },
            )
            .toBe(true);
          const words = await page.evaluate(heroWords);
          const scale = await page.evaluate(() => devicePixelRatio);
          expect(words.map((word) => word.what)).toEqual(['h1', 'p']);
          await page.evaluate(hideHeroWords, true);
          const lowest: Record<string, number> = {};
          for (let shot = 0; shot < 4; shot++) {
            await page.evaluate(framesLater, 8);
            const pixels = decodePng(await page.screenshot({ fullPage: false }));
            for (const word of words)
              lowest[word.what] = Math.min(
                lowest[word.what] ?? Infinity,
                lowestContrast(pixels, word.lines, word.color, scale),
              );
          }
          for (const word of words)
            expect(lowest[word.what], `${name}: ${word.what}`).toBeGreaterThanOrEqual(4.5);
        },
      );
  });
}
