/**
 * The header's menus and the phone drawer are native popovers (`popover` +
 * `popovertarget`): the browser opens and closes them from the HTML alone, keeps
 * one open at a time, closes them on Escape and on a click outside, and gives the
 * focus back to their button. This adds what the browser does not know, as MUI's
 * menu does it:
 *
 * - an open dropdown takes the focus on its first link; ArrowDown and ArrowUp move
 *   between its links (wrapping round), Home and End go to the first and the last,
 *   and ArrowDown on a closed menu's button opens it;
 * - Tab inside a dropdown closes it and returns the focus to its button (the spec's
 *   rule: the next Tab moves on along the bar); focus leaving the drawer closes it;
 * - a dropdown closed by a click on nothing in particular leaves the focus on its
 *   button;
 * - a page restored from the back/forward cache shows every menu closed, and the
 *   drawer closes when the window widens to the desktop bar (it has no button there);
 * - a dropdown opens under its button, lined up with its start or its end, and
 *   kept 16 px inside the window as MUI's menu is (its `marginThreshold`). (CSS
 *   anchor positioning would do it without a script, but the HTML checker the
 *   build runs does not know those properties yet; without this code the
 *   stylesheet puts the menu at the bar's end.)
 *
 * The buttons carry no `aria-expanded`: a `popovertarget` button exposes its
 * popover's state to assistive technology by itself (HTML forbids the attribute there).
 */
import { breakpoints } from '../theme/tokens';
import { marked, markup } from './markup';

const MENU = `${marked('menu')}[popover]`;
const DRAWER = `${marked('drawer')}[popover]`;
const POPOVER = `${MENU}, ${DRAWER}`;
/** What a click may focus on purpose. */
const FOCUSABLE =
  'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

function invokerOf(popover: Element): HTMLElement | null {
  return popover.ownerDocument.querySelector<HTMLElement>(`[popovertarget="${popover.id}"]`);
}

function popoverOf(invoker: Element): HTMLElement | null {
  const id = invoker.getAttribute('popovertarget');
  return id ? invoker.ownerDocument.getElementById(id) : null;
}

function hide(popover: HTMLElement): void {
  if (popover.matches(':popover-open')) popover.hidePopover();
}

function linksOf(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>('a[href]')];
}

/** Closes every open header menu and the drawer. */
function closeMenus(doc: Document): void {
  doc.querySelectorAll<HTMLElement>(POPOVER).forEach(hide);
}

function placeUnder(menu: HTMLElement): void {
  const invoker = invokerOf(menu);
  if (!invoker) return;
  const box = invoker.getBoundingClientRect();
  const width = menu.ownerDocument.documentElement.clientWidth;
  const alignEnd = menu.getAttribute(markup.menu) === 'end';
  menu.style.top = `${box.bottom}px`;
  menu.style.left = alignEnd ? 'auto' : `${box.left}px`;
  menu.style.right = alignEnd ? `${width - box.right}px` : 'auto';
}

/** How close to the window's edge a dropdown may come, as MUI's menu's `marginThreshold`. */
const EDGE_MARGIN_PX = 16;

/**
 * Moves a start-aligned dropdown left when it would cross the window's edge. Its width is
 * known only once it shows: a ResizeObserver hears that after layout and before the paint.
 */
function keepInside(menu: HTMLElement): void {
  if (!menu.matches(':popover-open') || menu.getAttribute(markup.menu) === 'end') return;
  const box = menu.getBoundingClientRect();
  const limit = menu.ownerDocument.documentElement.clientWidth - EDGE_MARGIN_PX;
  if (box.right > limit) menu.style.left = `${Math.max(EDGE_MARGIN_PX, limit - box.width)}px`;
}

/** Where each key moves the focus among a menu's links, from the focused one's index. */
const LINK_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

function onMenuKey(event: KeyboardEvent, menu: HTMLElement): void {
  if (event.key === 'Tab') {
    event.preventDefault();
    hide(menu);
    invokerOf(menu)?.focus();
    return;
  }
  const move = LINK_MOVES[event.key];
  const links = linksOf(menu);
  if (!move || links.length === 0) return;
  event.preventDefault();
  const current = links.indexOf(event.target as HTMLElement);
  links[move(Math.max(current, 0), links.length)]?.focus();
}

/**
 * A dropdown the visitor opened before this code arrived (the browser opens it from the
 * HTML alone) gets what an opening now gets: its place under the button and, when the
 * focus is still on that button, the focus on its first link, so the arrows work.
 */
function adoptOpenMenu(doc: Document): void {
  const open = doc.querySelector<HTMLElement>(`${MENU}:popover-open`);
  if (!open) return;
  placeUnder(open);
  if (doc.activeElement === invokerOf(open)) linksOf(open)[0]?.focus();
}

export function installMenus(doc: Document): void {
  // Toggle events do not bubble: listen in the capture phase to hear every popover's.
  // `beforetoggle` comes synchronously, before the popover shows: the menu is in its
  // place in the very frame it appears.
  doc.addEventListener(
    'beforetoggle',
    (event) => {
      const popover = event.target;
      if (popover instanceof HTMLElement && popover.matches(MENU)) {
        if ((event as ToggleEvent).newState === 'open') placeUnder(popover);
      }
    },
    true,
  );
  const view = doc.defaultView;
  if (view && 'ResizeObserver' in view) {
    const sizes = new view.ResizeObserver((entries) => {
      for (const entry of entries) keepInside(entry.target as HTMLElement);
    });
    doc.querySelectorAll<HTMLElement>(MENU).forEach((menu) => sizes.observe(menu));
  }
  // Open: the focus goes to the first link, as in MUI's menu, so the arrows work at once.
  doc.addEventListener(
    'toggle',
    (event) => {
      const popover = event.target;
      if (!(popover instanceof HTMLElement) || !popover.matches(MENU)) return;
      if ((event as ToggleEvent).newState === 'open') linksOf(popover)[0]?.focus();
    },
    true,
  );

  // A click on the page itself (text, a container such as <main>) closes an open dropdown
  // and leaves the focus on its button, where the visitor opened it, not on the body.
  doc.addEventListener(
    'mousedown',
    (event) => {
      const target = event.target;
      const open = doc.querySelector<HTMLElement>(`${MENU}:popover-open`);
      if (!(target instanceof Element) || !open) return;
      if (target.closest(`${MENU}, [popovertarget], ${FOCUSABLE}`)) return;
      event.preventDefault();
      invokerOf(open)?.focus();
    },
    true,
  );

  doc.addEventListener('keydown', (event) => {
    if (!(event.target instanceof Element)) return;
    const menu = event.target.closest<HTMLElement>(MENU);
    if (menu) {
      onMenuKey(event, menu);
      return;
    }
    // ArrowDown on a dropdown's button opens it (its first link then takes the focus).
    const popover = event.key === 'ArrowDown' ? popoverOf(event.target) : null;
    if (popover?.matches(MENU) && !popover.matches(':popover-open')) {
      event.preventDefault();
      popover.showPopover();
    }
  });

  doc.addEventListener('focusout', (event) => {
    if (!(event.target instanceof Element)) return;
    const drawer = event.target.closest<HTMLElement>(DRAWER);
    const next = event.relatedTarget;
    // relatedTarget is null when the focus leaves the page (another window): keep it open then.
    if (drawer && next instanceof Node && !drawer.contains(next) && next !== invokerOf(drawer)) {
      hide(drawer);
    }
  });

  // A link to a place on the same page leaves the menu open behind it otherwise.
  doc.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const popover = event.target.closest('a[href]')?.closest<HTMLElement>(POPOVER);
    if (popover) hide(popover);
  });

  adoptOpenMenu(doc);

  doc.defaultView?.addEventListener('pageshow', (event) => {
    if (event.persisted) closeMenus(doc);
  });

  // jsdom (the dom tests) has no matchMedia; every browser does.
  view?.matchMedia?.(`(min-width: ${breakpoints.md}px)`).addEventListener('change', (event) => {
    if (event.matches) doc.querySelectorAll<HTMLElement>(DRAWER).forEach(hide);
  });
}
