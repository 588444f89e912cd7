/** The /aws/casos-exito/trasmitir-y-compartir-momentos page: its case study (in the cases' list, aws/casos-exito.ts) and its head. */
import type { PageMetaCopy } from '../../shared/head';
import { caseBySlug } from '../casos-exito';

export const caseStudy = caseBySlug('trasmitir-y-compartir-momentos');

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Caso de éxito: transmitir y compartir momentos',
  description:
    'Video en vivo, conversión a demanda y almacenamiento con retención de dos años: una plataforma de transmisión construida sobre AWS.',
};
