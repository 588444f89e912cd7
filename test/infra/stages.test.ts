/**
 * Two copies in one account (decision 098): staging beside production, from one codebase.
 * Production keeps every name it had; staging shares none of them and never takes production's
 * domain, recipients, reserved concurrency or the account's API Gateway role.
 */
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../infra/config';
import { readStage, stages } from '../../infra/stages';
import { stageOption, withoutStageOption } from '../../bin/argv';
import { type Json, buildTestApp, cdkContext, only, resources, templateFor } from './fixture';

const STAGING = { stage: 'staging' };

/** Where a resource's own physical name lives: top-level properties, or one level inside a config. */
const NAME_KEYS = [
  'Name',
  'FunctionName',
  'QueueName',
  'TopicName',
  'AlarmName',
  'RoleName',
  'DashboardName',
  'BudgetName',
];
const CONFIG_KEYS = /Config$|^Budget$/;
/** Names that live inside their API, not in the account: two APIs may both have them. */
const SCOPED_TO_PARENT = new Set(['AWS::ApiGateway::Model', 'AWS::ApiGateway::RequestValidator']);

/**
 * Every physical name a template sets, as written (a name built from tokens, joined): a value
 * that refers to another resource (Ref, GetAtt) names nothing of its own.
 */
function physicalNames(context: Record<string, unknown>): string[] {
  const names: string[] = [];
  const take = (properties: Record<string, Json>) => {
    for (const key of NAME_KEYS) {
      const value = properties[key];
      if (value === undefined) continue;
      const text = JSON.stringify(value);
      if (!/"(Ref|Fn::GetAtt)"/.test(text) || /"Fn::Join"/.test(text)) names.push(text);
    }
  };
  for (const resource of Object.values(templateFor(context).toJSON().Resources as Json)) {
    if (SCOPED_TO_PARENT.has((resource as Json).Type)) continue;
    const properties = ((resource as Json).Properties ?? {}) as Record<string, Json>;
    take(properties);
    for (const [key, value] of Object.entries(properties))
      if (CONFIG_KEYS.test(key) && value && typeof value === 'object') take(value);
  }
  return names;
}

describe('stages', () => {
  it('production keeps the names it had before stages: its stack and its API stage', () => {
    expect(stages.production).toEqual({
      name: 'production',
      stackName: 'AyniCloudWebsite',
      apiStageName: 'production',
    });
    expect(buildTestApp().stack.stackName).toBe('AyniCloudWebsite');
    expect(only('AWS::ApiGateway::Stage')[1].Properties.StageName).toBe('production');
    expect(buildTestApp({ stage: 'production' }).stack.stackName).toBe('AyniCloudWebsite');
  });

  it('staging is a whole copy under its own stack, whose every physical name differs from production', () => {
    expect(buildTestApp(STAGING).stack.stackName).toBe('AyniCloudWebsite-staging');
    expect(only('AWS::ApiGateway::Stage', STAGING)[1].Properties.StageName).toBe('staging');
    // The same resources…
    const types = (context: Record<string, unknown>) =>
      Object.values(templateFor(context).toJSON().Resources as Record<string, { Type: string }>)
        .map((resource) => resource.Type)
        .sort();
    // (but the account's: its API Gateway role, and its budget, which production's stack holds)
    expect(types(STAGING)).toEqual(
      types({}).filter(
        (type) => type !== 'AWS::ApiGateway::Account' && type !== 'AWS::Budgets::Budget',
      ),
    );
    // …and no name in common.
    const production = physicalNames({});
    const staging = physicalNames(STAGING);
    expect(production.length).toBeGreaterThan(8);
    expect(staging.filter((name) => production.includes(name))).toEqual([]);
    for (const name of staging) expect(name).toMatch(/staging/);
  });

  it('staging sends to the operator, not to the sales inbox, unless cdk.json gives it recipients', () => {
    const env = (context: Record<string, unknown>) =>
      resources('AWS::Lambda::Function', context)
        .map(([, fn]) => fn.Properties.Environment?.Variables ?? {})
        .find((variables: Json) => 'CONTACT_TO' in variables || 'APPLICATION_TO' in variables);
    const alarmEmail = String(cdkContext.alarmEmail);
    const defaults = env(STAGING);
    expect(JSON.stringify(defaults)).toContain(alarmEmail);
    expect(JSON.stringify(defaults)).not.toContain(String(cdkContext.contactRecipients));
    const own = env({ ...STAGING, staging: { contactRecipients: ['pruebas@example.com'] } });
    expect(JSON.stringify(own)).toContain('pruebas@example.com');
  });

  it('staging takes neither production’s domain nor reserved concurrency, nor a budget of its own', () => {
    const withDomain = {
      ...STAGING,
      domainName: 'www.aynicloud.pe',
      certificateArn:
        'arn:aws:acm:us-east-1:123456789012:certificate/0a1b2c3d-aaaa-bbbb-cccc-0123456789ab',
    };
    const distribution = only('AWS::CloudFront::Distribution', withDomain)[1];
    expect(distribution.Properties.DistributionConfig.Aliases).toBeUndefined();
    expect(
      resources('AWS::Lambda::Function', STAGING).filter(
        ([, fn]) => 'ReservedConcurrentExecutions' in fn.Properties,
      ),
    ).toEqual([]);
    // A budget sees the whole account: production's is the one (decision 151).
    expect(resources('AWS::Budgets::Budget', STAGING)).toEqual([]);
    expect(resources('AWS::Budgets::Budget', {})).toHaveLength(1);
  });

  it('a stage that is neither names both in the operator’s words', () => {
    expect(() => readStage({ tryGetContext: () => 'prod' })).toThrow(ConfigError);
    expect(() => readStage({ tryGetContext: () => 'prod' })).toThrow(
      'stage: debe ser production o staging (recibido "prod")',
    );
  });

  it('--stage is the deploy scripts’ option: read, kept from cdk, and never two stages at once', () => {
    expect(stageOption([])).toBe(stages.production);
    expect(stageOption(['--stage', 'staging', '--profile', 'ci'])).toBe(stages.staging);
    expect(stageOption(['--stage=staging'])).toBe(stages.staging);
    expect(stageOption(['-c', 'stage=staging'])).toBe(stages.staging);
    expect(() => stageOption(['--stage', 'staging', '-c', 'stage=production'])).toThrow(
      'se indicó más de una etapa',
    );
    expect(withoutStageOption(['--stage', 'staging', '--profile', 'ci', '--stage=x'])).toEqual([
      '--profile',
      'ci',
    ]);
  });
});

describe('each stage’s bootstrap (decision 141)', () => {
  const rolesOf = (context: Record<string, unknown>) => resources('AWS::IAM::Role', context);

  it('staging deploys through its own bootstrap, and every role it creates carries staging’s bounds', () => {
    const app = buildTestApp(STAGING);
    expect(app.stack.synthesizer.bootstrapQualifier).toBe('aynistg');
    const roles = rolesOf(STAGING);
    expect(roles.length).toBeGreaterThan(3);
    for (const [id, role] of roles) {
      expect(JSON.stringify(role.Properties.PermissionsBoundary ?? null), id).toContain(
        ':policy/AyniCloudStagingBounds',
      );
    }
  });

  it('production keeps the default bootstrap, and no boundary', () => {
    expect(buildTestApp().stack.synthesizer.bootstrapQualifier).toBe('hnb659fds');
    for (const [id, role] of rolesOf({})) {
      expect(role.Properties.PermissionsBoundary, id).toBeUndefined();
    }
  });
});
