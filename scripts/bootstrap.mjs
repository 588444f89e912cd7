// Runs on whatever Node the machine has (the project's own Node 24 arrives with
// `npm install`): installs dependencies when they are missing or stale, then runs
// the given TypeScript script on the project's Node through tsx.
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const marker = `${root}node_modules/.package-lock.json`;
const lock = `${root}package-lock.json`;

// A git worktree may share another checkout's node_modules through a symlink:
// never reinstall through it, or one checkout's `npm ci` wipes the other's.
const shared =
  existsSync(`${root}node_modules`) && lstatSync(`${root}node_modules`).isSymbolicLink();
if (!shared && (!existsSync(marker) || statSync(marker).mtimeMs < statSync(lock).mtimeMs)) {
  console.log('Instalando dependencias (npm ci)…');
  const install = spawnSync('npm', ['ci'], { cwd: root, stdio: 'inherit' });
  if (install.status !== 0) process.exit(install.status ?? 1);
}

const [script, ...args] = process.argv.slice(2);
const node = `${root}node_modules/.bin/node`;
const result = spawnSync(node, ['--import', 'tsx', script, ...args], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
