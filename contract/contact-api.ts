/**
 * The contact API's contract, written once and imported by the site (forms),
 * the Lambdas (validation) and the infrastructure (API Gateway request model).
 *
 * Both endpoints take the same payload (spec section 3): a job application is
 * sent as a contact message whose Mensaje is composed by the site.
 */
import { z } from 'zod';

/** The two endpoints, relative to the site's origin (CloudFront routes /website/* to the API). */
export const apiPaths = {
  contact: '/website/contacto/formulario',
  application: '/website/contacto/oportunidades',
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
} as const;

/** Text that is required: at least one character other than white space. */
const requiredText = (maxLength: number, messages: { required: string; tooLong: string }) =>
  z
    .string({ error: messages.required })
    .max(maxLength, { error: messages.tooLong })
    .regex(/\S/, { error: messages.required });

export const contactPayloadSchema = z.strictObject({
  Nombres: requiredText(limits.nombresMaxLength, fieldMessages.Nombres),
  Telefono: z
    .number({ error: fieldMessages.Telefono.required })
    .int({ error: fieldMessages.Telefono.invalid })
    .min(10 ** (limits.telefonoMinDigits - 1), { error: fieldMessages.Telefono.invalid })
    .max(10 ** limits.telefonoMaxDigits - 1, { error: fieldMessages.Telefono.invalid }),
  Email: z
    .email({
      error: (issue) =>
        typeof issue.input === 'string' && issue.input.trim() !== ''
          ? fieldMessages.Email.invalid
          : fieldMessages.Email.required,
    })
    .max(limits.emailMaxLength, { error: fieldMessages.Email.tooLong }),
  Mensaje: requiredText(limits.mensajeMaxLength, fieldMessages.Mensaje),
  [HONEYPOT_FIELD]: z.string().max(limits.honeypotMaxLength).optional(),
});

/** What both forms send. */
export type ContactPayload = z.input<typeof contactPayloadSchema>;

/** The envelope every answer of the API carries (and the HTTP status equals statusCode). */
export interface ApiEnvelope {
  readonly statusCode: number;
  readonly message: string;
}

export type PayloadCheck =
  | { readonly ok: true; readonly payload: ContactPayload }
  | { readonly ok: false; readonly message: string; readonly fields: readonly string[] };

/** Validates an untrusted value; on failure, one Spanish sentence naming every faulty field. */
export function checkPayload(value: unknown): PayloadCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, fields: [], message: apiMessages.invalidJson };
  }
  const result = contactPayloadSchema.safeParse(value);
  if (result.success) return { ok: true, payload: result.data };
  const byField = new Map<string, string>();
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : '';
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) byField.set(key, `El campo ${key} no está permitido`);
    } else if (!byField.has(field)) {
      byField.set(field, issue.message);
    }
  }
  return {
    ok: false,
    fields: [...byField.keys()].filter(Boolean),
    message: `${apiMessages.invalidFields}: ${[...byField.values()].join('; ')}.`,
  };
}

/** The payload's JSON Schema (draft-04, as API Gateway models require). */
export function contactPayloadJsonSchema(): Record<string, unknown> {
  return z.toJSONSchema(contactPayloadSchema, { target: 'draft-4', io: 'input' }) as Record<
    string,
    unknown
  >;
}
