/**
 * The role one GitHub environment deploys one stage with (decisions 100, 141): trusted through
 * GitHub's OIDC provider only by this repository's job in that environment on `main`, and
 * allowed nothing but to assume that stage's CDK bootstrap roles and to make the reads
 * `npm run deploy` makes with its own credentials (its checks before deploying, the live
 * page-headers function, the alarm subscription) on that stage's stack. Everything the deploy
 * changes goes through the bootstrap's roles; what those may do is the bootstrap's to bound
 * (infra/account/staging-bounds.ts for staging).
 */
import { Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { ConfigError } from '../config';
import type { Stage } from '../stages';

/** GitHub's OIDC issuer, and the audience configure-aws-credentials asks its tokens for. */
export const GITHUB_OIDC_HOST = 'token.actions.githubusercontent.com';
export const GITHUB_OIDC_AUDIENCE = 'sts.amazonaws.com';

/** The only branch that deploys. */
export const DEPLOY_BRANCH = 'main';

/**
 * The repository's OIDC subject template (GitHub REST: PUT /repos/{owner}/{repo}/actions/oidc/
 * customization/sub): with it, an environment job's `sub` carries the ref as well —
 * `repo:OWNER/REPO:environment:NAME:ref:refs/heads/main` — which GitHub's default
 * (`repo:OWNER/REPO:environment:NAME`) does not. IAM compares `sub` exactly, so until the
 * template is set no token matches and no job deploys: the trust fails closed.
 */
export const OIDC_SUB_CLAIM_KEYS = ['repo', 'context', 'ref'] as const;

/** The `sub` claim of `repository`'s job in `environment`, on main. */
export const trustedSubject = (repository: string, environment: string) =>
  `repo:${repository}:environment:${environment}:ref:refs/heads/${DEPLOY_BRANCH}`;

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
 * The account setup's configuration when the context names a repository (`npm run
 * account-setup -- owner/repo`), else undefined. A value given and malformed stops the synth.
 */
export function readPipelineRoleConfig(node: ContextReader): PipelineRoleConfig | undefined {
  const repository = node.tryGetContext('githubRepository') as unknown;
  const providerArn = node.tryGetContext('githubOidcProviderArn') as unknown;
  if (repository === undefined || repository === null || repository === '') {
    if (providerArn !== undefined && providerArn !== null && providerArn !== '') {
      throw new ConfigError([
        'githubOidcProviderArn: solo sirve con githubRepository (npm run account-setup -- propietario/repositorio)',
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

export interface GithubDeployRoleProps {
  readonly provider: iam.IOidcProvider;
  readonly repository: string;
  /** The stage this role deploys; its GitHub environment has the stage's name. */
  readonly stage: Stage;
  /** The stage's bootstrap qualifier (infra/stages.ts, stageQualifier). */
  readonly qualifier: string;
}

export class GithubDeployRole extends Construct {
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: GithubDeployRoleProps) {
    super(scope, id);
    const { provider, repository, stage } = props;
    this.role = new iam.Role(this, 'Role', {
      description: `GitHub Actions de ${repository} (entorno ${stage.name}, rama ${DEPLOY_BRANCH}): solo asume los roles del bootstrap de ${stage.name}`,
      assumedBy: new iam.WebIdentityPrincipal(provider.openIdConnectProviderArn, {
        StringEquals: {
          [`${GITHUB_OIDC_HOST}:aud`]: GITHUB_OIDC_AUDIENCE,
          [`${GITHUB_OIDC_HOST}:sub`]: trustedSubject(repository, stage.name),
        },
      }),
      // A deploy (the synth, CloudFront's propagation, the edge rollout's wait) fits in an hour.
      maxSessionDuration: Duration.hours(1),
    });
    for (const statement of statements(Stack.of(this), stage.stackName, props.qualifier)) {
      this.role.addToPolicy(statement);
    }
    Validations.of(this.role).acknowledge(
      ...wildcardFindings(Stack.of(this), stage.stackName).map(([id, reason]) => ({
        id,
        reason,
      })),
    );
  }
}

/**
 * The bootstrap roles a `cdk deploy` of this app assumes: the deploy role (CloudFormation), the
 * file-publishing role (the site and the functions' assets) and the lookup role (the CLI reads
 * the deployed template through it). No image-publishing role: the app has no container image.
 */
const BOOTSTRAP_ROLES = ['deploy', 'file-publishing', 'lookup'] as const;

function statements(stack: Stack, stackName: string, qualifier: string): iam.PolicyStatement[] {
  const { account, region, partition } = stack;
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
    // These five support no resource-level permission: IAM accepts only "*".
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
        arn('cloudfront', `function/${stackName}-*`, ''),
        arn('cloudfront', `function/${region}${stackName}*`, ''),
      ],
    ),
    // The alarm subscription after deploying (bin/alarm-subscription.ts): this stage's stack.
    statement(
      'ReadWebsiteStack',
      ['cloudformation:DescribeStacks', 'cloudformation:ListStackResources'],
      [arn('cloudformation', `stack/${stackName}/*`)],
    ),
    // What the stack's functions reserve (bin/deploy-checks.ts): CloudFormation names them
    // `{stack}-{id}-{suffix}`.
    statement(
      'ReadStackFunctionConcurrency',
      ['lambda:GetFunctionConcurrency'],
      [arn('lambda', `function:${stackName}-*`)],
    ),
    statement(
      'ReadAlarmSubscriptions',
      ['sns:ListSubscriptionsByTopic'],
      [arn('sns', `${stackName}-*`)],
    ),
  ];
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
      'cloudfront:GetFunction (read-only) on this stage’s stack’s own functions, named after the stack: the deploy reads the live page-headers function’s script hashes.',
    ],
    [
      `AwsSolutions-IAM5[Resource::arn:${partition}:cloudfront::${account}:function/${region}${stackPrefix}*]`,
      'cloudfront:GetFunction (read-only) on the page-headers function’s name from before functions were named ({region}{stack}…), which the first deploy with named functions reads.',
    ],
    [
      `AwsSolutions-IAM5[Resource::arn:${partition}:cloudformation:${region}:${account}:stack/${stackPrefix}/*]`,
      'cloudformation:DescribeStacks and ListStackResources (read-only) on this stage’s website stack; the trailing wildcard is the stack id CloudFormation appends to every stack ARN.',
    ],
    [
      `AwsSolutions-IAM5[Resource::arn:${partition}:lambda:${region}:${account}:function:${stackPrefix}-*]`,
      'lambda:GetFunctionConcurrency (read-only) on the website stacks’ functions, whose names CloudFormation generates from the stack name: the deploy adds what they reserve to what Lambda leaves unreserved.',
    ],
    [
      `AwsSolutions-IAM5[Resource::arn:${partition}:sns:${region}:${account}:${stackPrefix}-*]`,
      'sns:ListSubscriptionsByTopic (read-only) on this stage’s stack’s topics, whose names CloudFormation generates from the stack name: the deploy reports whether the alarm e-mail is confirmed.',
    ],
  ];
}
