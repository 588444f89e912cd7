/** The /aws/ofertas/streaming page: its offer (in the offers' list, aws/ofertas.ts) and its head. */
import type { PageMetaCopy } from '../../shared/head';
import { offerBySlug } from '../ofertas';

export const offer = offerBySlug('streaming');

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Transmisión en vivo a dispositivos inteligentes con AWS',
  description:
    'Centraliza tu contenido y transmítelo en vivo con calidad y seguridad, sin infraestructura local. Implementación en unas 4 semanas.',
};
