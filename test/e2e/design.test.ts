/**
 * What a designer sees (issue 39), in Chromium, on every route from 320 to 1920 px: no text out
 * of its box, with a reader's text spacing too (WCAG 1.4.12); one font stack for every text drawn,
 * SVG included; numbers never parted from their units; every page on one grid; the hero's words
 * readable over the particles, measured from pixels; the scrolling tab strip showing it scrolls.
 * The same checks at 390 and 1280 px run in every engine (engines/design.ts).
 */
import { describe, expect, it } from 'vitest';
import { siteRoutes } from '../../routes/site-routes';
import { fontFamily } from '../../frontend/src/theme/tokens';
import { keepTogetherClass } from '../../frontend/src/theme/typesetting';
import { PAGES_AT_ONCE, failuresOn } from '../each-path';
import { openPage, patiently, useBrowser, viewports, WALK_TIMEOUT_MS } from './browser';
import {
  framesLater,
  gridEdges,
  heroWords,
  hideHeroWords,
  lowestContrast,
  onOneGrid,
  textSpacing,
  textSpills,
} from './design-checks';
import { decodePng } from './pixels';

const browser = useBrowser();
const routePaths = [...siteRoutes.map((route) => route.path), '/esta-pagina-no-existe'];

/** The widths a visitor's screen has, from the narrowest phone to a wide desktop. */
const widths = [320, 390, 768, 1024, 1280, 1920];

/** A check on every route, PAGES_AT_ONCE pages at a time, failing with every page it fails on. */
async function everyRoute(check: (path: string) => Promise<void>) {
  expect(await failuresOn(routePaths, check, { atOnce: PAGES_AT_ONCE })).toEqual([]);
}

describe('every text holds in its box', () => {
  it(
    'on every route from 320 to 1920 px, and under a reader’s text spacing (WCAG 1.4.12)',
    { timeout: WALK_TIMEOUT_MS * 3 },
    async () => {
      // One load a route: every width as it is, then every width with the spacing added.
      await everyRoute(async (path) => {
        const { page, context } = await openPage(browser(), path, {
          viewport: { width: widths[0]!, height: 800 },
        });
        try {
          const found: string[] = [];
          for (const spacing of [false, true]) {
            if (spacing) await page.addStyleTag({ content: textSpacing });
            for (const width of widths) {
              await page.setViewportSize({ width, height: 800 });
              const spills = await page.evaluate(textSpills, spacing);
              found.push(
                ...spills.map(
                  (s) => `${width}${spacing ? ' + spacing' : ''}: ${s.tag} «${s.text}» (${s.by})`,
                ),
              );
            }
          }
          expect(found).toEqual([]);
        } finally {
          await context.close();
        }
      });
    },
  );

  it('finds a word out of its pill: the check can fail', async () => {
    const { page } = await openPage(browser(), '/', { viewport: viewports.desktop });
    await page.evaluate(() => {
      for (const text of document.querySelectorAll('svg text[textLength]'))
        text.setAttribute('textLength', '90');
    });
    expect((await page.evaluate(textSpills, false)).map((spill) => spill.text)).toEqual(
      expect.arrayContaining(['EN VIVO', '99,9 %']),
    );
  });
});

describe('type', () => {
  it('draws every text of every route in the one font stack, drawings included', async () => {
    await everyRoute(async (path) => {
      const { page, context } = await openPage(browser(), path);
      try {
        const families = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((element) =>
              [...element.childNodes].some(
                (node) => node.nodeType === Node.TEXT_NODE && /\S/.test(node.textContent ?? ''),
              ),
            )
            .filter((element) => element.getClientRects().length > 0)
            .map((element) => getComputedStyle(element).fontFamily),
        );
        const odd = [...new Set(families)].filter(
          (family) => family.replaceAll(' ', '') !== fontFamily.replaceAll(' ', ''),
        );
        expect(odd).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });

  it('keeps every number on the page with its unit, sign or word', async () => {
    await everyRoute(async (path) => {
      const { page, context } = await openPage(browser(), path, { javaScriptEnabled: false });
      try {
        const loose = await page.evaluate((kept) => {
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          const parts: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const parent = node.parentElement!;
            if (parent.closest(`.${kept}, script, style, svg, textarea, option`)) continue;
            for (const match of (node.textContent ?? '').matchAll(
              /\d[ \t\n]+\S|(?:S\/|\$)[ \t\n]+\d/g,
            ))
              parts.push(match[0]);
          }
          return parts;
        }, keepTogetherClass);
        expect(loose).toEqual([]);
      } finally {
        await context.close();
      }
    });
  });
});

describe('one grid', () => {
  it(
    'puts every section, heading and form of every route on the same edges',
    { timeout: WALK_TIMEOUT_MS * 2 },
    async () => {
      await everyRoute(async (path) => {
        for (const viewport of [viewports.phone, viewports.desktop]) {
          const { page, context } = await openPage(browser(), path, { viewport });
          try {
            const edges = await page.evaluate(gridEdges);
            expect(onOneGrid(edges), `${viewport.width} px: ${JSON.stringify(edges)}`).toBe(true);
          } finally {
            await context.close();
          }
        }
      });
    },
  );

  it('stands the company’s figures on one line, whatever their labels do', async () => {
    const { page } = await openPage(browser(), '/contacto/empresa');
    const tops = await page
      .locator('main dl dd')
      .evaluateAll((figures) =>
        figures.map((figure) => Math.round(figure.getBoundingClientRect().top)),
      );
    expect(tops.length).toBe(3);
    expect(new Set(tops).size).toBe(1);
  });

  for (const viewport of [viewports.phone, viewports.desktop])
    it(`lines up the client logos' sectors across each row at ${viewport.width} px`, async () => {
      const { page } = await openPage(browser(), '/', { viewport });
      const rows = await page
        .locator(
          'main ul[aria-label] > li:has(svg[role="img"]) > p, main ul[aria-label] > li:has(svg[role="img"]) > span',
        )
        .evaluateAll((captions) => {
          const byRow = new Map<number, Set<number>>();
          for (const caption of captions) {
            const card = caption.parentElement!.getBoundingClientRect();
            const top = Math.round(caption.getBoundingClientRect().top - card.top);
            const row = Math.round(card.top);
            byRow.set(row, (byRow.get(row) ?? new Set()).add(top));
          }
          return [...byRow.values()].map((tops) => tops.size);
        });
      expect(rows.length).toBeGreaterThan(1);
      expect(rows.every((distinctTops) => distinctTops === 1)).toBe(true);
    });

  it('draws both forms alike: panel, labels, fields and send button', async () => {
    const looks: unknown[] = [];
    for (const path of ['/contacto/formulario', '/ayuda/trabaja-con-nosotros']) {
      const { page, context } = await openPage(browser(), path);
      looks.push(
        await page.locator('main form[method="post"]').evaluate((form) => {
          const style = (selector: string) => getComputedStyle(form.querySelector(selector)!);
          const panel = getComputedStyle(form);
          return {
            panel: [panel.backgroundColor, panel.maxWidth, panel.borderRadius, panel.padding],
            label: [style('label').color, style('label').fontWeight],
            field: [style('input').borderColor, style('input').borderRadius],
            send: [
              style('button[type="submit"]').backgroundColor,
              style('button[type="submit"]').color,
            ],
          };
        }),
      );
      await context.close();
    }
    expect(looks[1]).toEqual(looks[0]);
  });

  it('fills the featured case’s card with its art, with no strip under it', async () => {
    const { page } = await openPage(browser(), '/aws/casos-exito');
    const gap = await page.evaluate(() => {
      const card = document.querySelector('main section .MuiCard-root')!;
      const art = card.querySelector('svg')!;
      return Math.round(card.getBoundingClientRect().bottom - art.getBoundingClientRect().bottom);
    });
    expect(gap).toBeLessThanOrEqual(1);
  });

  it('shows that the services’ tab strip scrolls on a phone, with no scrollbar over its rule', async () => {
    const { page } = await openPage(browser(), '/aws/servicios', { viewport: viewports.phone });
    const strip = await page
      .locator('main ul[aria-label]')
      .first()
      .evaluate((list: HTMLElement) => {
        const style = getComputedStyle(list);
        return {
          scrolls: list.scrollWidth > list.clientWidth,
          scrollbar: list.offsetHeight - list.clientHeight - parseFloat(style.borderBottomWidth),
          fades: (style.maskImage || style.webkitMaskImage).includes('gradient'),
        };
      });
    expect(strip).toEqual({ scrolls: true, scrollbar: 0, fades: true });
  });
});

describe('the hero on a phone', () => {
  for (const viewport of [viewports.phone, viewports.desktop])
    it(`keeps its words at 4.5:1 or more over the running particles at ${viewport.width} px`, async () => {
      const { page } = await openPage(browser(), '/', { viewport });
      await expect
        .poll(() => page.locator('canvas[data-particles="running"]').count(), patiently)
        .toBe(1);
      const words = await page.evaluate(heroWords);
      expect(words.map((word) => word.what)).toEqual(['h1', 'p']);
      await page.evaluate(hideHeroWords, true);
      const lowest = Object.fromEntries(words.map((word) => [word.what, Infinity]));
      // Several moments of the field: the dots and lines drift under the words between shots.
      for (let shot = 0; shot < 6; shot++) {
        await page.evaluate(framesLater, 8);
        const pixels = decodePng(await page.screenshot());
        for (const word of words)
          lowest[word.what] = Math.min(
            lowest[word.what]!,
            lowestContrast(pixels, word.lines, word.color, 1),
          );
      }
      for (const word of words) expect(lowest[word.what], word.what).toBeGreaterThanOrEqual(4.5);
    });
});
