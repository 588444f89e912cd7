/**
 * The six services with their offerings, shown on /servicios; the home
 * page's teaser picks four of them by id.
 */
import type { PageMetaCopy } from './shared/head';
export type ServiceId =
  'cloud' | 'base-de-datos' | 'servicios-gestionados' | 'desarrollo' | 'monitoreo' | 'outsourcing';

export interface Service {
  readonly id: ServiceId;
  readonly title: string;
  /** One sentence for the teaser card and the services page. */
  readonly summary: string;
  readonly offerings: readonly string[];
}

export const services: readonly Service[] = [
  {
    id: 'cloud',
    title: 'Cloud',
    summary:
      'Diseñamos, migramos y optimizamos tus cargas de trabajo en AWS para que pagues solo por lo que usas y crezcas sin límites.',
    offerings: [
      'Desarrollo de soluciones nativas en la nube',
      'Migración de servidores, aplicaciones y bases de datos a AWS',
      'Facturación de AWS en soles y optimización de costos',
      'Evaluación de arquitectura con el AWS Well-Architected Framework',
      'Capacitación de tus equipos en servicios de AWS',
    ],
  },
  {
    id: 'base-de-datos',
    title: 'Base de datos',
    summary:
      'DBAs certificados en Oracle, SQL Server, PostgreSQL y MySQL cuidan la información que mueve tu negocio.',
    offerings: [
      'Respaldo y recuperación de bases de datos',
      'Afinamiento de consultas e instancias',
      'Alta disponibilidad y réplicas',
      'Actualización y migración de versiones',
      'Migración a Amazon RDS y Amazon Aurora',
    ],
  },
  {
    id: 'servicios-gestionados',
    title: 'Servicios gestionados',
    summary:
      'Operamos tu infraestructura todos los días del año para que tu equipo se enfoque en lo que hace crecer tu negocio.',
    offerings: [
      'Bolsa de horas de especialistas',
      'Administración de servidores Linux y Windows',
      'Gestión de parches y actualizaciones',
      'Respaldo y recuperación con Veeam',
      'Mesa de ayuda con acuerdos de nivel de servicio',
    ],
  },
  {
    id: 'desarrollo',
    title: 'Desarrollo',
    summary:
      'Construimos aplicaciones y APIs modernas, seguras y listas para escalar desde el primer día.',
    offerings: [
      'Desarrollo de APIs REST',
      'Aplicaciones web y móviles',
      'Arquitecturas serverless con AWS Lambda',
      'Integración con ERP y sistemas existentes',
      'Automatización de despliegues (CI/CD)',
    ],
  },
  {
    id: 'monitoreo',
    title: 'Monitoreo',
    summary:
      'Vemos lo que pasa en tus sistemas antes de que lo note tu cliente, con alertas y reportes claros.',
    offerings: [
      'Monitoreo como servicio, 24/7',
      'Tableros de disponibilidad y rendimiento',
      'Alertas por correo, SMS y chat',
      'Análisis de logs y métricas',
      'Reportes mensuales de capacidad',
    ],
  },
  {
    id: 'outsourcing',
    title: 'Outsourcing',
    summary:
      'Sumamos a tu equipo profesionales de TI con experiencia, por proyecto o de forma permanente.',
    offerings: [
      'Especialistas cloud, DBAs y desarrolladores dedicados',
      'Equipos por proyecto con gestión incluida',
      'Reemplazos y refuerzos temporales',
      'Selección técnica de perfiles',
      'Transferencia de conocimiento a tu equipo',
    ],
  },
];

export const servicesPage = {
  bannerTitle: 'Nuestros servicios',
  bannerDescription:
    'Cloud, bases de datos, servicios gestionados, desarrollo, monitoreo y outsourcing: te acompañamos en cada etapa de tu tecnología, con el trato cercano de siempre.',
  listHeading: 'Lo que hacemos por tu empresa',
  listIntro:
    'Seis líneas de servicio que se combinan según lo que necesitas hoy y lo que planeas para mañana.',
  cta: {
    heading: '¿Por dónde empezamos?',
    text: 'Un especialista revisará tu caso y te propondrá el siguiente paso, sin compromiso.',
    primary: { label: 'Habla con un especialista', to: '/contacto/formulario' },
  },
} as const;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Servicios de nube, bases de datos y TI',
  description:
    'Cloud, bases de datos, servicios gestionados, desarrollo, monitoreo y outsourcing: conoce cómo acompañamos a tu empresa en cada etapa de su tecnología.',
};
