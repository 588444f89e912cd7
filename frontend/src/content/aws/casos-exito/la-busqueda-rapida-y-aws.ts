/** The /aws/casos-exito/la-busqueda-rapida-y-aws page: its case study (in the cases' list, aws/casos-exito.ts) and its head. */
import type { PageMetaCopy } from '../../shared/head';
import { caseBySlug } from '../casos-exito';

export const caseStudy = caseBySlug('la-busqueda-rapida-y-aws');

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Caso de éxito: la búsqueda rápida y AWS',
  description:
    'Cómo un retailer peruano aceleró la búsqueda de su tienda en línea con un servicio de búsqueda gestionado en AWS y una arquitectura serverless.',
};
