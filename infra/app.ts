/**
 * Builds the CDK app: the stage and its configuration from context, the stack of that stage
 * (infra/stages.ts), and the cdk-nag AwsSolutions checks (a finding fails the synth).
 * bin/app.ts and the tests both call this, so the tests check exactly what `cdk synth` produces.
 */
import { type App, Aspects, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { existsSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WithoutReservedConcurrency } from './concurrency';
import { readConfig } from './config';
import { LIVE_HASHES_CONTEXT, readLiveRelease } from './edge/release-hashes';
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
  });
  if (!config.reserveConcurrency) Aspects.of(stack).add(new WithoutReservedConcurrency());
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return stack;
}
