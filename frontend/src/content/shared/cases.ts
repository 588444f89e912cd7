/**
 * What the five case studies share: the shape of a case, the labels of their template
 * (pages/aws/casos-exito/CaseArticle.tsx), their sections' order and the section about the partner.
 * Each case is in its page's file, content/aws/casos-exito/<slug>.ts. Clients are described, never named.
 */
import type { ImageAsset } from './illustrations';
import { site } from '../../site';

export interface CaseMetric {
  /** The figure, as it is read aloud: "65 %". */
  readonly value: string;
  readonly label: string;
}

/** The blocks a case section is made of, rendered in order. */
export type CaseBlock =
  | { readonly kind: 'paragraphs'; readonly paragraphs: readonly string[] }
  | { readonly kind: 'bullets'; readonly items: readonly string[] }
  | { readonly kind: 'subheading'; readonly text: string }
  | {
      readonly kind: 'accordion';
      readonly items: readonly {
        readonly title: string;
        readonly paragraphs?: readonly string[];
        readonly bullets?: readonly string[];
      }[];
    }
  | { readonly kind: 'image'; readonly image: ImageAsset; readonly caption: string }
  | { readonly kind: 'metrics'; readonly items: readonly CaseMetric[] };

export interface CaseSection {
  readonly title: string;
  readonly blocks: readonly CaseBlock[];
}

export interface CaseLink {
  readonly label: string;
  readonly to: string;
}

export interface CaseStudy {
  readonly slug: string;
  readonly path: `/aws/casos-exito/${string}`;
  readonly title: string;
  /** Publication date, ISO 8601 (date only). */
  readonly date: string;
  /** One or two sentences for the list card and the article's lead. */
  readonly summary: string;
  readonly image: ImageAsset;
  readonly sections: readonly CaseSection[];
  readonly related: readonly CaseLink[];
}

export const caseArticleLabels = {
  eyebrow: 'Caso de éxito',
  publishedOn: 'Publicado el',
  relatedTitle: 'Sigue leyendo',
  backToList: 'Todos los casos de éxito',
  /** Diagrams are 960 px wide: on a phone, the visitor can open them at full size. */
  fullSize: 'Ver la imagen en tamaño completo',
} as const;

/** The sections of the four later case studies, in the order the spec gives. */
export const caseStudyStructure = [
  'Resumen ejecutivo',
  'El desafío del cliente',
  '¿Por qué AWS?',
  'El partner',
  'La solución del partner',
] as const;

/** The section every later case has about us. */
export const aboutPartner: CaseSection = {
  title: 'El partner',
  blocks: [
    {
      kind: 'paragraphs',
      paragraphs: [
        `Ayni Cloud es una consultora peruana de nube y TI, partner de AWS, con un equipo certificado en los niveles Professional, Specialty, Associate y Foundational. Acompañamos a nuestros clientes desde el diagnóstico hasta la operación diaria, con un trato cercano: ${site.slogan}.`,
      ],
    },
  ],
};
