/**
 * Lambda@Edge, origin response, on the API's behaviour (`/website/*`): a refusal of a form the
 * browser posted by itself becomes the 303 to the form's "not sent" panel, as the handlers answer
 * their own refusals (contract/form-post.ts, nativeRefusalLocation). What refuses before a
 * handler runs — API Gateway's throttle (429), a missing origin key (403), a timeout (504) —
 * answers in JSON, and a visitor without scripts would see it raw.
 *
 * Why Lambda@Edge and not a CloudFront Function: CloudFront invokes no viewer-response function
 * when the origin answers 400 or more, and an origin-response Lambda@Edge function is invoked for
 * every origin response (CloudFront Developer Guide, "Restrictions on all edge functions"); API
 * Gateway's own answers cannot depend on the Content-Type (decision 130). `npm start` applies the
 * same function to every answer of its local API (scripts/local-api.ts).
 */
import type {
  CloudFrontHeaders,
  CloudFrontResponseEvent,
  CloudFrontResultResponse,
} from 'aws-lambda';
import { type EdgeRequest, nativeRefusalLocation } from '../contract/form-post';

/** CloudFront's request as the contract reads one. */
function edgeRequest(request: CloudFrontResponseEvent['Records'][0]['cf']['request']): EdgeRequest {
  const headers: CloudFrontHeaders = request.headers ?? {};
  return {
    method: request.method,
    path: request.uri,
    headers: (name) => (headers[name] ?? []).map((header) => header.value),
  };
}

export async function handler(event: CloudFrontResponseEvent): Promise<CloudFrontResultResponse> {
  const { request, response } = event.Records[0]!.cf;
  const location = nativeRefusalLocation(edgeRequest(request), Number(response.status));
  if (location === undefined) return response;
  // The refusal's own headers (its JSON type, the gateway's) go with its body.
  return {
    status: '303',
    statusDescription: 'See Other',
    headers: {
      location: [{ key: 'Location', value: location }],
      'cache-control': [{ key: 'Cache-Control', value: 'no-store' }],
    },
    body: '',
  };
}
