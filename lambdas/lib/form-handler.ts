/**
 * The request pipeline both endpoints share: method → media type (a form post from
 * another site stops here) → size → JSON or the form's fields → honeypot → contract →
 * configuration → the composed mail put on the mail queue → envelope, or for a native form
 * post a redirect to the page's result panel, with one log line at the end. The sender function
 * delivers what was queued (decision 078): the visitor is told it was received once it is stored. Each entry file only says what differs
 * (recipients, words).
 */
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import {
  type ApiEndpoint,
  CORS_ALLOW_HEADERS,
  CORS_ALLOW_METHODS,
  CORS_MAX_AGE_SECONDS,
  HONEYPOT_FIELD,
  apiMessages,
  checkPayload,
} from '../../contract/contact-api';
import { nativeResultLocation, payloadFromForm } from '../../contract/form-post';
import { type RecipientsVariable, listFromEnv, readConfig } from './config';
import {
  type BodyResult,
  type MediaType,
  acceptsJson,
  corsHeaders,
  formBodyLimit,
  formMediaTypeOf,
  headerValue,
  fromAnotherOrigin,
  readFormBody,
  readJsonBody,
  redirect,
  respond,
} from './http';
import {
  type Outcome,
  type RequestLog,
  fieldLengths,
  logRequest,
  logger,
  loggedFields,
} from './log';
import { type MailTemplate, composeEmail } from './mail';
import { QUEUED_MAIL_VERSION, enqueueMail } from './mail-queue';
import { countRequest } from './metrics';

export interface EndpointDefinition {
  /**
   * The form (the contract's name, decision 106): which fields a native post carries, its page,
   * and its name in the logs, the metrics and the queued mail.
   */
  readonly endpoint: ApiEndpoint;
  readonly recipients: RecipientsVariable;
  readonly successMessage: string;
  readonly failureMessage: string;
  readonly mail: MailTemplate;
}

export type FormHandler = (
  event: APIGatewayProxyEvent,
  context?: Context,
) => Promise<APIGatewayProxyResult>;

const knownFields: ReadonlySet<string> = new Set(loggedFields);

/**
 * A person leaves the hidden field absent or blank. Any other value — text of any length, or
 * something our form never sends (null, a number, an object) — is a bot, answered alike.
 * Never coerce it with String(): an object such as {"toString": ""} throws on conversion.
 */
function honeypotFilled(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if (!Object.hasOwn(value, HONEYPOT_FIELD)) return false;
  const trap = (value as Record<string, unknown>)[HONEYPOT_FIELD];
  if (trap === undefined) return false;
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

/** The payload as the contract reads it, whichever way it was sent. */
function readPayload(
  event: APIGatewayProxyEvent,
  mediaType: MediaType,
  endpoint: ApiEndpoint,
): BodyResult<unknown> {
  if (mediaType === 'json') return readJsonBody(event, formBodyLimit);
  const form = readFormBody(event);
  if (!form.ok) return form;
  return { ok: true, value: payloadFromForm(endpoint, (name) => form.value.get(name)) };
}

export function createFormHandler(definition: EndpointDefinition): FormHandler {
  return async (event, context) => {
    const started = performance.now();
    if (context) logger.addContext(context);
    const requestId = context?.awsRequestId ?? event?.requestContext?.requestId;
    const cors = corsHeaders(event, listFromEnv(process.env.ALLOWED_ORIGINS));
    let lengths: Record<string, number> | undefined;
    // A form the browser posted itself (no script asked for JSON): every verdict from the
    // body on is answered with a redirect to the page, the log keeps the verdict's status.
    let native = false;

    const finish = (
      outcome: Outcome,
      result: APIGatewayProxyResult,
      extra: Pick<
        RequestLog,
        'invalidFields' | 'unknownFieldCount' | 'queueError' | 'messageId' | 'errorName'
      > = {},
    ): APIGatewayProxyResult => {
      // A bot that filled the honeypot is sent to the same panel as a person whose mail was queued.
      const nativeResult = result.statusCode === 200 ? 'sent' : 'failed';
      logRequest({
        endpoint: definition.endpoint,
        requestId,
        outcome,
        statusCode: result.statusCode,
        durationMs: Math.round(performance.now() - started),
        ...(native ? { redirectedTo: nativeResult } : {}),
        ...(lengths ? { fieldLengths: lengths } : {}),
        ...extra,
      });
      countRequest(definition.endpoint, outcome);
      if (!native) return result;
      const referer = headerValue(event, 'referer');
      return redirect(nativeResultLocation(definition.endpoint, nativeResult, referer));
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

      const type = formMediaTypeOf(event);
      if (!type.ok) return finish(type.outcome, respond(type.statusCode, type.message, cors));
      const mediaType = type.value;
      if (mediaType === 'form') {
        // JSON needs a CORS preflight from another origin; a form post does not, so it is
        // refused here when another site's page made it (decision 075).
        if (fromAnotherOrigin(event, listFromEnv(process.env.SITE_ORIGINS))) {
          return finish('cross_site', respond(403, apiMessages.crossSite, cors));
        }
        native = !acceptsJson(event);
      }

      const body = readPayload(event, mediaType, definition.endpoint);
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

      const queued = await enqueueMail(config.queueUrl, {
        version: QUEUED_MAIL_VERSION,
        endpoint: definition.endpoint,
        requestId,
        mail: composeEmail(check.payload, definition.mail, config),
      });
      if (!queued.ok) {
        return finish('queue_error', respond(502, definition.failureMessage, cors), {
          queueError: { name: queued.errorName, httpStatus: queued.httpStatus },
        });
      }
      return finish('queued', respond(200, definition.successMessage, cors), {
        ...(queued.messageId ? { messageId: queued.messageId } : {}),
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
