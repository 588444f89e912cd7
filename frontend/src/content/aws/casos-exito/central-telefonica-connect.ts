/** The /aws/casos-exito/central-telefonica-connect page: its case study (in the cases' list, aws/casos-exito.ts) and its head. */
import type { PageMetaCopy } from '../../shared/head';
import { caseBySlug } from '../casos-exito';

export const caseStudy = caseBySlug('central-telefonica-connect');

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Caso de éxito: central telefónica con Amazon Connect',
  description:
    'Un contact center con IA en Amazon Connect: 65 % más autoservicio, 30 % menos llamadas a agentes y análisis 60 % más rápido.',
};
