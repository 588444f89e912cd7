/**
 * The words of the frame every page shares: the skip link, the header, the mobile
 * drawer and the footer. Their links are in navigation.ts.
 */
import { site } from '../../site';

export const skipLinkLabel = 'Saltar al contenido';

export const headerLabels = {
  /** The menu button shown below the medium breakpoint. */
  menuButton: 'Abrir menú de navegación',
  homeLink: `${site.name}, ir a la página de inicio`,
  navigation: 'Navegación principal',
  demosButton: 'Abrir el menú de nuestras demos',
} as const;

export const drawerLabels = {
  homeLink: `${site.name}, ir a la página de inicio`,
  navigation: 'Navegación móvil',
} as const;

/** The name of a link to one of the company's social profiles (footer, AWS re/Start). */
export function socialProfileLabel(network: string): string {
  return `${site.name} en ${network}`;
}

export const footerLabels = {
  mailLink: `Escríbenos a ${site.email.info}`,
  /** After '© {year} {legal name}' (the legal name already ends in 'S.A.C.'). */
  rights: 'Todos los derechos reservados.',
} as const;
