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
 * - `aria-expanded` on each button follows its popover;
 * - a dropdown closed by a click on nothing in particular gives the focus back to
 *   its button (the browser does so only when the focus was inside the menu);
 * - a page restored from the back/forward cache opens with every menu closed;
 * - where CSS anchor positioning is missing, a dropdown is placed under its button.
 */

/** A dropdown of the header (the desktop menus and the demos menu). */
export const MENU_SELECTOR = '[data-menu][popover]';
/** The phone drawer. */
export const DRAWER_SELECTOR = '[data-drawer][popover]';
const POPOVER_SELECTOR = `${MENU_SELECTOR}, ${DRAWER_SELECTOR}`;

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
  if (!invoker || CSS.supports('position-area', 'bottom')) return;
  const box = invoker.getBoundingClientRect();
  const right = popover.dataset.menu === 'end';
  popover.style.position = 'fixed';
  popover.style.margin = '0';
  popover.style.top = `${box.bottom}px`;
  popover.style.left = right ? 'auto' : `${box.left}px`;
  popover.style.right = right ? `${document.documentElement.clientWidth - box.right}px` : 'auto';
}

export function installMenus(doc: Document): void {
  // `toggle` does not bubble: listen in the capture phase to hear every popover's.
  doc.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target;
      if (!(popover instanceof HTMLElement) || !popover.matches(POPOVER_SELECTOR)) return;
      const open = (event as ToggleEvent).newState === 'open';
      const invoker = invokerOf(popover);
      invoker?.setAttribute('aria-expanded', String(open));
      if (open && popover.matches(MENU_SELECTOR)) placeUnder(popover);
      const focusLost = !doc.activeElement || doc.activeElement === doc.body;
      if (!open && focusLost) invoker?.focus({ preventScroll: true });
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
