// @vitest-environment jsdom
/**
 * WCAG 3.1.2 (language of parts), as a screen reader meets it in the served HTML of every route:
 * the pages are Spanish (`<html lang="es">`), and wherever the slogan "We Make IT Personal" shows
 * — set on its own (components/Slogan) or quoted in a Spanish sentence (a case's "El partner", the
 * "Conócenos" accordion) — it sits in an element marked `lang="en"`, so that a Spanish voice
 * switches to English for it. The HTML is read as the browser parses it (jsdom's DOMParser: this
 * file runs in jsdom's environment).
 */
import { describe, expect, it } from 'vitest';
import { site } from '../../frontend/src/site';
import { siteRoutes } from '../../routes/site-routes';
import { failuresOn } from '../each-path';
import { baseUrl, WALK_TIMEOUT_MS } from './browser';

/** What shows no text on the page, though its words are in the HTML. */
const UNSHOWN = 'script, style, template, noscript, title';

/**
 * The slogan's places in `html`'s body: for each, the language a screen reader reads it in (the
 * nearest `lang`) and the words around it.
 */
function sloganPlaces(html: string): { lang: string | null; around: string }[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const holding = [...document.body.querySelectorAll('*')].filter(
    (element) => !element.closest(UNSHOWN) && element.textContent?.includes(site.slogan),
  );
  // The innermost element that holds the slogan whole: where a reader meets it.
  const innermost = holding.filter(
    (element) => ![...element.children].some((child) => holding.includes(child)),
  );
  return innermost.map((element) => ({
    lang: element.closest('[lang]')?.getAttribute('lang') ?? null,
    around: (element.parentElement?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80),
  }));
}

describe('the slogan is read as English wherever it shows (WCAG 3.1.2)', () => {
  it(
    'on every route, each "We Make IT Personal" sits in an element marked lang="en"',
    { timeout: WALK_TIMEOUT_MS },
    async () => {
      const shownOn: string[] = [];
      const failures = await failuresOn(
        siteRoutes.map((route) => route.path),
        async (path) => {
          const response = await fetch(baseUrl() + path);
          expect(response.status).toBe(200);
          const places = sloganPlaces(await response.text());
          if (places.length > 0) shownOn.push(path);
          expect(places.filter(({ lang }) => lang !== 'en')).toEqual([]);
        },
      );
      expect(failures).toEqual([]);
      // Where it is known to show: set on its own, and quoted in Spanish text.
      expect(shownOn).toEqual(
        expect.arrayContaining([
          '/',
          '/nosotros/cultura',
          '/aws/proximos-pasos',
          expect.stringMatching(/^\/aws\/casos-exito\/./),
        ]),
      );
    },
  );
});
