/**
 * One structured line per request, and one per mail the sender handles. A request's carries the
 * request id, the outcome, the status and the length of each field; a delivery's the queue's
 * message id, its receive count and SES's verdict: never a submitted value, never the event.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import { contactPayloadSchema } from '../../contract/contact-api';
import type { FormResult } from '../../contract/form-post';

export const logger = new Logger({ serviceName: 'ayni-contact-api' });

export type Outcome =
  | 'queued'
  | 'honeypot'
  | 'invalid'
  | 'malformed'
  | 'too_large'
  | 'unsupported_media_type'
  | 'cross_site'
  | 'method_not_allowed'
  | 'preflight'
  | 'misconfigured'
  | 'queue_error'
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
  /** The mail queue refused or did not answer: its error's name and HTTP status. */
  readonly queueError?: ErrorKind;
  /** The queue's id for the message: the sender's line names it too. */
  readonly messageId?: string;
  /** The kind of an unexpected error (`TypeError`…); never its text, which may quote the payload. */
  readonly errorName?: string;
}

export function logRequest(entry: RequestLog): void {
  const level = entry.statusCode >= 500 ? 'error' : entry.statusCode >= 400 ? 'warn' : 'info';
  logger[level]('contact request', { ...entry });
}

/** A failed call by kind only (its text may quote an address). */
export interface ErrorKind {
  readonly name: string;
  readonly httpStatus: number | undefined;
}

/**
 * What the sender did with one message: sent it; SES failed (`ses_error`, which the SES alarm
 * counts; the queue delivers it again); not a message a handler wrote (`unreadable`); left for
 * the next delivery because the function's time was running out (`deferred`); or a second copy
 * of one already sent in the same batch (`duplicate`).
 */
export type DeliveryOutcome = 'sent' | 'ses_error' | 'unreadable' | 'deferred' | 'duplicate';

export interface DeliveryLog {
  /** The queue's id for the message, as the handler logged it (messageId). */
  readonly messageId: string;
  /** The handler's request that queued it, and its form, when the message says. */
  readonly requestId?: string | undefined;
  readonly endpoint?: string | undefined;
  readonly outcome: DeliveryOutcome;
  /** How many times the queue has delivered it, this time included. */
  readonly receiveCount: number;
  readonly durationMs: number;
  readonly sesMessageId?: string;
  readonly sesError?: ErrorKind;
}

export function logDelivery(entry: DeliveryLog): void {
  const level =
    entry.outcome === 'sent' || entry.outcome === 'duplicate'
      ? 'info'
      : entry.outcome === 'deferred'
        ? 'warn'
        : 'error';
  logger[level]('contact delivery', { ...entry });
}
