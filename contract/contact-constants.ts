/**
 * The contact API's constants: paths, limits, field names and Spanish messages.
 * Free of any schema library so the site's forms import them without shipping
 * the validator; `contact-api.ts` builds the runtime schema from them.
 */

/** Every path under this prefix belongs to the API (CloudFront and `npm start` route it there). */
export const API_PREFIX = '/website/';

/** The two endpoints, relative to the site's origin. */
export const apiPaths = {
  contact: `${API_PREFIX}contacto/formulario`,
  application: `${API_PREFIX}contacto/oportunidades`,
} as const;

export type ApiEndpoint = keyof typeof apiPaths;

/**
 * A field hidden from people and from assistive technology: only bots fill it.
 * A filled honeypot gets the normal success answer and no mail is sent.
 */
export const HONEYPOT_FIELD = 'SitioWeb';

export const limits = {
  nombresMaxLength: 120,
  emailMaxLength: 254,
  mensajeMaxLength: 5000,
  telefonoMinDigits: 9,
  telefonoMaxDigits: 15,
  honeypotMaxLength: 200,
  /** Larger bodies are refused with 413 before parsing. */
  bodyMaxBytes: 16 * 1024,
} as const;

/**
 * Telefono travels as an integer, so a leading zero is lost on the way: a 9-digit
 * national number that begins with 0 (a Lima landline, (01) 705 4200, or a province
 * one, 044…) arrives as 8 digits. The API takes those, and the mail shows them with
 * their zero back (telefonoForDisplay); the forms count the digits the visitor typed.
 */
export const telefonoRange = {
  min: 10 ** (limits.telefonoMinDigits - 2),
  max: 10 ** limits.telefonoMaxDigits - 1,
} as const;

/** The number as the visitor typed it: a national number below 9 digits had lost its leading 0. */
export function telefonoForDisplay(telefono: number): string {
  return String(telefono).padStart(limits.telefonoMinDigits, '0');
}

/** The Spanish messages the API answers with; each names its field as a visitor would. */
export const fieldMessages = {
  Nombres: {
    required: 'Los nombres y apellidos son obligatorios',
    tooLong: `Los nombres y apellidos no pueden superar los ${limits.nombresMaxLength} caracteres`,
  },
  Telefono: {
    required: 'El número de teléfono es obligatorio',
    invalid: `El número de teléfono debe tener entre ${limits.telefonoMinDigits} y ${limits.telefonoMaxDigits} dígitos`,
  },
  Email: {
    required: 'El correo electrónico es obligatorio',
    invalid: 'El correo electrónico no es válido',
    tooLong: `El correo electrónico no puede superar los ${limits.emailMaxLength} caracteres`,
  },
  Mensaje: {
    required: 'El mensaje es obligatorio',
    tooLong: `El mensaje no puede superar los ${limits.mensajeMaxLength} caracteres`,
  },
} as const;

export const apiMessages = {
  contactSent: 'Correo enviado exitosamente',
  applicationSent: '¡Postulación enviada exitosamente!',
  contactFailed: 'Error al enviar correo',
  applicationFailed: 'Error al enviar postulación',
  invalidJson: 'El cuerpo de la solicitud debe ser un objeto JSON válido',
  invalidFields: 'Revisa los datos enviados',
  tooLarge: 'El mensaje es demasiado grande',
  unsupportedMediaType: 'El contenido debe enviarse como JSON (application/json)',
  methodNotAllowed: 'Este recurso solo acepta envíos con el método POST',
  notFound: 'Recurso no encontrado',
} as const;

/** What both forms send. `contact-api.ts` proves its schema agrees. */
export interface ContactPayload {
  Nombres: string;
  Telefono: number;
  Email: string;
  Mensaje: string;
  [HONEYPOT_FIELD]?: string;
}

/** The envelope every answer of the API carries (and the HTTP status equals statusCode). */
export interface ApiEnvelope {
  readonly statusCode: number;
  readonly message: string;
}
