/**
 * The account setup (infra/account/account-stack.ts, decisions 140 and 141): API Gateway's logging
 * role, kept if the stack goes; one deploy role per GitHub environment, trusted only by that
 * environment's jobs on main through GitHub's OIDC provider, allowed only to assume its own
 * stage's CDK bootstrap roles and to make exactly the reads `npm run deploy` and the workflow
 * make with its own credentials; and the policy that bounds staging's bootstrap.
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
import { accountSetupCommand } from '../../bin/account-setup';
import { ACCOUNT_STACK_NAME } from '../../infra/account/account-stack';
import { STAGING_BOUNDS_POLICY } from '../../infra/account/staging-bounds';
import { buildAccountApp } from '../../infra/build-app';
import { ConfigError } from '../../infra/config';
import { readPipelineRoleConfig } from '../../infra/pipeline/github-deploy-role';
import { type StageName, stages } from '../../infra/stages';
import { type Json, cdkContext, synthOffline } from './fixture';

vi.setConfig({ testTimeout: 120_000 });

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const REPOSITORY = 'ayni-cloud/sitio-web';
const STAGES = Object.keys(stages) as StageName[];

function accountApp(context: Record<string, unknown> = {}) {
  const app = new App({ context: { ...cdkContext, githubRepository: REPOSITORY, ...context } });
  const stack = buildAccountApp(app, {});
  if (!stack) throw new Error('no account stack');
  return { app, stack };
}

const templates = new Map<string, Template>();
function template(context: Record<string, unknown> = {}): Template {
  const key = JSON.stringify(context);
  if (!templates.has(key)) templates.set(key, Template.fromStack(accountApp(context).stack));
  return templates.get(key)!;
}
const resourcesOf = (type: string, context: Record<string, unknown> = {}) =>
  Object.entries(template(context).findResources(type)) as [string, Json][];
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

const subOf = (role: Json) =>
  JSON.stringify(role.Properties.AssumeRolePolicyDocument?.Statement?.[0]?.Condition ?? {});

/** The deploy role of a stage: the one its environment's token is trusted for. */
function deployRole(stage: StageName, context: Record<string, unknown> = {}) {
  const found = resourcesOf('AWS::IAM::Role', context).filter(([, role]) =>
    subOf(role).includes(`:environment:${stage}:`),
  );
  expect(found, stage).toHaveLength(1);
  return found[0]!;
}

interface Statement {
  Sid: string;
  Action: string | string[];
  Resource: Json;
  Effect: string;
  Condition?: Json;
}
function statements(stage: StageName, context: Record<string, unknown> = {}): Statement[] {
  const [roleId] = deployRole(stage, context);
  const policies = resourcesOf('AWS::IAM::Policy', context).filter(([, policy]) =>
    JSON.stringify(policy.Properties.Roles).includes(`"${roleId}"`),
  );
  expect(policies).toHaveLength(1);
  return policies[0]![1].Properties.PolicyDocument.Statement as Statement[];
}
const actionsOf = (statement: Statement) => [statement.Action].flat();
const resourcesOfStatement = (statement: Statement) => [statement.Resource].flat().map(arnText);

describe('API Gateway’s account logging role', () => {
  it('the role and AWS::ApiGateway::Account, both kept if the stack is ever deleted', () => {
    const all = template().toJSON().Resources as Record<string, Json>;
    const [accountId, account] = onlyOf('AWS::ApiGateway::Account');
    expect(all[accountId].DeletionPolicy).toBe('Retain');
    const roleId = account.Properties.CloudWatchRoleArn['Fn::GetAtt'][0];
    const role = all[roleId];
    expect(role.DeletionPolicy).toBe('Retain');
    expect(role.Properties.AssumeRolePolicyDocument.Statement[0].Principal).toEqual({
      Service: 'apigateway.amazonaws.com',
    });
    expect(JSON.stringify(role.Properties.ManagedPolicyArns)).toContain(
      'service-role/AmazonAPIGatewayPushToCloudWatchLogs',
    );
  });
});

describe('the trust policies', () => {
  it.each(STAGES)(
    '%s: GitHub’s OIDC provider, the STS audience, and only its environment’s job on main',
    (stage) => {
      const [providerId, provider] = onlyOf('AWS::IAM::OIDCProvider');
      expect(provider.Properties).toEqual({
        Url: 'https://token.actions.githubusercontent.com',
        ClientIdList: ['sts.amazonaws.com'],
      });
      const role = deployRole(stage)[1].Properties;
      expect(role.AssumeRolePolicyDocument.Statement).toEqual([
        {
          Effect: 'Allow',
          Action: 'sts:AssumeRoleWithWebIdentity',
          Principal: { Federated: { Ref: providerId } },
          Condition: {
            StringEquals: {
              'token.actions.githubusercontent.com:aud': 'sts.amazonaws.com',
              'token.actions.githubusercontent.com:sub': `repo:${REPOSITORY}:environment:${stage}:ref:refs/heads/main`,
            },
          },
        },
      ]);
      // One exact subject: no pattern a branch, a tag or a pull request could match.
      expect(JSON.stringify(role.AssumeRolePolicyDocument)).not.toMatch(/StringLike|\*/);
      expect(role.MaxSessionDuration).toBe(3600);
    },
  );

  it('one role per environment the release workflow’s deploy jobs run in', () => {
    const release = parse(
      readFileSync(join(repoRoot, '.github/workflows/release.yml'), 'utf8'),
    ) as { jobs: Record<string, { environment?: { name: string }; steps?: { uses?: string }[] }> };
    const deployEnvironments = Object.values(release.jobs)
      .filter((job) =>
        job.steps?.some((step) => step.uses?.startsWith('aws-actions/configure-aws-credentials@')),
      )
      .map((job) => job.environment?.name);
    expect(deployEnvironments).toEqual(STAGES.toReversed());
    expect(
      resourcesOf('AWS::IAM::Role').filter(([, role]) => subOf(role).includes('environment:')),
    ).toHaveLength(STAGES.length);
  });

  it('reuses the account’s GitHub provider when githubOidcProviderArn names it', () => {
    const providerArn =
      'arn:aws:iam::123456789012:oidc-provider/token.actions.githubusercontent.com';
    const context = { githubOidcProviderArn: providerArn };
    expect(resourcesOf('AWS::IAM::OIDCProvider', context)).toEqual([]);
    const role = deployRole('production', context)[1].Properties;
    expect(role.AssumeRolePolicyDocument.Statement[0].Principal).toEqual({
      Federated: providerArn,
    });
  });
});

describe('the permissions', () => {
  it.each([
    ['staging', 'aynistg'],
    ['production', 'hnb659fds'],
  ] as const)(
    '%s may assume only its own bootstrap’s deploy, file-publishing and lookup roles',
    (stage, qualifier) => {
      const assume = statements(stage).filter((s) =>
        actionsOf(s).some((a) => a.startsWith('sts:')),
      );
      expect(assume).toHaveLength(1);
      expect(actionsOf(assume[0]!)).toEqual(['sts:AssumeRole']);
      expect(resourcesOfStatement(assume[0]!)).toEqual(
        ['deploy', 'file-publishing', 'lookup'].map(
          (role) =>
            `arn:\${AWS::Partition}:iam::\${AWS::AccountId}:role/cdk-${qualifier}-${role}-role-\${AWS::AccountId}-\${AWS::Region}`,
        ),
      );
    },
  );

  it('production follows cdk.json’s bootstrap qualifier; staging keeps its own', () => {
    const context = { '@aws-cdk/core:bootstrapQualifier': 'ayni12345' };
    const production = JSON.stringify(statements('production', context));
    expect(production).toContain('cdk-ayni12345-deploy-role-');
    expect(production).toContain('parameter/cdk-bootstrap/ayni12345/version');
    expect(production).not.toContain('hnb659fds');
    expect(JSON.stringify(statements('staging', context))).not.toContain('ayni12345');
  });

  it.each(STAGES)(
    '%s: allows only, names each action, and reads nothing it could change',
    (stage) => {
      for (const statement of statements(stage)) {
        expect(statement.Effect).toBe('Allow');
        for (const action of actionsOf(statement)) {
          expect(action, statement.Sid).not.toContain('*');
          expect(action, statement.Sid).toMatch(
            /^(?:sts:AssumeRole|[a-z0-9-]+:(?:Get|List|Describe)[A-Za-z]+|apigateway:GET)$/,
          );
        }
      }
      const role = deployRole(stage)[1].Properties;
      expect(role.ManagedPolicyArns).toBeUndefined();
      expect(role.Policies).toBeUndefined();
    },
  );

  it.each(STAGES)(
    '%s: scopes every read IAM can scope to its own stack, region and account',
    (stage) => {
      const { stackName } = stages[stage];
      const byAction = Object.fromEntries(
        statements(stage).flatMap((s) =>
          actionsOf(s).map((a) => [a, resourcesOfStatement(s).sort()]),
        ),
      );
      const account = '${AWS::AccountId}';
      const region = '${AWS::Region}';
      expect(byAction['cloudformation:DescribeStacks']).toEqual([
        `arn:\${AWS::Partition}:cloudformation:${region}:${account}:stack/${stackName}/*`,
      ]);
      expect(byAction['cloudformation:ListStackResources']).toEqual(
        byAction['cloudformation:DescribeStacks'],
      );
      expect(byAction['sns:ListSubscriptionsByTopic']).toEqual([
        `arn:\${AWS::Partition}:sns:${region}:${account}:${stackName}-*`,
      ]);
      expect(byAction['apigateway:GET']).toEqual([
        `arn:\${AWS::Partition}:apigateway:${region}::/account`,
      ]);
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
    },
  );

  it.each(STAGES)(
    '%s: grants exactly the reads npm run deploy and the release workflow make with its own credentials',
    (stage) => {
      const granted = statements(stage)
        .flatMap(actionsOf)
        .filter((action) => action !== 'sts:AssumeRole')
        .sort();
      expect(granted).toEqual([...new Set([...deployCalls(), ...workflowCalls()])].sort());
    },
  );

  it('outputs each role’s ARN, for its environment’s AWS_DEPLOY_ROLE_ARN variable', () => {
    const outputs = template().toJSON().Outputs as Record<string, Json>;
    expect(outputs.StagingDeployRoleArn.Value).toEqual({
      'Fn::GetAtt': [deployRole('staging')[0], 'Arn'],
    });
    expect(outputs.ProductionDeployRoleArn.Value).toEqual({
      'Fn::GetAtt': [deployRole('production')[0], 'Arn'],
    });
  });
});

describe('staging’s bounds (its bootstrap’s execution policy and its roles’ boundary)', () => {
  const bounds = () => {
    const [, policy] = onlyOf('AWS::IAM::ManagedPolicy');
    expect(policy.Properties.ManagedPolicyName).toBe(STAGING_BOUNDS_POLICY);
    return policy.Properties.PolicyDocument.Statement as Statement[];
  };
  const denied = (sid: string) => {
    const statement = bounds().find((s) => s.Sid === sid);
    expect(statement?.Effect, sid).toBe('Deny');
    return statement!;
  };

  it('denies production’s stack, the account setup’s and the default bootstrap’s', () => {
    expect(resourcesOfStatement(denied('NotProductionStacks')).sort()).toEqual(
      ['AyniCloudWebsite', ACCOUNT_STACK_NAME, 'CDKToolkit']
        .map((name) => `arn:\${AWS::Partition}:cloudformation:*:\${AWS::AccountId}:stack/${name}/*`)
        .sort(),
    );
    expect(denied('NotProductionResources').Condition).toEqual({
      StringEquals: {
        'aws:ResourceTag/aws:cloudformation:stack-name': [
          'AyniCloudWebsite',
          ACCOUNT_STACK_NAME,
          'CDKToolkit',
        ],
      },
    });
  });

  it('denies production’s bootstrap roles and assets, and the deploy roles', () => {
    const roles = resourcesOfStatement(denied('NotProductionBootstrapNorDeployRoles')).join(' ');
    expect(roles).toContain('role/cdk-hnb659fds-*');
    expect(roles).toContain(`role/${ACCOUNT_STACK_NAME}-*`);
    expect(resourcesOfStatement(denied('NotProductionAssets')).join(' ')).toContain(
      's3:::cdk-hnb659fds-assets-',
    );
  });

  it('denies any role or user created without this same boundary, and removing it', () => {
    const condition = denied('EveryNewRoleBoundedLikeThis').Condition;
    expect(arnText(condition.StringNotEquals['iam:PermissionsBoundary'])).toBe(
      `arn:\${AWS::Partition}:iam::\${AWS::AccountId}:policy/${STAGING_BOUNDS_POLICY}`,
    );
    expect(actionsOf(denied('BoundaryStays'))).toContain('iam:DeleteRolePermissionsBoundary');
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
    expect(buildAccountApp(new App({ context: cdkContext }), {})).toBeUndefined();
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
    expect(() => buildAccountApp(app, { githubRepository: REPOSITORY })).toThrow(
      /githubRepository: va en la línea de comandos/,
    );
  });
});

describe('npm run account-setup', () => {
  it('deploys the role stack alone with the repository as context, and passes cdk options on', () => {
    expect(accountSetupCommand([REPOSITORY, '--profile', 'admin'])).toEqual({
      repository: REPOSITORY,
      cdkArgs: [
        'deploy',
        ACCOUNT_STACK_NAME,
        '--context',
        `githubRepository=${REPOSITORY}`,
        '--profile',
        'admin',
      ],
    });
  });

  it('stops with the usage, or the configuration’s message, before reaching AWS', () => {
    expect(() => accountSetupCommand([])).toThrow(
      /Uso: npm run account-setup -- propietario\/repositorio/,
    );
    expect(() => accountSetupCommand(['--profile', 'admin'])).toThrow(/Uso:/);
    expect(() => accountSetupCommand(['github.com/ayni'])).toThrow(
      /no es un repositorio de GitHub/,
    );
    expect(() =>
      accountSetupCommand([REPOSITORY, '-c', 'githubOidcProviderArn=arn:aws:iam::1:x']),
    ).toThrow(/githubOidcProviderArn/);
  });
});

describe('the pinned CDK CLI', () => {
  it('synthesizes the role stack alone, offline, with no site built and no account', () => {
    const { result, outdir: out } = synthOffline(
      [
        ACCOUNT_STACK_NAME,
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
      `${ACCOUNT_STACK_NAME}.template.json`,
    ]);
    expect(result.stdout).toContain(
      `repo:${REPOSITORY}:environment:production:ref:refs/heads/main`,
    );
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
    const { app, stack } = accountApp();
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

  it('acknowledges only IAM5 wildcards and the logging role’s AWS policy, each with its reason', () => {
    const acks = acknowledgements(accountApp().app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) {
      expect(ack.id).toMatch(
        /^(?:Annotation::)?AwsSolutions-(?:IAM5\[(?:Resource|Action)::.+\]|IAM4\[Policy::.+AmazonAPIGatewayPushToCloudWatchLogs\])$/,
      );
      expect(ack.reason.length, ack.id).toBeGreaterThan(60);
    }
  });
});
