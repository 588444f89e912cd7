/**
 * What the three offer pages share: the shape of an offer and the labels of their template
 * (pages/aws/ofertas/OfferLayout.tsx). Each offer is in its page's file, content/aws/ofertas/<slug>.ts.
 */
import type { AwsCertificationId } from './certifications';
import type { ImageAsset } from './illustrations';

export interface OfferActivity {
  readonly title: string;
  readonly description: string;
}

export interface Offer {
  readonly slug: 'connect' | 'waf' | 'streaming';
  readonly path: `/aws/ofertas/${string}`;
  /** The offer's name, as AWS partners publish it (English, as the spec writes it). */
  readonly title: string;
  /** What the card on /aws/ofertas says. */
  readonly summary: string;
  /** The purpose banner: why the offer exists. */
  readonly purpose: string;
  /** What the solution is and does. */
  readonly about: { readonly title: string; readonly paragraphs: readonly string[] };
  readonly highlights: readonly string[];
  /** Average implementation time, in weeks: about 3 for Connect and WAF, 4 for streaming. */
  readonly weeks: number;
  readonly activities: readonly OfferActivity[];
  readonly image: ImageAsset;
  readonly certificationIds: readonly AwsCertificationId[];
}

/** Labels shared by the three offer pages. */
export const offerPageLabels = {
  eyebrow: 'Oferta AWS',
  purposeTitle: 'Propósito',
  implementationTitle: '¿Cuánto toma implementarla?',
  implementation: (weeks: number) =>
    `La implementación toma ${weeks} semanas en promedio. Estas son sus etapas:`,
  certificationsTitle: 'Certificaciones de nuestro equipo',
  certificationsIntro:
    'Quienes implementan esta oferta tienen las certificaciones de AWS más importantes para ella:',
  contactTitle: 'Contáctanos a través del siguiente formulario',
  contactIntro:
    'Cuéntanos sobre tu empresa y lo que quieres lograr. Un especialista certificado te responderá para revisar tu caso, sin compromiso.',
} as const;
