/**
 * POST /website/behaviour-failure — where a page reports a behaviour that threw while starting
 * (frontend/src/behaviours/index.ts, decision 105). The same function answers locally and
 * deployed: 204 for a report, 400 for a body that is not `{ "behaviour": string, "error":
 * string }`, 413 over BEHAVIOUR_FAILURE_MAX_BYTES, 415 for anything but JSON, 405 for another
 * method.
 *
 * A report becomes one warn line and one count (BehaviourFailures, by Behaviour), and nothing
 * else: the behaviour's name only when it is one of the site's (otherwise `unknown`), and the
 * error's name and message as one line without invisible characters, any URL in it (with or
 * without a scheme) replaced, cut to BEHAVIOUR_FAILURE_ERROR_MAX_LENGTH characters (logSafeLine). No page URL, no query string, no address, no user agent: a behaviour fails while
 * starting, before a visitor has typed anything, and the only place a visitor's words could
 * reach it — the page's address — is never sent nor logged.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import {
  BEHAVIOUR_FAILURE_ERROR_MAX_LENGTH,
  BEHAVIOUR_FAILURE_MAX_BYTES,
  BEHAVIOUR_NAMES,
  JSON_MEDIA_TYPE,
  apiMessages,
} from '../contract/contact-constants';
import { type BodyLimit, mediaTypeOf, readJsonBody, respond } from './lib/http';
import { logSafeLine } from './lib/log-text';
import { countBehaviourFailure } from './lib/metrics';

const logger = new Logger({ serviceName: 'ayni-behaviour-failure' });

type Outcome =
  | 'reported'
  | 'invalid'
  | 'malformed'
  | 'too_large'
  | 'unsupported_media_type'
  | 'method_not_allowed';

/** What a report's line says: never more than this. */
export interface BehaviourFailure {
  readonly behaviour: string;
  readonly error: string;
}

const knownNames: ReadonlySet<string> = new Set(BEHAVIOUR_NAMES);

const reportLimit: BodyLimit = {
  maxBytes: BEHAVIOUR_FAILURE_MAX_BYTES,
  tooLargeMessage: apiMessages.tooLarge,
};

/** The error's line as logged: one safe line, cut to the limit. */
export function errorLine(text: string): string {
  return logSafeLine(text, BEHAVIOUR_FAILURE_ERROR_MAX_LENGTH);
}

/** The report a body holds, or undefined when it is not `{ behaviour, error }`, both strings. */
function reportOf(value: unknown): BehaviourFailure | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = Object.keys(value).sort();
  if (keys.length !== 2 || keys[0] !== 'behaviour' || keys[1] !== 'error') return undefined;
  const { behaviour, error } = value as Record<string, unknown>;
  if (typeof behaviour !== 'string' || typeof error !== 'string') return undefined;
  return { behaviour: knownNames.has(behaviour) ? behaviour : 'unknown', error: errorLine(error) };
}

function verdict(event: APIGatewayProxyEvent): [Outcome, APIGatewayProxyResult, BehaviourFailure?] {
  if (event.httpMethod?.toUpperCase() !== 'POST') {
    return ['method_not_allowed', respond(405, apiMessages.methodNotAllowed, { Allow: 'POST' })];
  }
  const type = mediaTypeOf(event, [JSON_MEDIA_TYPE], apiMessages.unsupportedFailureType);
  if (!type.ok) return [type.outcome, respond(type.statusCode, type.message)];
  const body = readJsonBody(event, reportLimit);
  const report = body.ok ? reportOf(body.value) : undefined;
  if (!body.ok && body.outcome === 'too_large') return ['too_large', respond(413, body.message)];
  if (!report) return ['invalid', respond(400, apiMessages.invalidFailureReport)];
  return [
    'reported',
    { statusCode: 204, headers: { 'Cache-Control': 'no-store' }, body: '' },
    report,
  ];
}

export async function handler(
  event: APIGatewayProxyEvent,
  context?: Context,
): Promise<APIGatewayProxyResult> {
  if (context) logger.addContext(context);
  const [outcome, result, report] = verdict(event);
  if (report) {
    logger.warn('behaviour failure', { behaviour: report.behaviour, error: report.error });
    countBehaviourFailure(report.behaviour);
  } else {
    logger.info('behaviour failure refused', { outcome, statusCode: result.statusCode });
  }
  return result;
}
