/**
 * The Oportunidades page and the job-application form (spec sections 2.4, 3, 5.2 and 8).
 */
import type { PageMetaCopy } from '../shared/head';
export const jobsPage = {
  title: 'Oportunidades',
  invitation:
    '¿Te apasiona la tecnología y quieres crecer en la nube? En Ayni Cloud buscamos personas curiosas, que disfruten aprender y compartir lo que saben. Escríbenos, síguenos en LinkedIn o déjanos tus datos en el formulario y te contactaremos.',
  /** Followed by the jobs address from site.ts. */
  mailButton: 'Escríbenos a',
  linkedinButton: 'Síguenos en LinkedIn',
  formTitle: 'Postula aquí',
  formLabel: 'Formulario de postulación',
} as const;

export const applicationForm = {
  labels: {
    contacto: 'Correo electrónico',
    nombreCompleto: 'Nombres y apellidos',
    descripcion: 'Cuéntanos sobre ti',
  },
  hints: {
    descripcion: 'Tu experiencia, lo que te motiva y el puesto que te interesa.',
  },
  submit: 'Enviar postulación',
  sending: 'Enviando…',
  errors: {
    contactoRequired: 'El correo electrónico es requerido',
    contactoInvalid: 'El formato del correo electrónico no es válido',
    nombreCompletoRequired: 'Los nombres y apellidos son requeridos',
    descripcionRequired: 'La descripción es requerida',
  },
  dialog: {
    successTitle: '¡Postulación enviada exitosamente!',
    successText: 'Gracias por tu interés. Nos pondremos en contacto contigo pronto.',
    errorTitle: 'Error al enviar postulación',
    failedTitle: 'Lo sentimos, no logramos enviar la postulación',
    thrownText: 'Por favor, inténtalo de nuevo más tarde.',
    close: 'Aceptar',
  },
} as const;

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Oportunidades: trabaja con nosotros',
  description:
    '¿Te apasiona la nube? Postula a Ayni Cloud: cuéntanos sobre ti y súmate a un equipo que aprende, comparte y crece junto a sus clientes.',
};
