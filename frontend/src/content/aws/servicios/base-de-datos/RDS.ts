/** /aws/servicios/base-de-datos/RDS: intro with video, six engines, six benefits. */
import type { PageMetaCopy } from '../../../shared/head';
import type { Video } from '../../../shared/illustrations';

export interface DatabaseEngine {
  readonly name: string;
  /** The engine's page on AWS, opened in a new tab. */
  readonly url: string;
}

/** A benefit item: id, icon, title, description, url. */
export interface Benefit {
  readonly id: string;
  /** Key of the icon the page draws for it. */
  readonly icon: 'admin' | 'scale' | 'availability' | 'speed' | 'security' | 'cost';
  readonly title: string;
  readonly description: string;
  /** An outside page that explains it further ('Explorar', new tab). */
  readonly url: string;
}

export const rdsPage = {
  title: 'Amazon RDS',
  eyebrow: 'Servicios AWS · Base de datos',
  description:
    'Bases de datos relacionales administradas en la nube: configúralas, opéralas y escálalas en minutos.',
  intro: {
    title: '¿Qué es Amazon RDS?',
    paragraphs: [
      'Amazon Relational Database Service (Amazon RDS) facilita la configuración, la operación y el escalado de bases de datos relacionales en la nube. Ofrece capacidad a un costo razonable, que amplías o reduces cuando lo necesitas, y se encarga de las tareas que más tiempo consumen: aprovisionar hardware, instalar parches, hacer respaldos y configurar la alta disponibilidad.',
      'Así tu equipo se concentra en sus aplicaciones y en sus datos. Nosotros te acompañamos en la migración, el afinamiento y el monitoreo de tus instancias.',
    ],
    video: {
      // Placeholder id, to be replaced by the owner (decision 066).
      id: 'aynirds0001',
      title: 'Introducción a Amazon RDS',
    } satisfies Video,
  },
  enginesTitle: 'Motores de base de datos',
  enginesIntro:
    'Amazon RDS está disponible con seis motores conocidos. Elige uno para ver su página en AWS (se abre en una pestaña nueva).',
  benefitsTitle: 'Beneficios',
  benefitsIntro:
    'Seis razones por las que nuestros clientes llevan sus bases de datos a Amazon RDS.',
  carouselLabel: 'Beneficios de Amazon RDS',
  exploreLabel: 'Explorar',
  closing: {
    heading: '¿Listo para llevar tu base de datos a Amazon RDS?',
    text: 'Evaluamos tu base de datos actual y planificamos una migración sin sorpresas.',
    primary: { label: 'Conversemos', to: '/contacto/formulario' },
  },
} as const;

export const databaseEngines: readonly DatabaseEngine[] = [
  { name: 'Amazon Aurora', url: 'https://aws.amazon.com/es/rds/aurora/' },
  { name: 'PostgreSQL', url: 'https://aws.amazon.com/es/rds/postgresql/' },
  { name: 'MySQL', url: 'https://aws.amazon.com/es/rds/mysql/' },
  { name: 'MariaDB', url: 'https://aws.amazon.com/es/rds/mariadb/' },
  { name: 'Oracle', url: 'https://aws.amazon.com/es/rds/oracle/' },
  { name: 'SQL Server', url: 'https://aws.amazon.com/es/rds/sqlserver/' },
];

export const rdsBenefits: readonly Benefit[] = [
  {
    id: 'administracion',
    icon: 'admin',
    title: 'Administración sencilla',
    description:
      'Pasa del proyecto a producción en minutos desde la consola, la CLI o la API. No hay que instalar ni mantener software de base de datos.',
    url: 'https://aws.amazon.com/es/rds/features/',
  },
  {
    id: 'escalabilidad',
    icon: 'scale',
    title: 'Altamente escalable',
    description:
      'Aumenta la capacidad de cómputo y de almacenamiento con unos pocos clics, y agrega réplicas de lectura cuando crezca la demanda.',
    url: 'https://aws.amazon.com/es/rds/instance-types/',
  },
  {
    id: 'disponibilidad',
    icon: 'availability',
    title: 'Disponible y duradero',
    description:
      'Implementaciones Multi-AZ con réplica síncrona en otra zona de disponibilidad, respaldos automáticos y recuperación a un punto en el tiempo.',
    url: 'https://aws.amazon.com/es/rds/ha/',
  },
  {
    id: 'rapidez',
    icon: 'speed',
    title: 'Rápido',
    description:
      'Almacenamiento SSD de alto rendimiento, con opciones de IOPS aprovisionadas para cargas transaccionales exigentes.',
    url: 'https://aws.amazon.com/es/rds/performance-insights/',
  },
  {
    id: 'seguridad',
    icon: 'security',
    title: 'Seguro',
    description:
      'Aislamiento de red con Amazon VPC, cifrado en reposo y en tránsito con claves que tú controlas, y permisos detallados con IAM.',
    url: 'https://aws.amazon.com/es/rds/features/security/',
  },
  {
    id: 'economia',
    icon: 'cost',
    title: 'Económico',
    description:
      'Pagas solo por los recursos que consumes, sin inversión inicial, y puedes ahorrar más con instancias reservadas.',
    url: 'https://aws.amazon.com/es/rds/pricing/',
  },
];

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Amazon RDS: bases de datos relacionales',
  description:
    'Amazon RDS con Aurora, PostgreSQL, MySQL, MariaDB, Oracle y SQL Server: administración simple, escalable, disponible, rápida y segura.',
};
