/**
 * The share images (Open Graph / Twitter cards): one per page group, drawn for the
 * project as SVG and rendered to 1200×630 PNG files in public/share/ by
 * `scripts/render-share-images.ts` (rerun it after changing this file).
 */
import { site } from '../../site';

export interface ShareImage {
  /** File name in public/share/, without extension. */
  readonly id: string;
  /** Path prefixes of the pages that use it; the longest match wins. '/' is the default. */
  readonly prefixes: readonly string[];
  /** Big line of the card. */
  readonly headline: string;
  /** Smaller line under it. */
  readonly tagline: string;
  /** Accent colour of the band on the left and of the mark's glow. */
  readonly accent: string;
  /** Alternative text for og:image:alt and twitter:image:alt. */
  readonly alt: string;
}

export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export const shareImages: readonly ShareImage[] = [
  {
    id: 'ayni-cloud',
    prefixes: ['/'],
    headline: 'Consultoría cloud y servicios de TI',
    tagline: `Partner de AWS, Oracle y Veeam en Lima · ${site.slogan}`,
    accent: '#f28c28',
    alt: 'Logotipo de Ayni Cloud sobre fondo azul noche: consultoría cloud y servicios de TI.',
  },
  {
    id: 'aws',
    prefixes: ['/aws'],
    headline: 'Ayni Cloud y AWS',
    tagline: 'Ofertas, servicios y formación en la nube de Amazon Web Services',
    accent: '#ff9900',
    alt: 'Logotipo de Ayni Cloud con el texto «Ayni Cloud y AWS»: ofertas, servicios y formación.',
  },
  {
    id: 'casos-de-exito',
    prefixes: ['/aws/casos-exito'],
    headline: 'Casos de éxito en AWS',
    tagline: 'Proyectos reales: búsqueda, escalabilidad, streaming, contact center y WAF',
    accent: '#3fb68b',
    alt: 'Logotipo de Ayni Cloud con el texto «Casos de éxito en AWS».',
  },
  {
    id: 'oracle',
    prefixes: ['/oracle'],
    headline: 'Ayni Cloud y Oracle',
    tagline: 'Bases de datos Oracle en manos de especialistas certificados',
    accent: '#e2574c',
    alt: 'Logotipo de Ayni Cloud con el texto «Ayni Cloud y Oracle».',
  },
  {
    id: 'veeam',
    prefixes: ['/veeam'],
    headline: 'Respaldo y recuperación con Veeam',
    tagline: 'Servidores, nube y Microsoft 365 protegidos ante ransomware y desastres',
    accent: '#35c26b',
    alt: 'Logotipo de Ayni Cloud con el texto «Respaldo y recuperación con Veeam».',
  },
  {
    id: 'equipo',
    prefixes: ['/nosotros', '/ayuda', '/contacto', '/clientes'],
    headline: 'Personas que hacen la nube',
    tagline: 'Nuestra cultura, nuestro equipo y cómo trabajar con nosotros',
    accent: '#5aa9e6',
    alt: 'Logotipo de Ayni Cloud con el texto «Personas que hacen la nube».',
  },
];

/** The share image of the page at this path. */
export function shareImageFor(path: string): ShareImage {
  let best: ShareImage = shareImages[0]!;
  let bestLength = 0;
  for (const image of shareImages) {
    for (const prefix of image.prefixes) {
      const matches = prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);
      if (matches && prefix.length > bestLength) {
        best = image;
        bestLength = prefix === '/' ? 0 : prefix.length;
      }
    }
  }
  return best;
}
