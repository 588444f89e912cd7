/**
 * Releases never serve a page under the wrong CSP (decision 080): a page of release N may be
 * served only by an edge that runs release N's page-headers function. CloudFront runs a newly
 * published function only once the distribution's update has deployed on every edge, so this
 * custom resource stands between the distribution and the page upload: it answers only when
 * the distribution is `Deployed` with an update made after both functions' publication
 * (edge-rollout-handler.ts). Its `Release` property — the functions' fingerprint, which the
 * distribution's comment carries too, so the distribution changes in every release that
 * changes a function — makes CloudFormation ask it again in every such release.
 */
import { CustomResource, Duration } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import { Construct, type IDependable } from 'constructs';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { ownLogGroupAndRole } from '../function-role';

/** The fingerprint of a release's CloudFront functions: their code and what else names them. */
export function functionsFingerprint(...parts: readonly string[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 16);
}

export interface EdgeRolloutProps {
  readonly distribution: cloudfront.Distribution;
  /** The functions whose LIVE code every edge must run. */
  readonly functions: readonly cloudfront.Function[];
  /** functionsFingerprint of those functions. */
  readonly release: string;
}

export class EdgeRollout extends Construct {
  /** Complete once every edge runs this release's functions. */
  readonly deployed: IDependable;

  constructor(scope: Construct, id: string, props: EdgeRolloutProps) {
    super(scope, id);
    const { logGroup, role } = ownLogGroupAndRole(
      this,
      'Espera a que CloudFront despliegue las funciones del sitio: solo lee su estado',
    );
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['cloudfront:GetDistribution'],
        resources: [props.distribution.distributionArn],
      }),
    );
    role.addToPolicy(
      new iam.PolicyStatement({
        actions: ['cloudfront:DescribeFunction'],
        resources: props.functions.map((fn) => fn.functionArn),
      }),
    );
    const waiter = new nodejs.NodejsFunction(this, 'Function', {
      description: 'Responde a CloudFormation cuando la distribución está Deployed',
      entry: fileURLToPath(new URL('./edge-rollout-handler.ts', import.meta.url)),
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 128,
      // CloudFront usually deploys in a few minutes; Lambda allows 15.
      timeout: Duration.minutes(15),
      role,
      logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      bundling: { minify: true, target: 'node24', format: nodejs.OutputFormat.CJS },
    });
    const resource = new CustomResource(this, 'Deployed', {
      serviceToken: waiter.functionArn,
      resourceType: 'Custom::EdgeRollout',
      properties: {
        DistributionId: props.distribution.distributionId,
        FunctionNames: props.functions.map((fn) => fn.functionName),
        Release: props.release,
      },
    });
    // Asked only after the distribution's update (and so the functions' publication).
    resource.node.addDependency(props.distribution);
    this.deployed = resource;
  }
}
