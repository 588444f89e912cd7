/**
 * The two reference pages the bench measures beside the site, built from the
 * same home page:
 * - the floor: the prerendered home page with every script removed (JS-free static HTML,
 *   same hero text and inlined CSS);
 * - the typical React site: the home page built as a client-only SPA (no prerender),
 *   which paints only after its JavaScript has run.
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../build-site';
import { siteIcons } from '../../frontend/src/site';

/** The page with its scripts and module preloads removed: what no JavaScript at all looks like. */
export function stripScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*\/?>/g, '');
}

export async function buildStaticReference(clientDir: string): Promise<string> {
  const dir = join(tmpdir(), 'ayni-bench-static');
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const home = await readFile(join(clientDir, 'index.html'), 'utf8');
  await writeFile(join(dir, 'index.html'), stripScripts(home));
  for (const file of [siteIcons.tab.href, siteIcons.homeScreen.href, '/robots.txt']) {
    await copyFile(join(clientDir, file), join(dir, file));
  }
  return dir;
}

/** Builds the site as a client-only SPA (react-router.config.ts reads BENCH_SPA_BUILD_DIR). */
export async function buildSpaReference(): Promise<string> {
  // Inside the repository (beside build/client, never deployed): its server half must resolve node_modules.
  const buildDir = join(repoRoot, 'build', 'bench-spa');
  await rm(buildDir, { recursive: true, force: true });
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, ['../node_modules/@react-router/dev/bin.cjs', 'build'], {
      cwd: `${repoRoot}frontend`,
      env: { ...process.env, NODE_ENV: 'production', BENCH_SPA_BUILD_DIR: buildDir },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The SPA build failed (exit code ${code})`)),
    );
  });
  const clientDir = join(buildDir, 'client');
  await writeFile(join(clientDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return clientDir;
}
