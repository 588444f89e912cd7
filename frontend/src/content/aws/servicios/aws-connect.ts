/** /aws/servicios/aws-connect: intro with video, how it works, demos, use cases, benefits. */
import type { PageMetaCopy } from '../../shared/head';
import type { Video } from '../../shared/illustrations';

export const connectPage = {
  title: 'Amazon Connect',
  eyebrow: 'Servicios AWS · Empresa',
  description:
    'Un contact center omnicanal en la nube, fácil de configurar y con inteligencia artificial incluida.',
  intro: {
    title: '¿Qué es Amazon Connect?',
    paragraphs: [
      'Amazon Connect es el contact center en la nube de AWS. Con un solo servicio atiendes llamadas, chats y tareas, diseñas los flujos de atención sin programar y das a tus agentes una consola web que usan desde cualquier lugar.',
      'No hay centrales telefónicas que comprar ni licencias por puesto: pagas por minuto de uso. Y como usa la misma tecnología que la atención al cliente de Amazon, escala de diez a miles de agentes.',
    ],
    video: { id: 'ayniconn001', title: 'Amazon Connect en dos minutos' } satisfies Video,
  },
  howItWorks: {
    title: 'Funcionamiento',
    intro:
      'Así recorre un contacto la plataforma, desde que el cliente llama o escribe hasta que la conversación se convierte en información para mejorar.',
    caption:
      'Diagrama del flujo de un contacto en Amazon Connect: el cliente se comunica, un flujo con IA lo atiende o lo enruta, un agente lo resuelve y Contact Lens analiza la conversación.',
    steps: [
      {
        title: 'El cliente se comunica',
        detail: 'Llama a un número local o gratuito, o escribe desde el chat de tu web o tu app.',
      },
      {
        title: 'Flujo de contacto con IA',
        detail:
          'Un bot de Amazon Lex entiende lo que pide, resuelve las consultas frecuentes y consulta tus sistemas con AWS Lambda.',
      },
      {
        title: 'Enrutamiento a la cola correcta',
        detail:
          'Si hace falta una persona, el contacto pasa a la cola y al agente con la habilidad adecuada, con todo el contexto.',
      },
      {
        title: 'El agente resuelve',
        detail:
          'Desde el navegador, el agente ve el historial del cliente y recibe sugerencias en tiempo real.',
      },
      {
        title: 'Análisis de la conversación',
        detail:
          'Contact Lens transcribe, detecta el sentimiento y resume cada contacto para medir y mejorar la atención.',
      },
    ],
  },
  demos: {
    title: 'Demostraciones',
    intro: 'Mira cómo se ve Amazon Connect en acción.',
    videos: [
      { id: 'ayniconn002', title: 'Demostración: autoservicio con un bot de voz' },
      { id: 'ayniconn003', title: 'Demostración: la consola del agente' },
    ] satisfies readonly Video[],
  },
  useCasesTitle: 'Casos de Uso',
  benefitsTitle: 'Beneficios',
  closing: {
    heading: '¿Quieres tu contact center en la nube?',
    text: 'Implementamos Amazon Connect con inteligencia artificial en unas tres semanas.',
    primary: { label: 'Conversemos', to: '/contacto/formulario' },
  },
} as const;

export const connectUseCases = [
  {
    title: 'Autoservicio con inteligencia artificial',
    paragraphs: [
      'Bots de voz y de chat que entienden lenguaje natural y resuelven solos las consultas repetitivas: estado de un pedido, saldo, horarios o reprogramación de citas, a cualquier hora del día.',
    ],
  },
  {
    title: 'Atención omnicanal con agentes remotos',
    paragraphs: [
      'Voz, chat y tareas en una sola bandeja. Tus agentes trabajan desde casa o desde la oficina con solo un navegador y unos audífonos, y tú supervisas todo en tiempo real.',
    ],
  },
  {
    title: 'Análisis de conversaciones y calidad',
    paragraphs: [
      'Transcripciones automáticas, análisis de sentimiento, categorías y resúmenes de cada contacto para detectar tendencias, evaluar la calidad y cumplir con las normas de tu sector.',
    ],
  },
] as const;

export const connectBenefits = [
  {
    title: 'Listo en semanas',
    description:
      'Configuras números, colas y flujos desde la consola, sin hardware ni cableado. Lo que antes tomaba meses ahora toma semanas.',
  },
  {
    title: 'Pagas por uso',
    description:
      'Sin licencias por agente ni contratos a largo plazo: pagas por los minutos y mensajes que realmente atiendes.',
  },
  {
    title: 'Escala con tu negocio',
    description:
      'De una campaña con diez agentes a miles de contactos simultáneos, con la confiabilidad de la infraestructura de AWS.',
  },
] as const;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Amazon Connect: contact center en la nube',
  description:
    'Cómo funciona Amazon Connect, demostraciones, casos de uso y beneficios de un contact center omnicanal en la nube.',
};
