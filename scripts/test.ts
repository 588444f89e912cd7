/** `npm test`: route types, typecheck, lint, then every Vitest project. Stops at the first failure. */
import { spawnSync } from 'node:child_process';

const steps: [string, string[]][] = [
  // React Router's Route.* types (frontend/.react-router) must exist before the typecheck reads them.
  ['Route types', ['node_modules/@react-router/dev/bin.cjs', 'typegen', 'frontend']],
  // Every tsconfig the root one references: browser code, Node code, Node code that drives a page.
  ['Typecheck', ['node_modules/typescript/bin/tsc', '--build']],
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
