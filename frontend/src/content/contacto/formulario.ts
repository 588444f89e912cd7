/**
 * The contact page and the contact form, in the words of the spec (sections 2.4, 5.1 and 8).
 * The offer pages reuse the same form, so its texts live here once.
 */
import type { PageMetaCopy } from '../shared/head';
export const contactPage = {
  title: 'Contáctate con nosotros',
  intro:
    'Cuéntanos qué necesitas: una migración a la nube, el cuidado de tus bases de datos o un equipo que opere tu tecnología. Déjanos tus datos y un especialista te responderá pronto.',
  /** Names the form for assistive technology; the page's h1 already says what it is. */
  formLabel: 'Formulario de contacto',
} as const;

export const contactForm = {
  labels: {
    nombres: 'Nombres y apellidos',
    telefono: 'Teléfono',
    email: 'Correo electrónico',
    mensaje: 'Mensaje',
  },
  submit: 'Enviar',
  sending: 'Enviando…',
  /** What the browser adds to its own words when it refuses a phone, if our script has not run. */
  telefonoHint: 'Solo números, de 9 a 15 dígitos',
  errors: {
    nombresRequired: 'Ingrese nombres y apellidos',
    telefonoRequired: 'Ingrese número de teléfono',
    telefonoInvalid: 'Número de teléfono inválido',
    emailRequired: 'Ingrese correo electrónico',
    /** Only when the browser's own e-mail check fails (the spec allows no other). */
    emailInvalid: 'Ingrese un correo electrónico válido',
    mensajeRequired: 'Ingrese su mensaje por favor',
  },
  dialog: {
    success: 'Correo enviado exitosamente',
    error: 'Error al enviar correo',
    noStatus: 'Lo sentimos, no logramos enviar el correo (sin statusCode)',
    thrown: 'Lo sentimos, no logramos enviar el correo (catch)',
    close: 'Aceptar',
  },
} as const;

/** The label of the honeypot: only a bot that fills every field ever reads it. */
export const honeypotLabel = 'No llenes este campo';

/** The page's `<title>` (the layout adds the site's name) and meta description. */
export const meta: PageMetaCopy = {
  title: 'Contáctate con nosotros',
  description:
    'Escríbenos y un especialista de Ayni Cloud te responderá pronto. Cuéntanos tu proyecto de nube, bases de datos o servicios gestionados.',
};
