/**
 * The forms as the browser itself sends them: `<form method="post">` with its fields
 * URL-encoded, working without JavaScript. What the inputs are called, how their values
 * become the API's payload (`payloadFromForm`, the one place that says it: the site builds
 * its JSON with it, the handlers read a native post with it), and where the visitor lands
 * after a native post (`nativeResultLocation`).
 *
 * Free of any schema library, like contact-constants.ts: the site's forms import it.
 */
import {
  type ApiEndpoint,
  FORM_MEDIA_TYPE,
  HONEYPOT_FIELD,
  JSON_MEDIA_TYPE,
  apiPaths,
  hasVisibleCharacter,
  limits,
} from './contact-constants';

export { FORM_MEDIA_TYPE };

/**
 * The `name` of each input of the native forms, by the role it plays. The contact form's
 * names are the payload's own keys; the application form asks for a description, which the
 * payload carries inside a composed Mensaje. Both carry the honeypot.
 */
export const formFieldNames = {
  contact: {
    nombres: 'Nombres',
    telefono: 'Telefono',
    email: 'Email',
    mensaje: 'Mensaje',
    honeypot: HONEYPOT_FIELD,
  },
  application: {
    email: 'Email',
    nombres: 'Nombres',
    descripcion: 'Descripcion',
    honeypot: HONEYPOT_FIELD,
  },
} as const satisfies Record<ApiEndpoint, Record<string, string>>;

/**
 * Job applications reuse the contact payload, whose Telefono is required: they send this
 * fixed nine-digit placeholder, which the mail leaves out (decision 025).
 */
export const APPLICATION_PLACEHOLDER_PHONE = 999_999_999;

/** The words of the Mensaje an application is sent as. */
const applicationMessageText = {
  heading: 'Postulación de empleo enviada desde el sitio web.',
  name: 'Nombres y apellidos',
  email: 'Correo electrónico',
  description: 'Sobre el postulante',
  closing: 'Este mensaje llegó desde el formulario de Oportunidades de la web.',
} as const;

/** The Mensaje of an application: the applicant's name, e-mail and description, labelled. */
export function composeApplicationMessage(
  nombre: string,
  email: string,
  descripcion: string,
): string {
  const text = applicationMessageText;
  return [
    text.heading,
    '',
    `${text.name}: ${nombre}`,
    `${text.email}: ${email}`,
    '',
    `${text.description}:`,
    descripcion,
    '',
    text.closing,
  ].join('\n');
}

/**
 * The longest description that still fits the contract's Mensaje limit with the longest
 * name and e-mail the inputs allow (the description input's `maxLength`).
 */
export const descripcionMaxLength =
  limits.mensajeMaxLength -
  composeApplicationMessage(
    'x'.repeat(limits.nombresMaxLength),
    'x'.repeat(limits.emailMaxLength),
    '',
  ).length;

/** A form's value by input name: `FormData.get`, `URLSearchParams.get` (null when absent). */
export type FormReader = (name: string) => string | null;

/** 1 to 15 ASCII digits: what becomes the integer Telefono (the contract bounds it further). */
const PHONE_DIGITS = /^[0-9]{1,15}$/;

/**
 * Telefono travels as an integer: digits become one (a landline's leading 0 is lost on the
 * way, and the mail puts it back); anything else stays the text it was, for the contract to
 * refuse with its own Telefono message.
 */
function telefonoFrom(text: string): number | string {
  return PHONE_DIGITS.test(text) ? Number(text) : text;
}

/** Leaves out the fields that were absent, so the contract's "required" messages apply. */
function present(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

function contactPayload(text: (name: string) => string | undefined): Record<string, unknown> {
  const names = formFieldNames.contact;
  const telefono = text(names.telefono);
  return present({
    Nombres: text(names.nombres),
    Telefono: telefono === undefined ? undefined : telefonoFrom(telefono),
    Email: text(names.email),
    Mensaje: text(names.mensaje),
  });
}

/**
 * An application is a contact payload: the placeholder phone, and a Mensaje composed only
 * when there is a description to put in it (a blank one, or one that shows nothing, leaves
 * Mensaje out, and the contract answers that the message is required).
 */
function applicationPayload(text: (name: string) => string | undefined): Record<string, unknown> {
  const names = formFieldNames.application;
  const nombre = text(names.nombres);
  const email = text(names.email);
  const descripcion = text(names.descripcion);
  return present({
    Nombres: nombre,
    Telefono: APPLICATION_PLACEHOLDER_PHONE,
    Email: email,
    Mensaje:
      descripcion !== undefined && hasVisibleCharacter(descripcion)
        ? composeApplicationMessage(nombre ?? '', email ?? '', descripcion)
        : undefined,
  });
}

/**
 * A field's text as the page had it: a browser sends a textarea's line breaks as CR LF in the
 * URL-encoded body, while the textarea (and FormData) holds LF, so both paths mail the same.
 */
const LINE_BREAK = /\r\n?/g;

/**
 * The API payload for a form's fields: every text trimmed, line breaks as LF, absent fields
 * left out, names the form does not have ignored. The honeypot travels only when something
 * filled it: a person never sees the field, so a person's payload carries no trace of it.
 */
export function payloadFromForm(endpoint: ApiEndpoint, read: FormReader): Record<string, unknown> {
  const text = (name: string) => read(name)?.replace(LINE_BREAK, '\n').trim();
  const payload = endpoint === 'contact' ? contactPayload(text) : applicationPayload(text);
  const honeypot = text(HONEYPOT_FIELD);
  return honeypot ? { ...payload, [HONEYPOT_FIELD]: honeypot } : payload;
}

/** What a native post comes back to: the mail was sent (or seemed to be, to a bot), or not. */
export type FormResult = 'sent' | 'failed';

/** The element ids of the panels a page shows after a native post, by endpoint and result. */
export const resultFragments = {
  contact: { sent: 'contacto-enviado', failed: 'contacto-no-enviado' },
  application: { sent: 'postulacion-enviada', failed: 'postulacion-no-enviada' },
} as const satisfies Record<ApiEndpoint, Record<FormResult, string>>;

/** Each endpoint's own page: where a native post returns when its Referer cannot say. */
export const formPages = {
  contact: '/contacto/formulario',
  application: '/ayuda/trabaja-con-nosotros',
} as const satisfies Record<ApiEndpoint, string>;

/**
 * A path the visitor may be sent back to: lower-case segments of letters, digits and
 * hyphens. No `//` (a browser reads it as another host), no dots, no escapes, no query.
 */
const RETURN_PATH = /^\/(?:[a-z0-9-]+\/)*[a-z0-9-]*$/;

/** The pathname of an absolute http(s) Referer, or undefined. */
function refererPath(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.pathname : undefined;
}

/**
 * Where a native post sends the visitor: the page the form was on (the contact form also
 * sits on the offer pages, so the Referer says which), at the panel that tells the result.
 * Always a path of this site, never an absolute URL: the Referer's host is dropped, and a
 * path that is not plainly a page's falls back to the endpoint's own page.
 */
export function nativeResultLocation(
  endpoint: ApiEndpoint,
  result: FormResult,
  referer: string | undefined,
): string {
  const path = refererPath(referer);
  const page = path !== undefined && RETURN_PATH.test(path) ? path : formPages[endpoint];
  return `${page}#${resultFragments[endpoint][result]}`;
}

/** True when an Accept header names application/json: a script asking for the envelope. */
export function acceptsJsonMedia(accept: string | undefined): boolean {
  return (accept ?? '')
    .split(',')
    .some((range) => range.split(';')[0]?.trim().toLowerCase() === JSON_MEDIA_TYPE);
}

/** A request to the API as the edge (and the local stand-in) sees it, headers by lower-case name. */
export interface EdgeRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: (name: string) => readonly string[];
}

/**
 * The form a browser posted by itself (no script): a POST to a form's path with one
 * Content-Type, the form encoding, and no Accept naming JSON — what the handlers answer with a
 * redirect. The path may carry an origin path before it (the API stage's).
 */
export function nativeFormPost(request: EdgeRequest): ApiEndpoint | undefined {
  if (request.method.toUpperCase() !== 'POST') return undefined;
  const types = request.headers('content-type');
  if (types.length !== 1 || types[0]?.split(';')[0]?.trim().toLowerCase() !== FORM_MEDIA_TYPE) {
    return undefined;
  }
  if (acceptsJsonMedia(request.headers('accept').join(','))) return undefined;
  const endpoints = Object.keys(apiPaths) as ApiEndpoint[];
  return endpoints.find((endpoint) => request.path.endsWith(apiPaths[endpoint]));
}

/**
 * Where a refusal of a native form post sends the visitor: an answer of 400 or more (API
 * Gateway's throttle, a missing key, a timeout, the WAF…) becomes the form's "not sent" panel,
 * as the handlers answer their own refusals, instead of an envelope a browser would show as raw
 * JSON; a form another site's page posted (the handler's 403) returns to the form's own page.
 * Undefined for every other request or answer, which passes untouched (decision 130).
 */
export function nativeRefusalLocation(request: EdgeRequest, status: number): string | undefined {
  if (status < 400) return undefined;
  const endpoint = nativeFormPost(request);
  if (endpoint === undefined) return undefined;
  // Whether the handler ran, or judged the post another site's, is not known here: the Referer
  // names the page to return to only when the browser says the post came from this site.
  const sameOrigin =
    request.headers('sec-fetch-site').at(-1)?.trim().toLowerCase() === 'same-origin';
  return nativeResultLocation(
    endpoint,
    'failed',
    sameOrigin ? request.headers('referer').at(-1) : undefined,
  );
}
