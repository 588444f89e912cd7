/** /aws/aws-re-start: the AWS re/Start training program (14 weeks; applications closed). */
import type { PageMetaCopy } from '../shared/head';
export interface JourneyStep {
  readonly title: string;
  readonly description: string;
  /** ISO date, for the steps the program dates (classes start, graduation). */
  readonly date?: string;
}

export interface SkillTile {
  /** Key of the icon the page draws for it. */
  readonly icon:
    | 'knowledge'
    | 'cloud'
    | 'platform'
    | 'code'
    | 'certification'
    | 'communication'
    | 'time'
    | 'problem'
    | 'team';
  readonly title: string;
  readonly description: string;
}

export const restartPage = {
  title: 'AWS re/Start',
  eyebrow: 'AWS · Formación',
  description:
    'Un programa gratuito y virtual de 14 semanas para iniciar tu carrera en la nube, aunque nunca hayas trabajado en tecnología.',
  icon: {
    src: '/img/restart/icono-programa.svg',
    // Decorative beside the page title: shown with an empty alt.
  },
  facts: [
    { label: 'Ciudad', value: 'Virtual' },
    { label: 'Duración', value: '14 semanas' },
  ],
  logosLabel: 'Programa e institución que lo respaldan',
  logos: [
    { name: 'AWS re/Start', caption: 'El programa' },
    { name: 'Amazon Web Services', caption: 'El proveedor' },
  ],
  intro: {
    title: 'Tu primer paso hacia una carrera en la nube',
    paragraphs: [
      'AWS re/Start es un programa de formación gratuito y virtual, de 14 semanas, que ofrecemos junto con Amazon Web Services. Está pensado para personas adultas desempleadas o subempleadas que no tienen experiencia previa en tecnología y quieren empezar una carrera en la nube.',
      'No necesitas saber programar ni tener un título en informática: te enseñamos desde cero, con clases en vivo, práctica constante y el acompañamiento de instructores certificados.',
    ],
    highlights: ['Gratuito', 'Virtual', 'Junto con AWS', 'Sin experiencia previa'],
  },
  benefitsTitle: 'Lo que te llevas',
  benefits: [
    {
      title: 'Aprendizaje basado en escenarios',
      description:
        'Resuelves situaciones reales de una empresa, tal como las enfrentarás en tu primer trabajo.',
    },
    {
      title: 'Laboratorios prácticos',
      description: 'Practicas en entornos reales de AWS, sin costo y sin riesgo de equivocarte.',
    },
    {
      title: 'Cursos',
      description:
        'Linux, redes, seguridad, bases de datos, Python y los servicios principales de AWS.',
    },
    {
      title: 'Habilidades blandas',
      description:
        'Armado de CV, preparación para entrevistas, gestión del tiempo y comunicación adaptativa.',
    },
    {
      title: 'Preparación para la certificación',
      description:
        'Te preparas para el examen AWS Certified Cloud Practitioner, con exámenes de práctica y un examen completo, ambos gratuitos.',
    },
    {
      title: 'Conexión con empleadores',
      description: 'Al terminar, te presentamos a empresas que buscan talento en la nube.',
    },
  ],
  journeyTitle: 'Tu recorrido',
  journeyIntro: 'Ocho pasos, en este orden, desde tu postulación hasta tu nuevo trabajo.',
  video: {
    title: '¿Qué es la computación en la nube?',
    // Placeholder id, to be replaced by the owner (decision 066).
    defaultId: 'aynirest001',
  },
  requirementsTitle: 'Requisitos',
  requirementsIntro: 'Para postular solo necesitas:',
  requirements: [
    'Ser mayor de 18 años.',
    'Contar con una computadora y acceso a internet.',
    'Tener interés en trabajar en la industria tecnológica.',
    'Estar desempleado o subempleado.',
  ],
  technicalSkillsTitle: 'Habilidades técnicas',
  softSkillsTitle: 'Habilidades blandas',
  skillsTitle: 'Habilidades que desarrollarás',
  closed: {
    title: 'Postulaciones cerradas',
    text: 'Las postulaciones para esta edición ya están cerradas. Anunciaremos la segunda cohorte a través de nuestras redes sociales: síguenos para enterarte primero.',
  },
} as const;

export const journeySteps: readonly JourneyStep[] = [
  {
    title: 'Envía tu postulación',
    description:
      'Completa el formulario en línea con tus datos y cuéntanos por qué quieres participar.',
  },
  {
    title: 'Sesión informativa',
    description: 'Conoce cómo funciona el programa, el horario de clases y lo que se espera de ti.',
  },
  {
    title: 'Entrevista',
    description: 'Una conversación breve para conocerte y confirmar que el programa es para ti.',
  },
  {
    title: 'Orientación',
    description: 'Recibes tus accesos, conoces a tus instructores y a tus compañeros de cohorte.',
  },
  {
    title: 'Inicio de clases',
    description: 'Empiezan las clases en vivo, los laboratorios y los proyectos en equipo.',
    date: '2025-09-01',
  },
  {
    title: 'Graduación',
    description: 'Celebramos tu esfuerzo y recibes tu constancia de participación.',
    date: '2025-11-21',
  },
  {
    title: 'Conexión con empleadores',
    description: 'Te presentamos a empresas que buscan talento con conocimientos de AWS.',
  },
  {
    title: 'Avanza en tu carrera en la nube',
    description: 'Sigue aprendiendo, certifícate y crece en tu primer rol en la nube.',
  },
];

export const technicalSkills: readonly SkillTile[] = [
  {
    icon: 'knowledge',
    title: 'Conocimientos técnicos',
    description:
      'Linux, redes, seguridad y bases de datos: los fundamentos de cualquier rol de TI.',
  },
  {
    icon: 'cloud',
    title: 'Computación en la nube',
    description: 'Qué es la nube, cómo se cobra y por qué las empresas migran a ella.',
  },
  {
    icon: 'platform',
    title: 'Plataforma en la nube',
    description:
      'Los servicios principales de AWS de cómputo, almacenamiento y redes, en la práctica.',
  },
  {
    icon: 'code',
    title: 'Lenguajes de programación',
    description: 'Python y scripts para automatizar tareas del día a día.',
  },
  {
    icon: 'certification',
    title: 'Certificación',
    description: 'Preparación para el examen AWS Certified Cloud Practitioner.',
  },
];

export const softSkills: readonly SkillTile[] = [
  {
    icon: 'communication',
    title: 'Comunicación efectiva',
    description: 'Explicar un problema técnico con claridad a cualquier persona.',
  },
  {
    icon: 'time',
    title: 'Gestión del tiempo',
    description: 'Organizar tus tareas y cumplir plazos en un equipo real.',
  },
  {
    icon: 'problem',
    title: 'Resolución de problemas',
    description: 'Diagnosticar fallas paso a paso y proponer soluciones.',
  },
  {
    icon: 'team',
    title: 'Trabajo en equipo',
    description: 'Colaborar con personas de distintos perfiles para lograr un objetivo común.',
  },
];

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'AWS re/Start: formación gratuita en la nube',
  description:
    'Programa gratuito y virtual de 14 semanas para iniciar tu carrera en la nube, sin experiencia previa. Conoce el recorrido y los requisitos.',
};
