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
 * Where browsers report a page's Content-Security-Policy violations (Reporting-Endpoints and
 * report-uri): a small function answers it, locally as deployed (decision 094).
 */
export const CSP_REPORT_PATH = `${API_PREFIX}csp-report`;

/** What browsers send: the Reporting API's batch, and report-uri's single report. */
export const CSP_REPORT_MEDIA_TYPES = ['application/reports+json', 'application/csp-report'];

/** A report's body is never read; a larger one is refused (413) before anything else. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;

/**
 * Where a page reports a behaviour that threw while starting (frontend/src/behaviours/index.ts,
 * decision 105): its own endpoint, so the CSP alarm never reads one as a violation. The browser
 * sends `{ "behaviour": name, "error": "Name: message" }` as JSON with navigator.sendBeacon.
 */
export const BEHAVIOUR_FAILURE_PATH = `${API_PREFIX}behaviour-failure`;

/** A report is a name and one error's line: a larger body is refused (413) before parsing. */
export const BEHAVIOUR_FAILURE_MAX_BYTES = 2 * 1024;

/** How much of the error's name and message the function logs, in characters. */
export const BEHAVIOUR_FAILURE_ERROR_MAX_LENGTH = 200;

/**
 * The site's behaviours, by the names they start under (frontend/src/behaviours/index.ts, which
 * starts one for each, in its own order). A report naming another is logged as `unknown`.
 */
export const BEHAVIOUR_NAMES = [
  'menus',
  'forms',
  'tabs',
  'videos',
  'carousels',
  'particles',
  'current-year',
  'prerender',
] as const;

export type BehaviourName = (typeof BEHAVIOUR_NAMES)[number];

/**
 * The two media types the endpoints take: the forms' scripts post JSON, a form sent by the
 * browser itself (no JavaScript) posts its fields URL-encoded (`form-post.ts`).
 */
export const JSON_MEDIA_TYPE = 'application/json';
export const FORM_MEDIA_TYPE = 'application/x-www-form-urlencoded';

/**
 * How long a browser may reuse a CORS preflight's answer (Access-Control-Max-Age), the same
 * whether API Gateway or a handler answers it. Ten minutes: Chromium ignores more than two
 * hours, and a shorter grant lets a change to the allowed origins take effect soon.
 */
export const CORS_MAX_AGE_SECONDS = 600;

/** What a cross-origin caller may send, the same whether API Gateway or a handler answers. */
export const CORS_ALLOW_METHODS = ['POST', 'OPTIONS'] as const;
export const CORS_ALLOW_HEADERS = ['Content-Type'] as const;

/**
 * A field hidden from people and from assistive technology: only bots fill it.
 * A filled honeypot gets the normal success answer and no mail is sent.
 */
export const HONEYPOT_FIELD = 'SitioWeb';

const fieldLimits = {
  nombresMaxLength: 120,
  emailMaxLength: 254,
  mensajeMaxLength: 5000,
  telefonoMinDigits: 9,
  telefonoMaxDigits: 15,
  /** The hidden input's own maxLength; the API answers a filled honeypot of any length alike. */
  honeypotMaxLength: 200,
} as const;

/**
 * The most bytes one UTF-16 unit of a field's value can take in a body, in each encoding the
 * API reads (the contract counts text in units). Text (Nombres, Mensaje: any character but
 * the few the contract refuses): URL-encoded, a character of the Basic Multilingual Plane from
 * U+0800 on (€, 中; ñ takes two) is three UTF-8 bytes, each written %XX — 9 per unit, where a
 * character beyond that plane takes 12 for its two units and a line break %0D%0A 6; in JSON any
 * character may be written as its escape \uXXXX (JSON.stringify writes the control characters a
 * message may hold so) — 6 per unit. An e-mail address is ASCII: %XX at worst when URL-encoded.
 * The phone's digits are one byte each.
 */
export const wireBytesPerUnit = {
  text: { urlEncoded: 9, json: 6 },
  ascii: { urlEncoded: 3, json: 6 },
  digits: { urlEncoded: 1, json: 1 },
} as const;

/** The largest valid message: the contact form's fields at their limits (the application's are fewer and shorter). */
const largestMessage = [
  { name: 'Nombres', maxUnits: fieldLimits.nombresMaxLength, cost: wireBytesPerUnit.text },
  { name: 'Telefono', maxUnits: fieldLimits.telefonoMaxDigits, cost: wireBytesPerUnit.digits },
  { name: 'Email', maxUnits: fieldLimits.emailMaxLength, cost: wireBytesPerUnit.ascii },
  { name: 'Mensaje', maxUnits: fieldLimits.mensajeMaxLength, cost: wireBytesPerUnit.text },
] as const;

/**
 * The body limit: the largest valid message in the costlier of the two encodings, with its
 * field names and separators (`name=…&`, and the empty honeypot a native form also sends;
 * `"name":"…",` in JSON), rounded up to a whole KiB. Derived, never typed: a longer field makes
 * the limit grow with it (decision 130).
 */
function largestBodyBytes(): number {
  const urlEncoded = largestMessage.reduce(
    (bytes, field) => bytes + field.name.length + 2 + field.maxUnits * field.cost.urlEncoded,
    HONEYPOT_FIELD.length + 2,
  );
  const json = largestMessage.reduce(
    (bytes, field) => bytes + field.name.length + 6 + field.maxUnits * field.cost.json,
    2,
  );
  return Math.ceil(Math.max(urlEncoded, json) / 1024) * 1024;
}

export const limits = {
  ...fieldLimits,
  /** Larger bodies are refused with 413 before parsing; no valid message is this large. */
  bodyMaxBytes: largestBodyBytes(),
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

/**
 * The phone input's `pattern`, for the browser's own check when no script runs: the digits the
 * forms take (9 to 15, a leading 0 counted) making a number in telefonoRange, so at least
 * eight digits after the leading zeros (017054200 passes; 000000001 does not).
 */
export const PHONE_PATTERN =
  `(?=[0-9]{${limits.telefonoMinDigits},${limits.telefonoMaxDigits}}$)` +
  `0*[1-9][0-9]{${String(telefonoRange.min).length - 1},}`;

/** The number as the visitor typed it: a national number below 9 digits had lost its leading 0. */
export function telefonoForDisplay(telefono: number): string {
  return String(telefono).padStart(limits.telefonoMinDigits, '0');
}

/**
 * The one e-mail rule of the forms, the handlers and the gateway: one or more dot-separated
 * parts of ASCII letters, digits and `_'+-` before the @; after it, labels of 1 to 63 letters,
 * digits or inner hyphens, ending in a top-level domain of 2 to 63 letters. `ana@empresa` is
 * refused everywhere, and nothing that could break a header (spaces, commas, angle brackets,
 * line breaks, non-ASCII) reaches Reply-To.
 *
 * One text for every engine that reads it: a JavaScript RegExp (with or without the u or v
 * flag), the inputs' `pattern` attribute (browsers compile it with the v flag, hence `\-`
 * inside the classes) and a draft-04 JSON Schema `pattern` (anchored, because a schema pattern
 * only searches). Every address it accepts is also one the browser's `type="email"` accepts,
 * so an input carrying it is valid exactly when this rule says so.
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9_'+\\-]+(?:\\.[A-Za-z0-9_'+\\-]+)*" +
  '@(?:[A-Za-z0-9](?:[A-Za-z0-9\\-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$';

/** EMAIL_PATTERN compiled once, for the schema and the predicate below. */
export const EMAIL_REGEX = new RegExp(EMAIL_PATTERN);

/** True when the contract takes this text as Email, as it is (the forms trim it first). */
export function isEmailAddress(value: string): boolean {
  return value.length <= limits.emailMaxLength && EMAIL_REGEX.test(value);
}

// In a u-flag expression a surrogate outside a pair is a code point of its own (category Cs):
// such a string cannot be encoded in UTF-8, and the mail service refuses it.
const LONE_SURROGATE = /\p{Cs}/u;
// Format characters (category Cf) are invisible, and some of them reorder what follows on screen
// (U+202E turns "Ana \u202Egnp.exe" into "Ana exe.png"); others hide in copied text (U+200B).
const FORMAT_CHARACTER = /\p{Cf}/u;

// U+FFFD is what a decoder writes where bytes were not UTF-8: nobody types it, and in a body
// API Gateway handed over as text it is the only trace of bytes that were lost on the way.
const REPLACEMENT_CHARACTER = '\uFFFD';

/** False for a string with a surrogate outside a pair (what `String.prototype.isWellFormed` says). */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** True when a text holds U+FFFD, the mark of bytes that could not be decoded. */
export function hasUndecodableBytes(text: string): boolean {
  return text.includes(REPLACEMENT_CHARACTER);
}

/** True when the text holds a Unicode format character: bidi controls, zero-width spaces… */
export function hasFormatCharacters(text: string): boolean {
  return FORMAT_CHARACTER.test(text);
}

// What cannot be in a text of one line: the control characters (category Cc: the C0 set with
// CR, LF, TAB and NUL, then DEL and the C1 set) and the Unicode line and paragraph separators.
const LINE_BREAK_OR_CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** True when the text holds a line break or a control character: it is not one line. */
export function hasLineBreaksOrControls(text: string): boolean {
  return LINE_BREAK_OR_CONTROL.test(text);
}

// The 66 noncharacters (U+FDD0–U+FDEF and the last two code points of every plane): Unicode
// reserves them for a program's own use, nobody types them, and SQS refuses U+FFFE and U+FFFF
// in a message body (its allowed set is XML's: TAB, LF, CR, U+0020–U+D7FF, U+E000–U+FFFD and
// the planes beyond).
const NONCHARACTER = /\p{Noncharacter_Code_Point}/u;

/** True when the text holds a noncharacter (U+FFFE, U+FFFF, U+FDD0…). */
export function hasNoncharacters(text: string): boolean {
  return NONCHARACTER.test(text);
}

// What shows nothing on screen: white space (U+2028 included), the default-ignorable code
// points (zero-width characters, variation selectors, the Hangul fillers U+115F, U+1160, U+3164
// and U+FFA0, tags…), control and format characters, and the
// braille blank U+2800, a character drawn as an empty cell.
const VISIBLE = /[^\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cc}\p{Cf}\u2800]/u;

/**
 * True when the text holds at least one character that shows something. A text without one is
 * as empty as a blank field to whoever reads the mail, and is answered as one.
 */
export function hasVisibleCharacter(text: string): boolean {
  return VISIBLE.test(text);
}

/** The Spanish messages the API answers with; each names its field as a visitor would. */
export const fieldMessages = {
  Nombres: {
    required: 'Los nombres y apellidos son obligatorios',
    tooLong: `Los nombres y apellidos no pueden superar los ${limits.nombresMaxLength} caracteres`,
    illFormed: 'Los nombres y apellidos contienen caracteres no válidos',
    formatCharacters: 'Los nombres y apellidos contienen caracteres invisibles no permitidos',
    lineBreaksOrControls:
      'Los nombres y apellidos no pueden contener saltos de línea, tabulaciones ni otros caracteres de control',
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
    illFormed: 'El mensaje contiene caracteres no válidos',
  },
} as const;

/**
 * What the contract refuses in the characters of a text it mails, as its message (undefined
 * when the text is fine). Every text must be well formed and free of U+FFFD (bytes lost to a
 * decoder: a body that was not UTF-8 and reached the handler as text ends here) and of
 * noncharacters (SQS refuses U+FFFE and U+FFFF); Nombres, which becomes the mail's
 * subject, must also be one line — no line break, tab, NUL or other control character — and free
 * of format characters: refused, never stripped (decision 078). Mensaje keeps its line breaks and
 * format characters: an emoji sequence needs U+200D and Arabic or Hebrew text its direction
 * marks, and the body shows them inside its own paragraph. The forms and the handlers ask this
 * same function.
 */
export function characterFault(field: 'Nombres' | 'Mensaje', text: string): string | undefined {
  if (!isWellFormedText(text) || hasUndecodableBytes(text) || hasNoncharacters(text)) {
    return fieldMessages[field].illFormed;
  }
  if (field !== 'Nombres') return undefined;
  if (hasLineBreaksOrControls(text)) return fieldMessages.Nombres.lineBreaksOrControls;
  if (hasFormatCharacters(text)) return fieldMessages.Nombres.formatCharacters;
  return undefined;
}

export const apiMessages = {
  contactSent: 'Correo enviado exitosamente',
  applicationSent: '¡Postulación enviada exitosamente!',
  contactFailed: 'Error al enviar correo',
  applicationFailed: 'Error al enviar postulación',
  invalidJson: 'El cuerpo de la solicitud debe ser un objeto JSON válido',
  invalidEncoding: 'El cuerpo de la solicitud no es texto UTF-8 válido',
  invalidFields: 'Revisa los datos enviados',
  tooLarge: 'El mensaje es demasiado grande',
  formTooLarge: `El envío es más grande que cualquier mensaje válido: revisa que el mensaje no supere los ${fieldLimits.mensajeMaxLength} caracteres y los nombres los ${fieldLimits.nombresMaxLength}`,
  repeatedContentType: 'La solicitud debe declarar un solo tipo de contenido (Content-Type)',
  unsupportedMediaType: `El contenido debe enviarse como JSON (${JSON_MEDIA_TYPE}) o como formulario (${FORM_MEDIA_TYPE})`,
  repeatedField: 'Cada campo del formulario debe enviarse una sola vez',
  crossSite: 'Este formulario solo puede enviarse desde nuestro sitio web',
  methodNotAllowed: 'Este recurso solo acepta envíos con el método POST',
  notFound: 'Recurso no encontrado',
  unsupportedReportType: `El informe debe enviarse como ${CSP_REPORT_MEDIA_TYPES.join(' o ')}`,
  unsupportedFailureType: `El informe debe enviarse como JSON (${JSON_MEDIA_TYPE})`,
  invalidFailureReport: 'El informe debe ser un objeto JSON con «behaviour» y «error» (textos)',
  // What API Gateway answers by itself, before or instead of a handler.
  invalidRequest: 'Datos inválidos: revisa los campos del formulario',
  badRequest: 'Solicitud inválida',
  tooManyRequests: 'Demasiadas solicitudes: inténtalo de nuevo en unos minutos',
  accessDenied: 'Acceso denegado',
  gatewayTimeout: 'El servicio tardó demasiado en responder: inténtalo de nuevo',
  serviceUnavailable: 'El servicio no está disponible: inténtalo de nuevo más tarde',
  internalError: 'Error interno del servicio: inténtalo de nuevo más tarde',
} as const;

/**
 * What the deploy's smoke check and the hourly check post to the API (decision 151): plain text,
 * which each endpoint's function refuses with 415 in Spanish. It crosses CloudFront, the origin
 * key and API Gateway (no model reads plain text) to the function, and lands in none of the counts
 * an alarm reads: not the model's refusals, an accepted form or an accepted CSP report.
 */
export const API_PROBE = {
  method: 'POST',
  headers: { 'Content-Type': 'text/plain;charset=UTF-8', Accept: 'application/json' },
  body: 'comprobación de la API',
} as const;

/** The probe's answer: the status every endpoint gives it. */
export const API_PROBE_STATUS = 415;

/** Whether an answer's body is the envelope with exactly `message`. */
export function answersWith(body: string, message: string): boolean {
  try {
    return (JSON.parse(body) as { message?: unknown }).message === message;
  } catch {
    return false;
  }
}

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
