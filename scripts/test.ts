/** `npm test`: typecheck, lint, then every Vitest project (unit, dom, e2e). Stops at the first failure. */
import { spawnSync } from 'node:child_process';

const steps: [string, string[]][] = [
  ['Typecheck', ['node_modules/typescript/bin/tsc', '--noEmit']],
  ['Lint', ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings=0']],
  [
    'Vitest (unit, dom, integration, e2e)',
    ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)],
  ],
];

for (const [name, args] of steps) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`\n✖ ${name} falló`);
    process.exit(result.status ?? 1);
  }
}
console.log('\n✔ Todo en orden');
