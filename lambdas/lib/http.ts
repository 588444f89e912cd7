/**
 * The HTTP side of both endpoints: reading an API Gateway REST proxy event
 * (headers in any case, base64 bodies, size and media type, JSON or a form's
 * fields) and answering with the `{ statusCode, message }` envelope, whose
 * statusCode is also the HTTP status, or with a native form post's redirect.
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import {
  type ApiEnvelope,
  FORM_MEDIA_TYPE,
  JSON_MEDIA_TYPE,
  apiMessages,
  isWellFormedText,
  limits,
} from '../../contract/contact-api';

/** API Gateway keeps the client's header case; HTTP says names are case-insensitive. */
export function headerValue(event: APIGatewayProxyEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event?.headers ?? {})) {
    if (key.toLowerCase() === wanted && typeof value === 'string') return value;
  }
  for (const [key, values] of Object.entries(event?.multiValueHeaders ?? {})) {
    if (key.toLowerCase() === wanted && Array.isArray(values) && typeof values[0] === 'string') {
      return values[0];
    }
  }
  return undefined;
}

/** The two ways a body may come: the forms' scripts post JSON, a native form its fields. */
export type MediaType = 'json' | 'form';

/** Why a body was refused before the contract saw it. */
export interface BodyRefusal {
  readonly ok: false;
  readonly statusCode: 400 | 413;
  readonly message: string;
  readonly outcome: 'too_large' | 'malformed';
}

export type BodyResult<T> = { readonly ok: true; readonly value: T } | BodyRefusal;

const tooLarge: BodyRefusal = {
  ok: false,
  statusCode: 413,
  message: apiMessages.tooLarge,
  outcome: 'too_large',
};
const malformed = (message: string): BodyRefusal => ({
  ok: false,
  statusCode: 400,
  message,
  outcome: 'malformed',
});
const notUtf8 = malformed(apiMessages.invalidEncoding);

// A base64 text longer than this cannot decode to a body within the limit.
const MAX_BASE64_CHARS = Math.ceil(limits.bodyMaxBytes / 3) * 4 + 4;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A Content-Type's parameter values by (lower-case) name, quotes removed. */
function parameterValues(parameters: readonly string[], wanted: string): string[] {
  return parameters.flatMap((parameter) => {
    const equals = parameter.indexOf('=');
    if (equals < 0 || parameter.slice(0, equals).trim().toLowerCase() !== wanted) return [];
    return [
      parameter
        .slice(equals + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1'),
    ];
  });
}

/**
 * The body's media type, or undefined (415). JSON takes any parameters, as it always has. A
 * form must be UTF-8: a browser sends no charset (the page's own is UTF-8), a script may name
 * it; any other charset would be decoded wrongly, so it is refused rather than guessed.
 */
export function mediaTypeOf(event: APIGatewayProxyEvent): MediaType | undefined {
  const [essence = '', ...parameters] = (headerValue(event, 'content-type') ?? '').split(';');
  switch (essence.trim().toLowerCase()) {
    case JSON_MEDIA_TYPE:
      return 'json';
    case FORM_MEDIA_TYPE:
      return parameterValues(parameters, 'charset').every(
        (charset) => charset.toLowerCase() === 'utf-8',
      )
        ? 'form'
        : undefined;
    default:
      return undefined;
  }
}

/** The body as text: within the size limit once base64 is decoded, and UTF-8. */
function readBodyText(event: APIGatewayProxyEvent): BodyResult<string> {
  const raw = typeof event.body === 'string' ? event.body : '';
  if (event.isBase64Encoded) {
    if (raw.length > MAX_BASE64_CHARS) return tooLarge;
    const bytes = Buffer.from(raw, 'base64');
    if (bytes.length > limits.bodyMaxBytes) return tooLarge;
    try {
      return { ok: true, value: utf8.decode(bytes) };
    } catch {
      return notUtf8;
    }
  }
  // Cheap bound first: a UTF-8 character takes at most 3 bytes per UTF-16 unit.
  if (raw.length > limits.bodyMaxBytes) return tooLarge;
  if (Buffer.byteLength(raw, 'utf8') > limits.bodyMaxBytes) return tooLarge;
  // A body handed over as text was decoded upstream; no UTF-8 bytes decode to a surrogate
  // outside a pair (an escaped one in the JSON, "\ud800", is the contract's to refuse).
  // Bytes an upstream decoder already replaced with U+FFFD look like any U+FFFD: only a
  // base64 body shows them as they came.
  if (!isWellFormedText(raw)) return notUtf8;
  return { ok: true, value: raw };
}

/** Checks the size and encoding, decodes base64 and parses JSON; nothing is validated yet. */
export function readJsonBody(event: APIGatewayProxyEvent): BodyResult<unknown> {
  const text = readBodyText(event);
  if (!text.ok) return text;
  try {
    return { ok: true, value: JSON.parse(text.value) as unknown };
  } catch {
    return malformed(apiMessages.invalidJson);
  }
}

/**
 * True when a form body's %XX escapes decode to UTF-8. URLSearchParams would turn bytes that
 * are not into U+FFFD without a word; decodeURIComponent refuses them (and every surrogate or
 * overlong form), once each stray `%` (which the form encoding reads as itself) is escaped.
 */
function escapesAreUtf8(text: string): boolean {
  try {
    decodeURIComponent(text.replace(/%(?![0-9A-Fa-f]{2})/g, '%25'));
    return true;
  } catch {
    return false;
  }
}

/** The first name given more than once, or undefined. */
function repeatedName(fields: URLSearchParams): string | undefined {
  const seen = new Set<string>();
  for (const name of fields.keys()) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return undefined;
}

/**
 * Checks the size and encoding, decodes base64 and parses the form's fields; nothing is
 * validated yet. A name given twice is refused: which of its values counts would be a guess,
 * and the site's forms never send one.
 */
export function readFormBody(event: APIGatewayProxyEvent): BodyResult<URLSearchParams> {
  const text = readBodyText(event);
  if (!text.ok) return text;
  if (!escapesAreUtf8(text.value)) return notUtf8;
  const fields = new URLSearchParams(text.value);
  if (repeatedName(fields) !== undefined) return malformed(apiMessages.repeatedField);
  return { ok: true, value: fields };
}

/**
 * True when a form post was made by a page of another origin (another site, or a sibling
 * subdomain): a form-encoded post is a "simple" request, which any page may make in its
 * visitor's browser. Sec-Fetch-Site, which every current browser sends, says so directly;
 * without it, an Origin other than the site's own (`null` included: a sandboxed or
 * privacy-hidden page) does. A request with neither header was not made by a page (curl, a
 * server), so no visitor's browser is being used.
 */
export function fromAnotherOrigin(
  event: APIGatewayProxyEvent,
  siteOrigins: readonly string[],
): boolean {
  const fetchSite = headerValue(event, 'sec-fetch-site');
  if (fetchSite !== undefined) return fetchSite.trim().toLowerCase() !== 'same-origin';
  const origin = headerValue(event, 'origin');
  if (origin === undefined) return false;
  return origin === 'null' || !siteOrigins.includes(origin);
}

/** True when the Accept header names application/json: a script asking for the envelope. */
export function acceptsJson(event: APIGatewayProxyEvent): boolean {
  return (headerValue(event, 'accept') ?? '')
    .split(',')
    .some((range) => range.split(';')[0]?.trim().toLowerCase() === JSON_MEDIA_TYPE);
}

/**
 * CORS for the origins listed in ALLOWED_ORIGINS (comma-separated, exact match).
 * The site calls the API on its own origin, so production needs no CORS at all;
 * a foreign origin gets no Access-Control-Allow-Origin header.
 */
export function corsHeaders(
  event: APIGatewayProxyEvent,
  allowedOrigins: readonly string[],
): Record<string, string> {
  if (allowedOrigins.length === 0) return {};
  const origin = headerValue(event, 'origin');
  if (origin === undefined || !allowedOrigins.includes(origin)) return { Vary: 'Origin' };
  return { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' };
}

/** The only shape of answer the API gives (besides the bodiless 204 of a CORS preflight). */
export function respond(
  statusCode: number,
  message: string,
  headers: Record<string, string> = {},
): APIGatewayProxyResult {
  const envelope: ApiEnvelope = { statusCode, message };
  return {
    statusCode,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
      ...headers,
    },
    body: JSON.stringify(envelope),
  };
}

/**
 * The answer to a native form post: 303 See Other, so the browser follows with a GET of the
 * page (a reload does not post the form again), at the panel the fragment names.
 */
export function redirect(location: string): APIGatewayProxyResult {
  return {
    statusCode: 303,
    headers: { Location: location, 'Cache-Control': 'no-store' },
    body: '',
  };
}
