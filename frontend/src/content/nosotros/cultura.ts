/** The culture page's copy: purpose, impact, values and slogan. */
import type { PageMetaCopy } from '../shared/head';
export interface Value {
  readonly name: 'Servicio' | 'Aprendizaje' | 'Pasión';
  readonly text: string;
  readonly icon: 'servicio' | 'aprendizaje' | 'pasion';
}

export const cultureContent = {
  bannerTitle: 'Cooltura Ayni',
  bannerDescription:
    'La cultura que nos hace distintos: trabajamos en equipo, aprendemos todos los días y ponemos a las personas en el centro de la tecnología.',
  purpose: {
    heading: 'Nuestro propósito',
    text: 'Ayudar a las organizaciones y a las personas a alcanzar su máximo potencial a través de tecnología innovadora, para construir una sociedad justa y sostenible.',
  },
  impact: {
    heading: 'Nuestro impacto',
    intro:
      'Medimos nuestro trabajo por lo que cambia en nuestros clientes, en nuestro equipo y en nuestra comunidad.',
    items: [
      {
        title: 'En nuestros clientes',
        text: 'Sistemas más disponibles, seguros y eficientes, que liberan tiempo y presupuesto para innovar.',
      },
      {
        title: 'En nuestro equipo',
        text: 'Un lugar donde crecer: certificaciones pagadas, mentorías y proyectos que nos retan a aprender.',
      },
      {
        title: 'En la comunidad',
        text: 'Formación gratuita en la nube, como AWS re/Start, para abrir oportunidades a más peruanos.',
      },
    ],
  },
  values: {
    heading: 'Nuestros valores',
    items: [
      {
        name: 'Servicio',
        icon: 'servicio',
        text: 'Escuchamos primero. Cada problema del cliente lo asumimos como propio y no lo soltamos hasta resolverlo.',
      },
      {
        name: 'Aprendizaje',
        icon: 'aprendizaje',
        text: 'La tecnología cambia cada día y nosotros con ella: compartimos lo que sabemos y aprendemos de cada error.',
      },
      {
        name: 'Pasión',
        icon: 'pasion',
        text: 'Nos gusta lo que hacemos y se nota: en el detalle de cada entrega y en la energía del equipo.',
      },
    ] as const satisfies readonly Value[],
  },
  slogan: {
    heading: 'Nuestro lema',
    text: 'Detrás de cada servidor hay personas. Por eso tratamos la tecnología de nuestros clientes como algo personal: con cercanía, compromiso y reciprocidad, el espíritu del ayni.',
  },
  cta: {
    heading: '¿Te identificas con nuestra cooltura?',
    text: 'Buscamos personas curiosas que quieran crecer con nosotros.',
    primary: { label: 'Trabaja con nosotros', to: '/ayuda/trabaja-con-nosotros' },
  },
} as const;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Cooltura Ayni: nuestra cultura',
  description:
    'Nuestro propósito, nuestro impacto y los valores que nos mueven: servicio, aprendizaje y pasión por la tecnología que transforma organizaciones y personas.',
};
