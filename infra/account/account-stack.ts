/**
 * What an account needs once, before either stage deploys (decision 140), run by an
 * administrator with `npm run account-setup -- owner/repo` (bin/account-setup.ts):
 *
 * - API Gateway's CloudWatch Logs role for the region (AWS::ApiGateway::Account): every logging
 *   API stage needs it, and no website stack creates it any more, so staging deploys first on a
 *   fresh account;
 * - GitHub's OIDC provider, and one deploy role per GitHub environment, each trusted only by
 *   that environment's jobs on `main` and reaching only its stage's bootstrap
 *   (infra/pipeline/github-deploy-role.ts);
 * - the policy that bounds staging's bootstrap and the roles its stack creates
 *   (infra/account/staging-bounds.ts).
 *
 * The role and the account setting are retained if the stack is ever deleted: they serve every
 * API of the region, and CloudFormation's delete of AWS::ApiGateway::Account leaves the setting
 * as it is anyway (docs/deployment.md, "The account, once").
 */
import { CfnOutput, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import {
  GITHUB_OIDC_AUDIENCE,
  GITHUB_OIDC_HOST,
  GithubDeployRole,
  type PipelineRoleConfig,
} from '../pipeline/github-deploy-role';
import { type Stage, stageQualifier, stages } from '../stages';
import { STAGING_BOUNDS_POLICY, stagingBoundsStatements } from './staging-bounds';

export const ACCOUNT_STACK_NAME = 'AyniCloudAccount';

/** AWS's policy made for API Gateway's account logging role. */
const API_GATEWAY_LOGS_POLICY = 'service-role/AmazonAPIGatewayPushToCloudWatchLogs';

/** The output that names a stage's deploy role: the AWS_DEPLOY_ROLE_ARN of its environment. */
export const deployRoleOutput = (stage: Stage) =>
  `${stage.name[0]!.toUpperCase()}${stage.name.slice(1)}DeployRoleArn`;

export interface AccountStackProps extends StackProps {
  readonly config: PipelineRoleConfig;
}

export class AccountStack extends Stack {
  readonly deployRoles: Record<Stage['name'], iam.Role>;

  constructor(scope: Construct, id: string, props: AccountStackProps) {
    super(scope, id, props);
    const { githubRepository, githubOidcProviderArn } = props.config;

    const logsRole = new iam.Role(this, 'ApiGatewayCloudWatchRole', {
      description: 'API Gateway escribe con este rol los logs de todas las API de la región',
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      managedPolicies: [iam.ManagedPolicy.fromAwsManagedPolicyName(API_GATEWAY_LOGS_POLICY)],
    });
    logsRole.applyRemovalPolicy(RemovalPolicy.RETAIN);
    const apiGatewayAccount = new apigateway.CfnAccount(this, 'ApiGatewayAccount', {
      cloudWatchRoleArn: logsRole.roleArn,
    });
    apiGatewayAccount.applyRemovalPolicy(RemovalPolicy.RETAIN);
    Validations.of(logsRole).acknowledge({
      id: `AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/${API_GATEWAY_LOGS_POLICY}]`,
      reason:
        'The account-level role API Gateway writes every API’s logs in this region with: AWS’s policy made for it, which cannot be narrowed to one stack’s log groups because the role serves the whole account.',
    });

    const provider = githubOidcProviderArn
      ? iam.OidcProviderNative.fromOidcProviderArn(this, 'GitHubOidc', githubOidcProviderArn)
      : new iam.OidcProviderNative(this, 'GitHubOidc', {
          url: `https://${GITHUB_OIDC_HOST}`,
          clientIds: [GITHUB_OIDC_AUDIENCE],
          // No thumbprints: IAM trusts GitHub's issuer through its own library of root CAs.
        });

    const productionQualifier = stageQualifier(stages.production, this.node);
    const bounds = new iam.ManagedPolicy(this, 'StagingBounds', {
      managedPolicyName: STAGING_BOUNDS_POLICY,
      description:
        'Política de ejecución del bootstrap de staging y límite de permisos de sus roles: nada de producción',
      statements: stagingBoundsStatements({
        partition: this.partition,
        account: this.account,
        accountStackName: ACCOUNT_STACK_NAME,
        productionQualifier,
      }),
    });
    Validations.of(bounds).acknowledge(
      {
        id: 'AwsSolutions-IAM5[Action::*]',
        reason:
          'Staging’s CloudFormation execution policy and boundary: a website stack creates many kinds of resource, so it allows them all and denies, statement by statement, everything of production, the account setup and the default bootstrap, and any role created without this boundary.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'See the Action::* finding: the denies, not the allow, bound this policy.',
      },
    );

    this.deployRoles = {} as Record<Stage['name'], iam.Role>;
    for (const stage of Object.values(stages)) {
      const { role } = new GithubDeployRole(
        this,
        `${deployRoleOutput(stage).replace(/Arn$/, '')}`,
        {
          provider,
          repository: githubRepository,
          stage,
          qualifier: stageQualifier(stage, this.node),
        },
      );
      this.deployRoles[stage.name] = role;
      new CfnOutput(this, deployRoleOutput(stage), {
        value: role.roleArn,
        description: `La variable AWS_DEPLOY_ROLE_ARN del entorno ${stage.name} de GitHub`,
      });
    }
    new CfnOutput(this, 'StagingBoundsArn', {
      value: bounds.managedPolicyArn,
      description: 'cdk bootstrap --qualifier de staging --cloudformation-execution-policies',
    });
  }
}
