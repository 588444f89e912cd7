/**
 * What a visitor's first taps need before React has hydrated the page
 * (docs/decisions/040-hydrate-on-first-interaction.md): a small chunk of plain DOM
 * code, loaded by every page as an ordinary module script right after the HTML
 * (scripts/postbuild.ts adds the tag), and imported again by entry.client.tsx, which
 * takes the hydration signals from it (and so also serves the development server
 * and the bench's client-only reference, which have no post-build step). Everything here
 * delegates from `document`, so it serves prerendered and client-rendered markup
 * alike, and stays in charge after hydration: React renders these widgets'
 * markup, this code drives them.
 */
import { startCarousels } from './carousels';
import { installFormChecks } from './forms';
import { installMenus } from './menus';
import { installReplay } from './replay';
import { installTabs } from './tabs';

installMenus(document);
installTabs(document);
installFormChecks(document);
installReplay(document);
startCarousels(document);

export { announceHydrated, isLeaving, markHydrating } from './signals';
