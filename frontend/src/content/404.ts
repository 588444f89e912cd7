/** The not-found page's copy and its vendor cards (three AWS, three Oracle). */
import type { PageMetaCopy } from './shared/head';
export interface ExternalCard {
  readonly title: string;
  readonly description: string;
  /** A stable public page of the vendor (its blog or news section). */
  readonly url: string;
}

export interface VendorCards {
  readonly vendor: string;
  readonly cards: readonly ExternalCard[];
}

export const notFoundContent = {
  heading: 'Página en construcción',
  message:
    'Por el momento nos encontramos en futuras mejoras para poder brindarte el mejor servicio, te animamos a informarte de las grandes novedades de AWS y Oracle en las siguientes secciones.',
  cta: 'Ver Más',
  homeLink: 'Volver al inicio',
} as const;

export const notFoundVendors: readonly VendorCards[] = [
  {
    vendor: 'Novedades de AWS',
    cards: [
      {
        title: 'AWS News Blog',
        description:
          'Los anuncios de nuevos servicios y funcionalidades de AWS, explicados por su propio equipo con ejemplos paso a paso.',
        url: 'https://aws.amazon.com/blogs/aws/',
      },
      {
        title: "What's New with AWS",
        description:
          'El registro diario de lanzamientos de AWS: nuevas regiones, mejoras de servicios y disponibilidad de funcionalidades.',
        url: 'https://aws.amazon.com/new/',
      },
      {
        title: 'AWS Architecture Blog',
        description:
          'Patrones, arquitecturas de referencia y buenas prácticas para diseñar soluciones seguras, resilientes y eficientes.',
        url: 'https://aws.amazon.com/blogs/architecture/',
      },
    ],
  },
  {
    vendor: 'Novedades de Oracle',
    cards: [
      {
        title: 'Oracle Blogs',
        description:
          'Artículos de los equipos de Oracle sobre bases de datos, nube, aplicaciones empresariales y desarrollo.',
        url: 'https://blogs.oracle.com/',
      },
      {
        title: 'Oracle Database Insider',
        description:
          'Novedades de Oracle Database: nuevas versiones, Autonomous Database, rendimiento y alta disponibilidad.',
        url: 'https://blogs.oracle.com/database/',
      },
      {
        title: 'Oracle News',
        description:
          'Los comunicados de prensa y anuncios corporativos de Oracle: productos, alianzas y resultados.',
        url: 'https://www.oracle.com/news/',
      },
    ],
  },
];

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Página no encontrada',
  description:
    'La página que buscas no existe o está en construcción. Te invitamos a conocer las novedades de AWS y Oracle.',
};
