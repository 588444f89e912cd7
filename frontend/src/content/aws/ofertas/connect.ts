/** The /aws/ofertas/connect page: its offer (the offers page lists it) and its head. */
import type { PageMetaCopy } from '../../shared/head';
import { offerImages } from '../../shared/illustrations';
import type { Offer } from '../../shared/offers';

export const offer = {
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
} as const satisfies Offer;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Contact center con IA en Amazon Connect',
  description:
    'Implementamos tu contact center en la nube con Amazon Connect e inteligencia artificial en unas 3 semanas, con especialistas certificados en AWS.',
};
