/** The company page's copy (Nuestra Empresa): mission, culture and 'Fluimos contigo'. */
import type { PageMetaCopy } from '../shared/head';
export const companyContent = {
  bannerTitle: 'Nuestra empresa',
  bannerDescription:
    'Somos una consultora peruana de nube y tecnologías de la información, partner de AWS, Oracle y Veeam.',
  about: {
    heading: 'Quiénes somos',
    paragraphs: [
      'Ayni Cloud nació en Lima con una idea sencilla: la tecnología funciona mejor cuando quien la opera conoce a las personas que dependen de ella. Hoy somos un equipo de más de cuarenta especialistas en nube, bases de datos, desarrollo y operación de TI.',
      'Nuestro nombre viene del ayni, la práctica andina de reciprocidad: el apoyo que das regresa. Con ese espíritu trabajamos con empresas de retail, finanzas, alimentos, educación y medios de todo el Perú.',
    ],
  },
  mission: {
    heading: 'Nuestra misión',
    text: 'Acompañar a las organizaciones en su transformación digital con soluciones en la nube seguras, eficientes y a su medida, y con un servicio cercano que convierte cada proyecto en una relación de confianza.',
  },
  culture: {
    heading: 'Nuestra cultura',
    text: 'Servicio, aprendizaje y pasión guían cómo trabajamos: escuchamos antes de proponer, compartimos lo que sabemos y celebramos cada logro del cliente como propio.',
    link: { label: 'Conoce nuestra cooltura', to: '/nosotros/cultura' },
  },
  flow: {
    heading: 'Fluimos contigo',
    text: 'Como el agua que baja de los Andes, nos adaptamos al cauce de cada empresa: a su ritmo, a su presupuesto y a sus metas. Crecemos cuando tú creces.',
  },
  facts: [
    { value: '+40', label: 'especialistas certificados' },
    { value: '3', label: 'partners tecnológicos principales' },
    { value: '24/7', label: 'monitoreo y soporte' },
  ],
  cta: {
    heading: 'Conversemos sobre tu proyecto',
    text: 'Escríbenos y un especialista te responderá pronto.',
    primary: { label: 'Ir al formulario de contacto', to: '/contacto/formulario' },
  },
} as const;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Nuestra empresa',
  description:
    'Quiénes somos, nuestra misión y nuestra cultura. En Ayni Cloud fluimos contigo para que la tecnología impulse a tu organización.',
};
