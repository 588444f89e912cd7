/**
 * Everything that runs in the browser (docs/decisions/076): React renders every
 * page at build time only, and these modules, loaded by every page as one small
 * module script, own each behaviour end to end. Each finds its elements by the
 * names in ./markup.ts and keeps its state in the DOM; everything they drive
 * works without them (links, popovers, <details>, forms that post), so a visitor
 * whose first tap comes before this has arrived loses nothing.
 */
import {
  BEHAVIOUR_FAILURE_ERROR_MAX_LENGTH,
  BEHAVIOUR_FAILURE_PATH,
  type BehaviourName,
} from '../../../contract/contact-constants';
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
 * a task of its own (see initAll), under its own name (the bundle's function names are minified):
 * the contract's BEHAVIOUR_NAMES, every one of them and no other (the type says so), which the
 * failure report's endpoint knows.
 */
const behaviours: Readonly<Record<BehaviourName, (doc: Document) => void>> = {
  menus: installMenus,
  forms: installForms,
  tabs: installTabs,
  videos: installVideos,
  carousels: startCarousels,
  particles: startParticles,
  'current-year': showCurrentYear,
  prerender: prerenderOnScreen,
};

/**
 * A behaviour that threw while starting (say, markup it no longer understands): reported as the
 * browser reports an uncaught error — in the console, and to the page's error listeners — with
 * its name, and the others start anyway (docs/decisions/102). And sent to the operator: its name
 * and the error's name and message, nothing of the page or the visitor, as a beacon the page
 * never waits for (docs/decisions/105).
 */
function reportFailure(name: BehaviourName, error: unknown): void {
  const failure = new Error(`El comportamiento «${name}» no pudo iniciarse`, { cause: error });
  if (typeof globalThis.reportError === 'function') globalThis.reportError(failure);
  else console.error(failure);
  const line = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const report = JSON.stringify({
    behaviour: name,
    error: line.slice(0, BEHAVIOUR_FAILURE_ERROR_MAX_LENGTH),
  });
  try {
    if (typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon(
        BEHAVIOUR_FAILURE_PATH,
        new Blob([report], { type: 'application/json' }),
      );
    }
  } catch {
    // A browser that refuses the beacon (a policy, a full queue): the console has it.
  }
}

/**
 * Starts every behaviour, one task each: started together, with the module's own evaluation,
 * they made one task of about 50 ms on a slow phone, and a tap arriving then waited for all of
 * it. Until one has started, what it drives works without it (see above). One that throws stops
 * only itself: it is reported and the next starts. Resolves once all have had their turn, which
 * <html> then says.
 */
export async function initAll(doc: Document): Promise<void> {
  for (const [index, [name, start]] of (
    Object.entries(behaviours) as [BehaviourName, (doc: Document) => void][]
  ).entries()) {
    if (index > 0) await nextTask();
    try {
      start(doc);
    } catch (error) {
      reportFailure(name, error);
    }
  }
  doc.documentElement.setAttribute(markup.behavioursOn, '');
}
