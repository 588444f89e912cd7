/**
 * The site's route table: the one place that lists every page.
 *
 * It drives the client router (routes.ts), the prerender list, the sitemap, the
 * local server and the CloudFront routing function (through infra/edge), and the
 * browser tour. It imports nothing so that Node scripts and the CDK app can read it.
 *
 * Paths are matched exactly and case-sensitively, as the spec requires.
 */
export interface SiteRoute {
  /** Exact, case-sensitive path, without a trailing slash (except the home page). */
  readonly path: string;
  /** Route module, relative to frontend/src/app. */
  readonly module: string;
  /** `<title>` of the page, in Spanish (the site name is appended by the layout). */
  readonly title: string;
  /** Meta description, in Spanish (about 120–160 characters). */
  readonly description: string;
}

export const siteRoutes = [
  {
    path: '/',
    module: '../pages/home/HomePage.tsx',
    title: 'Consultoría cloud y servicios de TI en Lima',
    description:
      'Consultora peruana de nube y TI: partner de AWS, Oracle y Veeam. Migramos, operamos y optimizamos tus sistemas con un trato cercano. We Make IT Personal.',
  },
  {
    path: '/servicios',
    module: '../pages/servicios/ServiciosPage.tsx',
    title: 'Servicios de nube, bases de datos y TI',
    description:
      'Cloud, bases de datos, servicios gestionados, desarrollo, monitoreo y outsourcing: conoce cómo acompañamos a tu empresa en cada etapa de su tecnología.',
  },
  {
    path: '/nosotros/cultura',
    module: '../pages/nosotros/CulturaPage.tsx',
    title: 'Cooltura Ayni: nuestra cultura',
    description:
      'Nuestro propósito, nuestro impacto y los valores que nos mueven: servicio, aprendizaje y pasión por la tecnología que transforma organizaciones y personas.',
  },
  {
    path: '/nosotros/equipo',
    module: '../pages/nosotros/EquipoPage.tsx',
    title: 'Nuestro equipo',
    description:
      'Conoce a las personas de Ayni Cloud: arquitectos cloud, DBAs, desarrolladores y especialistas que hacen posible cada proyecto con nuestros clientes.',
  },
  {
    path: '/clientes/nuestros-clientes',
    module: '../pages/clientes/NuestrosClientesPage.tsx',
    title: 'Nuestros clientes',
    description:
      'Empresas de retail, finanzas, alimentos, educación y medios confían en Ayni Cloud para operar y modernizar su tecnología en la nube.',
  },
  {
    path: '/ayuda/trabaja-con-nosotros',
    module: '../pages/ayuda/TrabajaConNosotrosPage.tsx',
    title: 'Oportunidades: trabaja con nosotros',
    description:
      '¿Te apasiona la nube? Postula a Ayni Cloud: cuéntanos sobre ti y súmate a un equipo que aprende, comparte y crece junto a sus clientes.',
  },
  {
    path: '/contacto/empresa',
    module: '../pages/contacto/EmpresaPage.tsx',
    title: 'Nuestra empresa',
    description:
      'Quiénes somos, nuestra misión y nuestra cultura. En Ayni Cloud fluimos contigo para que la tecnología impulse a tu organización.',
  },
  {
    path: '/contacto/formulario',
    module: '../pages/contacto/FormularioPage.tsx',
    title: 'Contáctate con nosotros',
    description:
      'Escríbenos y un especialista de Ayni Cloud te responderá pronto. Cuéntanos tu proyecto de nube, bases de datos o servicios gestionados.',
  },
  {
    path: '/aws/ofertas',
    module: '../pages/aws/OfertasPage.tsx',
    title: 'Ofertas AWS',
    description:
      'Soluciones listas para implementar en AWS: contact center con IA, firewall de alto rendimiento para sitios web y transmisión en vivo a dispositivos.',
  },
  {
    path: '/aws/ofertas/connect',
    module: '../pages/aws/OfertaConnectPage.tsx',
    title: 'AI-Powered Contact Center con Amazon Connect',
    description:
      'Implementamos tu contact center en la nube con Amazon Connect e inteligencia artificial en unas 3 semanas, con especialistas certificados en AWS.',
  },
  {
    path: '/aws/ofertas/waf',
    module: '../pages/aws/OfertaWafPage.tsx',
    title: 'High-Performance Website Firewall con AWS WAF',
    description:
      'Protege tu sitio web de ataques y picos DDoS con AWS WAF. Lo implementamos en unas 3 semanas, con reglas a la medida de tu negocio.',
  },
  {
    path: '/aws/ofertas/streaming',
    module: '../pages/aws/OfertaStreamingPage.tsx',
    title: 'Live Streaming to Smart Devices en AWS',
    description:
      'Centraliza tu contenido y transmítelo en vivo con calidad y seguridad, sin infraestructura local. Implementación en unas 4 semanas.',
  },
  {
    path: '/aws/proximos-pasos',
    module: '../pages/aws/ProximosPasosPage.tsx',
    title: 'Próximos pasos con AWS',
    description:
      'Nuestras metas como partner de AWS: programas de entrega de servicios para Amazon RDS y AWS WAF, y el camino hacia el nivel Advanced.',
  },
  {
    path: '/aws/nuestro-compromiso',
    module: '../pages/aws/NuestroCompromisoPage.tsx',
    title: 'Nuestro compromiso con AWS',
    description:
      'Las certificaciones AWS de nuestro equipo: Professional, Specialty, Associate y Foundational, y lo que cada una significa para tu proyecto.',
  },
  {
    path: '/politicas-privacidad',
    module: '../pages/legal/PoliticaPrivacidadPage.tsx',
    title: 'Política de privacidad',
    description:
      'Cómo tratamos tus datos personales conforme a la Ley N.° 29733: finalidades, datos que recopilamos y cómo ejercer tus derechos ARCO.',
  },
  {
    path: '/aws/casos-exito',
    module: '../pages/aws/CasosExitoPage.tsx',
    title: 'Casos de éxito en AWS',
    description:
      'Proyectos reales en AWS: búsqueda para e-commerce, escalabilidad, transmisión en vivo, contact center con IA y protección web con WAF.',
  },
  {
    path: '/aws/casos-exito/la-busqueda-rapida-y-aws',
    module: '../pages/aws/casos/BusquedaRapidaPage.tsx',
    title: 'Caso de éxito: la búsqueda rápida y AWS',
    description:
      'Cómo un retailer peruano aceleró la búsqueda de su tienda en línea con un servicio de búsqueda gestionado en AWS y una arquitectura serverless.',
  },
  {
    path: '/aws/casos-exito/escalabilidad-negocio',
    module: '../pages/aws/casos/EscalabilidadNegocioPage.tsx',
    title: 'Caso de éxito: escalabilidad para el negocio',
    description:
      'Base de datos por marca, firewall web, monitoreo y alertas: el plan de dos meses que preparó a un grupo comercial para crecer en AWS.',
  },
  {
    path: '/aws/casos-exito/central-telefonica-connect',
    module: '../pages/aws/casos/CentralTelefonicaConnectPage.tsx',
    title: 'Caso de éxito: central telefónica con Amazon Connect',
    description:
      'Un contact center con IA en Amazon Connect: 65 % más autoservicio, 30 % menos llamadas a agentes y análisis 60 % más rápido.',
  },
  {
    path: '/aws/casos-exito/caso-waf',
    module: '../pages/aws/casos/CasoWafPage.tsx',
    title: 'Caso de éxito: AWS WAF para servicios bancarios',
    description:
      'Protección de un servicio bancario en WordPress con AWS WAF: 98 % de ataques bloqueados y el 100 % de los picos DDoS mitigados.',
  },
  {
    path: '/aws/casos-exito/trasmitir-y-compartir-momentos',
    module: '../pages/aws/casos/TransmitirMomentosPage.tsx',
    title: 'Caso de éxito: transmitir y compartir momentos',
    description:
      'Video en vivo, conversión a demanda y almacenamiento con retención de dos años: una plataforma de streaming construida sobre AWS.',
  },
  {
    path: '/aws/servicios',
    module: '../pages/aws/ServiciosAwsPage.tsx',
    title: 'Servicios AWS',
    description:
      'Bases de datos, seguridad, contenedores y soluciones empresariales en AWS: descubre los servicios con los que trabajamos a diario.',
  },
  {
    path: '/aws/aws-re-start',
    module: '../pages/aws/ReStartPage.tsx',
    title: 'AWS re/Start: formación gratuita en la nube',
    description:
      'Programa gratuito y virtual de 14 semanas para iniciar tu carrera en la nube, sin experiencia previa. Conoce el recorrido y los requisitos.',
  },
  {
    path: '/aws/servicios/Lambda',
    module: '../pages/aws/servicios/LambdaPage.tsx',
    title: 'AWS Lambda: funciones serverless',
    description:
      'Qué es AWS Lambda, cómo funciona y ocho casos de uso: procesamiento de datos y archivos, streaming, machine learning y back-ends sin servidores.',
  },
  {
    path: '/aws/servicios/base-de-datos/RDS',
    module: '../pages/aws/servicios/RdsPage.tsx',
    title: 'Amazon RDS: bases de datos relacionales',
    description:
      'Amazon RDS con Aurora, PostgreSQL, MySQL, MariaDB, Oracle y SQL Server: administración simple, escalable, disponible, rápida y segura.',
  },
  {
    path: '/aws/servicios/aws-connect',
    module: '../pages/aws/servicios/ConnectPage.tsx',
    title: 'Amazon Connect: contact center en la nube',
    description:
      'Cómo funciona Amazon Connect, demostraciones, casos de uso y beneficios de un contact center omnicanal en la nube.',
  },
  {
    path: '/oracle/nuestro-compromiso',
    module: '../pages/oracle/NuestroCompromisoOraclePage.tsx',
    title: 'Nuestro compromiso con Oracle',
    description:
      'Nueve certificaciones Oracle de nuestro equipo —Specialist, Professional, Associate y Foundations— al servicio de tus bases de datos.',
  },
  {
    path: '/veeam/soluciones',
    module: '../pages/veeam/SolucionesVeeamPage.tsx',
    title: 'Soluciones Veeam de respaldo y recuperación',
    description:
      'Respaldo y replicación de servidores, cargas en la nube y Microsoft 365, recuperación ante ransomware y desastres con Veeam.',
  },
] as const satisfies readonly SiteRoute[];

export type RoutePath = (typeof siteRoutes)[number]['path'];

/** The not-found page: its module and its metadata (it is never indexed). */
export const notFoundRoute = {
  module: '../pages/not-found/NotFoundPage.tsx',
  /** Path the not-found page is prerendered from; it is served as 404.html. */
  prerenderPath: '/404',
  file: '/404.html',
  title: 'Página no encontrada',
  description:
    'La página que buscas no existe o está en construcción. Te invitamos a conocer las novedades de AWS y Oracle.',
} as const;

const byPath = new Map<string, SiteRoute>(siteRoutes.map((route) => [route.path, route]));

/** The route at exactly this path (case-sensitive), if any. */
export function findRoute(pathname: string): SiteRoute | undefined {
  return byPath.get(pathname);
}
