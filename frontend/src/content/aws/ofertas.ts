/**
 * The AWS offers: the offers page's three cards and the copy of
 * each offer page. Certifications are referenced by id from shared/certifications.ts.
 */
import type { PageMetaCopy } from '../shared/head';
import type { AwsCertificationId } from '../shared/certifications';
import { type ImageAsset, offerImages } from '../shared/illustrations';

export interface OfferActivity {
  readonly title: string;
  readonly description: string;
}

export interface Offer {
  readonly slug: 'connect' | 'waf' | 'streaming';
  readonly path: `/aws/ofertas/${string}`;
  /** The offer's name, as AWS partners publish it (English, as the spec writes it). */
  readonly title: string;
  /** What the card on /aws/ofertas says. */
  readonly summary: string;
  /** The purpose banner: why the offer exists. */
  readonly purpose: string;
  /** What the solution is and does. */
  readonly about: { readonly title: string; readonly paragraphs: readonly string[] };
  readonly highlights: readonly string[];
  /** Average implementation time, in weeks: about 3 for Connect and WAF, 4 for streaming. */
  readonly weeks: number;
  readonly activities: readonly OfferActivity[];
  readonly image: ImageAsset;
  readonly certificationIds: readonly AwsCertificationId[];
}

export const offersPageContent = {
  title: 'Ofertas AWS',
  intro:
    'Soluciones empaquetadas sobre AWS, con alcance, plazos y equipo claros desde el primer día. Elige la que necesitas y la implementamos contigo.',
  sectionTitle: 'Nuestras ofertas',
  cta: 'Conoce la oferta',
} as const;

/** Labels shared by the three offer pages. */
export const offerPageLabels = {
  eyebrow: 'Oferta AWS',
  purposeTitle: 'Propósito',
  implementationTitle: '¿Cuánto toma implementarla?',
  implementation: (weeks: number) =>
    `La implementación toma ${weeks} semanas en promedio. Estas son sus etapas:`,
  certificationsTitle: 'Certificaciones de nuestro equipo',
  certificationsIntro:
    'Quienes implementan esta oferta tienen las certificaciones de AWS más importantes para ella:',
  contactTitle: 'Contáctanos a través del siguiente formulario',
  contactIntro:
    'Cuéntanos sobre tu empresa y lo que quieres lograr. Un especialista certificado te responderá para revisar tu caso, sin compromiso.',
} as const;

export const offers = [
  {
    slug: 'connect',
    path: '/aws/ofertas/connect',
    title: 'AI-Powered Contact Center',
    summary:
      'Un contact center en la nube con Amazon Connect e inteligencia artificial: autoservicio, agentes más productivos y análisis de cada conversación.',
    purpose:
      'Que tus clientes resuelvan más por sí mismos, a cualquier hora, y que tus agentes dediquen su tiempo a las conversaciones que de verdad lo necesitan.',
    about: {
      title: 'Tu contact center, en la nube y con IA',
      paragraphs: [
        'Implementamos Amazon Connect con asistentes virtuales de voz y chat que entienden lenguaje natural, enrutamiento inteligente hacia el agente adecuado y análisis automático de las conversaciones.',
        'Pagas por uso, sin centrales físicas ni licencias por puesto, y escalas en minutos cuando llegan las campañas o las temporadas altas.',
      ],
    },
    highlights: [
      'Asistentes virtuales de voz y chat en español',
      'Enrutamiento por habilidades, prioridad y contexto del cliente',
      'Transcripción, análisis de sentimiento y métricas en tiempo real',
      'Integración con tu CRM y tus sistemas de atención',
    ],
    weeks: 3,
    activities: [
      {
        title: 'Diagnóstico y diseño de flujos',
        description:
          'Revisamos tus canales, tus motivos de contacto y tus horarios, y diseñamos los flujos de atención y las colas.',
      },
      {
        title: 'Configuración de Amazon Connect',
        description:
          'Creamos la instancia, los números, las colas, los perfiles de agentes y el enrutamiento por habilidades.',
      },
      {
        title: 'Asistente virtual e integraciones',
        description:
          'Entrenamos el bot de autoservicio y lo conectamos con tu CRM y tus sistemas mediante funciones serverless.',
      },
      {
        title: 'Pruebas, capacitación y pase a producción',
        description:
          'Probamos cada flujo de punta a punta, capacitamos a supervisores y agentes, y acompañamos los primeros días de operación.',
      },
    ],
    image: offerImages.connect,
    certificationIds: [
      'solutions-architect-professional',
      'developer-associate',
      'data-analytics-specialty',
    ],
  },
  {
    slug: 'waf',
    path: '/aws/ofertas/waf',
    title: 'High-Performance Website Firewall',
    summary:
      'Protege tu sitio web de la inyección de código, los bots maliciosos y los ataques de denegación de servicio con AWS WAF, sin sacrificar la velocidad de carga.',
    purpose:
      'Que tu sitio web siga disponible, rápido y seguro aunque lo ataquen, para que tus clientes confíen en cada visita.',
    about: {
      title: 'Un firewall a la medida de tu sitio',
      paragraphs: [
        'Ponemos AWS WAF y Amazon CloudFront delante de tu sitio web, con reglas administradas contra las vulnerabilidades más comunes y reglas propias para tu aplicación.',
        'El tráfico legítimo llega más rápido gracias a la red de distribución de contenido, y el malicioso se detiene antes de tocar tus servidores.',
      ],
    },
    highlights: [
      'Reglas contra inyección SQL, XSS y las vulnerabilidades del OWASP Top 10',
      'Límite de solicitudes por visitante y control de bots',
      'Mitigación de picos DDoS con AWS Shield',
      'Tableros y alertas para ver cada intento bloqueado',
    ],
    weeks: 3,
    activities: [
      {
        title: 'Evaluación del sitio y del tráfico',
        description:
          'Analizamos tu aplicación, sus rutas sensibles y el tráfico actual para saber qué proteger y cómo.',
      },
      {
        title: 'Despliegue de CloudFront y AWS WAF',
        description:
          'Configuramos la distribución, los certificados y las reglas administradas, primero en modo de conteo.',
      },
      {
        title: 'Ajuste de reglas propias',
        description:
          'Afinamos las reglas con el tráfico real para bloquear lo malicioso sin afectar a tus visitantes.',
      },
      {
        title: 'Monitoreo, alertas y entrega',
        description:
          'Dejamos tableros, alertas y un manual de operación, y pasamos las reglas a modo de bloqueo.',
      },
    ],
    image: offerImages.waf,
    certificationIds: [
      'security-specialty',
      'solutions-architect-professional',
      'sysops-administrator-associate',
    ],
  },
  {
    slug: 'streaming',
    path: '/aws/ofertas/streaming',
    title: 'Live Streaming to Smart Devices',
    summary:
      'Transmite en vivo a televisores, computadoras y celulares con calidad y seguridad, sin montar infraestructura local.',
    purpose:
      'Que tus transmisiones lleguen en vivo, con calidad y seguridad, a cualquier pantalla donde esté tu audiencia.',
    about: {
      title: 'Una solución de transmisión en vivo en la nube',
      paragraphs: [
        'Es una solución de transmisión en vivo en la nube que centraliza el contenido desde varias ubicaciones y lo transmite con calidad y seguridad, sin necesidad de infraestructura local.',
        'Está pensada para empresas que usan el video para comunicarse con sus clientes, sus colaboradores o su comunidad.',
      ],
    },
    highlights: [
      'Centraliza señales de varias ubicaciones en un solo lugar',
      'Transmite con calidad y seguridad, sin infraestructura local',
      'Se integra en tus sitios web o en tus aplicaciones',
      'Te da control total del acceso y de la experiencia de tu audiencia',
    ],
    weeks: 4,
    activities: [
      {
        title: 'Configuración de canales de entrada y codificación de señal',
        description:
          'Preparamos los canales que reciben la señal de cada ubicación y la codificamos en las calidades que necesita cada pantalla.',
      },
      {
        title: 'Pruebas finales de funcionalidad',
        description:
          'Probamos la transmisión de punta a punta, en distintos dispositivos y redes, antes de tu primer evento en vivo.',
      },
      {
        title: 'Integración de distribución y empaquetado para transmisión en vivo',
        description:
          'Empaquetamos la señal en formatos de transmisión adaptativa y la distribuimos por una red de entrega de contenido.',
      },
      {
        title:
          'Configuración de almacenamiento de transmisiones y generación de contenido a demanda',
        description:
          'Guardamos cada transmisión y la convertimos en video a demanda, listo para volver a verse cuando tu audiencia quiera.',
      },
    ],
    image: offerImages.streaming,
    certificationIds: [
      'solutions-architect-professional',
      'devops-engineer-professional',
      'sysops-administrator-associate',
    ],
  },
] as const satisfies readonly Offer[];

export function offerBySlug(slug: Offer['slug']): Offer {
  return offers.find((offer) => offer.slug === slug)!;
}

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Ofertas AWS',
  description:
    'Soluciones listas para implementar en AWS: contact center con IA, firewall de alto rendimiento para sitios web y transmisión en vivo a dispositivos.',
};
