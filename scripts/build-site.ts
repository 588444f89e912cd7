import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const clientBuildDir = fileURLToPath(new URL('../build/client', import.meta.url));

/** Builds and prerenders the site into build/client (React Router's build, run on the project's Node). */
export function buildSite(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  // Start clean: the build directory sits outside Vite's root, so Vite would not empty it and
  // stale hashed assets would pile up (and be deployed).
  rmSync(fileURLToPath(new URL('../build', import.meta.url)), { recursive: true, force: true });
  return new Promise((resolve, reject) => {
    // From frontend/: React Router's prerender preview server looks for its config in the cwd.
    const child = spawn(process.execPath, ['../node_modules/@react-router/dev/bin.cjs', 'build'], {
      cwd: `${repoRoot}frontend`,
      // Always a production bundle, even when called from Vitest (which sets NODE_ENV=test and
      // would otherwise make Vite ship React's development build).
      env: { ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`La compilación del sitio falló (código ${code})`)),
    );
  });
}

// `npm run build`
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildSite().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
