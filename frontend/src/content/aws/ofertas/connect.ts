/** The /aws/ofertas/connect page: its offer (in the offers' list, aws/ofertas.ts) and its head. */
import type { PageMetaCopy } from '../../shared/head';
import { offerBySlug } from '../ofertas';

export const offer = offerBySlug('connect');

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Contact center con IA en Amazon Connect',
  description:
    'Implementamos tu contact center en la nube con Amazon Connect e inteligencia artificial en unas 3 semanas, con especialistas certificados en AWS.',
};
