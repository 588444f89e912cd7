/**
 * The two copies of the site one account holds (decision 098): `production`, what visitors use,
 * and `staging`, where a release is tried first. One codebase builds both; the stage is the CDK
 * context value `stage` (`npm run deploy -- --stage staging` sets it), production when absent.
 *
 * Production keeps every name it had before stages existed (its stack, its API stage, and every
 * name derived from the stack's: functions, queues, alarms, budget, web ACL), so nothing live is
 * replaced. Staging's stack has a name of its own, and so everything in it.
 *
 * Staging reads its configuration from cdk.json's `staging` object first, then from a few safe
 * defaults, then from production's values where sharing them is right (the sender, the alarm
 * address, the WAF). It never takes production's domain (CloudFront refuses an alias two
 * distributions claim) or its recipients (a test lead must not reach the sales inbox).
 */
import { ConfigError, type contextKeys } from './config';

export const STAGE_CONTEXT = 'stage';

const stageNames = ['production', 'staging'] as const;
export type StageName = (typeof stageNames)[number];

type ContextKey = (typeof contextKeys)[number];

type ContextReader = { tryGetContext(key: string): unknown };

export interface Stage {
  readonly name: StageName;
  /** The CloudFormation stack, and the prefix of every name derived from it. */
  readonly stackName: string;
  /** The API Gateway stage CloudFront forwards `/website/*` to. */
  readonly apiStageName: string;
  /**
   * The CDK bootstrap the stage deploys through (decision 141): staging has its own, so its
   * pipeline role reaches only staging's bootstrap roles, whose CloudFormation execution policy
   * the account setup bounds (infra/account/staging-bounds.ts). Undefined: the default bootstrap
   * (or cdk.json's `@aws-cdk/core:bootstrapQualifier`), production's since before stages.
   */
  readonly bootstrapQualifier?: string;
}

export const stages: Record<StageName, Stage> = {
  production: { name: 'production', stackName: 'AyniCloudWebsite', apiStageName: 'production' },
  staging: {
    name: 'staging',
    stackName: 'AyniCloudWebsite-staging',
    apiStageName: 'staging',
    bootstrapQualifier: 'aynistg',
  },
};

/** The context key of the default bootstrap's qualifier, as the CDK reads it. */
export const QUALIFIER_CONTEXT = '@aws-cdk/core:bootstrapQualifier';

/** The bootstrap qualifier a stage deploys through, as `cdk bootstrap --qualifier` names it. */
export const stageQualifier = (stage: Stage, node: ContextReader): string =>
  stage.bootstrapQualifier ??
  ((node.tryGetContext(QUALIFIER_CONTEXT) as string | undefined) || DEFAULT_QUALIFIER);

/** DefaultStackSynthesizer.DEFAULT_QUALIFIER, without loading aws-cdk-lib into the scripts. */
const DEFAULT_QUALIFIER = 'hnb659fds';

/**
 * What staging uses when cdk.json's `staging` object does not say: no reserved concurrency (the
 * account's limit would need 24 more). Staging has no budget: production's is the account's
 * (decision 151).
 */
const stagingDefaults: Partial<Record<ContextKey, unknown>> = {
  reserveConcurrency: false,
};

/** Production's values staging never inherits: the domain, its certificate, who may post. */
const productionOnly: readonly ContextKey[] = ['domainName', 'certificateArn', 'allowedOrigins'];

/** Recipients staging sends to when its own are not given: the operator, never the sales inbox. */
const recipientKeys: readonly ContextKey[] = ['contactRecipients', 'applicationRecipients'];

/** The stage the context names (`-c stage=…`), production when it names none. */
export function readStage(node: ContextReader): Stage {
  const value = node.tryGetContext(STAGE_CONTEXT);
  if (value === undefined || value === null || value === '') return stages.production;
  const name = String(value).trim();
  if (!(stageNames as readonly string[]).includes(name)) {
    throw new ConfigError([
      `stage: debe ser ${stageNames.join(' o ')} (recibido ${JSON.stringify(value)})`,
    ]);
  }
  return stages[name as StageName];
}

/** The context a stage's configuration is read from (infra/config.ts reads it as it reads cdk.json). */
export function stageContext(node: ContextReader, stage: Stage): ContextReader {
  if (stage.name === 'production') return node;
  const own = (node.tryGetContext(stage.name) ?? {}) as Record<string, unknown>;
  const read = (key: string): unknown => {
    if (own[key] !== undefined) return own[key];
    if (key in stagingDefaults) return stagingDefaults[key as ContextKey];
    if (productionOnly.includes(key as ContextKey)) return undefined;
    if (recipientKeys.includes(key as ContextKey)) return read('alarmEmail');
    return node.tryGetContext(key);
  };
  return { tryGetContext: read };
}
