/**
 * The AWS success cases: the one home of their titles, dates
 * and copy. The list page, each article and the structured data read them here.
 * Clients are described, never named.
 */
import type { PageMetaCopy } from '../shared/head';
import { type ImageAsset, architectureImages, caseImages } from '../shared/illustrations';

export interface CaseMetric {
  /** The figure, as it is read aloud: "65 %". */
  readonly value: string;
  readonly label: string;
}

/** The blocks a case section is made of, rendered in order. */
export type CaseBlock =
  | { readonly kind: 'paragraphs'; readonly paragraphs: readonly string[] }
  | { readonly kind: 'bullets'; readonly items: readonly string[] }
  | { readonly kind: 'subheading'; readonly text: string }
  | {
      readonly kind: 'accordion';
      readonly items: readonly {
        readonly title: string;
        readonly paragraphs?: readonly string[];
        readonly bullets?: readonly string[];
      }[];
    }
  | { readonly kind: 'image'; readonly image: ImageAsset; readonly caption: string }
  | { readonly kind: 'metrics'; readonly items: readonly CaseMetric[] };

export interface CaseSection {
  readonly title: string;
  readonly blocks: readonly CaseBlock[];
}

export interface CaseLink {
  readonly label: string;
  readonly to: string;
}

export interface CaseStudy {
  readonly slug: string;
  readonly path: `/aws/casos-exito/${string}`;
  readonly title: string;
  /** Publication date, ISO 8601 (date only). */
  readonly date: string;
  /** One or two sentences for the list card and the article's lead. */
  readonly summary: string;
  readonly image: ImageAsset;
  readonly sections: readonly CaseSection[];
  readonly related: readonly CaseLink[];
}

export const casesPageContent = {
  title: 'Casos de éxito',
  intro:
    'Proyectos reales que construimos en AWS con nuestros clientes: qué problema tenían, qué hicimos y qué resultados obtuvieron.',
  featuredTitle: 'Caso destacado',
  featuredCta: 'Leer más...',
  latestTitle: 'Últimas publicaciones',
  cardCta: 'Ver Más',
} as const;

export const caseArticleLabels = {
  eyebrow: 'Caso de éxito',
  publishedOn: 'Publicado el',
  relatedTitle: 'Sigue leyendo',
  backToList: 'Todos los casos de éxito',
  /** Diagrams are 960 px wide: on a phone, the visitor can open them at full size. */
  fullSize: 'Ver la imagen en tamaño completo',
} as const;

/** The sections of the four later case studies, in the order the spec gives. */
export const caseStudyStructure = [
  'Resumen ejecutivo',
  'El desafío del cliente',
  '¿Por qué AWS?',
  'El partner',
  'La solución del partner',
] as const;

const aboutPartner: CaseSection = {
  title: 'El partner',
  blocks: [
    {
      kind: 'paragraphs',
      paragraphs: [
        'Ayni Cloud es una consultora peruana de nube y TI, partner de AWS, con un equipo certificado en los niveles Professional, Specialty, Associate y Foundational. Acompañamos a nuestros clientes desde el diagnóstico hasta la operación diaria, con un trato cercano: We Make IT Personal.',
      ],
    },
  ],
};

export const cases = [
  {
    slug: 'la-busqueda-rapida-y-aws',
    path: '/aws/casos-exito/la-busqueda-rapida-y-aws',
    title: 'La búsqueda rápida y AWS',
    date: '2020-07-22',
    summary:
      'Cómo una cadena de retail llevó el buscador de su tienda en línea a un servicio de búsqueda gestionado en AWS: sus clientes pasaron de esperar segundos a ver resultados mientras escriben.',
    image: caseImages.busqueda,
    sections: [
      {
        title: 'El cliente',
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              'Una cadena peruana de retail con tiendas en varias ciudades y un comercio electrónico que crecía mes a mes, con un catálogo de decenas de miles de productos entre tecnología, hogar y moda.',
            ],
          },
        ],
      },
      {
        title: 'La situación',
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              'El buscador de la tienda en línea consultaba directamente la base de datos transaccional. En campañas como el Cyber Day, cada búsqueda tardaba varios segundos, los resultados no toleraban errores de tipeo y la base de datos sufría justo cuando más pedidos entraban.',
              'El equipo necesitaba un buscador rápido y tolerante a errores, que se mantuviera al día con los cambios de precio y stock sin cargar más la base de datos.',
            ],
          },
        ],
      },
      {
        title: 'La solución',
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              'Llevamos la búsqueda a Amazon Elasticsearch Service (hoy Amazon OpenSearch Service), un servicio de búsqueda gestionado, y la rodeamos de servicios serverless que mantienen el índice al día:',
            ],
          },
          {
            kind: 'bullets',
            items: [
              'Amazon S3 recibe los archivos del catálogo y las imágenes de los productos.',
              'AWS Lambda procesa cada cambio y actualiza el índice de búsqueda en segundos.',
              'Amazon DynamoDB guarda el estado de la sincronización y las búsquedas frecuentes.',
              'Amazon SES envía los avisos de stock y los reportes del equipo comercial.',
              'Amazon CloudWatch monitorea la latencia de las búsquedas y alerta ante cualquier anomalía.',
            ],
          },
          {
            kind: 'paragraphs',
            paragraphs: [
              'Ahora los resultados aparecen mientras el cliente escribe, con sugerencias y corrección de errores de tipeo, y la base de datos transaccional quedó libre para atender los pedidos.',
            ],
          },
        ],
      },
      {
        title: 'La arquitectura',
        blocks: [
          {
            kind: 'image',
            image: architectureImages.busqueda,
            caption: 'Arquitectura de la búsqueda de la tienda en línea en AWS.',
          },
        ],
      },
    ],
    related: [
      { label: 'AWS Lambda: funciones serverless', to: '/aws/servicios/Lambda' },
      { label: 'Servicios AWS', to: '/aws/servicios' },
    ],
  },
  {
    slug: 'escalabilidad-negocio',
    path: '/aws/casos-exito/escalabilidad-negocio',
    title: 'Escalabilidad para el negocio',
    date: '2021-12-23',
    summary:
      'Un grupo comercial con varias marcas separó sus datos, protegió sus sitios y se preparó para crecer en AWS con un plan de dos meses.',
    image: caseImages.escalabilidad,
    sections: [
      {
        title: 'Resumen ejecutivo',
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              'Un grupo comercial peruano con tres marcas compartía una sola base de datos para todos sus canales digitales. En dos meses le dimos a cada marca su propia base de datos, pusimos un firewall web delante de sus sitios y dejamos un monitoreo con alertas listo para acompañar un crecimiento esperado del tráfico de alrededor del 10 %.',
            ],
          },
        ],
      },
      {
        title: 'El desafío del cliente',
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              'Cuando una marca lanzaba una campaña, las demás se volvían lentas: todas competían por la misma base de datos. Además, los sitios recibían tráfico automatizado que nadie filtraba y el equipo se enteraba de las caídas por las quejas de los clientes.',
            ],
          },
        ],
      },
      {
        title: '¿Por qué AWS?',
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              'AWS ofrecía bases de datos gestionadas que se crean y se escalan en minutos, un firewall web que se activa sin tocar las aplicaciones y un monitoreo integrado, todo con pago por uso y sin comprar servidores para las temporadas altas.',
            ],
          },
        ],
      },
      aboutPartner,
      {
        title: 'La solución del partner',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Una base de datos por marca en Amazon RDS, con réplicas de lectura y respaldos automáticos.',
              'AWS WAF delante de los tres sitios, con reglas contra inyecciones y bots.',
              'Monitoreo con Amazon CloudWatch: tableros por marca para la base de datos, la aplicación y el firewall.',
              'Alertas con Amazon SNS al correo y al celular del equipo de guardia.',
            ],
          },
          { kind: 'subheading', text: 'Plan del proyecto: 2 meses' },
          {
            kind: 'bullets',
            items: [
              'Semanas 1 y 2: diagnóstico, diseño y pruebas de concepto.',
              'Semanas 3 a 6: migración de los datos de cada marca, una a la vez.',
              'Semanas 7 y 8: firewall, monitoreo, alertas y pruebas de carga.',
            ],
          },
          {
            kind: 'paragraphs',
            paragraphs: [
              'Las pruebas de carga se dimensionaron para un crecimiento esperado del tráfico de alrededor del 10 %, con margen para los picos de campaña.',
            ],
          },
          {
            kind: 'image',
            image: architectureImages.escalabilidad,
            caption: 'Arquitectura con una base de datos por marca.',
          },
        ],
      },
    ],
    related: [
      { label: 'Amazon RDS: bases de datos relacionales', to: '/aws/servicios/base-de-datos/RDS' },
      { label: 'Oferta: High-Performance Website Firewall', to: '/aws/ofertas/waf' },
    ],
  },
  {
    slug: 'trasmitir-y-compartir-momentos',
    path: '/aws/casos-exito/trasmitir-y-compartir-momentos',
    title: 'Transmitir y compartir momentos',
    date: '2023-01-13',
    summary:
      'Una productora de eventos transmite en vivo bodas, graduaciones y conferencias, y las deja disponibles a demanda durante dos años.',
    image: caseImages.streaming,
    sections: [
      {
        title: 'Resumen ejecutivo',
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              'Una productora de eventos sociales y corporativos quería que las familias y los equipos que no podían asistir vivieran el momento en vivo y pudieran volver a verlo después. Construimos en AWS una plataforma de video en vivo, con conversión a demanda, almacenamiento y una API para sus aplicaciones, que conserva cada evento durante dos años.',
            ],
          },
        ],
      },
      {
        title: 'El desafío del cliente',
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              'Las transmisiones dependían de un servidor en la oficina y de la conexión de cada local: se cortaban, no llegaban bien a los celulares y los videos se perdían a las pocas semanas.',
            ],
          },
        ],
      },
      {
        title: '¿Por qué AWS?',
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              'Los servicios de video de AWS reciben, codifican y distribuyen la señal sin equipos propios, y cobran solo por las horas transmitidas: ideal para un negocio que vive de eventos con fecha y hora.',
            ],
          },
        ],
      },
      aboutPartner,
      {
        title: 'La solución del partner',
        blocks: [
          {
            kind: 'bullets',
            items: [
              'Video en vivo: AWS Elemental MediaLive recibe la señal del evento y la codifica en varias calidades; Amazon CloudFront la lleva a cada pantalla.',
              'Conversión a demanda: AWS Elemental MediaConvert convierte cada transmisión en un video listo para volver a verse.',
              'Almacenamiento: Amazon S3 guarda los videos con una política de retención de 2 años y los pasa a un almacenamiento más económico con el tiempo.',
              'API: Amazon API Gateway y AWS Lambda publican el catálogo de eventos y los accesos privados para la web y la app del cliente.',
            ],
          },
          {
            kind: 'image',
            image: architectureImages.streaming,
            caption: 'Arquitectura de la plataforma de transmisión en vivo y a demanda.',
          },
        ],
      },
    ],
    related: [
      { label: 'Oferta: Live Streaming to Smart Devices', to: '/aws/ofertas/streaming' },
      { label: 'AWS Lambda: funciones serverless', to: '/aws/servicios/Lambda' },
    ],
  },
  {
    slug: 'central-telefonica-connect',
    path: '/aws/casos-exito/central-telefonica-connect',
    title: 'Central telefónica con Amazon Connect',
    date: '2024-08-12',
    summary:
      'Una aseguradora reemplazó su central telefónica por un contact center con IA en Amazon Connect: 65 % más autoservicio y un análisis de llamadas 60 % más rápido.',
    image: caseImages.connect,
    sections: [
      {
        title: 'Resumen ejecutivo',
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              'Una aseguradora peruana atendía cada consulta con un agente, en una central telefónica que ya no podía crecer. Implementamos un contact center en Amazon Connect con un asistente virtual y análisis automático de las conversaciones. Hoy sus clientes resuelven solos la mayoría de los trámites sencillos y sus agentes se concentran en los casos que necesitan a una persona.',
            ],
          },
        ],
      },
      {
        title: 'El desafío del cliente',
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              'Los tiempos de espera se disparaban los lunes y después de cada feriado. Consultas repetitivas —estado de un siniestro, fecha de pago, duplicado de póliza— ocupaban a los agentes, y el equipo de calidad solo alcanzaba a escuchar una pequeña muestra de llamadas.',
            ],
          },
        ],
      },
      {
        title: '¿Por qué AWS?',
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              'Amazon Connect se paga por minuto de uso, se integra con los servicios de inteligencia artificial de AWS y no requiere centrales ni licencias por puesto. La aseguradora podía empezar con un grupo de agentes y crecer sin renegociar contratos.',
            ],
          },
        ],
      },
      aboutPartner,
      {
        title: 'La solución del partner',
        blocks: [
          {
            kind: 'accordion',
            items: [
              {
                title: 'La plataforma',
                paragraphs: [
                  'Amazon Connect recibe las llamadas y los chats. Un asistente virtual en Amazon Lex entiende lo que pide el cliente en lenguaje natural, y funciones de AWS Lambda consultan los sistemas de pólizas y siniestros para responder al momento o derivar al agente adecuado con todo el contexto.',
                ],
              },
              {
                title: 'El análisis',
                paragraphs: [
                  'Contact Lens transcribe y analiza cada conversación: sentimiento, motivos de contacto, silencios e interrupciones. El equipo de calidad pasó de escuchar una muestra a revisar tableros con el total de llamadas.',
                ],
              },
              {
                title: 'La optimización',
                paragraphs: [
                  'Con lo que muestran los datos, ajustamos la atención en tres frentes:',
                ],
                bullets: [
                  'Autoservicio para los trámites frecuentes: los diez motivos de llamada más repetidos se volvieron flujos de autoservicio por voz y chat, disponibles las 24 horas.',
                  'Enrutamiento por contexto: cada llamada que necesita a una persona llega al agente con la habilidad correcta y con los datos del cliente ya en pantalla, sin volver a preguntar.',
                  'Mejora continua: cada mes revisamos con el cliente los motivos de contacto y el sentimiento de las conversaciones para ajustar el asistente virtual y los flujos.',
                ],
              },
            ],
          },
          {
            kind: 'image',
            image: architectureImages.connect,
            caption: 'Arquitectura del contact center con Amazon Connect.',
          },
        ],
      },
      {
        title: 'Resultados',
        blocks: [
          {
            kind: 'metrics',
            items: [
              { value: '65 %', label: 'más consultas resueltas por autoservicio' },
              { value: '30 %', label: 'menos llamadas derivadas a agentes' },
              { value: '35 %', label: 'de las llamadas atendidas de forma totalmente automática' },
              { value: '60 %', label: 'más rapidez en el análisis de las llamadas' },
            ],
          },
        ],
      },
    ],
    related: [
      { label: 'Oferta: AI-Powered Contact Center', to: '/aws/ofertas/connect' },
      { label: 'Amazon Connect: contact center en la nube', to: '/aws/servicios/aws-connect' },
    ],
  },
  {
    slug: 'caso-waf',
    path: '/aws/casos-exito/caso-waf',
    title: 'AWS WAF para un servicio bancario',
    date: '2025-05-20',
    summary:
      'El portal en WordPress de un servicio bancario bloquea hoy el 98 % de los ataques y resistió todos los picos de denegación de servicio con AWS WAF.',
    image: caseImages.waf,
    sections: [
      {
        title: 'Resumen ejecutivo',
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              'Una entidad financiera publica en WordPress el portal de uno de sus servicios bancarios: simuladores, solicitudes y atención a clientes. Ante ataques cada vez más frecuentes, diseñamos una defensa en cuatro niveles con AWS WAF que bloquea el 98 % de los ataques y mitigó el 100 % de los picos de denegación de servicio.',
            ],
          },
        ],
      },
      {
        title: 'El desafío del cliente',
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              'WordPress es el objetivo favorito de los bots: intentos de acceso al panel de administración, pruebas de complementos vulnerables, inyecciones en los formularios y, en fechas de pago, picos de tráfico que tumbaban el portal. Para un banco, cada minuto fuera de línea es un problema de confianza.',
            ],
          },
        ],
      },
      {
        title: '¿Por qué AWS?',
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              'AWS WAF, Amazon CloudFront y AWS Shield detienen los ataques en el borde de la red, lejos de los servidores, con reglas administradas que AWS actualiza ante nuevas amenazas y registros que cumplen las exigencias de auditoría del sector financiero.',
            ],
          },
        ],
      },
      aboutPartner,
      {
        title: 'La solución del partner',
        blocks: [
          {
            kind: 'paragraphs',
            paragraphs: [
              'Pusimos Amazon CloudFront delante del portal y organizamos las reglas de AWS WAF en cuatro niveles de defensa:',
            ],
          },
          {
            kind: 'accordion',
            items: [
              {
                title: 'Nivel 1: reglas administradas de AWS',
                paragraphs: [
                  'El conjunto de reglas base de AWS y las reglas contra entradas maliciosas conocidas detienen inyecciones SQL, scripts entre sitios y las vulnerabilidades del OWASP Top 10.',
                ],
              },
              {
                title: 'Nivel 2: protección específica de WordPress',
                paragraphs: [
                  'Reglas para WordPress y PHP, y acceso al panel de administración solo desde las redes autorizadas del banco.',
                ],
              },
              {
                title: 'Nivel 3: reputación y control de bots',
                paragraphs: [
                  'Listas de reputación de direcciones IP, control de bots y desafíos para el tráfico automatizado sospechoso.',
                ],
              },
              {
                title: 'Nivel 4: límite de solicitudes y mitigación de DDoS',
                paragraphs: [
                  'Límites de solicitudes por dirección IP en los formularios y el inicio de sesión, con AWS Shield absorbiendo los picos de denegación de servicio en el borde.',
                ],
              },
            ],
          },
          {
            kind: 'image',
            image: architectureImages.waf,
            caption: 'Arquitectura de la protección del portal con AWS WAF.',
          },
        ],
      },
      {
        title: 'Resultados',
        blocks: [
          {
            kind: 'metrics',
            items: [
              { value: '98 %', label: 'de los ataques bloqueados antes de llegar al portal' },
              { value: '100 %', label: 'de los picos DDoS mitigados, sin caídas del servicio' },
            ],
          },
        ],
      },
    ],
    related: [
      { label: 'Oferta: High-Performance Website Firewall', to: '/aws/ofertas/waf' },
      { label: 'Nuestro compromiso con AWS', to: '/aws/nuestro-compromiso' },
    ],
  },
] as const satisfies readonly CaseStudy[];

export type CaseSlug = (typeof cases)[number]['slug'];

export function caseBySlug(slug: CaseSlug): CaseStudy {
  return cases.find((study) => study.slug === slug)!;
}

/** The case the list page features: the contact-center case. */
export const featuredCaseSlug: CaseSlug = 'central-telefonica-connect';

/** The five cases, newest first, as 'Últimas publicaciones' lists them. */
export function latestCases(): readonly CaseStudy[] {
  return [...cases].sort((a, b) => b.date.localeCompare(a.date));
}

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Casos de éxito en AWS',
  description:
    'Proyectos reales en AWS: búsqueda para e-commerce, escalabilidad, transmisión en vivo, contact center con IA y protección web con WAF.',
};
