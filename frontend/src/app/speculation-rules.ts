import { siteRoutes } from '../../../routes/site-routes';
import { marked } from '../behaviours/markup';

/**
 * Which pages the browser prepares before the visitor follows a link to them (speculation
 * rules, decisions 076, 084 and 085): a link is an ordinary page load, and a prepared one starts
 * from the HTML already in hand, or is shown at once.
 *
 * - The links the visitor has on screen, in the page's content and footer, are prerendered
 *   ('immediate': a tap on a phone gives no warning, and 'eager' and 'moderate' start at the
 *   touch itself, too late to help). Which ones those are is the behaviour modules' call
 *   (behaviours/prerender.ts): they mark at most three pages at a time, once the page has loaded,
 *   so a prerender never competes with the page's own first paint. The same links are prefetched,
 *   the fallback where the browser declines a prerender (memory, battery or data saver).
 * - Every other link to a page of the site is prefetched only on intent (a pointer resting on it,
 *   a press): every page carries the header's, the drawer's and the footer's links, and a phone's
 *   data plan should not pay for pages nobody opens.
 *
 * Only the site's pages (the route table): never the API, nor a link the spec keeps to a page the
 * site does not have yet (the home page's demos), which would fetch the not-found page for nothing.
 */
const aPage = { or: siteRoutes.map(({ path }) => ({ href_matches: path })) };

/** The links the behaviour modules marked as on screen, to another page of the site. */
const onScreenLinks = { and: [{ selector_matches: marked('prerender') }, aPage] } as const;

export const speculationRules = {
  prerender: [{ source: 'document', where: onScreenLinks, eagerness: 'immediate' }],
  prefetch: [
    { source: 'document', where: onScreenLinks, eagerness: 'immediate' },
    { source: 'document', where: aPage, eagerness: 'moderate' },
  ],
} as const;
