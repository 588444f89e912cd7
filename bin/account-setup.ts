/**
 * `npm run account-setup -- owner/repo [cdk options]`: what the account needs once (stack
 * AyniCloudAccount, infra/account/account-stack.ts, decision 140), run by an administrator: API
 * Gateway's logging role, GitHub's OIDC provider, one deploy role per environment, and the
 * policy that bounds staging's bootstrap. It finds the region as `npm run deploy` does
 * (bin/deploy-region.ts), checks production's CDK bootstrap (the stack deploys through it), runs
 * the pinned CDK CLI (`cdk deploy AyniCloudAccount -c githubRepository=owner/repo`), then checks
 * staging's own bootstrap and, with GITHUB_TOKEN, the repository's OIDC and environment settings
 * (bin/github-settings.ts), printing what is left to do. `-c githubOidcProviderArn=ARN` reuses the
 * account's GitHub OIDC provider if it has one.
 */
import { SSMClient } from '@aws-sdk/client-ssm';
import { STSClient } from '@aws-sdk/client-sts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACCOUNT_STACK_NAME, deployRoleOutput } from '../infra/account/account-stack';
import { bootstrapCommand } from '../infra/account/staging-bounds';
import { readPipelineRoleConfig } from '../infra/pipeline/github-deploy-role';
import { type Stage, stageQualifier, stages } from '../infra/stages';
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
import { githubFindings, manualChecks } from './github-settings';

const USAGE =
  'Uso: npm run account-setup -- propietario/repositorio [opciones de cdk]\n' +
  '  p. ej. npm run account-setup -- ayni-cloud/sitio-web\n' +
  '  (-c githubOidcProviderArn=ARN si la cuenta ya tiene el proveedor OIDC de GitHub)';

/**
 * The repository (the first argument) and what goes to cdk: the stack, the repository as
 * context, and every other option as given. Throws ConfigError on a malformed value.
 */
export function accountSetupCommand(argv: readonly string[]): {
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
      ACCOUNT_STACK_NAME,
      '--context',
      `githubRepository=${config.githubRepository}`,
      ...rest,
    ],
  };
}

/** What the operator does next on GitHub: each environment's role ARN and the region. */
const nextSteps = (repository: string, region: string, outputs: Record<string, string>) =>
  `\nEn GitHub (${repository} → Settings → Environments), en cada entorno:\n` +
  Object.values(stages)
    .map(
      (stage) =>
        `  ${stage.name}: variable AWS_DEPLOY_ROLE_ARN = ${outputs[deployRoleOutput(stage)] ?? `el ${deployRoleOutput(stage)} de arriba`}`,
    )
    .join('\n') +
  `\nY en Variables → Actions del repositorio: AWS_REGION = ${region}.\n` +
  'docs/deployment.md, "The account, once", lo explica paso a paso.';

/** Each stage's bootstrap, and the command that makes the one missing (staging's is bounded). */
async function stageBootstraps(
  ssm: SSMClient,
  account: string,
  region: string,
  context: Record<string, unknown>,
): Promise<{ stage: Stage; finding: ReturnType<typeof bootstrapFinding> }[]> {
  const reader = { tryGetContext: (key: string) => context[key] };
  return Promise.all(
    Object.values(stages).map(async (stage) => {
      const bootstrapQualifier = stageQualifier(stage, reader);
      const version = await readBootstrapVersion(
        ssm,
        bootstrapVersionParameter(bootstrapQualifier),
      );
      return { stage, finding: bootstrapFinding(version, account, { region, bootstrapQualifier }) };
    }),
  );
}

function stop(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let command: ReturnType<typeof accountSetupCommand>;
  try {
    command = accountSetupCommand(process.argv.slice(2));
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
  const context = deployContext(command.cdkArgs, cdkJson.context);
  const ssm = new SSMClient(clientConfig);

  console.log(`\n▶ Comprobando el bootstrap del CDK en ${region} (${resolved.source})…`);
  let account: string;
  let bootstraps: Awaited<ReturnType<typeof stageBootstraps>>;
  try {
    account = await readAccountId(new STSClient(clientConfig));
    bootstraps = await stageBootstraps(ssm, account, region, context);
  } catch (error) {
    stop(
      `No pude leer la cuenta ni el bootstrap del CDK: ${(error as Error).message}\n` +
        'Usa credenciales de administrador de la cuenta (esta preparación se hace una vez, a mano).',
    );
  }
  const production = bootstraps.find(({ stage }) => stage.name === 'production')!.finding;
  (production.level === 'ok' ? console.log : console.error)(formatFinding(production));
  if (production.level === 'stop')
    stop('No preparo la cuenta: la pila se despliega con ese bootstrap.');

  console.log(`\n▶ cdk ${command.cdkArgs.join(' ')} (${account}, ${region})`);
  const outputsFile = join(mkdtempSync(join(tmpdir(), 'ayni-account-')), 'outputs.json');
  const deploy = spawnSync(
    process.execPath,
    [`${repoRoot}node_modules/aws-cdk/bin/cdk`, ...command.cdkArgs, '--outputs-file', outputsFile],
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, AWS_REGION: region } },
  );
  if (deploy.status !== 0) process.exit(deploy.status ?? 1);
  let outputs: Record<string, string> = {};
  try {
    outputs =
      (JSON.parse(readFileSync(outputsFile, 'utf8')) as Record<string, Record<string, string>>)[
        ACCOUNT_STACK_NAME
      ] ?? {};
  } catch {
    // The ARNs are in the CLI's output above, and in the stack's outputs.
  }

  // Staging's bootstrap needs the bounding policy the stack just created (decision 141).
  let pending = false;
  for (const { stage, finding } of bootstraps.filter(({ stage }) => stage.name !== 'production')) {
    if (finding.level === 'ok') console.log(formatFinding(finding));
    else {
      pending = true;
      console.error(
        formatFinding({
          level: 'warning',
          message:
            `Falta el bootstrap propio de ${stage.name} (qualifier ${stage.bootstrapQualifier}), acotado a ${stage.name}. Créalo ahora:\n` +
            `  ${bootstrapCommand(account, region, stage.bootstrapQualifier)}`,
        }),
      );
    }
  }

  console.log('\n▶ Comprobando GitHub…');
  const environments = Object.values(stages).map((stage) => stage.name);
  const token = process.env.GITHUB_TOKEN;
  if (!token) console.log(manualChecks(command.repository, environments));
  else {
    try {
      for (const finding of await githubFindings(command.repository, environments, token)) {
        if (finding.level !== 'ok') pending = true;
        (finding.level === 'ok' ? console.log : console.error)(formatFinding(finding));
      }
    } catch (error) {
      pending = true;
      console.error(`No pude leer GitHub: ${(error as Error).message}`);
      console.log(manualChecks(command.repository, environments));
    }
  }
  console.log(nextSteps(command.repository, region, outputs));
  if (pending) console.error('\nQueda algo por hacer: lo marcado arriba.');
}
