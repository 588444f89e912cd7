/**
 * Builds the CDK app: the stage and its configuration from context, the stack of that stage
 * (infra/stages.ts), and the cdk-nag AwsSolutions checks (a finding fails the synth).
 * bin/app.ts and the tests both call this, so the tests check exactly what `cdk synth` produces.
 * With context `githubRepository` (`npm run account-setup`) the app is the account setup
 * instead (infra/account/account-stack.ts).
 */
import { type App, Aspects, DefaultStackSynthesizer, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import { AwsSolutionsChecks } from 'cdk-nag';
import { existsSync, readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WithoutReservedConcurrency } from './concurrency';
import { ConfigError, readConfig } from './config';
import { LIVE_HASHES_CONTEXT, readLiveRelease } from './edge/release-hashes';
import { ACCOUNT_STACK_NAME, AccountStack } from './account/account-stack';
import { STAGING_BOUNDS_POLICY } from './account/staging-bounds';
import { readPipelineRoleConfig } from './pipeline/github-deploy-role';
import { readStage, stageContext, stages } from './stages';
import { WebsiteStack } from './website-stack';

/** Production's stack: the name every deployment before stages had. */
export const STACK_NAME = stages.production.stackName;

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** The built site: build/client, or the `siteDir` context value (relative to the repository). */
export function siteDirFrom(app: App): string {
  const configured = app.node.tryGetContext('siteDir') as string | undefined;
  const dir = configured
    ? isAbsolute(configured)
      ? configured
      : resolve(repoRoot, configured)
    : resolve(repoRoot, 'build/client');
  if (!existsSync(`${dir}/index.html`)) {
    const error = new Error(
      `No encuentro el sitio compilado en ${dir}: ejecuta "npm run build" primero (npm run synth y npm run deploy lo hacen por ti).`,
    );
    error.name = 'SiteBuildMissing';
    throw error;
  }
  return dir;
}

export function buildWebsiteApp(app: App): WebsiteStack {
  const stage = readStage(app.node);
  const config = readConfig(stageContext(app.node, stage));
  const stack = new WebsiteStack(app, stage.stackName, {
    config,
    stage,
    siteDir: siteDirFrom(app),
    // Written by `npm run deploy` from the LIVE page-headers function (release-hashes.ts).
    liveRelease: readLiveRelease(app.node.tryGetContext(LIVE_HASHES_CONTEXT)),
    description: `Ayni Cloud: sitio web estático (S3 + CloudFront) y API de contacto${stage.name === 'production' ? '' : ` (${stage.name})`}`,
    env: {
      account: process.env.CDK_DEFAULT_ACCOUNT,
      region: process.env.CDK_DEFAULT_REGION,
    },
    // A stage with a bootstrap of its own deploys through it (decision 141).
    ...(stage.bootstrapQualifier
      ? { synthesizer: new DefaultStackSynthesizer({ qualifier: stage.bootstrapQualifier }) }
      : {}),
  });
  if (stage.name === 'staging') {
    // Every role staging creates is bounded as its bootstrap is: nothing of production.
    iam.PermissionsBoundary.of(stack).apply(
      iam.ManagedPolicy.fromManagedPolicyName(stack, 'StagingBounds', STAGING_BOUNDS_POLICY),
    );
  }
  if (!config.reserveConcurrency) Aspects.of(stack).add(new WithoutReservedConcurrency());
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}

/** cdk.json's own context, as committed (not what `-c` adds). */
function committedContext(): Record<string, unknown> {
  const file = resolve(repoRoot, 'cdk.json');
  if (!existsSync(file)) return {};
  return (
    (JSON.parse(readFileSync(file, 'utf8')) as { context?: Record<string, unknown> }).context ?? {}
  );
}

/**
 * The account setup (decision 140), alone in the app, when the context names a GitHub
 * repository: `npm run account-setup -- owner/repo` deploys it with no site build, and no
 * `cdk deploy` of the website ever meets it. Undefined without `githubRepository`.
 */
export function buildAccountApp(
  app: App,
  committed: Record<string, unknown> = committedContext(),
): AccountStack | undefined {
  const config = readPipelineRoleConfig(app.node);
  if (!config) return undefined;
  if ('githubRepository' in committed) {
    throw new ConfigError([
      'githubRepository: va en la línea de comandos (npm run account-setup -- propietario/repositorio), no en cdk.json: ' +
        'con él, la aplicación solo tiene la pila de la cuenta y npm run deploy no encontraría el sitio',
    ]);
  }
  const stack = new AccountStack(app, ACCOUNT_STACK_NAME, {
    config,
    description: `Ayni Cloud: lo que la cuenta necesita una vez (rol de logs de API Gateway, OIDC de GitHub, roles de despliegue de ${config.githubRepository})`,
    env: {
      account: process.env.CDK_DEFAULT_ACCOUNT,
      region: process.env.CDK_DEFAULT_REGION,
    },
  });
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}
