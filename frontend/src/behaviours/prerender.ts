/**
 * Which pages the browser prerenders ahead of a tap (docs/decisions/085): the ones the visitor
 * has on screen. The speculation rules in every page's head (app/speculation-rules.ts) prerender
 * the links that carry `markup.prerender`; this module puts it on the links of the page's content
 * and footer that lead to another page of the site: those on the first screen as soon as the page
 * has loaded (docs/decisions/089), and after a scroll those on screen as soon as it ends.
 *
 * Not before load, and not every link: a prerender is a whole page built in another process, and on a
 * two-core phone five at once (the cases page) slowed the page's own first paint and the very tap
 * they were for. A phone gives no warning before a tap, so what is on screen is the best guess,
 * as Chrome's own viewport heuristic for phones has it. At most PRERENDERED pages at a time, those
 * nearest the middle of the screen, then the latest seen: an older one loses its mark, and the
 * browser drops its prerender.
 */
import { siteRoutes } from '../../../routes/site-routes';
import { markup } from './markup';
import { onScrollEnd } from './scroll-end';

/** Without the `scrollend` event, how long the screen must stay still to count as read. */
export { SETTLE_MS } from './scroll-end';

/** How many pages are kept prerendered at once. */
export const PRERENDERED = 3;

const CANDIDATES = 'main a[href], footer a[href]';
const pages = new Set<string>(siteRoutes.map((route) => route.path));

/** The page a link leads to, when it is another page of the site. */
function pageOf(link: HTMLAnchorElement): string | null {
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  return pages.has(url.pathname) ? url.pathname : null;
}

/**
 * Whether a link shows on the screen now: a link in a closed `<details>` has no box, and one in a
 * tab panel slid aside lies beyond the screen's edge.
 */
function onScreen(box: DOMRect): boolean {
  return (
    box.width > 0 &&
    box.bottom > 0 &&
    box.top < innerHeight &&
    box.right > 0 &&
    box.left < innerWidth
  );
}

/** How far a link's middle is from the screen's, where the visitor's eyes rest. */
function offCentre(box: DOMRect): number {
  return Math.abs(box.top + box.height / 2 - innerHeight / 2);
}

export function prerenderOnScreen(doc: Document): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>(CANDIDATES)].filter(pageOf);
  const view = doc.defaultView;
  if (links.length === 0 || !view) return;
  /** The pages marked, oldest first. */
  const kept: string[] = [];

  /**
   * Marks the pages on screen now (the PRERENDERED nearest its middle), keeping the latest seen.
   * It runs when the page has just loaded or a scroll has just ended, when its layout is up to
   * date: reading where the links are costs no layout.
   */
  const mark = () => {
    const shown = links
      .map((link) => ({ link, box: link.getBoundingClientRect() }))
      .filter(({ box }) => onScreen(box))
      .sort((a, b) => offCentre(a.box) - offCentre(b.box));
    const seen = [...new Set(shown.map(({ link }) => pageOf(link)))].slice(
      0,
      PRERENDERED,
    ) as string[];
    // Oldest first, and of one screen the nearest its middle last: the last to be dropped.
    const latest = [...kept.filter((page) => !seen.includes(page)), ...seen.reverse()].slice(
      -PRERENDERED,
    );
    kept.splice(0, kept.length, ...latest);
    for (const link of links) link.toggleAttribute(markup.prerender, kept.includes(pageOf(link)!));
  };

  // The screen the page opens on, as soon as it has loaded (waiting for an idle moment cost the
  // early tap its prerender: decision 089); then the screen each scroll ends on —
  // the page's, or a tab list's or a carousel's (their `scrollend` does not bubble: captured).
  if (doc.readyState === 'complete') mark();
  else view.addEventListener('load', mark, { once: true });
  onScrollEnd(doc, mark);
}
