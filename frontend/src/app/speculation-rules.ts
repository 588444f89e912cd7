import { API_PREFIX } from '../../../contract/contact-constants';

/**
 * Which pages the browser fetches before the visitor follows a link to them (speculation
 * rules, decision 076): a link is an ordinary page load, and a prefetched one starts
 * from the HTML already in hand. Links in the page's main content are fetched as soon
 * as the browser sees fit ('eager': at once, or when they come into view where the
 * browser has that heuristic), since they are what a reader follows next; the header's,
 * the drawer's and the footer's only on intent (a pointer resting on them, a press),
 * since every page carries all of them and a phone's data plan should not pay for
 * pages nobody opens. Never the API.
 */
const notTheApi = { not: { href_matches: `${API_PREFIX}*` } };

export const speculationRules = {
  prefetch: [
    {
      source: 'document',
      where: { and: [{ selector_matches: 'main a[href^="/"]' }, notTheApi] },
      eagerness: 'eager',
    },
    {
      source: 'document',
      where: { and: [{ href_matches: '/*' }, notTheApi] },
      eagerness: 'moderate',
    },
  ],
} as const;
