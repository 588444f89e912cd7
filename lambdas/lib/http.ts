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
import { acceptsJsonMedia } from '../../contract/form-post';

/** API Gateway keeps the client's header case; HTTP says names are case-insensitive. */
export function headerValue(event: APIGatewayProxyEvent, name: string): string | undefined {
  return headerValues(event, name).at(-1);
}

/**
 * Every value a header came with, in any spelling of its name: API Gateway's REST proxy event
 * keeps them all in multiValueHeaders, and the last one in headers (read when the former is
 * absent, as in a hand-built event).
 */
export function headerValues(event: APIGatewayProxyEvent, name: string): string[] {
  const wanted = name.toLowerCase();
  const named = <T>(record: Record<string, T> | null | undefined) =>
    Object.entries(record ?? {}).filter(([key]) => key.toLowerCase() === wanted);
  const all = named(event?.multiValueHeaders).flatMap(([, values]) =>
    Array.isArray(values) ? values.filter((value) => typeof value === 'string') : [],
  );
  if (all.length > 0) return all;
  return named(event?.headers).flatMap(([, value]) => (typeof value === 'string' ? [value] : []));
}

/** The two ways a body may come: the forms' scripts post JSON, a native form its fields. */
export type MediaType = 'json' | 'form';

/** Why a request was refused before the contract saw its body. */
export interface BodyRefusal {
  readonly ok: false;
  readonly statusCode: 400 | 413 | 415;
  readonly message: string;
  readonly outcome: 'too_large' | 'malformed' | 'unsupported_media_type';
}

export type BodyResult<T> = { readonly ok: true; readonly value: T } | BodyRefusal;

/** How large a body an endpoint reads, and the words a larger one is refused with (413). */
export interface BodyLimit {
  readonly maxBytes: number;
  readonly tooLargeMessage: string;
}

/** The forms' limit: the largest valid message in either encoding (contact-constants.ts). */
export const formBodyLimit: BodyLimit = {
  maxBytes: limits.bodyMaxBytes,
  tooLargeMessage: apiMessages.formTooLarge,
};

const malformed = (message: string): BodyRefusal => ({
  ok: false,
  statusCode: 400,
  message,
  outcome: 'malformed',
});
const notUtf8 = malformed(apiMessages.invalidEncoding);

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

/** A Content-Type split: its essence (lower case) and its parameters. */
export interface ContentType {
  readonly essence: string;
  readonly parameters: readonly string[];
}

/**
 * The one media type a body is declared as, when it is one of `accepted` (415 otherwise, with
 * `unsupportedMessage`). A request that names two different ones is refused with 400: API
 * Gateway keeps the last in `headers` and Node's server the first, so the gateway's model, the
 * local stand-in and the handler would otherwise each read another one (decision 130).
 */
export function mediaTypeOf(
  event: APIGatewayProxyEvent,
  accepted: readonly string[],
  unsupportedMessage: string,
): BodyResult<ContentType> {
  const values = new Set(headerValues(event, 'content-type').map((value) => value.trim()));
  if (values.size > 1) return malformed(apiMessages.repeatedContentType);
  const [essence = '', ...parameters] = ([...values][0] ?? '').split(';');
  const type = { essence: essence.trim().toLowerCase(), parameters };
  if (accepted.includes(type.essence)) return { ok: true, value: type };
  return {
    ok: false,
    statusCode: 415,
    message: unsupportedMessage,
    outcome: 'unsupported_media_type',
  };
}

/**
 * The forms' media type. JSON takes any parameters, as it always has. A form must be UTF-8: a
 * browser sends no charset (the page's own is UTF-8), a script may name it; any other charset
 * would be decoded wrongly, so it is refused rather than guessed.
 */
export function formMediaTypeOf(event: APIGatewayProxyEvent): BodyResult<MediaType> {
  const type = mediaTypeOf(
    event,
    [JSON_MEDIA_TYPE, FORM_MEDIA_TYPE],
    apiMessages.unsupportedMediaType,
  );
  if (!type.ok) return type;
  if (type.value.essence === JSON_MEDIA_TYPE) return { ok: true, value: 'json' };
  const utf8Only = parameterValues(type.value.parameters, 'charset').every(
    (charset) => charset.toLowerCase() === 'utf-8',
  );
  return utf8Only
    ? { ok: true, value: 'form' }
    : {
        ok: false,
        statusCode: 415,
        message: apiMessages.unsupportedMediaType,
        outcome: 'unsupported_media_type',
      };
}

/** The body as text: within the limit once base64 is decoded, and UTF-8. */
export function readTextBody(event: APIGatewayProxyEvent, limit: BodyLimit): BodyResult<string> {
  const tooLarge: BodyRefusal = {
    ok: false,
    statusCode: 413,
    message: limit.tooLargeMessage,
    outcome: 'too_large',
  };
  const raw = typeof event.body === 'string' ? event.body : '';
  if (event.isBase64Encoded) {
    // A base64 text longer than this cannot decode to a body within the limit.
    if (raw.length > Math.ceil(limit.maxBytes / 3) * 4 + 4) return tooLarge;
    const bytes = Buffer.from(raw, 'base64');
    if (bytes.length > limit.maxBytes) return tooLarge;
    try {
      return { ok: true, value: utf8.decode(bytes) };
    } catch {
      return notUtf8;
    }
  }
  // Cheap bound first: a UTF-8 character takes at most 3 bytes per UTF-16 unit.
  if (raw.length > limit.maxBytes) return tooLarge;
  if (Buffer.byteLength(raw, 'utf8') > limit.maxBytes) return tooLarge;
  // A body handed over as text was decoded upstream; no UTF-8 bytes decode to a surrogate
  // outside a pair (an escaped one in the JSON, "\ud800", is the contract's to refuse).
  // Bytes an upstream decoder already replaced with U+FFFD look like any U+FFFD: only a
  // base64 body shows them as they came.
  if (!isWellFormedText(raw)) return notUtf8;
  return { ok: true, value: raw };
}

/** Checks the size and encoding, decodes base64 and parses JSON; nothing is validated yet. */
export function readJsonBody(event: APIGatewayProxyEvent, limit: BodyLimit): BodyResult<unknown> {
  const text = readTextBody(event, limit);
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
  const text = readTextBody(event, formBodyLimit);
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
  return acceptsJsonMedia(headerValue(event, 'accept'));
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
