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
import { nextTask } from './idle';
import { markup } from './markup';
import { installMenus } from './menus';
import { startParticles } from './particles';
import { prerenderOnScreen } from './prerender';
import { installTabs } from './tabs';
import { installVideos } from './video';

/**
 * In the order a visitor is likely to need them: the menus and the forms first. Each starts in
 * a task of its own (see initAll).
 */
const behaviours: readonly ((doc: Document) => void)[] = [
  installMenus,
  installForms,
  installTabs,
  installVideos,
  startCarousels,
  startParticles,
  showCurrentYear,
  prerenderOnScreen,
];

/**
 * Starts every behaviour, one task each: started together, with the module's own evaluation,
 * they made one task of about 50 ms on a slow phone, and a tap arriving then waited for all of
 * it. Until one has started, what it drives works without it (see above). Resolves once all have
 * started, which <html> then says.
 */
export async function initAll(doc: Document): Promise<void> {
  for (const [index, start] of behaviours.entries()) {
    if (index > 0) await nextTask();
    start(doc);
  }
  doc.documentElement.setAttribute(markup.behavioursOn, '');
}
