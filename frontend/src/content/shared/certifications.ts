/**
 * The AWS certifications our staff hold: nine, by level.
 * The commitment page shows them all; each offer page picks the ones that matter
 * to it from this one list, so a name or an experience figure is written once.
 */
export type CertificationLevelId = 'professional' | 'specialty' | 'associate' | 'foundational';

export interface CertificationLevel<Id extends string = string> {
  readonly id: Id;
  readonly label: string;
  /** What the level means, one line. */
  readonly summary: string;
  /** Badge colour (white text on it passes WCAG AA). */
  readonly color: string;
}

export interface Certification<Level extends string = string> {
  readonly id: string;
  /** The official name, in English as the vendor writes it. */
  readonly name: string;
  /** Two or three letters drawn on the badge. */
  readonly code: string;
  readonly level: Level;
  readonly description: string;
  /** The hands-on experience the certification expects. */
  readonly experience: string;
}

export const awsCertificationLevels = [
  {
    id: 'professional',
    label: 'Professional',
    summary: 'Diseño y operación de soluciones complejas en AWS.',
    color: '#0b1f3a',
  },
  {
    id: 'specialty',
    label: 'Specialty',
    summary: 'Dominio profundo de un área técnica.',
    color: '#6a2c91',
  },
  {
    id: 'associate',
    label: 'Associate',
    summary: 'Construcción, despliegue y operación en el día a día.',
    color: '#0f5ba7',
  },
  {
    id: 'foundational',
    label: 'Foundational',
    summary: 'Conocimiento general de la nube de AWS.',
    color: '#9a4100',
  },
] as const satisfies readonly CertificationLevel<CertificationLevelId>[];

export const awsCertifications = [
  {
    id: 'solutions-architect-professional',
    name: 'AWS Certified Solutions Architect – Professional',
    code: 'SAP',
    level: 'professional',
    description:
      'Acredita la capacidad de diseñar arquitecturas complejas en AWS: varias cuentas, alta disponibilidad, migraciones a gran escala, optimización de costos y mejora continua de soluciones existentes.',
    experience:
      'Experiencia recomendada: dos años o más diseñando y desplegando soluciones en AWS.',
  },
  {
    id: 'devops-engineer-professional',
    name: 'AWS Certified DevOps Engineer – Professional',
    code: 'DOP',
    level: 'professional',
    description:
      'Valida la automatización de la entrega continua, la infraestructura como código, el monitoreo y la respuesta a incidentes para operar sistemas distribuidos con seguridad y alta disponibilidad.',
    experience:
      'Experiencia esperada: al menos 2 años de trabajo práctico aprovisionando, operando y administrando entornos en AWS.',
  },
  {
    id: 'database-specialty',
    name: 'AWS Certified Database – Specialty',
    code: 'DBS',
    level: 'specialty',
    description:
      'Demuestra el dominio de las bases de datos de AWS: elegir el motor adecuado para cada caso, diseñarlo, migrarlo, automatizar su operación y asegurar su rendimiento y su seguridad.',
    experience:
      'Experiencia recomendada: varios años con bases de datos relacionales y no relacionales, y práctica con ellas en AWS.',
  },
  {
    id: 'security-specialty',
    name: 'AWS Certified Security – Specialty',
    code: 'SCS',
    level: 'specialty',
    description:
      'Certifica el conocimiento para proteger datos y cargas de trabajo en AWS: gestión de identidades, cifrado, protección de la infraestructura, detección de amenazas y respuesta a incidentes.',
    experience:
      'Experiencia recomendada: práctica asegurando cargas de trabajo en AWS, además de experiencia en seguridad de TI.',
  },
  {
    id: 'data-analytics-specialty',
    name: 'AWS Certified Data Analytics – Specialty',
    code: 'DAS',
    level: 'specialty',
    description:
      'Acredita el diseño de soluciones de analítica en AWS: recolección, almacenamiento, procesamiento y visualización de datos a escala, con seguridad y a un costo razonable.',
    experience:
      'Experiencia recomendada: práctica con tecnologías de analítica de datos y con los servicios de analítica de AWS.',
  },
  {
    id: 'solutions-architect-associate',
    name: 'AWS Certified Solutions Architect – Associate',
    code: 'SAA',
    level: 'associate',
    description:
      'Valida el diseño de soluciones seguras, resilientes, de alto rendimiento y con costos optimizados en AWS, siguiendo las buenas prácticas del AWS Well-Architected Framework.',
    experience: 'Experiencia recomendada: al menos un año diseñando soluciones en AWS.',
  },
  {
    id: 'developer-associate',
    name: 'AWS Certified Developer – Associate',
    code: 'DVA',
    level: 'associate',
    description:
      'Certifica el desarrollo, la prueba, el despliegue y la depuración de aplicaciones en la nube de AWS, incluidas las arquitecturas serverless y la integración con los servicios gestionados.',
    experience:
      'Experiencia esperada: 12 meses de trabajo práctico desarrollando y manteniendo aplicaciones en AWS.',
  },
  {
    id: 'sysops-administrator-associate',
    name: 'AWS Certified SysOps Administrator – Associate',
    code: 'SOA',
    level: 'associate',
    description:
      'Valida el despliegue, la administración y la operación de cargas de trabajo en AWS: monitoreo, automatización, redes, continuidad del negocio, costos y cumplimiento.',
    experience:
      'Experiencia esperada: de 1 a 2 años desplegando, administrando y operando cargas de trabajo en AWS.',
  },
  {
    id: 'cloud-practitioner',
    name: 'AWS Certified Cloud Practitioner',
    code: 'CLF',
    level: 'foundational',
    description:
      'Acredita una comprensión general de la nube de AWS: sus servicios principales, su seguridad, sus modelos de precios y su soporte. Es la base común de todo nuestro equipo, técnico y comercial.',
    experience:
      'Experiencia recomendada: unos seis meses de contacto con la nube de AWS, sin necesidad de experiencia técnica.',
  },
] as const satisfies readonly Certification<CertificationLevelId>[];

export type AwsCertificationId = (typeof awsCertifications)[number]['id'];

/** The certifications with these ids, in the order given (an offer page's selection). */
export function pickCertifications(
  ids: readonly AwsCertificationId[],
): readonly Certification<CertificationLevelId>[] {
  return ids.map((id) => awsCertifications.find((certification) => certification.id === id)!);
}

/** The words of a partner's commitment page (AWS, Oracle): its banner, its grid and its accordion. */
export interface CommitmentContent {
  readonly title: string;
  readonly intro: string;
  readonly gridTitle: string;
  readonly gridIntro: string;
  readonly accordionTitle: string;
  readonly accordionIntro?: string;
}
