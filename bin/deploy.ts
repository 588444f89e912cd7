/**
 * `npm run deploy [-- cdk options]`: builds the site for its public origin, then
 * runs `cdk deploy` with the pinned CLI. With a domainName in context the build
 * gets SITE_URL=https://{domainName}, so canonical URLs and the sitemap are right.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { requiredContextKeys } from '../infra/config';
import { buildSite, repoRoot } from '../scripts/build-site';

const args = process.argv.slice(2);

/** cdk.json's context with the `-c key=value` / `--context key=value` overrides applied. */
export function deployContext(argv: readonly string[], base: Record<string, unknown>) {
  const context: Record<string, unknown> = { ...base };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const pair =
      arg === '-c' || arg === '--context'
        ? argv[++i]
        : arg.startsWith('--context=')
          ? arg.slice('--context='.length)
          : undefined;
    if (pair === undefined) continue;
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

  console.log('\n▶ cdk deploy');
  const deploy = spawnSync(
    process.execPath,
    [`${repoRoot}node_modules/aws-cdk/bin/cdk`, 'deploy', ...args],
    { cwd: repoRoot, stdio: 'inherit' },
  );
  process.exit(deploy.status ?? 1);
}
