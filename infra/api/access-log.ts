/**
 * The API's access log line: what API Gateway itself decided about a request, never what the
 * visitor sent. Every field is a `$context` variable whose value API Gateway chooses (ids,
 * times, the matched route, statuses, lengths): no path as typed, no user agent, no error or
 * validation message (the validator's messages quote the failing value), nothing from the
 * body. The personal data stays out of the logs (decision 027).
 */
import { AccessLogField, AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';

const accessLogFields = {
  requestId: AccessLogField.contextRequestId(),
  requestTime: AccessLogField.contextRequestTime(),
  httpMethod: AccessLogField.contextHttpMethod(),
  // The route that matched (`/website/contacto/formulario`), not the path as the client wrote it.
  resourcePath: AccessLogField.contextResourcePath(),
  status: AccessLogField.contextStatus(),
  responseLength: AccessLogField.contextResponseLength(),
  responseLatency: AccessLogField.contextResponseLatency(),
  integrationStatus: AccessLogField.contextIntegrationStatus(),
  integrationLatency: AccessLogField.contextIntegrationLatency(),
  // Which answer API Gateway gave by itself (BAD_REQUEST_BODY, THROTTLED, INVALID_API_KEY…).
  errorType: AccessLogField.contextErrorResponseType(),
  // The id (not the value) of the origin key the request carried: shows a rotation's progress.
  apiKeyId: AccessLogField.contextIdentityApiKeyId(),
} as const;

export const accessLogFormat = AccessLogFormat.custom(JSON.stringify(accessLogFields));
