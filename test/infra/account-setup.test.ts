/**
 * The role GitHub Actions deploys with (infra/pipeline/github-deploy-role.ts, decision 100):
 * trusted only by this repository's staging and production environments through GitHub's OIDC
 * provider, allowed only to assume the CDK bootstrap roles and to make exactly the reads
 * `npm run deploy` and the workflow make with its own credentials.
 */
import { App, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { pipelineRoleCommand } from '../../bin/pipeline-role';
import { buildPipelineRoleApp } from '../../infra/build-app';
import { ConfigError } from '../../infra/config';
import {
  DEPLOY_ENVIRONMENTS,
  PIPELINE_STACK_NAME,
  readPipelineRoleConfig,
} from '../../infra/pipeline/github-deploy-role';
import { type Json, cdkContext, synthOffline } from './fixture';

vi.setConfig({ testTimeout: 120_000 });

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const REPOSITORY = 'ayni-cloud/sitio-web';

function roleApp(context: Record<string, unknown> = {}) {
  const app = new App({ context: { ...cdkContext, githubRepository: REPOSITORY, ...context } });
  const stack = buildPipelineRoleApp(app, {});
  if (!stack) throw new Error('no pipeline role stack');
  return { app, stack };
}

const templates = new Map<string, Template>();
function template(context: Record<string, unknown> = {}): Template {
  const key = JSON.stringify(context);
  if (!templates.has(key)) templates.set(key, Template.fromStack(roleApp(context).stack));
  return templates.get(key)!;
}
const resourcesOf = (type: string, context: Record<string, unknown> = {}) =>
  Object.entries(template(context).findResources(type)) as [string, { Properties: Json }][];
const onlyOf = (type: string, context: Record<string, unknown> = {}) => {
  const found = resourcesOf(type, context);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

/** An ARN as the template writes it, with Fn::Join flattened and Refs as ${Name}. */
const arnText = (value: Json): string =>
  typeof value === 'string'
    ? value
    : value.Ref
      ? `\${${value.Ref}}`
      : (value['Fn::Join'][1] as Json[]).map(arnText).join(value['Fn::Join'][0]);

interface Statement {
  Sid: string;
  Action: string | string[];
  Resource: Json;
  Effect: string;
}
const statements = () =>
  onlyOf('AWS::IAM::Policy')[1].Properties.PolicyDocument.Statement as Statement[];
const actionsOf = (statement: Statement) => [statement.Action].flat();
const resourcesOfStatement = (statement: Statement) => [statement.Resource].flat().map(arnText);

describe('the trust policy', () => {
  it('trusts GitHub’s OIDC provider for the STS audience, and only the staging and production environments', () => {
    const [, provider] = onlyOf('AWS::IAM::OIDCProvider');
    expect(provider.Properties).toEqual({
      Url: 'https://token.actions.githubusercontent.com',
      ClientIdList: ['sts.amazonaws.com'],
    });
    const [providerId] = onlyOf('AWS::IAM::OIDCProvider');
    const role = onlyOf('AWS::IAM::Role')[1].Properties;
    expect(role.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Effect: 'Allow',
        Action: 'sts:AssumeRoleWithWebIdentity',
        Principal: { Federated: { Ref: providerId } },
        Condition: {
          StringEquals: {
            'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
            'token.actions.githubusercontent.com:sub': [
              `repo:${REPOSITORY}:environment:staging`,
              `repo:${REPOSITORY}:environment:production`,
            ],
          },
        },
      },
    ]);
    // No pull request, branch or tag: a job outside those environments gets no credentials.
    expect(JSON.stringify(role.AssumeRolePolicyDocument)).not.toMatch(
      /pull_request|ref:refs|StringLike|\*/,
    );
    expect(role.MaxSessionDuration).toBe(3600);
  });

  it('trusts exactly the environments the release workflow’s deploy jobs run in', () => {
    const release = parse(
      readFileSync(join(repoRoot, '.github/workflows/release.yml'), 'utf8'),
    ) as { jobs: Record<string, { environment?: { name: string }; steps?: { uses?: string }[] }> };
    const deployEnvironments = Object.values(release.jobs)
      .filter((job) =>
        job.steps?.some((step) => step.uses?.startsWith('aws-actions/configure-aws-credentials@')),
      )
      .map((job) => job.environment?.name);
    expect(deployEnvironments).toEqual([...DEPLOY_ENVIRONMENTS]);
  });

  it('reuses the account’s GitHub provider when githubOidcProviderArn names it', () => {
    const providerArn =
      'arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com';
    const context = { githubOidcProviderArn: providerArn };
    expect(resourcesOf('AWS::IAM::OIDCProvider', context)).toEqual([]);
    const role = onlyOf('AWS::IAM::Role', context)[1].Properties;
    expect(role.AssumeRolePolicyDocument.Statement[0].Principal).toEqual({
      Federated: providerArn,
    });
  });
});

describe('the permissions', () => {
  it('may assume the CDK bootstrap’s deploy, file-publishing and lookup roles, and no other role', () => {
    const assume = statements().filter((s) => actionsOf(s).some((a) => a.startsWith('sts:')));
    expect(assume).toHaveLength(1);
    expect(actionsOf(assume[0]!)).toEqual(['sts:AssumeRole']);
    expect(resourcesOfStatement(assume[0]!)).toEqual(
      ['deploy', 'file-publishing', 'lookup'].map(
        (role) =>
          `arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role/cdk-hnb659fds-${role}-role-\${AWS::AccountId}-\${AWS::Region}`,
      ),
    );
  });

  it('follows cdk.json’s bootstrap qualifier', () => {
    const context = { '@aws-cdk/core:bootstrapQualifier': 'ayni12345' };
    const policy = onlyOf('AWS::IAM::Policy', context)[1].Properties.PolicyDocument;
    const text = JSON.stringify(policy);
    expect(text).toContain('cdk-ayni12345-deploy-role-');
    expect(text).toContain('parameter/cdk-bootstrap/ayni12345/version');
    expect(text).not.toContain('hnb659fds');
  });

  it('allows only, never denies around a wildcard action, and reads nothing it could change', () => {
    for (const statement of statements()) {
      expect(statement.Effect).toBe('Allow');
      for (const action of actionsOf(statement)) {
        expect(action, statement.Sid).not.toContain('*');
        expect(action, statement.Sid).toMatch(
          /^(?:sts:AssumeRole|[a-z0-9-]+:(?:Get|List|Describe)[A-Za-z]+|apigateway:GET)$/,
        );
      }
    }
    // The only managed policy or inline policy is this one.
    const role = onlyOf('AWS::IAM::Role')[1].Properties;
    expect(role.ManagedPolicyArns).toBeUndefined();
    expect(role.Policies).toBeUndefined();
  });

  it('scopes every read that IAM can scope to the website stacks, their region and account', () => {
    // Sorted: CDK merges and orders statements and resources (@aws-cdk/aws-iam:minimizePolicies).
    const byAction = Object.fromEntries(
      statements().flatMap((s) => actionsOf(s).map((a) => [a, resourcesOfStatement(s).sort()])),
    );
    const account = '${AWS::AccountId}';
    const region = '${AWS::Region}';
    expect(byAction['ssm:GetParameter']).toEqual([
      `arn:\${AWS::Partition}:ssm:${region}:${account}:parameter/cdk-bootstrap/hnb659fds/version`,
    ]);
    expect(byAction['apigateway:GET']).toEqual([
      `arn:\${AWS::Partition}:apigateway:${region}::/account`,
    ]);
    expect(byAction['cloudformation:DescribeStacks']).toEqual(
      [
        `arn:\${AWS::Partition}:cloudformation:${region}:${account}:stack/AyniCloudWebsite/*`,
        `arn:\${AWS::Partition}:cloudformation:${region}:${account}:stack/AyniCloudWebsite-*/*`,
      ].sort(),
    );
    expect(byAction['cloudformation:ListStackResources']).toEqual(
      byAction['cloudformation:DescribeStacks'],
    );
    expect(byAction['sns:ListSubscriptionsByTopic']).toEqual([
      `arn:\${AWS::Partition}:sns:${region}:${account}:AyniCloudWebsite-*`,
    ]);
    expect(byAction['cloudfront:GetFunction']).toEqual(
      [
        `arn:\${AWS::Partition}:cloudfront::${account}:function/AyniCloudWebsite-*`,
        `arn:\${AWS::Partition}:cloudfront::${account}:function/${region}AyniCloudWebsite*`,
      ].sort(),
    );
    // What IAM cannot scope is "*" (the Service Authorization Reference lists no resource type).
    const unscoped = Object.entries(byAction)
      .filter(([, resources]) => resources.includes('*'))
      .map(([action]) => action)
      .sort();
    expect(unscoped).toEqual([
      'cloudfront:ListFunctions',
      'lambda:GetAccountSettings',
      'ses:GetAccountSendingEnabled',
      'ses:GetSendQuota',
      'ses:GetSuppressedDestination',
    ]);
  });

  it('grants exactly the reads npm run deploy and the release workflow make with the role’s own credentials', () => {
    const granted = statements()
      .flatMap(actionsOf)
      .filter((action) => action !== 'sts:AssumeRole')
      .sort();
    expect(granted).toEqual([...new Set([...deployCalls(), ...workflowCalls()])].sort());
  });

  it('outputs the role’s ARN, for the AWS_DEPLOY_ROLE_ARN variable', () => {
    const [roleId] = onlyOf('AWS::IAM::Role');
    expect(template().toJSON().Outputs.DeployRoleArn.Value).toEqual({
      'Fn::GetAtt': [roleId, 'Arn'],
    });
  });
});

/** The IAM action each AWS SDK call needs (null: none, as STS GetCallerIdentity). */
const SERVICE_PREFIXES: Record<string, string> = {
  'api-gateway': 'apigateway',
  sesv2: 'ses',
};
const SPECIAL_ACTIONS: Record<string, string | null> = {
  'sts:GetCallerIdentity': null,
  'apigateway:GetAccount': 'apigateway:GET',
};

/**
 * The AWS calls `npm run deploy` makes with its own credentials: every `new XCommand(` in
 * bin/deploy.ts and the bin/ and scripts/ modules it imports, as IAM actions.
 */
function deployCalls(): string[] {
  const seen = new Set<string>();
  const actions = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, names, client] of source.matchAll(
      /import\s*\{([^}]*)\}\s*from\s*'@aws-sdk\/client-([\w-]+)'/g,
    )) {
      const prefix = SERVICE_PREFIXES[client!] ?? client!;
      for (const name of names!.split(',').map((n) => n.replace(/^\s*type\s+/, '').trim())) {
        if (!name.endsWith('Command') || !source.includes(`new ${name}(`)) continue;
        const action = `${prefix}:${name.slice(0, -'Command'.length)}`;
        const needed = action in SPECIAL_ACTIONS ? SPECIAL_ACTIONS[action] : action;
        if (needed) actions.add(needed);
      }
    }
    for (const [, specifier] of source.matchAll(/from\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(dirname(file), specifier!.replace(/\.js$/, ''));
      const path = existsSync(`${target}.ts`) ? `${target}.ts` : target;
      if (/^(?:bin|scripts)\//.test(relative(repoRoot, path)) && existsSync(path)) visit(path);
    }
  };
  visit(join(repoRoot, 'bin/deploy.ts'));
  expect(actions.size).toBeGreaterThan(5);
  return [...actions];
}

/** The AWS CLI calls of the release workflow (`aws cloudformation describe-stacks` …), as IAM actions. */
function workflowCalls(): string[] {
  const text = readFileSync(join(repoRoot, '.github/workflows/release.yml'), 'utf8');
  return [...text.matchAll(/\baws ([a-z0-9-]+) ([a-z0-9-]+)/g)].map(
    ([, service, command]) =>
      `${service}:${command!.replace(/(?:^|-)([a-z])/g, (_, c: string) => c.toUpperCase())}`,
  );
}

describe('the configuration', () => {
  const problems = (context: Record<string, unknown>) => {
    try {
      readPipelineRoleConfig({ tryGetContext: (key) => context[key] });
      return [];
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
  };

  it('is absent without githubRepository: the app is the website', () => {
    expect(readPipelineRoleConfig({ tryGetContext: () => undefined })).toBeUndefined();
    expect(buildPipelineRoleApp(new App({ context: cdkContext }), {})).toBeUndefined();
  });

  it.each(['ayni-cloud/sitio-web', 'Ayni/site.v2', 'a/b', 'a-b-c/_x-y.z'])('accepts %s', (repo) => {
    expect(problems({ githubRepository: repo })).toEqual([]);
  });

  it.each([
    'https://github.com/ayni-cloud/sitio-web',
    'ayni-cloud/sitio-web.git/',
    'ayni-cloud',
    '-ayni/sitio',
    'ayni--cloud/sitio',
    'ayni/..',
    'ayni/sitio web',
    'ayni/*',
  ])('refuses %s, in Spanish, naming the key and the form', (repo) => {
    const found = problems({ githubRepository: repo });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^githubRepository: .* no es un repositorio de GitHub: escríbelo como propietario\/repositorio/,
    );
  });

  it('refuses a provider ARN that is not GitHub’s, or one given without a repository', () => {
    expect(
      problems({
        githubRepository: REPOSITORY,
        githubOidcProviderArn: 'arn:aws:iam::123456789012:oidc-provider/accounts.google.com',
      })[0],
    ).toMatch(/^githubOidcProviderArn: .* no es el ARN de un proveedor OIDC de GitHub/);
    expect(
      problems({
        githubOidcProviderArn:
          'arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com',
      })[0],
    ).toMatch(/^githubOidcProviderArn: solo sirve con githubRepository/);
  });

  it('refuses githubRepository committed in cdk.json, where npm run deploy would meet it', () => {
    const app = new App({ context: { githubRepository: REPOSITORY } });
    expect(() => buildPipelineRoleApp(app, { githubRepository: REPOSITORY })).toThrow(
      /githubRepository: va en la línea de comandos/,
    );
  });
});

describe('npm run pipeline-role', () => {
  it('deploys the role stack alone with the repository as context, and passes cdk options on', () => {
    expect(pipelineRoleCommand([REPOSITORY, '--profile', 'admin'])).toEqual({
      repository: REPOSITORY,
      cdkArgs: [
        'deploy',
        PIPELINE_STACK_NAME,
        '--context',
        `githubRepository=${REPOSITORY}`,
        '--profile',
        'admin',
      ],
    });
  });

  it('stops with the usage, or the configuration’s message, before reaching AWS', () => {
    expect(() => pipelineRoleCommand([])).toThrow(
      /Uso: npm run pipeline-role -- propietario\/repositorio/,
    );
    expect(() => pipelineRoleCommand(['--profile', 'admin'])).toThrow(/Uso:/);
    expect(() => pipelineRoleCommand(['github.com/ayni'])).toThrow(
      /no es un repositorio de GitHub/,
    );
    expect(() =>
      pipelineRoleCommand([REPOSITORY, '-c', 'githubOidcProviderArn=arn:aws:iam::1:x']),
    ).toThrow(/githubOidcProviderArn/);
  });
});

describe('the pinned CDK CLI', () => {
  it('synthesizes the role stack alone, offline, with no site built and no account', () => {
    const { result, outdir: out } = synthOffline(
      [
        PIPELINE_STACK_NAME,
        '--context',
        `githubRepository=${REPOSITORY}`,
        // No site: the website stack would stop on it (siteDirFrom) if the app built it.
        '--context',
        `siteDir=${join(tmpdir(), 'ayni-no-site')}`,
      ],
      110_000,
    );
    expect(result.stderr).not.toMatch(/ValidationFailed|AwsSolutions-|No encuentro el sitio/);
    expect(result.status).toBe(0);
    expect(readdirSync(out).filter((file) => file.endsWith('.template.json'))).toEqual([
      `${PIPELINE_STACK_NAME}.template.json`,
    ]);
    expect(result.stdout).toContain(`repo:${REPOSITORY}:environment:production`);
  });
});

describe('cdk-nag AwsSolutions', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  function acknowledgements(root: IConstruct) {
    return root.node
      .findAll()
      .flatMap((construct) =>
        construct.node.metadata
          .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
          .flatMap((entry) =>
            Object.entries(entry.data as Record<string, string | { reason: string }>).map(
              ([id, value]) => ({ id, reason: typeof value === 'string' ? value : value.reason }),
            ),
          ),
      );
  }

  it.each([
    ['environment-agnostic (npm run synth)', undefined],
    ['a concrete account and region (cdk deploy)', 'sa-east-1'],
  ])('%s: synthesizes with zero unacknowledged findings', (_, region) => {
    if (region) {
      vi.stubEnv('CDK_DEFAULT_ACCOUNT', '123456789012');
      vi.stubEnv('CDK_DEFAULT_REGION', region);
    }
    const { app, stack } = roleApp();
    if (region) expect(stack.region).toBe(region);
    expect(() => app.synth()).not.toThrow();
    const report = join(app.outdir, 'validation-report.json');
    const violations = existsSync(report)
      ? ((
          JSON.parse(readFileSync(report, 'utf8')) as {
            pluginReports?: { violations?: unknown[] }[];
          }
        ).pluginReports?.flatMap((plugin) => plugin.violations ?? []) ?? [])
      : [];
    expect(violations).toEqual([]);
  });

  it('acknowledges only IAM5 wildcards, each with its reason', () => {
    const acks = acknowledgements(roleApp().app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.id).toMatch(/AwsSolutions-IAM5\[Resource::.+\]$/);
      expect(ack.reason.length, ack.id).toBeGreaterThan(60);
    }
  });
});
