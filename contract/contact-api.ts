/**
 * The contact API's contract, written once and imported by the site (forms),
 * the Lambdas (validation) and the infrastructure (API Gateway request model).
 *
 * Both endpoints take the same payload: a job application is
 * sent as a contact message whose Mensaje is composed by the site.
 */
import * as z from 'zod/mini';
import {
  EMAIL_REGEX,
  apiMessages,
  characterFault,
  type ContactPayload,
  hasFormatCharacters,
  hasLineBreaksOrControls,
  hasNoncharacters,
  hasVisibleCharacter,
  fieldMessages,
  HONEYPOT_FIELD,
  limits,
  telefonoRange,
} from './contact-constants';

export * from './contact-constants';

/**
 * Text that is required and mailed: with at least one visible character (a text that shows
 * nothing is answered as an empty one, so that check comes first), well formed, free of
 * noncharacters, within its limit, and (Nombres) one line free of control and format
 * characters — `characterFault` decides.
 */
const requiredText = (
  field: 'Nombres' | 'Mensaje',
  maxLength: number,
  messages: { required: string; tooLong: string },
) =>
  z.string({ error: messages.required }).check(
    z.refine(hasVisibleCharacter, { error: messages.required }),
    z.refine((text) => characterFault(field, text) === undefined, {
      error: (issue) => characterFault(field, issue.input as string),
    }),
    z.maxLength(maxLength, { error: messages.tooLong }),
  );

const blank = (input: unknown) => typeof input !== 'string' || input.trim() === '';

// zod/mini (functional checks) rather than classic zod: the same schema and JSON Schema,
// a fraction of the bytes in the Lambda bundle (docs/decisions/020-zod-mini-for-the-contract.md).
export const contactPayloadSchema = z.strictObject({
  Nombres: requiredText('Nombres', limits.nombresMaxLength, fieldMessages.Nombres),
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
  // The contract's own e-mail rule, not zod's: the forms and the inputs' pattern share it.
  Email: z.string({ error: fieldMessages.Email.required }).check(
    z.regex(EMAIL_REGEX, {
      error: (issue) =>
        blank(issue.input) ? fieldMessages.Email.required : fieldMessages.Email.invalid,
    }),
    z.maxLength(limits.emailMaxLength, { error: fieldMessages.Email.tooLong }),
  ),
  Mensaje: requiredText('Mensaje', limits.mensajeMaxLength, fieldMessages.Mensaje),
  // Only a blank honeypot (what a person leaves) ever reaches this schema: the handlers answer
  // any other value, of any type or length, with their success before the contract reads it.
  [HONEYPOT_FIELD]: z.optional(z.string()),
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

/** `\uXXXX`: the one way to name a code unit that every regex flavour reads alike. */
const unit = (code: number) => `\\u${code.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The characters of the Basic Multilingual Plane (surrogates aside) that `refused` finds, as a
 * character class: the contract's own predicate, written out for the gateway model.
 */
function bmpCharacterClass(refused: (char: string) => boolean): string {
  const ranges: string[] = [];
  let start = -1;
  for (let code = 0; code <= 0x10000; code += 1) {
    const inClass =
      code < 0x10000 && (code < 0xd800 || code > 0xdfff) && refused(String.fromCharCode(code));
    if (inClass && start < 0) start = code;
    if (!inClass && start >= 0) {
      ranges.push(start === code - 1 ? unit(start) : `${unit(start)}-${unit(code - 1)}`);
      start = -1;
    }
  }
  return `[${ranges.join('')}]`;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one. Read
// alike by engines that see UTF-16 units (ECMA 262 without the u flag) and by those that see
// code points (Java, the u flag), where a pair is one code point outside these ranges.
const LONE_SURROGATE_SOURCE =
  '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?:^|[^\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';

// U+FFFD, what a decoder left where bytes were not UTF-8 (see hasUndecodableBytes).
const REPLACEMENT_CHARACTER_SOURCE = '\\uFFFD';

/**
 * One visible character (hasVisibleCharacter) as a class: anything but the Basic Multilingual
 * Plane's invisible characters. Surrogates are left out of the class, so a character beyond
 * that plane counts as visible alike in engines that see its two UTF-16 units and in those that
 * see one code point; the rarer invisible ones there (tags, U+1D173…) are the handlers' to refuse.
 */
const visibleCharacterClass = () =>
  `[^${bmpCharacterClass((char) => !hasVisibleCharacter(char)).slice(1)}`;

/**
 * A schema pattern (which searches, unanchored) for required text that contains none of
 * `refused`: a lookahead over the whole text, then one `visible` character.
 * Only a character class repeated, no repeated group: no engine's stack grows with the text.
 */
const requiredTextPattern = (visible: string, ...refused: string[]) =>
  `^(?![\\s\\S]*(?:${refused.join('|')}))[\\s\\S]*${visible}`;

/**
 * The payload's JSON Schema (draft-04, as API Gateway models require). It carries what a
 * draft-04 pattern can say of `hasVisibleCharacter` and `characterFault`: a visible character,
 * no lone surrogate, U+FFFD nor noncharacter in Nombres or Mensaje;
 * in Nombres no line break nor control character (CR, LF, TAB, NUL… all of them) and no format
 * character of the Basic Multilingual Plane (U+200B, U+202E, U+2066… — the rarer ones beyond it
 * are left to the handlers, which are the authority).
 */
export function contactPayloadJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(contactPayloadSchema, {
    target: 'draft-4',
    io: 'input',
  }) as Record<string, unknown> & { properties: Record<string, Record<string, unknown>> };
  const { Nombres, Mensaje } = schema.properties;
  if (!Nombres || !Mensaje) throw new Error('the schema lost a text field');
  // The honeypot takes anything here: a model that refused a number, an object or a long text
  // with its 400 would tell a bot which field is the trap, where the handler answers it with
  // the form's success (decision 130).
  schema.properties[HONEYPOT_FIELD] = {};
  // The noncharacters of the Basic Multilingual Plane (U+FDD0…, U+FFFE, U+FFFF: the ones SQS
  // refuses); the sixteen pairs beyond it are the handlers' to refuse.
  const noncharacters = bmpCharacterClass(hasNoncharacters);
  const visible = visibleCharacterClass();
  Nombres.pattern = requiredTextPattern(
    visible,
    bmpCharacterClass(hasLineBreaksOrControls),
    bmpCharacterClass(hasFormatCharacters),
    noncharacters,
    LONE_SURROGATE_SOURCE,
    REPLACEMENT_CHARACTER_SOURCE,
  );
  Mensaje.pattern = requiredTextPattern(
    visible,
    noncharacters,
    LONE_SURROGATE_SOURCE,
    REPLACEMENT_CHARACTER_SOURCE,
  );
  return schema;
}
