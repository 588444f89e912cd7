/** The /aws/casos-exito/central-telefonica-connect page: its case study (the cases page lists it) and its head. */
import type { PageMetaCopy } from '../../shared/head';
import { architectureImages, caseImages } from '../../shared/illustrations';
import { type CaseStudy, aboutPartner } from '../../shared/cases';

export const caseStudy = {
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
              paragraphs: ['Con lo que muestran los datos, ajustamos la atención en tres frentes:'],
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
} as const satisfies CaseStudy;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Caso de éxito: central telefónica con Amazon Connect',
  description:
    'Un contact center con IA en Amazon Connect: 65 % más autoservicio, 30 % menos llamadas a agentes y análisis 60 % más rápido.',
};
