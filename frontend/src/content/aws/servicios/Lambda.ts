/** A titled explanation, shown as one entry of an accordion. */
import type { PageMetaCopy } from '../../shared/head';
export interface Explained {
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/** /aws/servicios/Lambda: what it is, how it works, eight use cases. */
export const lambdaPage = {
  title: 'AWS Lambda',
  eyebrow: 'Servicios AWS · Serverless',
  description:
    'Ejecuta tu código sin aprovisionar ni administrar servidores y paga solo por el tiempo en que se ejecuta, medido en milisegundos.',
  whatIs: {
    title: '¿Qué es AWS Lambda?',
    paragraphs: [
      'AWS Lambda es un servicio de cómputo sin servidores (serverless): subes tu código y Lambda se encarga de todo lo demás. Aprovisiona la capacidad, aplica los parches del sistema operativo, escala y registra la actividad sin que tengas que administrar una sola máquina.',
      'Puedes escribir tus funciones en Node.js, Python, Java, .NET, Go o Ruby, o empaquetarlas como imagen de contenedor. Se cobra por número de solicitudes y por el tiempo de ejecución, medido en milisegundos: si tu código no se ejecuta, no pagas.',
    ],
  },
  howItWorks: {
    title: '¿Cómo funciona?',
    intro:
      'Una función Lambda espera a que algo ocurra. Cuando llega un evento, AWS la ejecuta en un entorno aislado, tantas veces en paralelo como haga falta, y entrega el resultado a donde lo necesites.',
    caption:
      'Flujo de un evento en AWS Lambda: una fuente genera el evento, Lambda ejecuta tu función escalando sola, y el resultado llega a su destino.',
    steps: [
      {
        title: 'Ocurre un evento',
        detail:
          'Un archivo llega a Amazon S3, alguien llama a tu API, cambia un registro en DynamoDB o se cumple una hora programada.',
      },
      {
        title: 'Lambda ejecuta tu función',
        detail:
          'AWS levanta el entorno, ejecuta tu código con los datos del evento y crea más copias si llegan más eventos a la vez.',
      },
      {
        title: 'El resultado llega a su destino',
        detail:
          'Tu función guarda datos, responde a la API, envía una notificación o dispara el siguiente paso del proceso.',
      },
      {
        title: 'Pagas solo por lo que usas',
        detail:
          'Cuando no hay eventos no hay nada encendido: se cobra por solicitud y por milisegundo de ejecución.',
      },
    ],
  },
  useCasesTitle: 'Casos de uso',
  useCasesIntro:
    'Ocho escenarios en los que Lambda destaca y en los que ya lo implementamos con nuestros clientes.',
  closing: {
    heading: '¿Tienes un proceso que podría ser serverless?',
    text: 'Revisamos tu caso y te proponemos una arquitectura con Lambda que reduzca costos y tareas de operación.',
    primary: { label: 'Conversemos', to: '/contacto/formulario' },
  },
} as const;

export const lambdaUseCases: readonly Explained[] = [
  {
    title: 'Procesamiento de datos',
    paragraphs: [
      'Ejecuta código en respuesta a cambios en tus datos, en el estado de tus recursos o en la actividad de tus usuarios: validar, filtrar, ordenar o transformar registros apenas aparecen, sin servidores esperando.',
    ],
  },
  {
    title: 'Procesamiento de archivos en tiempo real',
    paragraphs: [
      'Cuando se sube un archivo a Amazon S3, una función lo procesa al instante: genera miniaturas de imágenes, convierte documentos, extrae metadatos o indexa el contenido para que se pueda buscar.',
    ],
  },
  {
    title: 'Procesamiento de flujos de datos en tiempo real',
    paragraphs: [
      'Junto con Amazon Kinesis, Lambda procesa flujos continuos de datos —clics en un sitio web, registros de aplicaciones, transacciones— para seguir la actividad, calcular métricas y detectar anomalías mientras ocurren.',
    ],
  },
  {
    title: 'Aprendizaje automático',
    paragraphs: [
      'Prepara los datos antes de entregarlos a tus modelos y obtén sus predicciones a demanda: la función carga el modelo, responde y escala según la cantidad de consultas.',
    ],
  },
  {
    title: 'Back-ends y APIs',
    paragraphs: [
      'Construye la lógica de tus sistemas con funciones detrás de Amazon API Gateway: cada ruta de tu API es una función que escala sola y que solo cuesta cuando se usa.',
    ],
  },
  {
    title: 'Aplicaciones web',
    paragraphs: [
      'Combina Lambda con Amazon S3, Amazon CloudFront y Amazon DynamoDB para publicar aplicaciones web completas, disponibles en varias zonas y sin servidores que actualizar.',
    ],
  },
  {
    title: 'Back-ends de IoT',
    paragraphs: [
      'Recibe y procesa los mensajes de tus dispositivos conectados a través de AWS IoT Core: registra lecturas de sensores, dispara alertas y envía órdenes de vuelta a los equipos.',
    ],
  },
  {
    title: 'Back-ends móviles',
    paragraphs: [
      'Atiende las solicitudes de tus aplicaciones móviles con funciones que autentican usuarios, leen y guardan datos y envían notificaciones, con una experiencia rápida aunque tengas miles de usuarios a la vez.',
    ],
  },
];

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'AWS Lambda: cómputo sin servidores',
  description:
    'Qué es AWS Lambda, cómo funciona y ocho casos de uso: datos, archivos y flujos en tiempo real, aprendizaje automático y aplicaciones sin servidores.',
};
