/**
 * Where the pages' browsers report what went wrong: a POST method on the API answered by a small
 * function of its own, the one `npm start` runs too. Two endpoints are built this way (decision
 * 105): the CSP violations (`lambdas/csp-report.ts`, decision 094: it reads nothing of the report,
 * which holds the page's URL; the access log's line for each 204 is what the CSP alarm counts)
 * and the behaviours that failed to start (`lambdas/behaviour-failure.ts`: it logs the behaviour's
 * name and the error's line, nothing of the page or the visitor, and counts BehaviourFailures,
 * which its alarm reads). Each has its own path, so neither alarm reads the other's reports.
 *
 * The method requires the origin key, like the forms' (decision 094): only CloudFront holds it,
 * so a report reaches the API through the distribution and its WAF, never around them. No
 * reserved concurrency: a report is answered in milliseconds, behind the stage's throttle, and
 * must not take from what the forms and the sender reserve. Each function's metric namespace
 * (METRICS_NAMESPACE) comes with apiFunction.
 */
import { Duration } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { apiFunction } from './api-function';

export interface ReportEndpointProps {
  readonly api: apigateway.RestApi;
  /** The route, from the contract (CSP_REPORT_PATH, BEHAVIOUR_FAILURE_PATH). */
  readonly path: string;
  /** The function's name: its entry `lambdas/{name}.ts`, its ids, role and logs. */
  readonly name: string;
}

export class ReportEndpoint extends Construct {
  /** The route the access log records for a report. */
  readonly resourcePath: string;
  readonly function: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: ReportEndpointProps) {
    super(scope, id);
    this.resourcePath = props.path;
    this.function = apiFunction(this, {
      name: props.name,
      timeout: Duration.seconds(3),
      environment: {},
    });
    props.api.root
      .resourceForPath(props.path)
      .addMethod(
        'POST',
        new apigateway.LambdaIntegration(this.function, { proxy: true, allowTestInvoke: false }),
        { apiKeyRequired: true },
      );
  }
}
