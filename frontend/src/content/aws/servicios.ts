/** /aws/servicios: the four tabs, one service card each, each card with its 'ver más' link. */
import type { PageMetaCopy } from '../shared/head';
import type { ImageAsset } from '../shared/illustrations';

/** The card illustrations' intrinsic size (a wide band above the card's title). */
const cardBand = { width: 640, height: 240 } as const;

export interface ServiceTab {
  readonly id: string;
  /** The tab's label, as the spec names it. */
  readonly tab: string;
  readonly card: {
    readonly title: string;
    readonly description: string;
    /** Drawn for the site, in frontend/public/img/servicios. */
    readonly image: ImageAsset;
    /**
     * The spec gives these as relative links (./servicios/base-de-datos/RDS, ./lambda/Lambda,
     * ./servicios/aws-connect); they are written here as the real routes they mean (decision 065).
     */
    readonly to:
      '/aws/servicios/base-de-datos/RDS' | '/aws/servicios/Lambda' | '/aws/servicios/aws-connect';
  };
}

export const awsServicesPage = {
  title: 'Servicios AWS',
  eyebrow: 'AWS',
  description:
    'Trabajamos a diario con los servicios de Amazon Web Services. Elige una categoría y descubre cómo los ponemos a trabajar para tu empresa.',
  tabsLabel: 'Categorías de servicios AWS',
  sectionTitle: 'Nuestros servicios en la nube',
  sectionIntro:
    'Cada categoría reúne un servicio que implementamos, operamos y optimizamos con nuestros clientes. En el celular puedes deslizar el panel para pasar de una categoría a otra.',
  moreLabel: 'ver más',
  closing: {
    heading: '¿Qué servicio necesita tu proyecto?',
    text: 'Cuéntanos qué quieres lograr y te ayudamos a elegir la arquitectura adecuada en AWS.',
    primary: { label: 'Conversemos', to: '/contacto/formulario' },
  },
} as const;

export const serviceTabs: readonly ServiceTab[] = [
  {
    id: 'base-de-datos',
    tab: 'Base de Datos',
    card: {
      title: 'Amazon RDS',
      description:
        'Bases de datos relacionales administradas: Aurora, PostgreSQL, MySQL, MariaDB, Oracle y SQL Server, sin preocuparte por parches, respaldos ni hardware. Nosotros migramos, afinamos y monitoreamos tus instancias.',
      image: {
        src: '/img/servicios/base-de-datos.svg',
        alt: 'Ilustración de tres discos de base de datos apilados conectados a una nube',
        ...cardBand,
      },
      to: '/aws/servicios/base-de-datos/RDS',
    },
  },
  {
    id: 'seguridad',
    tab: 'Seguridad',
    card: {
      title: 'Seguridad automatizada con AWS Lambda',
      description:
        'Funciones que reaccionan en segundos a los eventos de seguridad de tu cuenta: revocan accesos indebidos, corrigen configuraciones expuestas y avisan a tu equipo, sin servidores que mantener.',
      image: {
        src: '/img/servicios/seguridad.svg',
        alt: 'Ilustración de un escudo con un rayo, símbolo de una función que responde a un evento',
        ...cardBand,
      },
      to: '/aws/servicios/Lambda',
    },
  },
  {
    id: 'contenedores',
    tab: 'Contenedores',
    card: {
      title: 'Contenedores sin servidores con AWS Lambda',
      description:
        'Empaqueta tu aplicación como imagen de contenedor y ejecútala en Lambda: pagas solo por el tiempo de ejecución y la plataforma escala sola, de cero a miles de solicitudes.',
      image: {
        src: '/img/servicios/contenedores.svg',
        alt: 'Ilustración de tres contenedores apilados dentro de una nube',
        ...cardBand,
      },
      to: '/aws/servicios/Lambda',
    },
  },
  {
    id: 'empresa',
    tab: 'Empresa',
    card: {
      title: 'Amazon Connect',
      description:
        'Un contact center omnicanal en la nube, con inteligencia artificial para el autoservicio y el análisis de conversaciones. Lo implementamos en semanas y pagas solo por lo que usas.',
      image: {
        src: '/img/servicios/empresa.svg',
        alt: 'Ilustración de unos audífonos con micrófono junto a burbujas de conversación',
        ...cardBand,
      },
      to: '/aws/servicios/aws-connect',
    },
  },
];

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Servicios AWS',
  description:
    'Bases de datos, seguridad, contenedores y soluciones empresariales en AWS: descubre los servicios con los que trabajamos a diario.',
};
