/** The /aws/casos-exito/caso-waf page: its case study (in the cases' list, aws/casos-exito.ts) and its head. */
import type { PageMetaCopy } from '../../shared/head';
import { caseBySlug } from '../casos-exito';

export const caseStudy = caseBySlug('caso-waf');

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Caso de éxito: AWS WAF para servicios bancarios',
  description:
    'Protección de un servicio bancario en WordPress con AWS WAF: 98 % de ataques bloqueados y el 100 % de los picos DDoS mitigados.',
};
