/** /aws/proximos-pasos: our goals as an AWS partner and the 'Conócenos' accordion. */
import type { PageMetaCopy } from '../shared/head';
import { site } from '../../site';
export interface Goal {
  readonly horizon: string;
  readonly title: string;
  readonly description: string;
  readonly items: readonly string[];
}

export const nextStepsContent = {
  title: 'Próximos pasos con AWS',
  intro:
    'Crecer como partner de AWS es crecer junto a nuestros clientes. Estas son las metas que nos hemos puesto para los próximos años y lo que significan para ti.',
  goalsTitle: 'Nuestras metas',
  accordionTitle: 'Conócenos',
} as const;

export const goals = [
  {
    horizon: 'Corto plazo',
    title: 'Programas de entrega de servicios de AWS',
    description:
      'Obtener el AWS Service Delivery Program para dos servicios en los que ya acompañamos a nuestros clientes:',
    items: [
      'Amazon RDS, el servicio de bases de datos relacionales',
      'AWS WAF, el firewall de aplicaciones web',
    ],
  },
  {
    horizon: 'Mediano plazo',
    title: 'Partner de nivel Advanced',
    description:
      'Convertirnos en partner de nivel Advanced de AWS, el reconocimiento a la experiencia, las certificaciones y los casos de éxito de un equipo:',
    items: [
      'Más profesionales certificados en cada nivel',
      'Más proyectos validados con nuestros clientes',
    ],
  },
] as const satisfies readonly Goal[];

export const aboutUs = [
  {
    title: 'Quiénes somos',
    paragraphs: [
      'Somos una consultora peruana de nube y tecnologías de la información. Arquitectos cloud, administradores de bases de datos, desarrolladores y especialistas en operación que creen que la tecnología funciona mejor cuando se construye de cerca, con las personas.',
    ],
  },
  {
    title: 'Qué hacemos',
    paragraphs: [
      'Diseñamos, migramos y operamos soluciones en AWS: bases de datos, seguridad, contact centers, transmisión de video, aplicaciones serverless y monitoreo.',
    ],
    bullets: [
      'Evaluación y migración a la nube',
      'Administración y optimización de bases de datos',
      'Seguridad y protección de aplicaciones web',
      'Servicios gestionados y monitoreo continuo',
    ],
  },
  {
    title: 'Cómo lo hacemos',
    paragraphs: [
      `Escuchamos primero, proponemos con números claros e implementamos por etapas cortas, con entregables que puedes ver y probar. Nos quedamos a tu lado después del pase a producción, porque para nosotros cada proyecto es una relación de largo plazo: ${site.slogan}.`,
    ],
  },
] as const;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Próximos pasos con AWS',
  description:
    'Nuestras metas como partner de AWS: programas de entrega de servicios para Amazon RDS y AWS WAF, y el camino hacia el nivel Advanced.',
};
