/**
 * `npm run deploy [-- --stage staging] [-- cdk options]`: deploys production, or staging with
 * `--stage staging` (infra/stages.ts). It checks the configuration, the region and the
 * account (bin/deploy-region.ts, bin/deploy-checks.ts) before anything is built, then
 * builds the site for its public origin (unless `-c siteDir=…` names one built already),
 * reads the inline-script hashes the live page-headers function accepts, runs `cdk deploy`
 * with the pinned CLI in that region, and says whether the alarm e-mail subscription is
 * confirmed (bin/alarm-subscription.ts), and runs the smoke check (scripts/smoke.ts) on the
 * deployed site: a deploy whose site fails it exits non-zero. With a domainName in context the build gets
 * SITE_URL=https://{domainName}, so canonical URLs and the sitemap are right.
 *
 * The live hashes go to the CDK app (context key liveScriptHashes): the new function
 * then also accepts the previous release's scripts, so pages the CDN or a browser
 * still holds keep working while the new ones are uploaded (infra/edge/release-hashes.ts).
 */
import {
  CloudFrontClient,
  GetFunctionCommand,
  ListFunctionsCommand,
  NoSuchFunctionExists,
} from '@aws-sdk/client-cloudfront';
import { APIGatewayClient } from '@aws-sdk/client-api-gateway';
import { CloudFormationClient } from '@aws-sdk/client-cloudformation';
import { LambdaClient } from '@aws-sdk/client-lambda';
import { SESClient } from '@aws-sdk/client-ses';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SNSClient } from '@aws-sdk/client-sns';
import { SSMClient } from '@aws-sdk/client-ssm';
import { STSClient } from '@aws-sdk/client-sts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ConfigError,
  type WebsiteConfig,
  parseSender,
  readConfig,
  requiredContextKeys,
} from '../infra/config';
import {
  LIVE_HASHES_CONTEXT,
  type LiveRelease,
  liveReleaseHashes,
} from '../infra/edge/release-hashes';
import { PAGE_HEADERS_FUNCTION, scopedName } from '../infra/site/names';
import { STAGE_CONTEXT, type Stage, stageContext, stageQualifier, stages } from '../infra/stages';
import { buildSite, repoRoot } from '../scripts/build-site';
import { runSmoke } from '../scripts/smoke';
import {
  DOMAIN_LIVE_CONTEXT,
  dnsInstruction,
  domainIsLive,
  readStackOutputs,
} from './site-address';
import { alarmSubscriptionFinding, readAlarmSubscriptions } from './alarm-subscription';
import {
  ALLOW_SES_SANDBOX,
  type AccountReaders,
  type AwsClientConfig,
  accountFindings,
  formatFinding,
  readAccountId,
  readApiGatewayRoleArn,
  readBootstrapVersion,
  readEmailIdentity,
  readLambdaConcurrency,
  readSesSendingState,
  readSuppressedDestination,
} from './deploy-checks';
import { missingRegionMessage, profileName, regionSources, resolveRegion } from './deploy-region';
import { optionValues, stageOption, withoutStageOption } from './argv';

/** The deploy script's own options, which cdk never sees. */
const OWN_OPTIONS = [ALLOW_SES_SANDBOX];

/** The options for cdk: everything after `--` but the deploy script's own (the stage among them). */
export const cdkOptions = (argv: readonly string[]) =>
  withoutStageOption(argv).filter((arg) => !OWN_OPTIONS.includes(arg));

/** cdk.json's context with the `-c key=value` / `--context key=value` overrides applied. */
export function deployContext(argv: readonly string[], base: Record<string, unknown>) {
  const context: Record<string, unknown> = { ...base };
  for (const pair of optionValues(argv, ['-c', '--context'])) {
    const at = pair.indexOf('=');
    if (at > 0) context[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return context;
}

/** A reader of the stage's configuration in a context (infra/stages.ts). */
const reader = (context: Record<string, unknown>, stage: Stage) =>
  stageContext({ tryGetContext: (key: string) => context[key] }, stage);

/** Addresses that only make sense in cdk.json's example (RFC 2606 domains), as the stage reads them. */
export function exampleValues(
  context: Record<string, unknown>,
  stage = stages.production,
): string[] {
  const reserved = /@(?:[a-z0-9-]+\.)*(?:example\.(?:com|net|org)|example|test|invalid)$/i;
  const stageReader = reader(context, stage);
  return requiredContextKeys.filter((key) =>
    [stageReader.tryGetContext(key)]
      .flat()
      .flatMap((value) => String(value ?? '').split(','))
      .some((value) => reserved.test(parseSender(value).address)),
  );
}

/** The configuration the stage's stack will be built with (infra/config.ts decides, as at synth). */
const configFromContext = (context: Record<string, unknown>, stage: Stage): WebsiteConfig =>
  readConfig(reader(context, stage));

/** The `--profile name` / `--profile=name` option among the cdk options, if any. */
export function profileOption(argv: readonly string[]): string | undefined {
  return optionValues(argv, ['--profile'])[0];
}

/** The live page-headers function's name in a region (infra/site/names.ts). */
export const pageHeadersFunctionName = (region: string, stackName = stages.production.stackName) =>
  scopedName(stackName, PAGE_HEADERS_FUNCTION, region);

/**
 * The name CDK generated for the function before names carried the stack and region
 * (`{region}{stack}…HeadersFunction…`): the first deployment with named functions
 * reads the live set from it.
 */
export const isGeneratedPageHeadersName = (
  name: string,
  region: string,
  stackName = stages.production.stackName,
) => name.startsWith(`${region}${stackName}`) && name.includes('HeadersFunction');

async function liveFunctionCode(
  client: CloudFrontClient,
  region: string,
  stackName: string,
): Promise<{ name: string; code: string } | undefined> {
  const read = async (name: string) => {
    const live = await client.send(new GetFunctionCommand({ Name: name, Stage: 'LIVE' }));
    return { name, code: new TextDecoder().decode(live.FunctionCode) };
  };
  try {
    return await read(pageHeadersFunctionName(region, stackName));
  } catch (error) {
    if (!(error instanceof NoSuchFunctionExists)) throw error;
  }
  let marker: string | undefined;
  do {
    const page = await client.send(new ListFunctionsCommand({ Stage: 'LIVE', Marker: marker }));
    const legacy = page.FunctionList?.Items?.find((item) =>
      isGeneratedPageHeadersName(item.Name ?? '', region, stackName),
    );
    if (legacy?.Name) return read(legacy.Name);
    marker = page.FunctionList?.NextMarker;
  } while (marker);
  return undefined;
}

/** The hashes the live function accepts, or undefined before the first deployment. */
async function fetchLiveRelease(
  clientConfig: AwsClientConfig,
  stackName: string,
): Promise<LiveRelease | undefined> {
  const { region } = clientConfig;
  const live = await liveFunctionCode(new CloudFrontClient(clientConfig), region, stackName);
  if (!live) {
    console.log(
      `  No hay función de cabeceras publicada en ${region}: primer despliegue, solo los hashes nuevos.`,
    );
    return undefined;
  }
  console.log(`  Hashes de la función publicada ${live.name} (se aceptan durante esta versión).`);
  return liveReleaseHashes(live.code);
}

/** The account checks' calls, made with the deploy's region and profile. */
function awsReaders(clientConfig: AwsClientConfig, stackName: string): AccountReaders {
  const sesv2 = new SESv2Client(clientConfig);
  return {
    accountId: () => readAccountId(new STSClient(clientConfig)),
    bootstrapVersion: (name) => readBootstrapVersion(new SSMClient(clientConfig), name),
    lambdaConcurrency: () =>
      readLambdaConcurrency(
        new LambdaClient(clientConfig),
        new CloudFormationClient(clientConfig),
        stackName,
      ),
    apiGatewayRoleArn: () => readApiGatewayRoleArn(new APIGatewayClient(clientConfig)),
    sesSendingState: () => readSesSendingState(new SESClient(clientConfig)),
    emailIdentity: (identity) => readEmailIdentity(sesv2, identity),
    suppressedDestination: (address) => readSuppressedDestination(sesv2, address),
  };
}

/** After a deploy: says whether the alarm e-mail reaches the operator, and how to make it. */
async function reportAlarmSubscription(
  clientConfig: AwsClientConfig,
  stackName: string,
  alarmEmail: string,
) {
  console.log('\n▶ Comprobando la suscripción a las alarmas…');
  try {
    const subscriptions = await readAlarmSubscriptions(
      new CloudFormationClient(clientConfig),
      new SNSClient(clientConfig),
      stackName,
      alarmEmail,
    );
    const finding = alarmSubscriptionFinding(subscriptions, alarmEmail, clientConfig.region);
    (finding.level === 'ok' ? console.log : console.error)(formatFinding(finding));
  } catch (error) {
    // The stack is deployed: a failed read is reported, not a failed deploy.
    console.error(
      formatFinding({
        level: 'warning',
        message:
          `No pude leer la suscripción de ${alarmEmail} a las alarmas: ${(error as Error).message}\n` +
          'Compruébala en la consola de SNS; hasta que esté confirmada, ninguna alarma llega a nadie.',
      }),
    );
  }
}

function stop(message: string): never {
  console.error(`\n${message}\n`);
  process.exit(1);
}

/** The stack outputs `cdk deploy --outputs-file` wrote, for one stack. */
function readOutputs(file: string, stackName: string): Record<string, string> {
  try {
    const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Record<string, string>>;
    return all[stackName] ?? {};
  } catch {
    return {};
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const given = process.argv.slice(2);
  let stage: Stage;
  try {
    stage = stageOption(given);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    stop(error.message);
  }
  const args = cdkOptions(given);
  // The app reads the stage from context, as `cdk synth -c stage=staging` would give it.
  if (!optionValues(args, ['-c', '--context']).some((pair) => pair.startsWith(`${STAGE_CONTEXT}=`)))
    args.push('--context', `${STAGE_CONTEXT}=${stage.name}`);
  const cdkJson = JSON.parse(readFileSync(`${repoRoot}cdk.json`, 'utf8')) as {
    context: Record<string, unknown>;
  };
  const context = deployContext(args, cdkJson.context);
  const placeholders = exampleValues(context, stage);
  if (placeholders.length > 0) {
    stop(
      `Estos valores siguen siendo los de ejemplo de cdk.json: ${placeholders.join(', ')}.\n` +
        'Configúralos en cdk.json o con -c clave=valor (docs/deployment.md) antes de desplegar.',
    );
  }
  let config: WebsiteConfig;
  try {
    config = configFromContext(context, stage);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    stop(error.message);
  }
  const profile = profileOption(args);
  const sources = regionSources(profile);
  const resolved = resolveRegion(sources);
  if (!resolved) stop(missingRegionMessage(profileName(sources)));
  const { region } = resolved;
  const clientConfig: AwsClientConfig = { region, ...(profile ? { profile } : {}) };

  console.log(
    `\n▶ Etapa ${stage.name} (pila ${stage.stackName}): comprobando la cuenta en ${region} (${resolved.source})…`,
  );
  const findings = await accountFindings(
    {
      region,
      config,
      allowSesSandbox: given.includes(ALLOW_SES_SANDBOX),
      argv: args,
      bootstrapQualifier: stageQualifier(stage, { tryGetContext: (key) => context[key] }),
    },
    awsReaders(clientConfig, stage.stackName),
  );
  for (const finding of findings) {
    (finding.level === 'ok' ? console.log : console.error)(formatFinding(finding));
  }
  if (findings.some((finding) => finding.level === 'stop')) {
    stop('No despliego: resuelve lo marcado con ✗ (docs/deployment.md, First deploy: checklist).');
  }

  if (context.siteDir) {
    // A site built beforehand (-c siteDir=…): the CDK app uploads that one as it is.
    console.log(`\n▶ Sitio ya compilado: ${String(context.siteDir)} (siteDir), no lo compilo.`);
  } else {
    const siteUrl = config.domainName ? `https://${config.domainName}` : process.env.SITE_URL;
    console.log(`\n▶ Compilando el sitio${siteUrl ? ` para ${siteUrl}` : ''}…`);
    await buildSite(siteUrl ? { ...process.env, SITE_URL: siteUrl } : process.env);
  }

  console.log('\n▶ Leyendo los hashes de scripts de la versión publicada…');
  let live: LiveRelease | undefined;
  try {
    live = await fetchLiveRelease(clientConfig, stage.stackName);
  } catch (error) {
    stop(
      `No pude leer la función de cabeceras publicada en CloudFront: ${(error as Error).message}\n` +
        'Sin ella, las páginas en caché de la versión anterior perderían sus scripts durante el despliegue. ' +
        'Revisa las credenciales y el permiso cloudfront:GetFunction / cloudfront:ListFunctions (docs/deployment.md).',
    );
  }
  const liveArgs: string[] = [];
  if (live) {
    const file = join(mkdtempSync(join(tmpdir(), 'ayni-live-')), 'script-hashes.json');
    writeFileSync(file, JSON.stringify(live));
    liveArgs.push('--context', `${LIVE_HASHES_CONTEXT}=${file}`);
  }

  // Whether the custom domain answers yet: the hourly check uses the address that does.
  const domainArgs: string[] = [];
  if (config.domainName && context[DOMAIN_LIVE_CONTEXT] === undefined) {
    const deployed = await readStackOutputs(
      new CloudFormationClient(clientConfig),
      stage.stackName,
    );
    const live = await domainIsLive(config.domainName, deployed);
    domainArgs.push('--context', `${DOMAIN_LIVE_CONTEXT}=${live}`);
  }

  console.log(`\n▶ cdk deploy ${stage.stackName} en ${region}`);
  const outputsFile = join(mkdtempSync(join(tmpdir(), 'ayni-outputs-')), 'outputs.json');
  const deploy = spawnSync(
    process.execPath,
    [
      `${repoRoot}node_modules/aws-cdk/bin/cdk`,
      'deploy',
      // Only this stage's stack, whatever else the app holds.
      stage.stackName,
      '--outputs-file',
      outputsFile,
      ...args,
      ...liveArgs,
      ...domainArgs,
    ],
    // The region checked above, whatever the CLI would have found on its own.
    { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, AWS_REGION: region } },
  );
  if (deploy.status !== 0) process.exit(deploy.status ?? 1);
  await reportAlarmSubscription(clientConfig, stage.stackName, config.alarmEmail);

  // What a visitor and a bot meet, checked from outside before the operator walks away: on the
  // address that answers (the distribution's own name while the domain's DNS does not point here).
  const outputs = readOutputs(outputsFile, stage.stackName);
  const checkedUrl = outputs.CheckedUrl ?? outputs.SiteUrl;
  if (!checkedUrl)
    stop(`La pila ${stage.stackName} no informó su SiteUrl: no puedo hacer la prueba de humo.`);
  console.log('');
  if (!(await runSmoke(checkedUrl))) {
    stop(
      `El despliegue terminó, pero el sitio no pasa la prueba de humo: revisa lo marcado con ✗.\n` +
        'Para volver a la versión anterior: docs/deployment.md, "Going back".',
    );
  }
  if (config.domainName && checkedUrl !== outputs.SiteUrl) {
    console.log(`\n${dnsInstruction(config.domainName, checkedUrl)}`);
  }
}
