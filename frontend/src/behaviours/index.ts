/**
 * Everything that runs in the browser (docs/decisions/076): React renders every
 * page at build time only, and these modules, loaded by every page as one small
 * module script, own each behaviour end to end. Each finds its elements by the
 * names in ./markup.ts and keeps its state in the DOM; everything they drive
 * works without them (links, popovers, <details>, forms that post), so a visitor
 * whose first tap comes before this has arrived loses nothing.
 */
import { startCarousels } from './carousels';
import { showCurrentYear } from './current-year';
import { installForms } from './forms';
import { markup } from './markup';
import { installMenus } from './menus';
import { startParticles } from './particles';
import { prerenderOnScreen } from './prerender';
import { installTabs } from './tabs';
import { installVideos } from './video';

export function initAll(doc: Document): void {
  installMenus(doc);
  installTabs(doc);
  installForms(doc);
  installVideos(doc);
  startCarousels(doc);
  startParticles(doc);
  showCurrentYear(doc);
  prerenderOnScreen(doc);
  doc.documentElement.setAttribute(markup.behavioursOn, '');
}
