/**
 * Everything the bench taps, fills or looks for on a page, in one place, named as a visitor meets it:
 * roles and accessible names first, and the few ids and element kinds the markup promises
 * (the drawer's id, its sections as `<details>`, links as `<a href="/…">`). A change of markup keeps
 * the bench working as long as these hold; a change of copy is changed here.
 */
import type { Page } from 'playwright-core';

/** In-page code: whether an element is visible and at least partly inside the window. */
export const onScreen = `(el) => !!el && el.checkVisibility() && (() => { const r = el.getBoundingClientRect(); return r.width > 0 && r.height > 0 && r.right > 0 && r.bottom > 0 && r.left < innerWidth && r.top < innerHeight; })()`;

/** The phone header's menu button: a `popovertarget` button that opens the drawer. */
const MENU_BUTTON_NAME = 'Abrir menú de navegación';
export const menuButton = (page: Page) => page.getByRole('button', { name: MENU_BUTTON_NAME });

/**
 * In-page expression: whether the menu button is on screen — a button whose aria-label (or text)
 * is its name. A plain evaluation where a locator would cost the throttled page its machinery.
 */
export const menuButtonShown = `[...document.querySelectorAll('button')].some((button) => (button.getAttribute('aria-label') ?? button.textContent.trim()) === ${JSON.stringify(MENU_BUTTON_NAME)} && (${onScreen})(button)) || null`;

/** The drawer's id: the menu button's `popovertarget`. */
export const DRAWER_ID = 'menu-movil';
export const DRAWER = `#${DRAWER_ID}`;

/** The drawer's sections are `<details>`: a visitor opens one by its `<summary>`. */
export const DRAWER_SECTION = `${DRAWER} summary`;
export const drawerSections = (page: Page) => page.locator(DRAWER_SECTION);

/** Every page names itself in one `<h1>`: navigation is timed to the next page's. */
export const HEADING = 'h1';

/** Links to another page of the site inside the page's own content. */
export const MAIN_LINKS = 'main a[href^="/"]';
/** Where a page whose content links nowhere (the contact form) offers its next pages. */
export const FOOTER_LINKS = 'footer a[href^="/"]';

/** The desktop header's "Nosotros" dropdown button. */
export const desktopDropdown = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('button', { name: 'Nosotros', exact: true });

export const demosMenuButton = (page: Page) =>
  page.getByRole('button', { name: 'Abrir el menú de nuestras demos' });

export const carouselNext = (page: Page) =>
  page.getByRole('button', { name: 'Diapositiva siguiente' });

/** One of the `/aws/servicios` tabs. */
export const securityTab = (page: Page) => page.getByRole('tab', { name: 'Seguridad' });

/** The contact form of `/contacto/formulario`: its fields by their labels, and its send button. */
export function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Formulario de contacto' });
  return {
    nombres: form.getByLabel('Nombres y apellidos'),
    telefono: form.getByLabel('Teléfono'),
    email: form.getByLabel('Correo electrónico'),
    mensaje: form.getByLabel('Mensaje'),
    send: form.getByRole('button', { name: 'Enviar' }),
  };
}

/** The message the contact form shows first when sent empty. */
export const EMPTY_NAME_MESSAGE = 'Ingrese nombres y apellidos';

/**
 * What the first-tap run looks for once it has tapped (CSS, read in the page): the dropdown's
 * first link, the demos' links, the carousel's and the tabs' moving tracks, the selected tab.
 */
export const DROPDOWN_LINK = 'a[href="/nosotros/cultura"]';
export const DEMO_LINKS = 'a[href^="/demo/"]';
export const CAROUSEL_TRACK = '[data-carousel-viewport] > div';
export const TABS_TRACK = '[data-tabs-track]';
export const SELECTED_TAB = '[role="tab"][aria-selected="true"]';
