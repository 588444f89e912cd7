/**
 * One structured line per request. It carries the request id, the outcome, the
 * status and the length of each field: never a submitted value, never the event.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { contactPayloadSchema } from '../../contract/contact-api';
import type { FormResult } from '../../contract/form-post';

export const logger = new Logger({ serviceName: 'ayni-contact-api' });

export type Outcome =
  | 'sent'
  | 'honeypot'
  | 'invalid'
  | 'malformed'
  | 'too_large'
  | 'unsupported_media_type'
  | 'cross_site'
  | 'method_not_allowed'
  | 'preflight'
  | 'misconfigured'
  | 'ses_error'
  | 'unexpected_error';

/** Every field the contract knows (the honeypot included), read from its schema. */
export const loggedFields = Object.keys(contactPayloadSchema.shape);

/** Lengths only (digits for the phone); absent or non-text fields are left out. */
export function fieldLengths(value: unknown): Record<string, number> {
  const lengths: Record<string, number> = {};
  if (typeof value !== 'object' || value === null) return lengths;
  const record = value as Record<string, unknown>;
  for (const field of loggedFields) {
    const item = record[field];
    if (typeof item === 'string') lengths[field] = item.length;
    else if (typeof item === 'number' && Number.isFinite(item))
      lengths[field] = String(item).length;
  }
  return lengths;
}

export interface RequestLog {
  readonly endpoint: string;
  readonly requestId: string | undefined;
  readonly outcome: Outcome;
  readonly statusCode: number;
  readonly durationMs: number;
  /**
   * A native form post, answered 303 to the page's panel for this result; statusCode and
   * outcome are still the verdict (400 invalid, 200 sent…), not the redirect.
   */
  readonly redirectedTo?: FormResult;
  readonly fieldLengths?: Record<string, number>;
  /** Contract fields that failed validation; keys the visitor invented are only counted. */
  readonly invalidFields?: readonly string[];
  readonly unknownFieldCount?: number;
  readonly sesError?: { readonly name: string; readonly httpStatus: number | undefined };
  readonly messageId?: string;
  /** The kind of an unexpected error (`TypeError`…); never its text, which may quote the payload. */
  readonly errorName?: string;
}

export function logRequest(entry: RequestLog): void {
  const level = entry.statusCode >= 500 ? 'error' : entry.statusCode >= 400 ? 'warn' : 'info';
  logger[level]('contact request', { ...entry });
}
