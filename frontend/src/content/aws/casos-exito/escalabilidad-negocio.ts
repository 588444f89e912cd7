/** The /aws/casos-exito/escalabilidad-negocio page: its case study (in the cases' list, aws/casos-exito.ts) and its head. */
import type { PageMetaCopy } from '../../shared/head';
import { caseBySlug } from '../casos-exito';

export const caseStudy = caseBySlug('escalabilidad-negocio');

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Caso de éxito: escalabilidad para el negocio',
  description:
    'Base de datos por marca, firewall web, monitoreo y alertas: el plan de dos meses que preparó a un grupo comercial para crecer en AWS.',
};
