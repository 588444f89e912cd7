/**
 * Where a page reports a behaviour that threw while starting (frontend/src/behaviours/index.ts,
 * decision 105): a POST method on the API, answered by a small function,
 * `lambdas/behaviour-failure.ts` — the one `npm start` runs too — which takes a JSON body of at
 * most BEHAVIOUR_FAILURE_MAX_BYTES, logs the behaviour's name and the error's line (nothing of
 * the page or the visitor), and counts BehaviourFailures, which the operator's alarm reads
 * (infra/ops/alarms.ts). An endpoint of its own: the CSP alarm counts its endpoint's 204s, and
 * would read a failing behaviour as a violation.
 *
 * The method requires the origin key, like the forms' and the CSP reports' (decision 094): only
 * CloudFront holds it, so a report reaches the API through the distribution and its WAF.
 */
import { Duration } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct } from 'constructs';
import { BEHAVIOUR_FAILURE_PATH } from '../../contract/contact-constants';
import { apiFunction } from './api-function';

export interface BehaviourFailureEndpointProps {
  readonly api: apigateway.RestApi;
}

export class BehaviourFailureEndpoint extends Construct {
  /** The route the access log records for a report. */
  readonly resourcePath = BEHAVIOUR_FAILURE_PATH;
  readonly function: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: BehaviourFailureEndpointProps) {
    super(scope, id);
    // No reserved concurrency, as the CSP reports': it answers in milliseconds, behind the
    // stage's throttle and the WAF's per-client limit, and must not take from what the forms and
    // the sender reserve. Its metric's namespace (METRICS_NAMESPACE) comes with apiFunction.
    this.function = apiFunction(this, {
      name: 'behaviour-failure',
      timeout: Duration.seconds(3),
      environment: {},
    });
    props.api.root
      .resourceForPath(BEHAVIOUR_FAILURE_PATH)
      .addMethod(
        'POST',
        new apigateway.LambdaIntegration(this.function, { proxy: true, allowTestInvoke: false }),
        { apiKeyRequired: true },
      );
  }
}
