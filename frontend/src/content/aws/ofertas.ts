/**
 * The AWS offers page: its words and the list of its three cards. Each offer's copy is in its
 * page's file (ofertas/<slug>.ts); this list imports them, never the reverse.
 */
import type { PageMetaCopy } from '../shared/head';
import type { Offer } from '../shared/offers';
import { offer as connect } from './ofertas/connect';
import { offer as waf } from './ofertas/waf';
import { offer as streaming } from './ofertas/streaming';

export const offersPageContent = {
  title: 'Ofertas AWS',
  intro:
    'Soluciones empaquetadas sobre AWS, con alcance, plazos y equipo claros desde el primer día. Elige la que necesitas y la implementamos contigo.',
  sectionTitle: 'Nuestras ofertas',
  cta: 'Conoce la oferta',
} as const;

/** The three offers, in the order the offers page shows them; each is in its page's file. */
export const offers = [connect, waf, streaming] as const satisfies readonly Offer[];

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Ofertas AWS',
  description:
    'Soluciones listas para implementar en AWS: contact center con IA, firewall de alto rendimiento para sitios web y transmisión en vivo a dispositivos.',
};
