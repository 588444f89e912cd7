import type { PageMetaCopy } from './shared/head';
import type { ServiceId } from './servicios';
import { site } from '../site';

/** The home page's copy. Partners, clients and services come from their own files. */
export interface DemoCard {
  readonly title: string;
  readonly description: string;
  readonly to: '/consola' | '/facial' | '/streaming' | '/repositorio';
  /** Which illustration the card shows. */
  readonly art: 'consola' | 'facial' | 'streaming' | 'repositorio';
}

export const homeContent = {
  hero: {
    heading: 'Somos partner de',
    lead: 'Consultoría cloud y servicios de TI desde Lima, con especialistas certificados en las plataformas que mueven tu negocio.',
    chevronLabel: 'Ir a nuestros servicios',
    partnersLabel: 'Nuestros partners tecnológicos',
  },
  welcome: {
    heading: 'Bienvenido a Ayni Cloud',
    text: 'En quechua, ayni es reciprocidad: hoy por ti, mañana por mí. Así trabajamos con cada cliente, como parte de su equipo.',
  },
  teaser: {
    heading: 'Nuestros servicios',
    intro: 'Soluciones completas para que tu tecnología funcione, crezca y te cueste menos.',
    serviceIds: [
      'base-de-datos',
      'cloud',
      'monitoreo',
      'outsourcing',
    ] as const satisfies readonly ServiceId[],
    cta: 'Ver Más',
  },
  clients: {
    heading: 'Nuestros clientes',
    intro: 'Empresas de retail, finanzas, alimentos, educación y medios confían en nosotros.',
  },
  demos: {
    heading: 'Experiencia y genialidad en acción',
    /** The carousel's own name: its section already has the heading's (landmarks are named once). */
    carouselLabel: 'Nuestras demos',
    intro: 'Prueba nuestras demos y descubre lo que podemos construir juntos en la nube.',
    cta: 'Explorar',
    cards: [
      {
        title: 'Consola AWS',
        description:
          'Un recorrido guiado por la consola de AWS: cuentas, permisos y costos bajo control desde el primer día.',
        to: '/consola',
        art: 'consola',
      },
      {
        title: 'Reconocimiento facial',
        description:
          'Identificación de rostros en imágenes y video con inteligencia artificial, para el control de accesos y de asistencia.',
        to: '/facial',
        art: 'facial',
      },
      {
        title: 'Streaming',
        description:
          'Transmisión en vivo a cualquier dispositivo, con grabación y contenido a demanda, sin servidores propios.',
        to: '/streaming',
        art: 'streaming',
      },
      {
        title: 'Repositorio',
        description:
          'Almacenamiento seguro de documentos con búsqueda, versiones y permisos por usuario.',
        to: '/repositorio',
        art: 'repositorio',
      },
    ] as const satisfies readonly DemoCard[],
  },
  cta: {
    heading: 'Hagamos de tu tecnología algo personal',
    text: 'Cuéntanos tu reto y te respondemos en menos de un día hábil.',
    primary: { label: 'Contáctanos', to: '/contacto/formulario' },
  },
} as const;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Consultoría cloud y servicios de TI en Lima',
  description: `Consultora peruana de nube y TI: partner de AWS, Oracle y Veeam. Migramos, operamos y optimizamos tus sistemas con un trato cercano. ${site.slogan}.`,
};
