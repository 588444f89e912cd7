/**
 * The contact API's contract, written once and imported by the site (forms),
 * the Lambdas (validation) and the infrastructure (API Gateway request model).
 *
 * Both endpoints take the same payload: a job application is
 * sent as a contact message whose Mensaje is composed by the site.
 */
import * as z from 'zod/mini';
import {
  apiMessages,
  type ContactPayload,
  fieldMessages,
  HONEYPOT_FIELD,
  limits,
  telefonoRange,
} from './contact-constants';

export * from './contact-constants';

/** Text that is required: at least one character other than white space. */
const requiredText = (maxLength: number, messages: { required: string; tooLong: string }) =>
  z
    .string({ error: messages.required })
    .check(
      z.maxLength(maxLength, { error: messages.tooLong }),
      z.regex(/\S/, { error: messages.required }),
    );

// zod/mini (functional checks) rather than classic zod: the same schema and JSON Schema,
// a fraction of the bytes in the Lambda bundle (docs/decisions/020-zod-mini-for-the-contract.md).
export const contactPayloadSchema = z.strictObject({
  Nombres: requiredText(limits.nombresMaxLength, fieldMessages.Nombres),
  Telefono: z
    .int({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? fieldMessages.Telefono.required
          : fieldMessages.Telefono.invalid,
    })
    .check(
      z.minimum(telefonoRange.min, { error: fieldMessages.Telefono.invalid }),
      z.maximum(telefonoRange.max, { error: fieldMessages.Telefono.invalid }),
    ),
  Email: z
    .email({
      error: (issue) =>
        typeof issue.input === 'string' && issue.input.trim() !== ''
          ? fieldMessages.Email.invalid
          : fieldMessages.Email.required,
    })
    .check(z.maxLength(limits.emailMaxLength, { error: fieldMessages.Email.tooLong })),
  Mensaje: requiredText(limits.mensajeMaxLength, fieldMessages.Mensaje),
  [HONEYPOT_FIELD]: z.optional(z.string().check(z.maxLength(limits.honeypotMaxLength))),
});

// Compile-time proof that the schema accepts exactly the payload the forms build.
type SchemaInput = z.input<typeof contactPayloadSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesPayload: Same<SchemaInput, ContactPayload> = true;
void schemaMatchesPayload;

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
