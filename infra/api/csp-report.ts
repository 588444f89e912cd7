/**
 * Where browsers report a page's Content-Security-Policy violations (Reporting-Endpoints and
 * report-to, security-headers.ts): a POST method on the API, answered by a small function,
 * `lambdas/csp-report.ts` — the one `npm start` runs too — which refuses a body over
 * CSP_REPORT_MAX_BYTES (an API Gateway mock integration cannot limit a body) and answers 204,
 * reading nothing of the report: it holds the page's URL, which may carry what a visitor typed.
 * The access log's line for each report (route and status only, access-log.ts) is what the CSP
 * alarm counts.
 *
 * The method requires the origin key, like the forms' (decision 094): only CloudFront holds it,
 * so a report reaches the API through the distribution and its WAF, never around them.
 */
import { Duration } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { CSP_REPORT_MEDIA_TYPES, CSP_REPORT_PATH } from '../../contract/contact-constants';
import { apiFunction } from './api-function';

export { CSP_REPORT_MEDIA_TYPES };

export interface CspReportEndpointProps {
  readonly api: apigateway.RestApi;
}

export class CspReportEndpoint extends Construct {
  /** The route the access log records for a report. */
  readonly resourcePath = CSP_REPORT_PATH;
  readonly function: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: CspReportEndpointProps) {
    super(scope, id);
    // No reserved concurrency: it answers in milliseconds, behind the stage's throttle and the
    // WAF's per-client limit, and must not take from what the forms and the sender reserve.
    this.function = apiFunction(this, {
      name: 'csp-report',
      timeout: Duration.seconds(3),
      environment: {},
    });
    props.api.root
      .resourceForPath(CSP_REPORT_PATH)
      .addMethod(
        'POST',
        new apigateway.LambdaIntegration(this.function, { proxy: true, allowTestInvoke: false }),
        { apiKeyRequired: true },
      );
  }
}
