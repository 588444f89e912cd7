/**
 * Which pages the browser prerenders ahead of a tap (docs/decisions/085): the ones the visitor
 * has on screen. The speculation rules in every page's head (app/speculation-rules.ts) prerender
 * the links that carry `markup.prerender`; this module puts it on the links of the page's content
 * and footer that lead to another page of the site: those on the first screen once the page has
 * loaded and is quiet, and after a scroll those on screen once it has settled.
 *
 * Not at load, and not every link: a prerender is a whole page built in another process, and on a
 * two-core phone five at once (the cases page) slowed the page's own first paint and the very tap
 * they were for. A phone gives no warning before a tap, so what is on screen is the best guess,
 * as Chrome's own viewport heuristic for phones has it. At most PRERENDERED pages at a time, those
 * nearest the middle of the screen, then the latest seen: an older one loses its mark, and the
 * browser drops its prerender.
 */
import { siteRoutes } from '../../../routes/site-routes';
import { whenQuiet } from './idle';
import { markup } from './markup';

/** How many pages are kept prerendered at once. */
export const PRERENDERED = 3;
/** How long the screen must stay still before what it shows counts as read, not scrolled past. */
export const SETTLE_MS = 150;

const CANDIDATES = 'main a[href], footer a[href]';
const pages = new Set<string>(siteRoutes.map((route) => route.path));

/** The page a link leads to, when it is another page of the site. */
function pageOf(link: HTMLAnchorElement): string | null {
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  return pages.has(url.pathname) ? url.pathname : null;
}

/** How far a link's middle is from the screen's, where the visitor's eyes rest. */
function offCentre(link: HTMLAnchorElement): number {
  const box = link.getBoundingClientRect();
  return Math.abs(box.top + box.height / 2 - innerHeight / 2);
}

export function prerenderOnScreen(doc: Document): void {
  const links = [...doc.querySelectorAll<HTMLAnchorElement>(CANDIDATES)].filter(pageOf);
  if (links.length === 0 || typeof IntersectionObserver !== 'function') return;
  const onScreen = new Set<HTMLAnchorElement>();
  /** The pages marked, oldest first. */
  const kept: string[] = [];
  let settling: ReturnType<typeof setTimeout> | undefined;

  /** Marks the pages on screen now (the PRERENDERED nearest its middle), keeping the latest seen. */
  const mark = () => {
    const nearest = [...onScreen].sort((a, b) => offCentre(a) - offCentre(b));
    const seen = [...new Set(nearest.map(pageOf))].slice(0, PRERENDERED) as string[];
    // Oldest first, and of one screen the nearest its middle last: the last to be dropped.
    const latest = [...kept.filter((page) => !seen.includes(page)), ...seen.reverse()].slice(
      -PRERENDERED,
    );
    kept.splice(0, kept.length, ...latest);
    for (const link of links) link.toggleAttribute(markup.prerender, kept.includes(pageOf(link)!));
  };

  // The first report is the screen the page opens on: marked once the page is quiet. Later ones
  // come from a scroll, and wait for it to settle.
  let first = true;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const link = entry.target as HTMLAnchorElement;
      if (entry.isIntersecting) onScreen.add(link);
      else onScreen.delete(link);
    }
    clearTimeout(settling);
    if (first) whenQuiet(mark);
    else settling = setTimeout(mark, SETTLE_MS);
    first = false;
  });
  links.forEach((link) => observer.observe(link));
}
