/**
 * The illustrations of the partner pages (original SVGs in frontend/public/img),
 * each with its intrinsic size and its alt text, so every page that shows one
 * reserves its space and describes it the same way.
 */
export interface ImageAsset {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** An embedded video: its id on the platform and the title the poster shows. */
export interface Video {
  /** The ids in content are placeholders, to be replaced by the owner (decision 066). */
  readonly id: string;
  readonly title: string;
}

const scene = { width: 960, height: 540 } as const;

export const offerImages = {
  connect: {
    src: '/img/ofertas/connect.svg',
    alt: 'Ilustración de un contact center en la nube: un audífono con micrófono conectado a una nube, burbujas de chat y una onda de voz analizada por inteligencia artificial.',
    ...scene,
  },
  waf: {
    src: '/img/ofertas/waf.svg',
    alt: 'Ilustración de un firewall web: un escudo delante de un sitio web que deja pasar las visitas legítimas y detiene las solicitudes maliciosas.',
    ...scene,
  },
  streaming: {
    src: '/img/ofertas/streaming.svg',
    alt: 'Ilustración de una transmisión en vivo: una cámara envía la señal a la nube y esta la reparte a un televisor, una laptop y un celular.',
    ...scene,
  },
} as const satisfies Record<string, ImageAsset>;

export const caseImages = {
  busqueda: {
    src: '/img/casos/busqueda-rapida.svg',
    alt: 'Ilustración de una tienda en línea: una lupa sobre una cuadrícula de productos con resultados que aparecen al instante.',
    ...scene,
  },
  escalabilidad: {
    src: '/img/casos/escalabilidad.svg',
    alt: 'Ilustración de crecimiento: barras de tráfico en aumento junto a tres bases de datos, una por marca, protegidas por un escudo.',
    ...scene,
  },
  streaming: {
    src: '/img/casos/transmitir-momentos.svg',
    alt: 'Ilustración de un evento transmitido en vivo: un escenario con una cámara y el botón de reproducción en pantallas de distintos tamaños.',
    ...scene,
  },
  connect: {
    src: '/img/casos/central-telefonica.svg',
    alt: 'Ilustración de una central telefónica en la nube: llamadas que llegan a un asistente virtual y se reparten entre autoservicio y agentes.',
    ...scene,
  },
  waf: {
    src: '/img/casos/caso-waf.svg',
    alt: 'Ilustración de un portal bancario protegido: un escudo con cuatro anillos de defensa frente a un edificio de banco.',
    ...scene,
  },
} as const satisfies Record<string, ImageAsset>;

export const architectureImages = {
  busqueda: {
    src: '/img/casos/arquitectura-busqueda.svg',
    alt: 'Diagrama de arquitectura: la tienda en línea consulta Amazon OpenSearch Service; Amazon S3 recibe el catálogo, AWS Lambda lo indexa desde Amazon DynamoDB, Amazon SES envía los correos y Amazon CloudWatch monitorea todo.',
    ...scene,
  },
  escalabilidad: {
    src: '/img/casos/arquitectura-escalabilidad.svg',
    alt: 'Diagrama de arquitectura: los visitantes pasan por AWS WAF y un balanceador hacia las aplicaciones de tres marcas, cada una con su base de datos en Amazon RDS; Amazon CloudWatch y Amazon SNS vigilan y alertan.',
    ...scene,
  },
  streaming: {
    src: '/img/casos/arquitectura-streaming.svg',
    alt: 'Diagrama de arquitectura: la cámara envía la señal a AWS Elemental MediaLive, que la publica por Amazon CloudFront; AWS Elemental MediaConvert genera el video a demanda en Amazon S3 y Amazon API Gateway con AWS Lambda expone el catálogo.',
    ...scene,
  },
  connect: {
    src: '/img/casos/arquitectura-connect.svg',
    alt: 'Diagrama de arquitectura: las llamadas entran a Amazon Connect, Amazon Lex atiende con un asistente virtual, AWS Lambda consulta los sistemas del cliente y Contact Lens analiza las conversaciones guardadas en Amazon S3.',
    ...scene,
  },
  waf: {
    src: '/img/casos/arquitectura-waf.svg',
    alt: 'Diagrama de arquitectura: los visitantes llegan a Amazon CloudFront con AWS Shield y AWS WAF, que filtran el tráfico antes del sitio WordPress del banco; los registros van a Amazon CloudWatch.',
    ...scene,
  },
} as const satisfies Record<string, ImageAsset>;
