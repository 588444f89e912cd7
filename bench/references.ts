/**
 * The two reference pages the bench measures beside the site, built from the
 * same home page:
 * - the floor: the prerendered home page with every script removed (JS-free static HTML,
 *   same hero text and inlined CSS);
 * - the typical React site: the home page built as a client-only SPA (no prerender),
 *   which paints only after its JavaScript has run (reference/, its own build of the app).
 */
import { spawn } from 'node:child_process';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../scripts/build-site';
import { stripScripts } from '../scripts/strip-scripts';
import { siteIcons } from '../frontend/src/site';
import referenceConfig from './reference/react-router.config';

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

/** The reference's own React Router and Vite config, and its app directory (reference/). */
const referenceProject = fileURLToPath(new URL('reference', import.meta.url));

/**
 * Builds the site as a client-only SPA: React Router's build run on the bench's own project
 * (reference/), which reads the site's route modules; the site's config knows nothing of it.
 */
export async function buildSpaReference(): Promise<string> {
  const buildDir = join(referenceProject, referenceConfig.buildDirectory);
  await rm(buildDir, { recursive: true, force: true });
  await new Promise<void>((resolve, reject) => {
    // From the project's folder, not `build <projectDir>`: the SPA page is rendered through
    // Vite's preview server, which React Router starts with the config file only, so it finds
    // react-router.config.ts in the working directory.
    const child = spawn(
      process.execPath,
      [join(repoRoot, 'node_modules/@react-router/dev/bin.cjs'), 'build'],
      {
        cwd: referenceProject,
        env: { ...process.env, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The SPA build failed (exit code ${code})`)),
    );
  });
  const clientDir = join(buildDir, 'client');
  await writeFile(join(clientDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  return clientDir;
}
