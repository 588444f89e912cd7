/**
 * The header's menus as the prerendered page holds them (native popovers), then with
 * behaviours/menus.ts as the page's script installs it.
 *
 * jsdom knows neither popovers nor `:popover-open`: this file stands in for what the browser
 * does with them (showPopover/hidePopover, their beforetoggle and toggle events, the
 * pseudo-class), so that what the behaviour adds to them can be driven.
 */
import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installMenus } from '../behaviours/menus';
import { demosMenu, desktopMenus } from '../content/shared/navigation';
import { headerLabels } from '../content/shared/site-frame';
import { theme } from '../theme';
import { Header } from './Header';
import { DRAWER_ID } from './MobileDrawer';

/** Where this file keeps a popover's state: the attribute stands for `:popover-open`. */
const OPEN = 'data-test-popover-open';
const withOpenState = (selectors: string) => selectors.replaceAll(':popover-open', `[${OPEN}]`);

function toggleEvent(type: 'beforetoggle' | 'toggle', newState: 'open' | 'closed') {
  return Object.assign(new Event(type, { cancelable: type === 'beforetoggle' }), {
    newState,
    oldState: newState === 'open' ? 'closed' : 'open',
  });
}

beforeAll(() => {
  // The browser's own style shows an open popover (jsdom's hides every popover).
  const shown = document.createElement('style');
  shown.textContent = `[${OPEN}] { display: block; }`;
  document.head.append(shown);
  // As the browser does: beforetoggle at once, the state, then toggle in a later task.
  HTMLElement.prototype.showPopover = function showPopover(this: HTMLElement) {
    if (this.hasAttribute(OPEN)) return;
    this.dispatchEvent(toggleEvent('beforetoggle', 'open'));
    this.setAttribute(OPEN, '');
    setTimeout(() => this.dispatchEvent(toggleEvent('toggle', 'open')));
  };
  HTMLElement.prototype.hidePopover = function hidePopover(this: HTMLElement) {
    if (!this.hasAttribute(OPEN)) return;
    this.dispatchEvent(toggleEvent('beforetoggle', 'closed'));
    this.removeAttribute(OPEN);
    setTimeout(() => this.dispatchEvent(toggleEvent('toggle', 'closed')));
  };
  const { matches } = Element.prototype;
  const { querySelector } = Document.prototype;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selectors) {
    return matches.call(this, withOpenState(selectors));
  });
  vi.spyOn(Document.prototype, 'querySelector').mockImplementation(function (
    this: Document,
    selectors: string,
  ) {
    return querySelector.call(this, withOpenState(selectors));
  });
});

afterAll(() => {
  vi.restoreAllMocks();
});

/** Removes what the behaviour added to the document and the window: one page, one install. */
const uninstall: (() => void)[] = [];

afterEach(() => {
  for (const remove of uninstall.splice(0)) remove();
});

/** The header on a page, then the page's script over it. */
function renderHeader({ install = true } = {}) {
  const result = render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <Header />
      </ThemeProvider>
    </MemoryRouter>,
  );
  if (install) {
    const targets: EventTarget[] = [document, window];
    const spies = targets.map((target) => vi.spyOn(target, 'addEventListener'));
    installMenus(document);
    targets.forEach((target, index) => {
      const calls = [...spies[index]!.mock.calls];
      spies[index]!.mockRestore();
      uninstall.push(() => {
        for (const call of calls) target.removeEventListener(...call);
      });
    });
  }
  return result;
}

const [nosotros, clientes] = desktopMenus;
const menuNamed = (label: string) =>
  screen.getByRole('list', { name: label, hidden: true }).closest<HTMLElement>('[popover]')!;
const buttonFor = (popover: HTMLElement) =>
  document.querySelector<HTMLElement>(`[popovertarget="${popover.id}"]`)!;
const linksOf = (popover: HTMLElement) => within(popover).getAllByRole('link', { hidden: true });
/** Where the browser would have laid out `popover`'s button. */
const placeButton = (popover: HTMLElement, box: DOMRectInit) =>
  vi.spyOn(buttonFor(popover), 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect(box));
const isOpen = (popover: HTMLElement) => popover.hasAttribute(OPEN);
const drawer = () => document.getElementById(DRAWER_ID)!;

describe('the header before any script', () => {
  it('draws each dropdown and the drawer as a popover its button opens, every link in the HTML', () => {
    renderHeader({ install: false });
    for (const menu of [...desktopMenus, demosMenu]) {
      const popover = menuNamed(menu.label);
      expect(popover).toHaveAttribute('popover', 'auto');
      expect(linksOf(popover).map((link) => link.getAttribute('href'))).toEqual(
        menu.links.map((link) => link.to),
      );
      const button = buttonFor(popover);
      expect(button.tagName).toBe('BUTTON');
      // A popovertarget button tells assistive technology the state by itself.
      expect(button).not.toHaveAttribute('aria-expanded');
    }
    expect(buttonFor(menuNamed(demosMenu.label))).toHaveAttribute(
      'aria-label',
      headerLabels.demosButton,
    );
    expect(drawer()).toHaveAttribute('popover', 'auto');
    expect(buttonFor(drawer())).toHaveAttribute('aria-label', headerLabels.menuButton);
    // Closed, every one of them, until its button opens it.
    for (const popover of document.querySelectorAll<HTMLElement>('[popover]')) {
      expect(popover).not.toBeVisible();
    }
  });
});

describe('the header with behaviours/menus.ts', () => {
  it('puts an opening dropdown under its button, lined up with its start', () => {
    renderHeader();
    const menu = menuNamed(nosotros!.label);
    placeButton(menu, { x: 100, y: 8, width: 120, height: 48 });
    menu.showPopover();
    expect(menu.style.top).toBe('56px');
    expect(menu.style.left).toBe('100px');
    expect(menu.style.right).toBe('auto');
  });

  it('lines the demos menu up with its button’s end', () => {
    renderHeader();
    const menu = menuNamed(demosMenu.label);
    placeButton(menu, { x: 1200, y: 12, width: 40, height: 40 });
    const width = vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(1280);
    menu.showPopover();
    width.mockRestore();
    expect(menu.style.top).toBe('52px');
    expect(menu.style.left).toBe('auto');
    expect(menu.style.right).toBe('40px');
  });

  it('gives an open dropdown’s first link the focus, and the arrows, Home and End move it round', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menu = menuNamed(clientes!.label);
    const links = linksOf(menu);
    buttonFor(menu).focus();
    menu.showPopover();
    await waitFor(() => expect(links[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(links.at(-1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(links[0]).toHaveFocus();
    expect(isOpen(menu)).toBe(true);
  });

  it('adopts a dropdown opened before it arrived: in its place, its first link in focus, the arrows working', async () => {
    const user = userEvent.setup();
    renderHeader({ install: false });
    const menu = menuNamed(nosotros!.label);
    placeButton(menu, { x: 100, y: 8, width: 120, height: 48 });
    // Enter on the button, the browser alone: open, the focus left on the button.
    buttonFor(menu).focus();
    menu.showPopover();
    const links = linksOf(menu);
    expect(links[0]).not.toHaveFocus();
    installMenus(document);
    expect(menu.style.top).toBe('56px');
    expect(menu.style.left).toBe('100px');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
  });

  it('opens a closed dropdown on ArrowDown on its button, its first link in focus', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menu = menuNamed(nosotros!.label);
    buttonFor(menu).focus();
    await user.keyboard('{ArrowDown}');
    expect(isOpen(menu)).toBe(true);
    await waitFor(() => expect(linksOf(menu)[0]).toHaveFocus());
    // Not the drawer: its button opens it as any button does.
    buttonFor(drawer()).focus();
    await user.keyboard('{ArrowDown}');
    expect(isOpen(drawer())).toBe(false);
  });

  it('closes a dropdown on Tab inside it and gives the focus back to its button', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menu = menuNamed(nosotros!.label);
    buttonFor(menu).focus();
    menu.showPopover();
    await waitFor(() => expect(linksOf(menu)[0]).toHaveFocus());
    await user.tab();
    expect(isOpen(menu)).toBe(false);
    expect(buttonFor(menu)).toHaveFocus();
    // The next Tab moves on along the bar, as from any button.
    menu.showPopover();
    await waitFor(() => expect(linksOf(menu)[0]).toHaveFocus());
    await user.tab({ shift: true });
    expect(isOpen(menu)).toBe(false);
    expect(buttonFor(menu)).toHaveFocus();
  });

  it('closes a dropdown when one of its links is chosen', async () => {
    const user = userEvent.setup();
    renderHeader();
    const menu = menuNamed(nosotros!.label);
    menu.showPopover();
    await user.click(linksOf(menu)[1]!);
    expect(isOpen(menu)).toBe(false);
    // And the drawer when one of its links is.
    drawer().showPopover();
    await user.click(within(drawer()).getAllByRole('link', { hidden: true }).at(-1)!);
    expect(isOpen(drawer())).toBe(false);
  });

  it('keeps the focus where it was when a click on the page itself closes a dropdown', () => {
    renderHeader();
    const menu = menuNamed(nosotros!.label);
    const text = document.createElement('p');
    text.textContent = 'Texto de la página';
    document.body.append(text);
    // With no menu open, a press on the page is the browser's.
    expect(fireEvent.mouseDown(text)).toBe(true);
    menu.showPopover();
    expect(fireEvent.mouseDown(text)).toBe(false);
    // A press on something that takes the focus on purpose keeps its meaning.
    expect(fireEvent.mouseDown(buttonFor(menuNamed(clientes!.label)))).toBe(true);
    expect(fireEvent.mouseDown(linksOf(menu)[0]!)).toBe(true);
    text.remove();
  });

  it('closes the drawer when the focus leaves it, not when it moves inside or to its button', () => {
    renderHeader();
    drawer().showPopover();
    const [first, second] = within(drawer()).getAllByRole('link', { hidden: true });
    fireEvent.focusOut(first!, { relatedTarget: second });
    expect(isOpen(drawer())).toBe(true);
    fireEvent.focusOut(first!, { relatedTarget: buttonFor(drawer()) });
    expect(isOpen(drawer())).toBe(true);
    // Another window took the focus: the page keeps its state.
    fireEvent.focusOut(first!, { relatedTarget: null });
    expect(isOpen(drawer())).toBe(true);
    // The bar's logo link (the drawer's, named the same, comes after it).
    const [barLogo] = screen.getAllByRole('link', { name: headerLabels.homeLink, hidden: true });
    fireEvent.focusOut(first!, { relatedTarget: barLogo });
    expect(isOpen(drawer())).toBe(false);
  });

  it('shows every menu closed on a page restored from the back/forward cache', () => {
    renderHeader();
    const menu = menuNamed(nosotros!.label);
    menu.showPopover();
    drawer().showPopover();
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    expect(isOpen(menu)).toBe(true);
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect(isOpen(menu)).toBe(false);
    expect(isOpen(drawer())).toBe(false);
  });
});
