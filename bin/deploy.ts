/**
 * `npm run deploy [-- cdk options]`: builds the site for its public origin, reads
 * the inline-script hashes the live page-headers function accepts, then runs
 * `cdk deploy` with the pinned CLI. With a domainName in context the build gets
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
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STACK_NAME } from '../infra/app';
import { requiredContextKeys } from '../infra/config';
import {
  LIVE_HASHES_CONTEXT,
  type LiveRelease,
  liveReleaseHashes,
} from '../infra/edge/release-hashes';
import { PAGE_HEADERS_FUNCTION, scopedName } from '../infra/site/names';
import { buildSite, repoRoot } from '../scripts/build-site';

const args = process.argv.slice(2);

/** The values an option is given among the cdk options: `--name value`, `--name=value`, `-c value`. */
function optionValues(argv: readonly string[], names: readonly string[]): string[] {
  const values: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (names.includes(arg)) {
      const value = argv[++i];
      if (value !== undefined) values.push(value);
      continue;
    }
    const long = names.find((name) => name.startsWith('--') && arg.startsWith(`${name}=`));
    if (long) values.push(arg.slice(long.length + 1));
  }
  return values;
}

/** cdk.json's context with the `-c key=value` / `--context key=value` overrides applied. */
export function deployContext(argv: readonly string[], base: Record<string, unknown>) {
  const context: Record<string, unknown> = { ...base };
  for (const pair of optionValues(argv, ['-c', '--context'])) {
    const at = pair.indexOf('=');
    if (at > 0) context[pair.slice(0, at)] = pair.slice(at + 1);
  }
  return context;
}

/** Addresses that only make sense in cdk.json's example (RFC 2606 domains). */
export function exampleValues(context: Record<string, unknown>): string[] {
  const reserved = /@(?:[a-z0-9-]+\.)*(?:example\.(?:com|net|org)|example|test|invalid)$/i;
  return requiredContextKeys.filter((key) =>
    [context[key]]
      .flat()
      .flatMap((value) => String(value ?? '').split(','))
      .some((address) => reserved.test(address.trim())),
  );
}

/** The `--profile name` / `--profile=name` option among the cdk options, if any. */
export function profileOption(argv: readonly string[]): string | undefined {
  return optionValues(argv, ['--profile'])[0];
}

/** The live page-headers function's name in a region (infra/site/names.ts). */
export const pageHeadersFunctionName = (region: string) =>
  scopedName(STACK_NAME, PAGE_HEADERS_FUNCTION, region);

/**
 * The name CDK generated for the function before names carried the stack and region
 * (`{region}{stack}…HeadersFunction…`): the first deployment with named functions
 * reads the live set from it.
 */
export const isGeneratedPageHeadersName = (name: string, region: string) =>
  name.startsWith(`${region}${STACK_NAME}`) && name.includes('HeadersFunction');

async function liveFunctionCode(
  client: CloudFrontClient,
  region: string,
): Promise<{ name: string; code: string } | undefined> {
  const read = async (name: string) => {
    const live = await client.send(new GetFunctionCommand({ Name: name, Stage: 'LIVE' }));
    return { name, code: new TextDecoder().decode(live.FunctionCode) };
  };
  try {
    return await read(pageHeadersFunctionName(region));
  } catch (error) {
    if (!(error instanceof NoSuchFunctionExists)) throw error;
  }
  let marker: string | undefined;
  do {
    const page = await client.send(new ListFunctionsCommand({ Stage: 'LIVE', Marker: marker }));
    const legacy = page.FunctionList?.Items?.find((item) =>
      isGeneratedPageHeadersName(item.Name ?? '', region),
    );
    if (legacy?.Name) return read(legacy.Name);
    marker = page.FunctionList?.NextMarker;
  } while (marker);
  return undefined;
}

/** The hashes the live function accepts, or undefined before the first deployment. */
async function fetchLiveRelease(argv: readonly string[]): Promise<LiveRelease | undefined> {
  const profile = profileOption(argv);
  // The stack's region, as the CDK CLI resolves it (environment, then the profile).
  const envRegion = process.env.AWS_REGION || process.env.AWS_DEFAULT_REGION;
  const client = new CloudFrontClient({
    ...(profile ? { profile } : {}),
    ...(envRegion ? { region: envRegion } : {}),
  });
  const region = await client.config.region();
  const live = await liveFunctionCode(client, region);
  if (!live) {
    console.log(
      `  No hay función de cabeceras publicada en ${region}: primer despliegue, solo los hashes nuevos.`,
    );
    return undefined;
  }
  console.log(`  Hashes de la función publicada ${live.name} (se aceptan durante esta versión).`);
  return liveReleaseHashes(live.code);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cdkJson = JSON.parse(readFileSync(`${repoRoot}cdk.json`, 'utf8')) as {
    context: Record<string, unknown>;
  };
  const context = deployContext(args, cdkJson.context);
  const placeholders = exampleValues(context);
  if (placeholders.length > 0) {
    console.error(
      `\nEstos valores siguen siendo los de ejemplo de cdk.json: ${placeholders.join(', ')}.\n` +
        'Configúralos en cdk.json o con -c clave=valor (docs/deployment.md) antes de desplegar.\n',
    );
    process.exit(1);
  }
  const domainName = typeof context.domainName === 'string' ? context.domainName.trim() : '';
  const siteUrl = domainName ? `https://${domainName.toLowerCase()}` : process.env.SITE_URL;
  console.log(`\n▶ Compilando el sitio${siteUrl ? ` para ${siteUrl}` : ''}…`);
  await buildSite(siteUrl ? { ...process.env, SITE_URL: siteUrl } : process.env);

  console.log('\n▶ Leyendo los hashes de scripts de la versión publicada…');
  let live: LiveRelease | undefined;
  try {
    live = await fetchLiveRelease(args);
  } catch (error) {
    console.error(
      `\nNo pude leer la función de cabeceras publicada en CloudFront: ${(error as Error).message}\n` +
        'Sin ella, las páginas en caché de la versión anterior perderían sus scripts durante el despliegue. ' +
        'Revisa las credenciales y el permiso cloudfront:GetFunction / cloudfront:ListFunctions (docs/deployment.md).\n',
    );
    process.exit(1);
  }
  const liveArgs: string[] = [];
  if (live) {
    const file = join(mkdtempSync(join(tmpdir(), 'ayni-live-')), 'script-hashes.json');
    writeFileSync(file, JSON.stringify(live));
    liveArgs.push('--context', `${LIVE_HASHES_CONTEXT}=${file}`);
  }

  console.log('\n▶ cdk deploy');
  const deploy = spawnSync(
    process.execPath,
    [`${repoRoot}node_modules/aws-cdk/bin/cdk`, 'deploy', ...args, ...liveArgs],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  process.exit(deploy.status ?? 1);
}
