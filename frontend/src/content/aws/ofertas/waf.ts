/** The /aws/ofertas/waf page: its offer (in the offers' list, aws/ofertas.ts) and its head. */
import type { PageMetaCopy } from '../../shared/head';
import { offerBySlug } from '../ofertas';

export const offer = offerBySlug('waf');

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Firewall web de alto rendimiento con AWS WAF',
  description:
    'Protege tu sitio web de ataques y picos DDoS con AWS WAF. Lo implementamos en unas 3 semanas, con reglas a la medida de tu negocio.',
};
