/**
 * The AWS success cases page: its words and the list of the five cases. Each case's title, date
 * and copy are in its page's file (casos-exito/<slug>.ts); this list imports them, never the reverse.
 */
import type { PageMetaCopy } from '../shared/head';
import type { CaseStudy } from '../shared/cases';
import { caseStudy as laBusquedaRapidaYAws } from './casos-exito/la-busqueda-rapida-y-aws';
import { caseStudy as escalabilidadNegocio } from './casos-exito/escalabilidad-negocio';
import { caseStudy as trasmitirYCompartirMomentos } from './casos-exito/trasmitir-y-compartir-momentos';
import { caseStudy as centralTelefonicaConnect } from './casos-exito/central-telefonica-connect';
import { caseStudy as casoWaf } from './casos-exito/caso-waf';

export const casesPageContent = {
  title: 'Casos de éxito',
  intro:
    'Proyectos reales que construimos en AWS con nuestros clientes: qué problema tenían, qué hicimos y qué resultados obtuvieron.',
  featuredTitle: 'Caso destacado',
  featuredCta: 'Leer más...',
  latestTitle: 'Últimas publicaciones',
  cardCta: 'Ver Más',
} as const;

/** The five cases, oldest first; each is in its page's file. */
export const cases = [
  laBusquedaRapidaYAws,
  escalabilidadNegocio,
  trasmitirYCompartirMomentos,
  centralTelefonicaConnect,
  casoWaf,
] as const satisfies readonly CaseStudy[];

/** The case the list page features: the contact-center case. */
export const featuredCase: CaseStudy = centralTelefonicaConnect;

/** The five cases, newest first, as 'Últimas publicaciones' lists them. */
export function latestCases(): readonly CaseStudy[] {
  return [...cases].sort((a, b) => b.date.localeCompare(a.date));
}

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Casos de éxito en AWS',
  description:
    'Proyectos reales en AWS: búsqueda para e-commerce, escalabilidad, transmisión en vivo, contact center con IA y protección web con WAF.',
};
