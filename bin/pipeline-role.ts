/**
 * `npm run pipeline-role -- owner/repo [cdk options]`: creates or updates the role GitHub Actions
 * deploys with (stack AyniCloudPipelineRole, infra/pipeline/github-deploy-role.ts, decision 100),
 * once per account, with an administrator's credentials. It finds the region as `npm run deploy`
 * does (bin/deploy-region.ts), checks the CDK bootstrap the role will assume (bin/deploy-checks.ts),
 * then runs the pinned CDK CLI: `cdk deploy AyniCloudPipelineRole -c githubRepository=owner/repo`.
 * `-c githubOidcProviderArn=ARN` reuses the account's GitHub OIDC provider if it has one.
 */
import { SSMClient } from '@aws-sdk/client-ssm';
import { STSClient } from '@aws-sdk/client-sts';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PIPELINE_STACK_NAME, readPipelineRoleConfig } from '../infra/pipeline/github-deploy-role';
import { ConfigError } from '../infra/config';
import { repoRoot } from '../scripts/build-site';
import { deployContext, profileOption } from './deploy';
import {
  type AwsClientConfig,
  bootstrapFinding,
  bootstrapVersionParameter,
  formatFinding,
  readAccountId,
  readBootstrapVersion,
} from './deploy-checks';
import { missingRegionMessage, profileName, regionSources, resolveRegion } from './deploy-region';

const USAGE =
  'Uso: npm run pipeline-role -- propietario/repositorio [opciones de cdk]\n' +
  '  p. ej. npm run pipeline-role -- ayni-cloud/sitio-web\n' +
  '  (-c githubOidcProviderArn=ARN si la cuenta ya tiene el proveedor OIDC de GitHub)';

/**
 * The repository (the first argument) and what goes to cdk: the stack, the repository as
 * context, and every other option as given. Throws ConfigError on a malformed value.
 */
export function pipelineRoleCommand(argv: readonly string[]): {
  repository: string;
  cdkArgs: string[];
} {
  const [repository, ...rest] = argv;
  if (!repository || repository.startsWith('-')) throw new ConfigError([USAGE]);
  const context = deployContext(rest, { githubRepository: repository });
  const config = readPipelineRoleConfig({ tryGetContext: (key) => context[key] });
  if (!config) throw new ConfigError([USAGE]);
  return {
    repository: config.githubRepository,
    cdkArgs: [
      'deploy',
      PIPELINE_STACK_NAME,
      '--context',
      `githubRepository=${config.githubRepository}`,
      ...rest,
    ],
  };
}

/** What the operator does next, once the role exists. */
const nextSteps = (repository: string, region: string) =>
  `\nEl rol está listo. En GitHub (${repository} → Settings):\n` +
  `  1. Environments: "staging", y "production" con Required reviewers (quien aprueba cada paso a producción).\n` +
  `  2. Variables → Actions: AWS_DEPLOY_ROLE_ARN = el DeployRoleArn de arriba; AWS_REGION = ${region}.\n` +
  'docs/deployment.md, "The pipeline", lo explica paso a paso.';

function stop(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let command: ReturnType<typeof pipelineRoleCommand>;
  try {
    command = pipelineRoleCommand(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    stop(error.message);
  }
  const profile = profileOption(command.cdkArgs);
  const sources = regionSources(profile);
  const resolved = resolveRegion(sources);
  if (!resolved) stop(missingRegionMessage(profileName(sources)));
  const { region } = resolved;
  const clientConfig: AwsClientConfig = { region, ...(profile ? { profile } : {}) };
  const cdkJson = JSON.parse(readFileSync(`${repoRoot}cdk.json`, 'utf8')) as {
    context: Record<string, unknown>;
  };
  const bootstrapQualifier = deployContext(command.cdkArgs, cdkJson.context)[
    '@aws-cdk/core:bootstrapQualifier'
  ] as string | undefined;

  console.log(`\n▶ Comprobando el bootstrap del CDK en ${region} (${resolved.source})…`);
  let account: string;
  let version: number | undefined;
  try {
    account = await readAccountId(new STSClient(clientConfig));
    version = await readBootstrapVersion(
      new SSMClient(clientConfig),
      bootstrapVersionParameter(bootstrapQualifier),
    );
  } catch (error) {
    stop(
      `No pude leer la cuenta ni el bootstrap del CDK: ${(error as Error).message}\n` +
        'Usa credenciales de administrador de la cuenta (este rol se crea una vez, a mano).',
    );
  }
  const finding = bootstrapFinding(version, account, { region, bootstrapQualifier });
  (finding.level === 'ok' ? console.log : console.error)(formatFinding(finding));
  if (finding.level === 'stop') stop('No creo el rol: sin el bootstrap no tendría qué asumir.');

  console.log(`\n▶ cdk ${command.cdkArgs.join(' ')} (${account}, ${region})`);
  const deploy = spawnSync(
    process.execPath,
    [`${repoRoot}node_modules/aws-cdk/bin/cdk`, ...command.cdkArgs],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, AWS_REGION: region } },
  );
  if (deploy.status === 0) console.log(nextSteps(command.repository, region));
  process.exit(deploy.status ?? 1);
}
