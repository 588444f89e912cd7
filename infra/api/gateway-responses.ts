/**
 * What API Gateway answers by itself (before or instead of a Lambda): the same
 * `{ statusCode, message }` envelope the handlers send, in Spanish, with the
 * HTTP status equal to the envelope's statusCode. The forms show `message`.
 */
import { ResponseType } from 'aws-cdk-lib/aws-apigateway';
import { type ApiEnvelope, apiMessages } from '../../contract/contact-api';

export interface GatewayAnswer {
  readonly type: ResponseType;
  readonly statusCode: number;
  readonly message: string;
}

// The words live in the contract (apiMessages), beside the handlers' own.
const invalid = apiMessages.invalidRequest;
const tooMany = apiMessages.tooManyRequests;
const denied = apiMessages.accessDenied;

export const gatewayAnswers: readonly GatewayAnswer[] = [
  // The request model or validator refused the request: no Lambda ran.
  { type: ResponseType.BAD_REQUEST_BODY, statusCode: 400, message: invalid },
  { type: ResponseType.BAD_REQUEST_PARAMETERS, statusCode: 400, message: invalid },
  { type: ResponseType.REQUEST_TOO_LARGE, statusCode: 413, message: apiMessages.tooLarge },
  {
    type: ResponseType.UNSUPPORTED_MEDIA_TYPE,
    statusCode: 415,
    message: apiMessages.unsupportedMediaType,
  },
  { type: ResponseType.THROTTLED, statusCode: 429, message: tooMany },
  { type: ResponseType.QUOTA_EXCEEDED, statusCode: 429, message: tooMany },
  // An unknown path or method: API Gateway's 403 "Missing Authentication Token" means 404.
  {
    type: ResponseType.MISSING_AUTHENTICATION_TOKEN,
    statusCode: 404,
    message: apiMessages.notFound,
  },
  { type: ResponseType.RESOURCE_NOT_FOUND, statusCode: 404, message: apiMessages.notFound },
  { type: ResponseType.ACCESS_DENIED, statusCode: 403, message: denied },
  // No origin key, or a wrong one: the request did not come through the site's distribution.
  { type: ResponseType.INVALID_API_KEY, statusCode: 403, message: denied },
  { type: ResponseType.WAF_FILTERED, statusCode: 403, message: denied },
  { type: ResponseType.DEFAULT_4XX, statusCode: 400, message: apiMessages.badRequest },
  {
    type: ResponseType.INTEGRATION_TIMEOUT,
    statusCode: 504,
    message: apiMessages.gatewayTimeout,
  },
  {
    type: ResponseType.INTEGRATION_FAILURE,
    statusCode: 502,
    message: apiMessages.serviceUnavailable,
  },
  {
    type: ResponseType.DEFAULT_5XX,
    statusCode: 500,
    message: apiMessages.internalError,
  },
];

/** The envelope as JSON: API Gateway's response template, and the WAF's answer at the edge. */
export function envelopeTemplate({ statusCode, message }: ApiEnvelope): string {
  return JSON.stringify({ statusCode, message } satisfies ApiEnvelope);
}
