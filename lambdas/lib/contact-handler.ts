/**
 * The request pipeline both endpoints share: method → media type and size →
 * JSON → honeypot → contract → configuration → mail → envelope, with one log
 * line at the end. Each entry file only says what differs (recipients, words).
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import {
  CORS_ALLOW_HEADERS,
  CORS_ALLOW_METHODS,
  CORS_MAX_AGE_SECONDS,
  HONEYPOT_FIELD,
  apiMessages,
  checkPayload,
} from '../../contract/contact-api';
import { type RecipientsVariable, listFromEnv, readConfig } from './config';
import { corsHeaders, readJsonBody, respond } from './http';
import {
  type Outcome,
  type RequestLog,
  fieldLengths,
  logRequest,
  logger,
  loggedFields,
} from './log';
import { type MailTemplate, composeEmail } from './mail';
import { sendEmail } from './ses';

export interface EndpointDefinition {
  /** Short name for the logs: `formulario` or `oportunidades`. */
  readonly name: string;
  readonly recipients: RecipientsVariable;
  readonly successMessage: string;
  readonly failureMessage: string;
  readonly mail: MailTemplate;
}

export type ContactHandler = (
  event: APIGatewayProxyEvent,
  context?: Context,
) => Promise<APIGatewayProxyResult>;

const knownFields: ReadonlySet<string> = new Set(loggedFields);

/**
 * A person leaves the hidden field absent or blank. Any other value — text, or
 * something our form never sends (a number, an object) — is a bot. Never coerce
 * it with String(): an object such as {"toString": ""} throws on conversion.
 */
function honeypotFilled(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const trap = (value as Record<string, unknown>)[HONEYPOT_FIELD];
  if (trap === undefined || trap === null) return false;
  return typeof trap !== 'string' || trap.trim() !== '';
}

/**
 * What was thrown, by kind only: an Error's name (TypeError…) when it looks like one (a name is
 * writable, so anything else is not trusted to be free of visitor text), or the value's type.
 */
function errorName(error: unknown): string {
  if (error instanceof Error)
    return /^[A-Za-z_$][\w$]{0,63}$/.test(error.name) ? error.name : 'Error';
  return error === null ? 'null' : typeof error;
}

export function createContactHandler(definition: EndpointDefinition): ContactHandler {
  return async (event, context) => {
    const started = performance.now();
    if (context) logger.addContext(context);
    const requestId = context?.awsRequestId ?? event?.requestContext?.requestId;
    const cors = corsHeaders(event, listFromEnv(process.env.ALLOWED_ORIGINS));
    let lengths: Record<string, number> | undefined;

    const finish = (
      outcome: Outcome,
      result: APIGatewayProxyResult,
      extra: Pick<
        RequestLog,
        'invalidFields' | 'unknownFieldCount' | 'sesError' | 'messageId' | 'errorName'
      > = {},
    ): APIGatewayProxyResult => {
      logRequest({
        endpoint: definition.name,
        requestId,
        outcome,
        statusCode: result.statusCode,
        durationMs: Math.round(performance.now() - started),
        ...(lengths ? { fieldLengths: lengths } : {}),
        ...extra,
      });
      return result;
    };

    try {
      const method = event?.httpMethod?.toUpperCase();
      if (method === 'OPTIONS') {
        const allowed = 'Access-Control-Allow-Origin' in cors;
        return finish('preflight', {
          statusCode: 204,
          headers: allowed
            ? {
                ...cors,
                'Access-Control-Allow-Methods': CORS_ALLOW_METHODS.join(', '),
                'Access-Control-Allow-Headers': CORS_ALLOW_HEADERS.join(', '),
                'Access-Control-Max-Age': String(CORS_MAX_AGE_SECONDS),
              }
            : cors,
          body: '',
        });
      }
      if (method !== 'POST') {
        return finish(
          'method_not_allowed',
          respond(405, apiMessages.methodNotAllowed, {
            ...cors,
            Allow: CORS_ALLOW_METHODS.join(', '),
          }),
        );
      }

      const body = readJsonBody(event);
      if (!body.ok) return finish(body.outcome, respond(body.statusCode, body.message, cors));
      lengths = fieldLengths(body.value);

      // Bots get exactly what a person gets, and nothing is sent.
      if (honeypotFilled(body.value)) {
        return finish('honeypot', respond(200, definition.successMessage, cors));
      }

      const check = checkPayload(body.value);
      if (!check.ok) {
        const outcome = check.fields.length === 0 ? 'malformed' : 'invalid';
        return finish(outcome, respond(400, check.message, cors), {
          invalidFields: check.fields.filter((field) => knownFields.has(field)),
          unknownFieldCount: check.fields.filter((field) => !knownFields.has(field)).length,
        });
      }

      const config = readConfig(definition.recipients);
      if (!config) return finish('misconfigured', respond(500, definition.failureMessage, cors));

      const sent = await sendEmail(composeEmail(check.payload, definition.mail, config));
      if (!sent.ok) {
        return finish('ses_error', respond(502, definition.failureMessage, cors), {
          sesError: { name: sent.errorName, httpStatus: sent.httpStatus },
        });
      }
      return finish('sent', respond(200, definition.successMessage, cors), {
        ...(sent.messageId ? { messageId: sent.messageId } : {}),
      });
    } catch (error) {
      // Only the error's name is logged: its text may quote the payload, and is neither
      // logged nor shown.
      return finish('unexpected_error', respond(500, definition.failureMessage, cors), {
        errorName: errorName(error),
      });
    }
  };
}
