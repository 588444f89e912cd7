import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Files run at once, in every project alike. Vitest runs projects whose `maxWorkers` differ as
 * separate groups, one after the other, and its default is one fewer than the cores: on two
 * cores the unit, dom and integration files ran one at a time after the whole browser suite. One
 * figure for all puts every file in one queue, two at a time on two cores.
 */
const WORKERS = Math.max(2, availableParallelism() - 1);

/**
 * The limit for a unit, dom or integration test. Inline projects do not inherit the root's `test`
 * options (only with `extends: true`), so each project names it.
 */
const TEST_TIMEOUT_MS = 30_000;

/**
 * Four projects: `unit` (Node: contract, Lambdas, infrastructure, scripts),
 * `dom` (jsdom + Testing Library: the site's components), `integration` (the
 * real Lambda handlers behind the local API, delivering to the real SES
 * emulator) and `e2e` (a real Chromium against the built site served by the
 * local stack).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{contract,lambdas,infra,scripts,bench,test/infra,test/unit}/**/*.test.ts'],
          setupFiles: ['test/setup-unit.ts'],
          testTimeout: TEST_TIMEOUT_MS,
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['frontend/**/*.test.{ts,tsx}'],
          setupFiles: ['test/setup-dom.ts'],
          // A form test types every field key by key in jsdom (Testing Library): a second on a quiet
          // machine, over Vitest's 5 s default on a busy one. The tests wait for what a person
          // sees; the limit only stops a test that hangs.
          testTimeout: TEST_TIMEOUT_MS,
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['test/integration/**/*.test.ts'],
          testTimeout: TEST_TIMEOUT_MS,
          hookTimeout: 30_000,
          maxWorkers: WORKERS,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['test/e2e/**/*.test.ts'],
          globalSetup: ['test/e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: WORKERS,
        },
      },
    ],
  },
});
