/**
 * The release's one build (decision 141): the pipeline builds the site once, for production's
 * public origin, and staging and production deploy those bytes (`npm run deploy -- -c
 * siteDir=build/client`). The digest names them: the staging job records it after its deploy and
 * smoke check pass, and the production job refuses to deploy a site whose digest is not that one.
 *
 *   npm run release-artifact -- build           builds build/client for production's origin
 *   npm run --silent release-artifact -- digest DIR   prints digest=sha256:… (for $GITHUB_OUTPUT)
 *   npm run release-artifact -- check DIR DIGEST      exits 1 unless DIR's digest is DIGEST
 *
 * The template and the functions are synthesized again in each deploy job, from the same commit
 * and lockfile: the page-headers function must carry the live release's script hashes, which only
 * a job holding that stage's credentials can read (decision 080).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite, clientBuildDir, repoRoot } from '../scripts/build-site';

/** Every file under dir, as a path relative to it with `/`, sorted. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * The site's digest: SHA-256 over each file's path and SHA-256, in path order. A changed byte, a
 * renamed file, one added or one missing each change it.
 */
export function siteDigest(dir: string): string {
  const files = filesUnder(dir);
  if (files.length === 0) throw new Error(`${dir} no tiene archivos: no es un sitio compilado`);
  const whole = createHash('sha256');
  for (const file of files) {
    const own = createHash('sha256')
      .update(readFileSync(join(dir, file)))
      .digest('hex');
    whole.update(`${own}  ${file}\n`);
  }
  return `sha256:${whole.digest('hex')}`;
}

/** Why the production job must not deploy `dir`, or undefined when staging passed these bytes. */
export function notPassedByStaging(dir: string, passed: string | undefined): string | undefined {
  const digest = siteDigest(dir);
  if (!passed) {
    return (
      `Staging no registró ningún sitio aprobado (su despliegue o su prueba de humo no terminaron bien): ` +
      `no despliego ${digest} en producción.`
    );
  }
  if (digest !== passed) {
    return (
      `Este sitio (${digest}) no es el que pasó la prueba de humo de staging (${passed}): ` +
      'no despliego en producción lo que nadie probó. Vuelve a lanzar la versión entera desde main.'
    );
  }
  return undefined;
}

function usage(): never {
  console.error(
    'Uso: npm run release-artifact -- build | digest DIRECTORIO | check DIRECTORIO DIGEST',
  );
  process.exit(2);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, dir, expected] = process.argv.slice(2);
  if (command === 'build') {
    // One build for both stages: canonical URLs and the sitemap name production's address.
    const { context } = JSON.parse(readFileSync(`${repoRoot}cdk.json`, 'utf8')) as {
      context: { domainName?: string };
    };
    const siteUrl = context.domainName ? `https://${context.domainName}` : process.env.SITE_URL;
    await buildSite(siteUrl ? { ...process.env, SITE_URL: siteUrl } : process.env);
    console.log(
      `\nSitio de la versión: ${relative(repoRoot, clientBuildDir)} (${siteDigest(clientBuildDir)})`,
    );
  } else if (command === 'digest' && dir) {
    console.log(`digest=${siteDigest(dir)}`);
  } else if (command === 'check' && dir) {
    const refusal = notPassedByStaging(dir, expected || undefined);
    if (refusal) {
      console.error(`\n✗ ${refusal}\n`);
      process.exit(1);
    }
    console.log(`✔ ${dir} es el sitio que staging probó (${expected}).`);
  } else usage();
}
