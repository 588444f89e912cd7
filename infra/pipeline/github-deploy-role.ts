/**
 * The role GitHub Actions deploys with (decision 100): trusted through GitHub's OIDC provider
 * only by this repository's `staging` and `production` environments, and allowed nothing but
 * to assume the CDK bootstrap roles and to make the reads `npm run deploy` makes with its own
 * credentials (its checks before deploying, the live page-headers function, the alarm
 * subscription) and the workflow's read of the stack's SiteUrl. Everything the deploy changes
 * goes through the bootstrap's roles; what those may do is the bootstrap's to bound.
 */
import {
  CfnOutput,
  DefaultStackSynthesizer,
  Duration,
  Stack,
  type StackProps,
  Token,
  Validations,
} from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { ConfigError } from '../config';

export const PIPELINE_STACK_NAME = 'AyniCloudPipelineRole';

/** GitHub's OIDC issuer, and the audience configure-aws-credentials asks its tokens for. */
const GITHUB_OIDC_HOST = 'token.actions.githubusercontent.com';
const GITHUB_OIDC_AUDIENCE = 'sts.amazonaws.com';

/** The GitHub environments whose jobs may deploy: the workflow's jobs use exactly these. */
export const DEPLOY_ENVIRONMENTS = ['staging', 'production'] as const;

/**
 * The bootstrap roles a `cdk deploy` of this app assumes: the deploy role (CloudFormation), the
 * file-publishing role (the site and the functions' assets) and the lookup role (the CLI reads
 * the deployed template through it). No image-publishing role: the app has no container image.
 */
const BOOTSTRAP_ROLES = ['deploy', 'file-publishing', 'lookup'] as const;

export interface PipelineRoleConfig {
  /** `owner/repo`, as GitHub spells it (the token's `sub` claim is compared exactly). */
  readonly githubRepository: string;
  /** An existing GitHub OIDC provider in the account, instead of creating one. */
  readonly githubOidcProviderArn?: string;
}

/** GitHub's rules: an owner of 1–39 letters, digits or inner single hyphens; a repository name of letters, digits, `.`, `_`, `-`. */
const repositoryPattern =
  /^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}\/(?!\.{1,2}$)[A-Za-z0-9._-]{1,100}$/;
const providerArnPattern = new RegExp(
  `^arn:aws[a-z-]*:iam::\\d{12}:oidc-provider/${GITHUB_OIDC_HOST.replaceAll('.', '\\.')}$`,
);

type ContextReader = { tryGetContext(key: string): unknown };

/**
 * The pipeline role's configuration when the context names a repository (`npm run
 * pipeline-role -- owner/repo`), else undefined. A value given and malformed stops the synth.
 */
export function readPipelineRoleConfig(node: ContextReader): PipelineRoleConfig | undefined {
  const repository = node.tryGetContext('githubRepository') as unknown;
  const providerArn = node.tryGetContext('githubOidcProviderArn') as unknown;
  if (repository === undefined || repository === null || repository === '') {
    if (providerArn !== undefined && providerArn !== null && providerArn !== '') {
      throw new ConfigError([
        'githubOidcProviderArn: solo sirve con githubRepository (npm run pipeline-role -- propietario/repositorio)',
      ]);
    }
    return undefined;
  }
  const problems: string[] = [];
  const githubRepository = String(repository).trim();
  if (!repositoryPattern.test(githubRepository)) {
    problems.push(
      `githubRepository: "${githubRepository}" no es un repositorio de GitHub: escríbelo como propietario/repositorio, ` +
        'tal como lo escribe GitHub (p. ej. ayni-cloud/sitio-web), sin https://github.com/ ni .git',
    );
  }
  const githubOidcProviderArn =
    providerArn === undefined || providerArn === null || providerArn === ''
      ? undefined
      : String(providerArn).trim();
  if (githubOidcProviderArn !== undefined && !providerArnPattern.test(githubOidcProviderArn)) {
    problems.push(
      `githubOidcProviderArn: "${githubOidcProviderArn}" no es el ARN de un proveedor OIDC de GitHub ` +
        `(arn:aws:iam::CUENTA:oidc-provider/${GITHUB_OIDC_HOST}); déjalo sin definir y la pila crea el proveedor`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { githubRepository, ...(githubOidcProviderArn ? { githubOidcProviderArn } : {}) };
}

/** The `sub` claims GitHub writes for a job that runs in one of the deploy environments. */
const trustedSubjects = (repository: string) =>
  DEPLOY_ENVIRONMENTS.map((environment) => `repo:${repository}:environment:${environment}`);

export interface GithubDeployRoleStackProps extends StackProps {
  readonly config: PipelineRoleConfig;
  /** The website stacks' name: production's, and the prefix of every other stage's. */
  readonly websiteStackName: string;
}

export class GithubDeployRoleStack extends Stack {
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: GithubDeployRoleStackProps) {
    super(scope, id, props);
    const { githubRepository, githubOidcProviderArn } = props.config;

    const provider = githubOidcProviderArn
      ? iam.OidcProviderNative.fromOidcProviderArn(this, 'GitHubOidc', githubOidcProviderArn)
      : new iam.OidcProviderNative(this, 'GitHubOidc', {
          url: `https://${GITHUB_OIDC_HOST}`,
          clientIds: [GITHUB_OIDC_AUDIENCE],
          // No thumbprints: IAM trusts GitHub's issuer through its own library of root CAs.
        });

    this.role = new iam.Role(this, 'DeployRole', {
      description: `GitHub Actions de ${githubRepository} (entornos ${DEPLOY_ENVIRONMENTS.join(', ')}): solo asume los roles del bootstrap del CDK`,
      assumedBy: new iam.WebIdentityPrincipal(provider.openIdConnectProviderArn, {
        StringEquals: {
          [`${GITHUB_OIDC_HOST}:aud`]: GITHUB_OIDC_AUDIENCE,
          [`${GITHUB_OIDC_HOST}:sub`]: trustedSubjects(githubRepository),
        },
      }),
      // A deploy (the build, CloudFront's propagation, the edge rollout's wait) fits in an hour.
      maxSessionDuration: Duration.hours(1),
    });

    for (const statement of this.statements(props.websiteStackName)) {
      this.role.addToPolicy(statement);
    }

    Validations.of(this.role).acknowledge(
      ...wildcardFindings(this, props.websiteStackName).map(([id, reason]) => ({ id, reason })),
    );

    new CfnOutput(this, 'DeployRoleArn', {
      value: this.role.roleArn,
      description: 'La variable AWS_DEPLOY_ROLE_ARN de GitHub (docs/deployment.md, The pipeline)',
    });
  }

  /** The qualifier of the bootstrap the app deploys through (cdk.json may name another). */
  private get bootstrapQualifier(): string {
    return (
      (this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') as string | undefined) ??
      DefaultStackSynthesizer.DEFAULT_QUALIFIER
    );
  }

  private statements(websiteStackName: string): iam.PolicyStatement[] {
    const { account, region, partition } = this;
    const qualifier = this.bootstrapQualifier;
    const arn = (service: string, resource: string, inRegion = region) =>
      `arn:${partition}:${service}:${inRegion}:${account}:${resource}`;
    const statement = (sid: string, actions: string[], resources: string[]) =>
      new iam.PolicyStatement({ sid, actions, resources });
    return [
      statement(
        'AssumeCdkBootstrapRoles',
        ['sts:AssumeRole'],
        BOOTSTRAP_ROLES.map((role) =>
          arn('iam', `role/cdk-${qualifier}-${role}-role-${account}-${region}`, ''),
        ),
      ),
      // npm run deploy's checks before deploying (bin/deploy-checks.ts). STS GetCallerIdentity
      // needs no permission.
      statement(
        'ReadBootstrapVersion',
        ['ssm:GetParameter'],
        [arn('ssm', `parameter/cdk-bootstrap/${qualifier}/version`)],
      ),
      statement(
        'ReadApiGatewayAccount',
        ['apigateway:GET'],
        [`arn:${partition}:apigateway:${region}::/account`],
      ),
      statement('ReadSesIdentities', ['ses:GetEmailIdentity'], [arn('ses', 'identity/*')]),
      // These four support no resource-level permission: IAM accepts only "*".
      statement(
        'ReadAccountSettings',
        [
          'lambda:GetAccountSettings',
          'ses:GetSendQuota',
          'ses:GetAccountSendingEnabled',
          'ses:GetSuppressedDestination',
          'cloudfront:ListFunctions',
        ],
        ['*'],
      ),
      // The live page-headers function's script hashes (bin/deploy.ts): named after the stack,
      // or, before functions were named, `{region}{stack}…`.
      statement(
        'ReadLivePageHeaders',
        ['cloudfront:GetFunction'],
        [
          arn('cloudfront', `function/${websiteStackName}-*`, ''),
          arn('cloudfront', `function/${region}${websiteStackName}*`, ''),
        ],
      ),
      // The alarm subscription after deploying (bin/alarm-subscription.ts) and the workflow's
      // read of SiteUrl: production's stack and every stage's (`{stack}-{stage}`).
      statement(
        'ReadWebsiteStacks',
        ['cloudformation:DescribeStacks', 'cloudformation:ListStackResources'],
        [
          arn('cloudformation', `stack/${websiteStackName}/*`),
          arn('cloudformation', `stack/${websiteStackName}-*/*`),
        ],
      ),
      // What the stack's functions reserve (bin/deploy-checks.ts): CloudFormation names them
      // `{stack}-{id}-{suffix}`, staging's `{stack}-staging-…`.
      statement(
        'ReadStackFunctionConcurrency',
        ['lambda:GetFunctionConcurrency'],
        [arn('lambda', `function:${websiteStackName}-*`)],
      ),
      statement(
        'ReadAlarmSubscriptions',
        ['sns:ListSubscriptionsByTopic'],
        [arn('sns', `${websiteStackName}-*`)],
      ),
    ];
  }
}

/** cdk-nag's IAM5 findings on the role's wildcards, each with why it is as narrow as IAM allows. */
function wildcardFindings(stack: Stack, stackPrefix: string): [string, string][] {
  // cdk-nag writes a token as its pseudo parameter, a value known at synth as it is.
  const named = (value: string, placeholder: string) =>
    Token.isUnresolved(value) ? placeholder : value;
  const account = named(stack.account, '<AWS::AccountId>');
  const region = named(stack.region, '<AWS::Region>');
  const partition = named(stack.partition, '<AWS::Partition>');
  return [
    [
      'AwsSolutions-IAM5[Resource::*]',
      'lambda:GetAccountSettings, ses:GetSendQuota, ses:GetAccountSendingEnabled, ses:GetSuppressedDestination and cloudfront:ListFunctions support no resource-level permissions (IAM Service Authorization Reference): they are read-only account settings the deploy checks read.',
    ],
    [
      `AwsSolutions-IAM5[Resource::arn:${partition}:ses:${region}:${account}:identity/*]`,
      'ses:GetEmailIdentity (read-only) on the identities of this account and region: the deploy checks the configured sender identity and its domain, which only cdk.json names.',
    ],
    [
      `AwsSolutions-IAM5[Resource::arn:${partition}:cloudfront::${account}:function/${stackPrefix}-*]`,
      'cloudfront:GetFunction (read-only) on the website stacks’ own functions, named after the stack and its stage: the deploy reads the live page-headers function’s script hashes.',
    ],
    [
      `AwsSolutions-IAM5[Resource::arn:${partition}:cloudfront::${account}:function/${region}${stackPrefix}*]`,
      'cloudfront:GetFunction (read-only) on the page-headers function’s name from before functions were named ({region}{stack}…), which the first deploy with named functions reads.',
    ],
    [
      `AwsSolutions-IAM5[Resource::arn:${partition}:cloudformation:${region}:${account}:stack/${stackPrefix}/*]`,
      'cloudformation:DescribeStacks and ListStackResources (read-only) on the production website stack; the trailing wildcard is the stack id CloudFormation appends to every stack ARN.',
    ],
    [
      `AwsSolutions-IAM5[Resource::arn:${partition}:cloudformation:${region}:${account}:stack/${stackPrefix}-*/*]`,
      'cloudformation:DescribeStacks and ListStackResources (read-only) on the other stages’ website stacks ({stack}-{stage}), with the stack id CloudFormation appends.',
    ],
    [
      `AwsSolutions-IAM5[Resource::arn:${partition}:lambda:${region}:${account}:function:${stackPrefix}-*]`,
      'lambda:GetFunctionConcurrency (read-only) on the website stacks’ functions, whose names CloudFormation generates from the stack name: the deploy adds what they reserve to what Lambda leaves unreserved.',
    ],
    [
      `AwsSolutions-IAM5[Resource::arn:${partition}:sns:${region}:${account}:${stackPrefix}-*]`,
      'sns:ListSubscriptionsByTopic (read-only) on the website stacks’ topics, whose names CloudFormation generates from the stack name: the deploy reports whether the alarm e-mail is confirmed.',
    ],
  ];
}
