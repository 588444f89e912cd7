/**
 * The HTTP side of both endpoints: reading an API Gateway REST proxy event
 * (headers in any case, base64 bodies, size and media type) and answering with
 * the `{ statusCode, message }` envelope, whose statusCode is also the HTTP status.
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import {
  type ApiEnvelope,
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

export type BodyResult =
  | { readonly ok: true; readonly value: unknown }
  | {
      readonly ok: false;
      readonly statusCode: 400 | 413 | 415;
      readonly message: string;
      readonly outcome: 'unsupported_media_type' | 'too_large' | 'malformed';
    };

const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;
// A base64 text longer than this cannot decode to a body within the limit.
const MAX_BASE64_CHARS = Math.ceil(limits.bodyMaxBytes / 3) * 4 + 4;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Checks the media type and size, decodes base64 and parses JSON; nothing is validated yet. */
export function readJsonBody(event: APIGatewayProxyEvent): BodyResult {
  const contentType = headerValue(event, 'content-type');
  if (!contentType || !JSON_MEDIA_TYPE.test(contentType.trim())) {
    return {
      ok: false,
      statusCode: 415,
      message: apiMessages.unsupportedMediaType,
      outcome: 'unsupported_media_type',
    };
  }
  const raw = typeof event.body === 'string' ? event.body : '';
  const tooLarge = {
    ok: false,
    statusCode: 413,
    message: apiMessages.tooLarge,
    outcome: 'too_large',
  } as const;
  const malformed = {
    ok: false,
    statusCode: 400,
    message: apiMessages.invalidJson,
    outcome: 'malformed',
  } as const;
  const notUtf8 = { ...malformed, message: apiMessages.invalidEncoding } as const;
  let text: string;
  if (event.isBase64Encoded) {
    if (raw.length > MAX_BASE64_CHARS) return tooLarge;
    const bytes = Buffer.from(raw, 'base64');
    if (bytes.length > limits.bodyMaxBytes) return tooLarge;
    try {
      text = utf8.decode(bytes);
    } catch {
      return notUtf8;
    }
  } else {
    // Cheap bound first: a UTF-8 character takes at most 3 bytes per UTF-16 unit.
    if (raw.length > limits.bodyMaxBytes) return tooLarge;
    if (Buffer.byteLength(raw, 'utf8') > limits.bodyMaxBytes) return tooLarge;
    // A body handed over as text was decoded upstream; no UTF-8 bytes decode to a surrogate
    // outside a pair (an escaped one in the JSON, "\ud800", is the contract's to refuse).
    // Bytes an upstream decoder already replaced with U+FFFD look like any U+FFFD: only a
    // base64 body shows them as they came.
    if (!isWellFormedText(raw)) return notUtf8;
    text = raw;
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return malformed;
  }
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
