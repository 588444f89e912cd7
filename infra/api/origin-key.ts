/**
 * The key that proves a request came through the site's CloudFront distribution. The POST
 * methods require an API key; the only valid keys are generated here, kept in Secrets Manager
 * and reach API Gateway and CloudFront's origin header as CloudFormation dynamic references,
 * so the value is in neither the template nor the code. A request without it is refused by
 * API Gateway (403) before any Lambda runs.
 *
 * Rotation without downtime: generation N (`originKeyVersion`) is what CloudFront sends, and
 * generation N-1 stays valid beside it. Deploying N+1 creates the new key first, switches
 * CloudFront to it (CloudFormation waits for the distribution to be deployed), and only in
 * its clean-up deletes N-1, which nothing has sent since the previous deploy.
 */
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct, type IDependable } from 'constructs';

/** The header API Gateway reads API keys from (API key source HEADER). */
export const ORIGIN_KEY_HEADER = 'x-api-key';

/** Letters and digits only: the value travels in an HTTP header and an API key (20–128 chars). */
const ORIGIN_KEY_LENGTH = 64;

export interface OriginKeysProps {
  readonly usagePlan: apigateway.UsagePlan;
  /** The generation CloudFront sends; the one before it stays valid. */
  readonly version: number;
}

/** One generation: its secret, its API key and the key's place in the usage plan. */
class OriginKeyGeneration extends Construct {
  readonly secret: secretsmanager.Secret;
  readonly planKey: apigateway.CfnUsagePlanKey;

  constructor(scope: Construct, id: string, version: number, plan: apigateway.UsagePlan) {
    super(scope, id);
    this.secret = new secretsmanager.Secret(this, 'Secret', {
      description: `Clave de origen ${version} que CloudFront envía a la API de contacto`,
      generateSecretString: {
        passwordLength: ORIGIN_KEY_LENGTH,
        excludePunctuation: true,
        includeSpace: false,
      },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Rotated by deploying originKeyVersion + 1 (docs/deployment.md): API Gateway and CloudFront read the value only at deploy time, so a scheduled rotation would change it under them and refuse every form until the next deploy.',
    });
    const key = new apigateway.ApiKey(this, 'ApiKey', {
      description: `Clave de origen ${version}: solo CloudFront la envía`,
      value: this.secret.secretValue.unsafeUnwrap(),
      enabled: true,
    });
    // A plan key per generation, with an id of its own: adding N+1 never replaces N's.
    this.planKey = new apigateway.CfnUsagePlanKey(this, 'PlanKey', {
      keyId: key.keyId,
      keyType: 'API_KEY',
      usagePlanId: plan.usagePlanId,
    });
  }
}

export class OriginKeys extends Construct {
  /** The value CloudFront sends, as a dynamic reference to the current generation's secret. */
  readonly headerValue: string;
  /** Deploy CloudFront's new header only once API Gateway accepts the key it carries. */
  readonly ready: IDependable;

  constructor(scope: Construct, id: string, props: OriginKeysProps) {
    super(scope, id);
    const current = new OriginKeyGeneration(
      this,
      `V${props.version}`,
      props.version,
      props.usagePlan,
    );
    if (props.version > 1) {
      new OriginKeyGeneration(this, `V${props.version - 1}`, props.version - 1, props.usagePlan);
    }
    this.headerValue = current.secret.secretValue.unsafeUnwrap();
    this.ready = current.planKey;
  }
}
