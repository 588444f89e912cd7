/**
 * The header's menus and the phone drawer are native popovers (`popover` +
 * `popovertarget`): the browser opens and closes them from the HTML alone, keeps
 * one open at a time, closes them on Escape and on a click outside, and gives the
 * focus back to their button. This adds the rules the browser does not know:
 *
 * - Tab inside a dropdown closes it and returns the focus to its button (the next
 *   Tab moves on along the bar); focus leaving the drawer closes it;
 * - choosing a link closes its menu or the drawer (after hydration the page
 *   changes without a reload, so nothing else would);
 * - a dropdown closed by a click on nothing in particular leaves the focus on its
 *   button (the browser returns it there when it was inside the menu);
 * - a page restored from the back/forward cache opens with every menu closed;
 * - a dropdown opens under its button, lined up with its start or its end. (CSS
 *   anchor positioning would do it without a script, but the HTML checker the
 *   build runs does not know those properties yet; until this code runs, the
 *   stylesheet puts the menu at the bar's end.)
 *
 * The buttons carry no `aria-expanded`: a `popovertarget` button exposes its
 * popover's state to assistive technology by itself (and HTML forbids the attribute there).
 */

/** A dropdown of the header (the desktop menus and the demos menu). */
export const MENU_SELECTOR = '[data-menu][popover]';
/** The phone drawer. */
export const DRAWER_SELECTOR = '[data-drawer][popover]';
const POPOVER_SELECTOR = `${MENU_SELECTOR}, ${DRAWER_SELECTOR}`;
/** What a click may focus on purpose. */
const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

function invokerOf(popover: Element): HTMLElement | null {
  return popover.ownerDocument.querySelector<HTMLElement>(`[popovertarget="${popover.id}"]`);
}

function hide(popover: HTMLElement): void {
  if (popover.matches(':popover-open')) popover.hidePopover();
}

/** Closes every open header menu and the drawer. */
export function closeMenus(doc: Document): void {
  doc.querySelectorAll<HTMLElement>(POPOVER_SELECTOR).forEach(hide);
}

function placeUnder(popover: HTMLElement): void {
  const invoker = invokerOf(popover);
  if (!invoker) return;
  const box = invoker.getBoundingClientRect();
  const width = popover.ownerDocument.documentElement.clientWidth;
  const alignEnd = popover.dataset.menu === 'end';
  popover.style.top = `${box.bottom}px`;
  popover.style.left = alignEnd ? 'auto' : `${box.left}px`;
  popover.style.right = alignEnd ? `${width - box.right}px` : 'auto';
}

export function installMenus(doc: Document): void {
  // Toggle events do not bubble: listen in the capture phase to hear every popover's.
  // `beforetoggle` comes synchronously, before the popover shows: the menu is in its
  // place in the very frame it appears.
  doc.addEventListener(
    'beforetoggle',
    (event) => {
      const popover = event.target;
      if (!(popover instanceof HTMLElement)) return;
      if ((event as ToggleEvent).newState === 'open' && popover.matches(MENU_SELECTOR)) {
        placeUnder(popover);
      }
    },
    true,
  );
  // A click on the page itself (text, a container such as <main>) closes an open dropdown
  // without taking the focus from its button: the focus stays where the visitor left it.
  doc.addEventListener(
    'mousedown',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element) || !doc.querySelector(`${MENU_SELECTOR}:popover-open`)) {
        return;
      }
      if (target.closest(`${MENU_SELECTOR}, [popovertarget], ${FOCUSABLE}`)) return;
      event.preventDefault();
    },
    true,
  );

  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Tab' || !(event.target instanceof Element)) return;
    const menu = event.target.closest<HTMLElement>(MENU_SELECTOR);
    if (!menu) return;
    event.preventDefault();
    hide(menu);
    invokerOf(menu)?.focus();
  });

  doc.addEventListener('focusout', (event) => {
    if (!(event.target instanceof Element)) return;
    const drawer = event.target.closest<HTMLElement>(DRAWER_SELECTOR);
    const next = event.relatedTarget;
    // relatedTarget is null when the focus leaves the page (another window): keep it open then.
    if (drawer && next instanceof Node && !drawer.contains(next) && next !== invokerOf(drawer)) {
      hide(drawer);
    }
  });

  doc.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest('a[href]');
    const popover = link?.closest<HTMLElement>(POPOVER_SELECTOR);
    if (popover) hide(popover);
  });

  doc.defaultView?.addEventListener('pageshow', (event) => {
    if (event.persisted) closeMenus(doc);
  });
}
