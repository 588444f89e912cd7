/**
 * Where browsers report a page's Content-Security-Policy violations (Reporting-Endpoints and
 * report-to, security-headers.ts): a POST method on the API, answered 204 by API Gateway
 * itself (a mock integration: no Lambda, nothing stored). The report's body is never read nor
 * logged — it holds the page's URL, which may carry what a visitor typed; the access log's
 * line for each report (route and status only, access-log.ts) is what the CSP alarm counts.
 *
 * The method needs no origin key: a report is not a mail, and must not count against the
 * usage plan's daily quota of the forms.
 */
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import { Construct } from 'constructs';
import { CSP_REPORT_PATH } from '../site/security-headers';

/** What browsers send: the Reporting API's batch, and report-uri's single report. */
export const CSP_REPORT_MEDIA_TYPES = ['application/reports+json', 'application/csp-report'];

export interface CspReportEndpointProps {
  readonly api: apigateway.RestApi;
}

export class CspReportEndpoint extends Construct {
  /** The route the access log records for a report. */
  readonly resourcePath = CSP_REPORT_PATH;

  constructor(scope: Construct, id: string, props: CspReportEndpointProps) {
    super(scope, id);
    const accepted = JSON.stringify({ statusCode: 204 });
    props.api.root.resourceForPath(CSP_REPORT_PATH).addMethod(
      'POST',
      new apigateway.MockIntegration({
        // Another media type is answered 415 with the envelope (gateway-responses.ts).
        passthroughBehavior: apigateway.PassthroughBehavior.NEVER,
        requestTemplates: Object.fromEntries(
          CSP_REPORT_MEDIA_TYPES.map((type) => [type, accepted]),
        ),
        integrationResponses: [{ statusCode: '204' }],
      }),
      { apiKeyRequired: false, methodResponses: [{ statusCode: '204' }] },
    );
  }
}
