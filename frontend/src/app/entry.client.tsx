/**
 * The browser's entry: the behaviour modules, and no React (docs/decisions/076).
 * React renders every page at build time only; React Router builds this file as
 * its client entry, and scripts/postbuild.ts gives every page one module script
 * for it. Nothing here hydrates: the page is complete without any script.
 */
import { initAll } from '../behaviours/index';

// The loader asks for this module once the page's first paint is on screen, when the rest of a
// long page may still be arriving: the behaviours start on the whole document.
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', () => void initAll(document), { once: true });
} else {
  void initAll(document);
}
