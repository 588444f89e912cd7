/**
 * POST /website/csp-report — where browsers report a page's CSP violations (decisions 080,
 * 094). The same function answers locally and deployed: 204 for a report, 413 over
 * CSP_REPORT_MAX_BYTES, 415 for another media type, 405 for another method. The report's body
 * is never parsed nor logged — it holds the page's URL, which may carry what a visitor typed;
 * the access log's line for each 204 is what the CSP alarm counts, and this function writes one
 * line of its own with the verdict and the size alone.
 */
import { Logger } from '@aws-lambda-powertools/logger';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import {
  CSP_REPORT_MAX_BYTES,
  CSP_REPORT_MEDIA_TYPES,
  apiMessages,
} from '../contract/contact-constants';
import { type BodyLimit, mediaTypeOf, readTextBody, respond } from './lib/http';

const logger = new Logger({ serviceName: 'ayni-csp-report' });

type Outcome =
  'reported' | 'too_large' | 'malformed' | 'unsupported_media_type' | 'method_not_allowed';

const reportLimit: BodyLimit = {
  maxBytes: CSP_REPORT_MAX_BYTES,
  tooLargeMessage: apiMessages.tooLarge,
};

/** The body's size in bytes, as it came over the wire. */
function bodyBytes(event: APIGatewayProxyEvent): number {
  if (!event.body) return 0;
  return event.isBase64Encoded
    ? Buffer.from(event.body, 'base64').length
    : Buffer.byteLength(event.body, 'utf8');
}

function verdict(event: APIGatewayProxyEvent): [Outcome, APIGatewayProxyResult] {
  if (event.httpMethod?.toUpperCase() !== 'POST') {
    return ['method_not_allowed', respond(405, apiMessages.methodNotAllowed, { Allow: 'POST' })];
  }
  const type = mediaTypeOf(event, CSP_REPORT_MEDIA_TYPES, apiMessages.unsupportedReportType);
  if (!type.ok) return [type.outcome, respond(type.statusCode, type.message)];
  // Read for its size and encoding only: the report itself is never parsed.
  const body = readTextBody(event, reportLimit);
  if (!body.ok) return [body.outcome, respond(body.statusCode, body.message)];
  return ['reported', { statusCode: 204, headers: { 'Cache-Control': 'no-store' }, body: '' }];
}

export async function handler(
  event: APIGatewayProxyEvent,
  context?: Context,
): Promise<APIGatewayProxyResult> {
  if (context) logger.addContext(context);
  const [outcome, result] = verdict(event);
  const level = result.statusCode >= 400 ? 'warn' : 'info';
  logger[level]('csp report', { outcome, statusCode: result.statusCode, bytes: bodyBytes(event) });
  return result;
}
