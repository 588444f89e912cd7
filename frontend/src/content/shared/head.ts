/**
 * Each page's title and description, keyed by its path in the route table
 * (routes/site-routes.ts). The layout appends the site's name to the title; the
 * description is what search results and link previews show (about 120–160 characters).
 * Product and certification names stay as their owners write them; the offer pages' titles
 * say what each offer is in Spanish.
 */
import type { RoutePath } from '../../../../routes/site-routes';

export interface PageMetaCopy {
  /** `<title>` of the page, without the site's name. */
  readonly title: string;
  /** Meta description. */
  readonly description: string;
}

export const pageMetaCopy: Readonly<Record<RoutePath, PageMetaCopy>> = {
  '/': {
    title: 'Consultoría cloud y servicios de TI en Lima',
    description:
      'Consultora peruana de nube y TI: partner de AWS, Oracle y Veeam. Migramos, operamos y optimizamos tus sistemas con un trato cercano. We Make IT Personal.',
  },
  '/servicios': {
    title: 'Servicios de nube, bases de datos y TI',
    description:
      'Cloud, bases de datos, servicios gestionados, desarrollo, monitoreo y outsourcing: conoce cómo acompañamos a tu empresa en cada etapa de su tecnología.',
  },
  '/nosotros/cultura': {
    title: 'Cooltura Ayni: nuestra cultura',
    description:
      'Nuestro propósito, nuestro impacto y los valores que nos mueven: servicio, aprendizaje y pasión por la tecnología que transforma organizaciones y personas.',
  },
  '/nosotros/equipo': {
    title: 'Nuestro equipo',
    description:
      'Conoce a las personas de Ayni Cloud: arquitectos cloud, DBAs, desarrolladores y especialistas que hacen posible cada proyecto con nuestros clientes.',
  },
  '/clientes/nuestros-clientes': {
    title: 'Nuestros clientes',
    description:
      'Empresas de retail, finanzas, alimentos, educación y medios confían en Ayni Cloud para operar y modernizar su tecnología en la nube.',
  },
  '/ayuda/trabaja-con-nosotros': {
    title: 'Oportunidades: trabaja con nosotros',
    description:
      '¿Te apasiona la nube? Postula a Ayni Cloud: cuéntanos sobre ti y súmate a un equipo que aprende, comparte y crece junto a sus clientes.',
  },
  '/contacto/empresa': {
    title: 'Nuestra empresa',
    description:
      'Quiénes somos, nuestra misión y nuestra cultura. En Ayni Cloud fluimos contigo para que la tecnología impulse a tu organización.',
  },
  '/contacto/formulario': {
    title: 'Contáctate con nosotros',
    description:
      'Escríbenos y un especialista de Ayni Cloud te responderá pronto. Cuéntanos tu proyecto de nube, bases de datos o servicios gestionados.',
  },
  '/aws/ofertas': {
    title: 'Ofertas AWS',
    description:
      'Soluciones listas para implementar en AWS: contact center con IA, firewall de alto rendimiento para sitios web y transmisión en vivo a dispositivos.',
  },
  '/aws/ofertas/connect': {
    title: 'Contact center con IA en Amazon Connect',
    description:
      'Implementamos tu contact center en la nube con Amazon Connect e inteligencia artificial en unas 3 semanas, con especialistas certificados en AWS.',
  },
  '/aws/ofertas/waf': {
    title: 'Firewall web de alto rendimiento con AWS WAF',
    description:
      'Protege tu sitio web de ataques y picos DDoS con AWS WAF. Lo implementamos en unas 3 semanas, con reglas a la medida de tu negocio.',
  },
  '/aws/ofertas/streaming': {
    title: 'Transmisión en vivo a dispositivos inteligentes con AWS',
    description:
      'Centraliza tu contenido y transmítelo en vivo con calidad y seguridad, sin infraestructura local. Implementación en unas 4 semanas.',
  },
  '/aws/proximos-pasos': {
    title: 'Próximos pasos con AWS',
    description:
      'Nuestras metas como partner de AWS: programas de entrega de servicios para Amazon RDS y AWS WAF, y el camino hacia el nivel Advanced.',
  },
  '/aws/nuestro-compromiso': {
    title: 'Nuestro compromiso con AWS',
    description:
      'Las certificaciones AWS de nuestro equipo: Professional, Specialty, Associate y Foundational, y lo que cada una significa para tu proyecto.',
  },
  '/politicas-privacidad': {
    title: 'Política de privacidad',
    description:
      'Cómo tratamos tus datos personales conforme a la Ley N.° 29733: finalidades, datos que recopilamos y cómo ejercer tus derechos ARCO.',
  },
  '/aws/casos-exito': {
    title: 'Casos de éxito en AWS',
    description:
      'Proyectos reales en AWS: búsqueda para e-commerce, escalabilidad, transmisión en vivo, contact center con IA y protección web con WAF.',
  },
  '/aws/casos-exito/la-busqueda-rapida-y-aws': {
    title: 'Caso de éxito: la búsqueda rápida y AWS',
    description:
      'Cómo un retailer peruano aceleró la búsqueda de su tienda en línea con un servicio de búsqueda gestionado en AWS y una arquitectura serverless.',
  },
  '/aws/casos-exito/escalabilidad-negocio': {
    title: 'Caso de éxito: escalabilidad para el negocio',
    description:
      'Base de datos por marca, firewall web, monitoreo y alertas: el plan de dos meses que preparó a un grupo comercial para crecer en AWS.',
  },
  '/aws/casos-exito/central-telefonica-connect': {
    title: 'Caso de éxito: central telefónica con Amazon Connect',
    description:
      'Un contact center con IA en Amazon Connect: 65 % más autoservicio, 30 % menos llamadas a agentes y análisis 60 % más rápido.',
  },
  '/aws/casos-exito/caso-waf': {
    title: 'Caso de éxito: AWS WAF para servicios bancarios',
    description:
      'Protección de un servicio bancario en WordPress con AWS WAF: 98 % de ataques bloqueados y el 100 % de los picos DDoS mitigados.',
  },
  '/aws/casos-exito/trasmitir-y-compartir-momentos': {
    title: 'Caso de éxito: transmitir y compartir momentos',
    description:
      'Video en vivo, conversión a demanda y almacenamiento con retención de dos años: una plataforma de transmisión construida sobre AWS.',
  },
  '/aws/servicios': {
    title: 'Servicios AWS',
    description:
      'Bases de datos, seguridad, contenedores y soluciones empresariales en AWS: descubre los servicios con los que trabajamos a diario.',
  },
  '/aws/aws-re-start': {
    title: 'AWS re/Start: formación gratuita en la nube',
    description:
      'Programa gratuito y virtual de 14 semanas para iniciar tu carrera en la nube, sin experiencia previa. Conoce el recorrido y los requisitos.',
  },
  '/aws/servicios/Lambda': {
    title: 'AWS Lambda: cómputo sin servidores',
    description:
      'Qué es AWS Lambda, cómo funciona y ocho casos de uso: datos, archivos y flujos en tiempo real, aprendizaje automático y aplicaciones sin servidores.',
  },
  '/aws/servicios/base-de-datos/RDS': {
    title: 'Amazon RDS: bases de datos relacionales',
    description:
      'Amazon RDS con Aurora, PostgreSQL, MySQL, MariaDB, Oracle y SQL Server: administración simple, escalable, disponible, rápida y segura.',
  },
  '/aws/servicios/aws-connect': {
    title: 'Amazon Connect: contact center en la nube',
    description:
      'Cómo funciona Amazon Connect, demostraciones, casos de uso y beneficios de un contact center omnicanal en la nube.',
  },
  '/oracle/nuestro-compromiso': {
    title: 'Nuestro compromiso con Oracle',
    description:
      'Nueve certificaciones Oracle de nuestro equipo —Specialist, Professional, Associate y Foundations— al servicio de tus bases de datos.',
  },
  '/veeam/soluciones': {
    title: 'Soluciones Veeam de respaldo y recuperación',
    description:
      'Respaldo y replicación de servidores, cargas en la nube y Microsoft 365, recuperación ante ransomware y desastres con Veeam.',
  },
};

/** The not-found page's title and description (the page is never indexed). */
export const notFoundMetaCopy: PageMetaCopy = {
  title: 'Página no encontrada',
  description:
    'La página que buscas no existe o está en construcción. Te invitamos a conocer las novedades de AWS y Oracle.',
};

/** Words of the structured data that are no page's title. */
export const structuredDataCopy = {
  /** The first crumb of every breadcrumb trail: the home page. */
  homeCrumb: 'Inicio',
  /** The Organization's description, with the company's address. */
  organizationDescription: (address: string) =>
    `Consultoría cloud y servicios de TI en ${address}.`,
} as const;
