import { siteRoutes } from '../../../routes/site-routes';

/**
 * Which pages the browser prepares before the visitor follows a link to them (speculation
 * rules, decisions 076 and 084): a link is an ordinary page load, and a prepared one starts
 * from the HTML already in hand, or is shown at once.
 *
 * - The links in the page's main content are prerendered at once ('immediate'): they are what a
 *   reader follows next, and a tap on a phone gives no warning ('eager' and 'moderate' start at
 *   the touch itself, too late to help: measured, 'eager' was slower than no prerender). Measured on
 *   the phone profile: from the home page, tap → next heading 449 → 200 ms and 368 → 129 ms. Their
 *   HTML (at most ≈ 48 KB compressed, on `/aws/casos-exito`; 14 KB on average) was already
 *   prefetched; a prerender adds only the next page's own images, since its scripts are the ones
 *   this page has cached. The browser caps how many it keeps and skips them to save memory,
 *   battery or data; the prefetch rule below still serves those.
 * - The header's, the drawer's and the footer's links are prefetched only on intent (a pointer
 *   resting on them, a press), since every page carries all of them and a phone's data plan
 *   should not pay for pages nobody opens.
 *
 * Only the site's pages (the route table): never the API, nor a link the spec keeps to a page the
 * site does not have yet (the home page's demos), which would fetch the not-found page for nothing.
 */
const aPage = { or: siteRoutes.map(({ path }) => ({ href_matches: path })) };

/** The links of the page's own content to another page of the site. */
const mainLinks = { and: [{ selector_matches: 'main a' }, aPage] } as const;

export const speculationRules = {
  prerender: [{ source: 'document', where: mainLinks, eagerness: 'immediate' }],
  prefetch: [
    { source: 'document', where: mainLinks, eagerness: 'immediate' },
    { source: 'document', where: aPage, eagerness: 'moderate' },
  ],
} as const;
