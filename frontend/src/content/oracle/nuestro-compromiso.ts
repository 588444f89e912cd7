/**
 * /oracle/nuestro-compromiso: nine Oracle certifications held by our
 * staff — 4 Specialist, 1 Professional, 3 Associate, 1 Foundations Associate.
 */
import type { PageMetaCopy } from '../shared/head';
import type {
  Certification,
  CertificationLevel,
  CommitmentContent,
} from '../shared/certifications';

export type OracleLevelId = 'specialist' | 'professional' | 'associate' | 'foundations';

export const oracleCommitmentContent: CommitmentContent = {
  title: 'Nuestro compromiso con Oracle',
  intro:
    'Las bases de datos sostienen el negocio de nuestros clientes. Por eso nuestro equipo se certifica con Oracle, de los fundamentos de su nube a la implementación de sus plataformas más exigentes.',
  gridTitle: 'Nuestras certificaciones Oracle',
  gridIntro: 'Nueve certificaciones de Oracle, agrupadas por nivel.',
  accordionTitle: 'Qué acredita cada certificación',
};

export const oracleCertificationLevels = [
  {
    id: 'specialist',
    label: 'Specialist',
    summary: 'Implementación de productos y plataformas concretas.',
    color: '#8a1c1c',
  },
  {
    id: 'professional',
    label: 'Professional',
    summary: 'Administración avanzada y resolución de problemas.',
    color: '#0b1f3a',
  },
  {
    id: 'associate',
    label: 'Associate',
    summary: 'Habilidades técnicas sólidas para el trabajo diario.',
    color: '#0f5ba7',
  },
  {
    id: 'foundations',
    label: 'Foundations Associate',
    summary: 'Los fundamentos de la nube de Oracle.',
    color: '#9a4100',
  },
] as const satisfies readonly CertificationLevel<OracleLevelId>[];

export const oracleCertifications = [
  {
    id: 'autonomous-database-specialist',
    name: 'Oracle Autonomous Database Cloud Specialist',
    code: 'ADB',
    level: 'specialist',
    description:
      'Acredita el aprovisionamiento, la migración, la seguridad y la operación de Oracle Autonomous Database, la base de datos que se afina, aplica sus parches y se respalda sola.',
    experience: 'Para administradores y arquitectos que ya trabajan con Oracle Database.',
  },
  {
    id: 'exadata-specialist',
    name: 'Oracle Exadata Database Machine Implementation Specialist',
    code: 'EXA',
    level: 'specialist',
    description:
      'Valida la instalación, la configuración y la administración de Exadata, la plataforma de Oracle para cargas de bases de datos de alto rendimiento.',
    experience: 'Para especialistas que implementan Exadata en centros de datos o en la nube.',
  },
  {
    id: 'enterprise-manager-specialist',
    name: 'Oracle Enterprise Manager Certified Implementation Specialist',
    code: 'OEM',
    level: 'specialist',
    description:
      'Certifica la implementación de Oracle Enterprise Manager para monitorear, administrar y automatizar bases de datos y servidores Oracle desde una sola consola.',
    experience: 'Para especialistas que operan plataformas Oracle con muchas bases de datos.',
  },
  {
    id: 'database-appliance-specialist',
    name: 'Oracle Database Appliance Certified Implementation Specialist',
    code: 'ODA',
    level: 'specialist',
    description:
      'Acredita la instalación, la configuración y el mantenimiento de Oracle Database Appliance, el sistema integrado de Oracle para bases de datos en alta disponibilidad.',
    experience:
      'Para especialistas que implementan bases de datos Oracle en sus propios centros de datos.',
  },
  {
    id: 'database-administration-professional',
    name: 'Oracle Database Administration Certified Professional',
    code: 'OCP',
    level: 'professional',
    description:
      'La certificación de referencia para un DBA de Oracle: respaldo y recuperación, rendimiento, multitenant, seguridad y alta disponibilidad.',
    experience: 'Requiere haber obtenido antes la certificación de nivel Associate.',
  },
  {
    id: 'database-sql-associate',
    name: 'Oracle Database SQL Certified Associate',
    code: 'SQL',
    level: 'associate',
    description:
      'Valida el dominio de SQL en Oracle Database: consultas, uniones, subconsultas, funciones y manipulación de datos.',
    experience: 'Para desarrolladores y DBAs que escriben SQL a diario.',
  },
  {
    id: 'database-administration-associate',
    name: 'Oracle Database Administration Certified Associate',
    code: 'OCA',
    level: 'associate',
    description:
      'Certifica la administración esencial de Oracle Database: instalación, almacenamiento, usuarios, seguridad y operación diaria.',
    experience: 'El primer paso en la carrera de un administrador de bases de datos Oracle.',
  },
  {
    id: 'oci-architect-associate',
    name: 'Oracle Cloud Infrastructure Architect Associate',
    code: 'OCI',
    level: 'associate',
    description:
      'Acredita el diseño de soluciones en Oracle Cloud Infrastructure: redes, cómputo, almacenamiento, identidades y alta disponibilidad.',
    experience: 'Para arquitectos que diseñan e implementan soluciones en la nube de Oracle.',
  },
  {
    id: 'oci-foundations-associate',
    name: 'Oracle Cloud Infrastructure Foundations Associate',
    code: 'OCF',
    level: 'foundations',
    description:
      'Demuestra el conocimiento de los servicios básicos de Oracle Cloud Infrastructure, su seguridad y sus modelos de precios y soporte.',
    experience:
      'No exige experiencia previa: es la base para quienes empiezan en la nube de Oracle.',
  },
] as const satisfies readonly Certification<OracleLevelId>[];

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Nuestro compromiso con Oracle',
  description:
    'Nueve certificaciones Oracle de nuestro equipo —Specialist, Professional, Associate y Foundations— al servicio de tus bases de datos.',
};
