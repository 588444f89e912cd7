/** The /aws/ofertas/streaming page: its offer (the offers page lists it) and its head. */
import type { PageMetaCopy } from '../../shared/head';
import { offerImages } from '../../shared/illustrations';
import type { Offer } from '../../shared/offers';

export const offer = {
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
      title: 'Configuración de almacenamiento de transmisiones y generación de contenido a demanda',
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
} as const satisfies Offer;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Transmisión en vivo a dispositivos inteligentes con AWS',
  description:
    'Centraliza tu contenido y transmítelo en vivo con calidad y seguridad, sin infraestructura local. Implementación en unas 4 semanas.',
};
