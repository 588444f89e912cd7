import { siteRoutes } from '../../../routes/site-routes';

/**
 * Which pages the browser fetches before the visitor follows a link to them (speculation
 * rules, decision 076): a link is an ordinary page load, and a prefetched one starts
 * from the HTML already in hand. The links in the page's main content are fetched at once
 * ('immediate'): they are what a reader follows next, and a tap on a phone gives no warning
 * ('eager' waits for a hover on a desktop and for the browser's own viewport heuristics on a
 * phone, and did not fetch before the tap in the bench). They cost at most ≈ 48 KB compressed
 * on the page with the most (`/aws/casos-exito`), 14 KB on average. The header's, the drawer's
 * and the footer's only on intent (a pointer resting on them, a press), since every page
 * carries all of them and a phone's data plan should not pay for pages nobody opens. Only the
 * site's pages (the route table): never the API, nor a link the spec keeps to a page the site
 * does not have yet (the home page's demos), which would fetch the not-found page for nothing.
 */
const aPage = { or: siteRoutes.map(({ path }) => ({ href_matches: path })) };

export const speculationRules = {
  prefetch: [
    {
      source: 'document',
      where: { and: [{ selector_matches: 'main a' }, aPage] },
      eagerness: 'immediate',
    },
    {
      source: 'document',
      where: aPage,
      eagerness: 'moderate',
    },
  ],
} as const;
